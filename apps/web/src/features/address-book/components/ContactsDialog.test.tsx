import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import common from '@freight/locales/en/common.json';
import { ContactsDialog } from './ContactsDialog';
import { SaveToAddressBook } from './SaveToAddressBook';
import { emptyAddress } from '../address-value';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'addressBook', addressBook);

const contact = (id: number, name: string, is_default: boolean) => ({
  id,
  company_id: 7,
  name,
  email: null,
  phone: null,
  is_default,
  updated_at: '2026-11-20T10:00:00.000Z',
});

const COMPANY = {
  id: 7,
  name: 'Hamburg Hafen Handel GmbH',
  address: 'Am Sandtorkai 50',
  address2: null,
  zip: '20457',
  city: 'Hamburg',
  state: null,
  country: 'DE',
  types: ['RECEIVER'],
  active: true,
  default_contact: contact(1, 'Lena Schmidt', true),
  contacts_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  contacts: [contact(1, 'Lena Schmidt', true), contact(2, 'Jonas Weber', false)],
};

function serve(answer: (url: string, init: RequestInit) => { status: number; body?: unknown }) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { status, body } = answer(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

afterEach(() => vi.unstubAllGlobals());

describe('ContactsDialog', () => {
  it('marks the default contact and makes another one the default', async () => {
    const fetchMock = serve((url, init) =>
      init.method === 'POST' ? { status: 200, body: { data: contact(2, 'Jonas Weber', true) } } : { status: 200, body: { data: COMPANY } },
    );
    const { user } = renderWithProviders(<ContactsDialog companyId={7} onClose={vi.fn()} />);
    expect(await screen.findByText('Lena Schmidt')).toBeInTheDocument();
    expect(screen.getAllByText('Default')).toHaveLength(1);
    // The default has no button to make it the default again.
    expect(screen.getAllByRole('button', { name: 'Make default' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await vi.waitFor(() => expect(calls(fetchMock)).toContain('POST /api/address-book-contact/2/default'));
  });

  it('deletes a contact after the delete modal confirms it', async () => {
    const fetchMock = serve((_url, init) => (init.method === 'DELETE' ? { status: 204 } : { status: 200, body: { data: COMPANY } }));
    const { user } = renderWithProviders(<ContactsDialog companyId={7} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Jonas Weber' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/address-book-contact/2'));
  });
});

describe('SaveToAddressBook', () => {
  it('saves the address with its contact as a company of the block’s type', async () => {
    const fetchMock = serve(() => ({ status: 200, body: { data: COMPANY } }));
    const onSaved = vi.fn();
    const value = {
      ...emptyAddress(),
      name: 'Hamburg Hafen Handel GmbH',
      address: 'Am Sandtorkai 50',
      zip: '20457',
      city: 'Hamburg',
      country: 'DE',
      contact_person: 'Lena Schmidt',
      email: 'lena@hh.example',
    };
    const { user } = renderWithProviders(<SaveToAddressBook type="RECEIVER" value={value} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save to address book' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(`${init.method} ${url}`).toBe('POST /api/address-book');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Hamburg Hafen Handel GmbH',
      types: ['RECEIVER'],
      contact: { name: 'Lena Schmidt', email: 'lena@hh.example', phone: '' },
    });
  });

  it('hands the server’s field messages to the address block', async () => {
    serve(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { zip: ['Enter a postcode like 20095.'], 'contact.phone': ['Enter + and up to 13 digits.'] },
      },
    }));
    const onErrors = vi.fn();
    const { user } = renderWithProviders(
      <SaveToAddressBook type="RECEIVER" value={{ ...emptyAddress(), contact_person: 'X' }} onErrors={onErrors} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save to address book' }));
    await vi.waitFor(() =>
      expect(onErrors).toHaveBeenLastCalledWith({ zip: 'Enter a postcode like 20095.', phone: 'Enter + and up to 13 digits.' }),
    );
  });
});
