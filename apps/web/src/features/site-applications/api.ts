import type { TSitesApplicationsBody, TSitesResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshAfterSiteChange } from '../admin-sites';

/**
 * Saves the applications of the listed sites together. The sites and the signed-in user are
 * fetched again, so the screen, the menus and the route guards follow the change at once (SPEC §6).
 */
export function useSaveApplications() {
  return useMutation({
    mutationFn: (body: TSitesApplicationsBody) => api.put<TSitesResponse>('/sites/applications', body),
    onSuccess: refreshAfterSiteChange,
  });
}
