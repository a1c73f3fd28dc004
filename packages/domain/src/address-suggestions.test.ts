import type { TAddressBookSuggestion } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { orderAddressSuggestions, suggestionText } from './address-suggestions';

const suggestion = (overrides: Partial<TAddressBookSuggestion>): TAddressBookSuggestion => ({
  company_id: 1,
  contact_id: null,
  name: 'Fjord Seafood AS',
  address: 'Karl Johans gate 1',
  address2: null,
  zip: '0154',
  city: 'Oslo',
  state: null,
  country: 'NO',
  section: null,
  company_model: 'business',
  types: ['RECEIVER'],
  contact_person: null,
  email: null,
  phone: null,
  is_default: false,
  ...overrides,
});

describe('orderAddressSuggestions', () => {
  it('puts names starting with the query first, then sorts by name', () => {
    const list = [
      suggestion({ company_id: 1, name: 'Oslo Fjord Imports' }),
      suggestion({ company_id: 2, name: 'Fjord Seafood AS' }),
      suggestion({ company_id: 3, name: 'Baltic Fjord Trading' }),
    ];
    expect(orderAddressSuggestions(list, 'fjord').map((entry) => entry.company_id)).toEqual([2, 3, 1]);
  });

  it('lists the default contact of a company before its other contacts', () => {
    const list = [
      suggestion({ contact_id: 11, contact_person: 'Anna Berg' }),
      suggestion({ contact_id: 12, contact_person: 'Ola Nordmann', is_default: true }),
      suggestion({ contact_id: 13, contact_person: 'Bente Lie' }),
    ];
    expect(orderAddressSuggestions(list, 'fj').map((entry) => entry.contact_id)).toEqual([12, 11, 13]);
  });

  it('shows an address and contact that were saved twice only once, keeping the default', () => {
    const list = [
      suggestion({ company_id: 1, contact_id: 11, contact_person: 'Ola Nordmann', email: 'ola@fjord.no' }),
      suggestion({ company_id: 2, contact_id: 21, contact_person: 'ola nordmann ', email: 'OLA@fjord.no', zip: '01 54', is_default: true }),
      suggestion({ company_id: 2, contact_id: 22, contact_person: 'Kari Nordmann' }),
    ];
    const ordered = orderAddressSuggestions(list, 'fjord');
    expect(ordered.map((entry) => entry.contact_id)).toEqual([21, 22]);
    expect(ordered[0]!.is_default).toBe(true);
  });

  it('ranks by the field the user typed in', () => {
    const list = [
      suggestion({ company_id: 1, name: 'Alpha', address: 'Storgatan 1' }),
      suggestion({ company_id: 2, name: 'Beta', address: 'Lilla Storgatan 2' }),
    ];
    const byAddress = orderAddressSuggestions(list, 'lilla', (entry) => suggestionText('address', entry));
    expect(byAddress.map((entry) => entry.company_id)).toEqual([2, 1]);
  });
});
