import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import common from '@freight/locales/en/common.json';
import imports from '@freight/locales/en/imports.json';
import { RuleDialog } from './RuleDialog';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'imports', imports);
// Contract messages such as 'validation.required' are keys of the default texts, as in the app.
i18next.setDefaultNamespace('common');

const SITES = [
  { id: 1, name: 'Gothenburg Warehouse', key: 'Gothenburg_Warehouse' },
  { id: 3, name: 'Malmo Terminal', key: 'Malmo_Terminal' },
];

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const openDialog = (onClose = vi.fn()) => ({
  ...renderWithProviders(<RuleDialog rule={null} defaultKind="site" sites={SITES} onClose={onClose} />),
  onClose,
});

afterEach(() => vi.unstubAllGlobals());

describe('RuleDialog', () => {
  // Picking from four lists takes a while in a simulated browser.
  it('asks a direction rule for a direction instead of a site, and saves it', { timeout: 20_000 }, async () => {
    const fetchMock = answer(200, { data: {} });
    const { user, onClose } = openDialog();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Direction' }));
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.click(screen.getByRole('option', { name: 'Consignor city' }));
    await user.click(screen.getByRole('combobox', { name: 'Comparison' }));
    await user.click(screen.getByRole('option', { name: 'starts with' }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'Göte');
    await user.click(screen.getByRole('combobox', { name: 'Direction' }));
    await user.click(screen.getByRole('option', { name: 'Inbound' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/consignment-imports/rules');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      kind: 'direction',
      field: 'consignor_city',
      operator: 'starts_with',
      value: 'Göte',
      site_id: null,
      direction: 'inbound',
      priority: 100,
    });
  });

  it('wants a site for a site rule before it calls the server', async () => {
    const fetchMock = answer(200, { data: {} });
    const { user } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'SE');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the field it is about', async () => {
    answer(422, { message: 'The given data was invalid.', errors: { site_id: ['This value is not valid.'] } });
    const { user, onClose } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'SE');
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    await user.click(screen.getByRole('option', { name: 'Malmo Terminal' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('This value is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
