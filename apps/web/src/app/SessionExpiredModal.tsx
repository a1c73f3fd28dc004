import type { TUser } from '@freight/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onApiFailure } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { sessionKeys } from '../lib/session/keys';

// Rarely needed, so its dialog code is fetched only when a session actually ends.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

/** A 401 while signed in means the token ended: say so, then sign in again (SPEC §8). */
export function SessionExpiredModal() {
  const [tokenExpired, setTokenExpired] = useState(false);

  useEffect(
    () =>
      onApiFailure((failure) => {
        const signedIn = queryClient.getQueryData<TUser>(sessionKeys.user) !== undefined;
        if (failure.kind === 'unauthorized' && signedIn) setTokenExpired(true);
      }),
    [],
  );

  if (!tokenExpired) return null;
  return (
    <Suspense>
      <SessionExpiredDialog onClose={() => setTokenExpired(false)} />
    </Suspense>
  );
}
