import type {
  AddressBookType,
  TAddressBookAutocompleteResponse,
  TAddressBookCompanyBody,
  TAddressBookCompanyDetail,
  TAddressBookContact,
  TAddressBookContactBody,
  TCreateAddressBookContactBody,
  TListAddressBookResponse,
  TListCountriesResponse,
} from '@freight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

type SuggestionField = 'name' | 'address' | 'email';

export interface AddressBookListParams {
  search: string;
  type: AddressBookType | null;
  /** Inactive companies are listed only when asked for; they are never offered for a booking. */
  withInactive?: boolean;
  page: number;
  pageSize: number;
}

/** Cache keys of the address book; everything under `all` changes when an entry does. */
export const addressBookKeys = {
  all: ['address-book'] as const,
  list: (params: AddressBookListParams) => [...addressBookKeys.all, 'list', params] as const,
  company: (id: number) => [...addressBookKeys.all, 'company', id] as const,
  suggestions: (field: SuggestionField, type: AddressBookType | null, q: string) =>
    [...addressBookKeys.all, 'suggestions', field, type, q] as const,
  countries: () => ['countries', 'all'] as const,
};

const BASE = '/address-book';
const CONTACT_BASE = '/address-book-contact';
const COUNTRIES_PAGE_SIZE = 1000;

/** Suggestions for one address field; asked only once the user typed something. */
export function useAddressSuggestions(field: SuggestionField, type: AddressBookType | null, q: string, enabled: boolean) {
  return useQuery({
    queryKey: addressBookKeys.suggestions(field, type, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ field, q });
      if (type) params.set('type', type);
      return api.get<TAddressBookAutocompleteResponse>(`${BASE}/autocomplete?${params.toString()}`, { signal });
    },
    select: (answer) => answer.data,
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useAddressBookList(params: AddressBookListParams, enabled = true) {
  return useQuery({
    queryKey: addressBookKeys.list(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        sortKey: 'name',
        sortOrder: 'asc',
      });
      if (params.search.trim()) query.set('filter[search]', params.search.trim());
      if (params.type) query.set('filter[type]', params.type);
      if (!params.withInactive) query.set('filter[active]', '1');
      return api.get<TListAddressBookResponse>(`${BASE}?${query.toString()}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAddressBookCompany(id: number | null) {
  return useQuery({
    queryKey: addressBookKeys.company(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: TAddressBookCompanyDetail }>(`${BASE}/${id}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

/**
 * Every country, named in the user's language; reference data that hardly changes. A failed load
 * is logged, never a toast (SPEC §7).
 */
export function useCountries() {
  return useQuery({
    queryKey: addressBookKeys.countries(),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TListCountriesResponse>(`/countries?pageSize=${COUNTRIES_PAGE_SIZE}&sortKey=name&sortOrder=asc`, {
          signal,
          quiet: true,
        });
      } catch (error) {
        if (!signal.aborted) console.error('Countries could not be loaded', error);
        throw error;
      }
    },
    select: (answer) => answer.data,
    staleTime: 60 * 60_000,
  });
}

function useRefreshBook() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all });
}

/** Adds a company (id null) or changes one. */
export function useSaveCompany() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TAddressBookCompanyBody }) =>
      id === null
        ? api.post<{ data: TAddressBookCompanyDetail }>(BASE, body)
        : api.put<{ data: TAddressBookCompanyDetail }>(`${BASE}/${id}`, body),
    onSuccess: () => void refresh(),
  });
}

/** Adds a contact (id null) or changes one. */
export function useSaveContact() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateAddressBookContactBody }) => {
      if (id === null) return api.post<{ data: TAddressBookContact }>(CONTACT_BASE, body);
      const { company_id: _company, ...changes } = body;
      return api.put<{ data: TAddressBookContact }>(`${CONTACT_BASE}/${id}`, changes satisfies TAddressBookContactBody);
    },
    onSuccess: () => void refresh(),
  });
}

export function useMakeDefaultContact() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: TAddressBookContact }>(`${CONTACT_BASE}/${id}/default`, {}),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteContact() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${CONTACT_BASE}/${id}`),
    onSuccess: () => void refresh(),
  });
}
