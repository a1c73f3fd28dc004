import type { AddressBookType, TAddressBookCompanyDetail } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { companyBodyFromAddress, type AddressValue } from './address-value';
import { addressBookKeys } from './api';

export interface SaveAddressInput {
  type: AddressBookType;
  value: AddressValue;
  /** The company the address came from, or null to add a new one. */
  companyId: number | null;
}

/**
 * Saves an address of the flow in the address book: a new company of the given type with its
 * contact, or the picked company updated. An updated company keeps its other types, and gains the
 * contact only when that person is not one of its contacts yet.
 */
export function useSaveToAddressBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, value, companyId }: SaveAddressInput): Promise<TAddressBookCompanyDetail> => {
      if (companyId === null)
        return (await api.post<{ data: TAddressBookCompanyDetail }>('/address-book', companyBodyFromAddress(value, [type]))).data;
      const current = (await api.get<{ data: TAddressBookCompanyDetail }>(`/address-book/${companyId}`)).data;
      const body = companyBodyFromAddress(value, [...new Set([...current.types, type])]);
      const known = current.contacts.some((contact) => contact.name.trim().toLowerCase() === value.contact_person.trim().toLowerCase());
      return (
        await api.put<{ data: TAddressBookCompanyDetail }>(`/address-book/${companyId}`, {
          ...body,
          active: current.active,
          contact: known ? null : body.contact,
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
