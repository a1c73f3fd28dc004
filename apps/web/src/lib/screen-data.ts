import type { Query } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { imageKeys } from './authorized-image';
import { sessionKeys } from './session/keys';

const KEPT_ON_SITE_CHANGE: readonly string[] = [sessionKeys.user[0], imageKeys.all[0]];

/** Data that depends on the selected sites: everything except the session and images. */
function isScreenData(query: Query): boolean {
  return !KEPT_ON_SITE_CHANGE.includes(String(query.queryKey[0]));
}

/** Reloads what is on screen after the 'Act as' choice changed; hidden data reloads when shown. */
export async function refreshScreenData(): Promise<void> {
  await queryClient.invalidateQueries({ predicate: isScreenData });
}
