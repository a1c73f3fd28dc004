import type { TAddressBookSuggestion } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import common from '@freight/locales/en/common.json';
import { emptyAddress, type AddressValue } from '../address-value';
import { AddressFields } from './AddressFields';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'addressBook', addressBook);

const base = {
  address2: null,
  state: null,
  section: null,
  company_model: 'business',
  types: ['RECEIVER'],
  phone: null,
} as const;

const suggestion = (overrides: Partial<TAddressBookSuggestion>): TAddressBookSuggestion => ({
  ...base,
  company_id: 1,
  contact_id: null,
  name: 'Fjord Seafood AS',
  address: 'Karl Johans gate 22',
  zip: '0159',
  city: 'Oslo',
  country: 'NO',
  contact_person: null,
  email: null,
  is_default: false,
  types: ['RECEIVER'],
  ...overrides,
});

// Out of order and with a copy, as a book with an entry saved twice could answer.
const SUGGESTIONS = [
  suggestion({
    company_id: 2,
    contact_id: 21,
    name: 'Baltic Fjord Trading',
    address: 'Hamngatan 1',
    zip: '211 22',
    city: 'Malmö',
    country: 'SE',
    contact_person: 'Per Lund',
  }),
  suggestion({ contact_id: 12, contact_person: 'Ola Nordmann', email: 'ola@fjord.example' }),
  suggestion({ contact_id: 11, contact_person: 'Ingrid Hansen', email: 'goods-in@fjord.example', phone: '+4722334455', is_default: true }),
  suggestion({ company_id: 3, contact_id: 31, contact_person: 'Ola Nordmann', email: 'ola@fjord.example' }),
];

const COUNTRIES = [
  { code: 'NO', alpha3: 'NOR', name: 'Norway', names: { en: 'Norway', es: 'Noruega', 'zh-CN': '挪威' } },
  { code: 'SE', alpha3: 'SWE', name: 'Sweden', names: { en: 'Sweden', es: 'Suecia', 'zh-CN': '瑞典' } },
];

function serve() {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/countries')
      ? { data: COUNTRIES, meta: { total: 2, from: 1, to: 2, last_page: 1, current_page: 1, per_page: 1000 } }
      : { data: SUGGESTIONS };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Harness({ onPick, initial = emptyAddress() }: { onPick?: (picked: TAddressBookSuggestion) => void; initial?: AddressValue }) {
  const [value, setValue] = useState(initial);
  return <AddressFields type="RECEIVER" value={value} onChange={setValue} onPick={onPick} withAddressBook={false} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressFields', () => {
  it('suggests companies of its type, the default contact first and marked, each only once', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'fjord');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Fjord Seafood ASDefault.*Ingrid Hansen/),
      expect.stringMatching(/^Fjord Seafood AS[^D].*Ola Nordmann/),
      expect.stringMatching(/^Baltic Fjord Trading.*Per Lund/),
    ]);
    expect(within(options[0]!).getByText('Default')).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls.find(([called]) => String(called).includes('autocomplete'))![0]), 'http://portal.test');
    expect(url.pathname).toBe('/api/address-book/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({ field: 'name', q: 'fjord', type: 'RECEIVER' });
  });

  it('fills every field from a picked suggestion and shows the default contact', async () => {
    serve();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<Harness onPick={onPick} />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'fj');
    const [first] = await screen.findAllByRole('option');
    await user.click(first!);

    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ company_id: 1, contact_id: 11, is_default: true }));
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Fjord Seafood AS');
    expect(screen.getByRole('textbox', { name: /^Address(?! line)/ })).toHaveValue('Karl Johans gate 22');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('0159');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Oslo');
    expect(screen.getByRole('textbox', { name: /Contact person/ })).toHaveValue('Ingrid Hansen');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('goods-in@fjord.example');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+4722334455');
    expect(await screen.findByDisplayValue('Norway')).toBeInTheDocument();
    expect(screen.getByTitle('Default contact')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    // A contact typed over is no longer the address book's default.
    await user.type(screen.getByRole('textbox', { name: /Contact person/ }), 'x');
    expect(screen.queryByTitle('Default contact')).not.toBeInTheDocument();
  });

  it('keeps a phone number typed with spaces whole', async () => {
    serve();
    const { user } = renderWithProviders(<Harness initial={{ ...emptyAddress(), country: 'SE' }} />);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+46 31 700 12 00');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+46 31 700 12 00');
  });

  it('points out a postcode that does not fit the country once the field is left', async () => {
    serve();
    const { user } = renderWithProviders(<Harness initial={{ ...emptyAddress(), country: 'SE' }} />);
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '4175');
    expect(screen.queryByText('Enter a postcode like 123 45.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a postcode like 123 45.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '5');
    expect(screen.queryByText('Enter a postcode like 123 45.')).not.toBeInTheDocument();
  });
});
