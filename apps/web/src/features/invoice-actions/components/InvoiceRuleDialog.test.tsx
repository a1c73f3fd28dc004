import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '@freight/locales/en/common.json';
import invoiceActions from '@freight/locales/en/invoiceActions.json';
import { renderWithProviders } from '../../../components/test-utils';
import { InvoiceRuleDialog } from './InvoiceRuleDialog';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'invoiceActions', invoiceActions);
i18next.setDefaultNamespace('common');

function serve(save: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/carriers')) return new Response(JSON.stringify({ data: [{ id: 7, name: 'DHL Freight' }] }), { status: 200 });
    if (url === '/api/invoice-rules') return save();
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceRuleDialog', () => {
  it('says what is wrong with what was typed before anything is sent', async () => {
    const fetchMock = serve(() => new Response('{}', { status: 500 }));
    const { user } = renderWithProviders(<InvoiceRuleDialog rule={null} onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Deviation above (%)' }), '5.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Deviation above (%)' })).toHaveValue('5.125');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/invoice-rules')).toBe(false);
  });

  it('sends the rule with blanks as "any" and marks the field the server refused', async () => {
    const fetchMock = serve(
      () =>
        new Response(JSON.stringify({ message: 'The given data was invalid.', errors: { name: ['This name is taken.'] } }), {
          status: 422,
        }),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<InvoiceRuleDialog rule={null} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Dispute big ones');
    await user.type(screen.getByRole('textbox', { name: 'Deviation above (%)' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/invoice-rules'), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/invoice-rules')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Dispute big ones',
      carrier_id: null,
      surcharge_type: null,
      deviation_percent_above: 12.5,
      deviation_amount_above: null,
      action: 'hold',
      notify_site_users: false,
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
