import type { TDeclineRegistrationBody, TOrganizationDetailResponse, TRegistrationResponse } from '@freight/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { imageKeys } from '../../lib/authorized-image';
import { queryClient } from '../../lib/query-client';
import { refreshAfterSiteChange } from '../admin-sites';

export const ORGANIZATIONS_TABLE_ID = 'admin-organizations';

export const organizationKeys = {
  all: ['admin-organizations'] as const,
  one: (id: number) => [...organizationKeys.all, id] as const,
};

export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: organizationKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<TOrganizationDetailResponse>(`/organizations/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export interface OrganizationFormBody {
  name: string;
  country_code: string;
  brand_color: string;
  is_active: boolean;
  quote_booking: boolean;
  remove_logo: boolean;
  purchase_unbooked_alert_days: number | string;
  logo: File | null;
}

/** The form as multipart, so the logo travels with it (SPEC §7); booleans as 0 or 1. */
function toFormData(body: OrganizationFormBody): FormData {
  const form = new FormData();
  form.append('name', body.name);
  form.append('country_code', body.country_code);
  form.append('brand_color', body.brand_color);
  form.append('is_active', body.is_active ? '1' : '0');
  form.append('quote_booking', body.quote_booking ? '1' : '0');
  form.append('remove_logo', body.remove_logo ? '1' : '0');
  form.append('purchase_unbooked_alert_days', String(body.purchase_unbooked_alert_days));
  if (body.logo) form.append('logo', body.logo);
  return form;
}

async function refreshAfterOrganizationChange(id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tableQueryKey(ORGANIZATIONS_TABLE_ID) }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    // The sidebar shows the logo by its address, so the cached copy has to go.
    queryClient.invalidateQueries({ queryKey: imageKeys.one(`/organizations/${id}/logo`) }),
    refreshAfterSiteChange(),
  ]);
}

export function useSaveOrganization() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OrganizationFormBody }) =>
      id === null
        ? api.post<TOrganizationDetailResponse>('/organizations', toFormData(body))
        : api.put<TOrganizationDetailResponse>(`/organizations/${id}`, toFormData(body)),
    onSuccess: ({ data }) => refreshAfterOrganizationChange(data.id),
  });
}

export function useDeleteOrganization() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/organizations/${id}?command=delete`),
    onSuccess: (_, id) => refreshAfterOrganizationChange(id),
  });
}

export const REGISTRATIONS_TABLE_ID = 'admin-registrations';

async function refreshAfterDecision() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tableQueryKey(REGISTRATIONS_TABLE_ID) }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(ORGANIZATIONS_TABLE_ID) }),
  ]);
}

/** Approves a registration: its organization, first site and admin are created, and the admin is e-mailed. */
export function useApproveRegistration() {
  return useMutation({
    mutationFn: (id: number) => api.post<TRegistrationResponse>(`/registrations/${id}/approve`),
    onSuccess: refreshAfterDecision,
  });
}

export function useDeclineRegistration() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TDeclineRegistrationBody }) =>
      api.post<TRegistrationResponse>(`/registrations/${id}/decline`, body),
    onSuccess: refreshAfterDecision,
  });
}
