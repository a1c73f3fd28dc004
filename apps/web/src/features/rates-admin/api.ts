import {
  LIST_PAGE_SIZE_MAX,
  type TBookingAgreement,
  type TBookingAgreementBatchBody,
  type TBookingAgreementBody,
  type TListBookingAgreementsResponse,
  type TListMarkupsResponse,
  type TMarkup,
  type TMarkupBody,
  type TUser,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ruleOrganizationId } from '../shipment-import';
import { useVisibleSiteGroups } from '../site-picker';

/** Cache keys of the markups and booking agreements screens. */
export const ratesAdminKeys = {
  all: ['rates-admin'] as const,
  markups: (organizationId: number | null) => [...ratesAdminKeys.all, 'markups', organizationId] as const,
  agreements: (organizationId: number | null) => [...ratesAdminKeys.all, 'agreements', organizationId] as const,
};

const MARKUPS = '/markups';
const AGREEMENTS = '/booking/unifaun-agreement-rules';

/** Every row of a list in one call: both lists are short, so the table searches and sorts them itself. */
function listPath(base: string, organizationId: number | null): string {
  const query = new URLSearchParams({ pageSize: String(LIST_PAGE_SIZE_MAX) });
  if (organizationId !== null) query.set('filter[organization_id]', String(organizationId));
  return `${base}?${query.toString()}`;
}

export interface ActingOrganization {
  id: number;
  name: string;
}

/**
 * The organization whose markups the screen manages, as the server decides it: the user's own,
 * or for a super user the one whose site they act as.
 */
export function useActingOrganization(user: TUser | null) {
  return useVisibleSiteGroups((groups): ActingOrganization | null => {
    if (!user) return null;
    const id = ruleOrganizationId(user, groups);
    return { id, name: groups.find((group) => group.id === id)?.name ?? user.organization.name };
  }, user !== null);
}

/**
 * The organization's markups. God users may read every organization's, so their list is
 * narrowed to the one they act as; for everyone else the server already scopes it.
 */
export function useMarkups(organizationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ratesAdminKeys.markups(organizationId),
    queryFn: ({ signal }) => api.get<TListMarkupsResponse>(listPath(MARKUPS, organizationId), { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useSaveMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TMarkupBody }) =>
      id === null ? api.post<{ data: TMarkup }>(MARKUPS, body) : api.put<{ data: TMarkup }>(`${MARKUPS}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ratesAdminKeys.all, 'markups'] }),
  });
}

export function useDeleteMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${MARKUPS}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ratesAdminKeys.all, 'markups'] }),
  });
}

export interface AgreementList {
  rows: TBookingAgreement[];
  /** How many the server holds; more than `rows` when the list was cut at the page size limit. */
  total: number;
}

export function useAgreements(organizationId: number | null) {
  return useQuery({
    queryKey: ratesAdminKeys.agreements(organizationId),
    queryFn: ({ signal }) => api.get<TListBookingAgreementsResponse>(listPath(AGREEMENTS, organizationId), { signal }),
    select: (answer): AgreementList => ({ rows: answer.data, total: answer.meta.total }),
  });
}

function useRefreshAgreements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...ratesAdminKeys.all, 'agreements'] });
}

export function useSaveAgreement() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TBookingAgreementBody }) =>
      id === null
        ? api.post<{ data: TBookingAgreement }>(AGREEMENTS, body)
        : api.put<{ data: TBookingAgreement }>(`${AGREEMENTS}/${id}`, body),
    onSuccess: refresh,
  });
}

/** Saves many agreements in one transaction: all land or none. */
export function useSaveAgreements() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (body: TBookingAgreementBatchBody) => api.post<{ data: TBookingAgreement[] }>(`${AGREEMENTS}/batch`, body),
    onSuccess: refresh,
  });
}

/** Deletes the selected agreements together: all of them, or none when one is already gone. */
export function useDeleteAgreements() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.post<void>(`${AGREEMENTS}/batch/delete`, { ids }),
    onSettled: refresh,
  });
}

/** An agreement as the body that saves it unchanged, ready for a batch edit. */
export function agreementBody(agreement: TBookingAgreement): TBookingAgreementBody & { id: number } {
  return {
    id: agreement.id,
    organization_id: agreement.organization_id,
    site_id: agreement.site_id,
    carrier_service_id: agreement.carrier_service_id,
    customer_number: agreement.customer_number,
    valid_from: agreement.valid_from,
    valid_to: agreement.valid_to,
  };
}
