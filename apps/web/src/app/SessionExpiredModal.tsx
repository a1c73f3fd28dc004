import type { TUser } from '@freight/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { onApiFailure } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { clearTokenExpired, markTokenExpired, useSessionUser, useTokenExpired } from '../lib/session';
import { sessionKeys } from '../lib/session/keys';

// Rarely needed, so its dialog code is fetched only when a session actually ends.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

/** A 401 while signed in means the token ended: say so, then sign in again (SPEC §8). */
export function SessionExpiredModal() {
  const tokenExpired = useTokenExpired();
  // A token found expired before anyone signed in leads to the expired-login page instead.
  const signedIn = useSessionUser() !== null;

  useEffect(
    () =>
      onApiFailure((failure) => {
        const signedIn = queryClient.getQueryData<TUser>(sessionKeys.user) !== undefined;
        if (failure.kind === 'unauthorized' && signedIn) markTokenExpired();
      }),
    [],
  );

  if (!tokenExpired || !signedIn) return null;
  return (
    <Suspense>
      <SessionExpiredDialog onClose={clearTokenExpired} />
    </Suspense>
  );
}
