import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import common from '@freight/locales/en/common.json';
import quotes from '@freight/locales/en/quotes.json';
import templates from '@freight/locales/en/templates.json';
import { AddressGoodsStep } from './AddressGoodsStep';
import { defaultQuoteForm } from '../quote-form';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'quotes', quotes);
i18next.addResourceBundle('en', 'addressBook', addressBook);
i18next.addResourceBundle('en', 'templates', templates);
i18next.setDefaultNamespace('common');

afterEach(() => vi.unstubAllGlobals());

function render(lockedFields: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, from: null, to: null, last_page: 1 } }), { status: 200 })),
  );
  const values = defaultQuoteForm('SE');
  renderWithProviders(
    <AddressGoodsStep
      initialValues={{
        ...values,
        pickup: { ...values.pickup, zip: '41101', city: 'Göteborg' },
        goods: [{ ...values.goods[0]!, weight: '300' }],
      }}
      onChange={() => undefined}
      onCalculated={() => undefined}
      lockedFields={lockedFields}
    />,
  );
}

describe('a quote form opened from a template', () => {
  it('keeps a locked place and the locked goods out of reach, and marks them', () => {
    render(['pickup', 'goods']);
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickup).getByRole('textbox', { name: 'Postcode' })).toBeDisabled();
    expect(within(pickup).getByRole('textbox', { name: 'City' })).toBeDisabled();
    expect(within(pickup).getAllByRole('img', { name: 'Locked by the template' }).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('group', { name: 'Delivery' })).getByRole('textbox', { name: 'Postcode' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Goods line 1' })).getByRole('textbox', { name: 'Weight per unit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add goods line' })).toBeDisabled();
  });

  it('locks a single field of a place and leaves its neighbours open', () => {
    render(['pickup.zip']);
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickup).getByRole('textbox', { name: 'Postcode' })).toBeDisabled();
    expect(within(pickup).getByRole('textbox', { name: 'City' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Goods line 1' })).getByRole('textbox', { name: 'Weight per unit' })).toBeEnabled();
  });
});
