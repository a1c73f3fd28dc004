import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import common from '@freight/locales/en/common.json';
import quotes from '@freight/locales/en/quotes.json';
import { defaultQuoteForm, type QuoteFormValues } from '../quote-form';
import { AddressGoodsStep } from './AddressGoodsStep';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'quotes', quotes);
i18next.addResourceBundle('en', 'addressBook', addressBook);
// Contract messages such as 'validation.required' are keys of the default texts, as in the app.
i18next.setDefaultNamespace('common');

const COUNTRIES = [
  { code: 'NO', alpha3: 'NOR', name: 'Norway', names: { en: 'Norway', es: 'Noruega', 'zh-CN': '挪威' } },
  { code: 'SE', alpha3: 'SWE', name: 'Sweden', names: { en: 'Sweden', es: 'Suecia', 'zh-CN': '瑞典' } },
];

function filled(): QuoteFormValues {
  const values = defaultQuoteForm('SE');
  return {
    ...values,
    pickup: { ...values.pickup, zip: '41105', city: 'Göteborg' },
    delivery: { ...values.delivery, country: 'NO', zip: '9999', city: 'Oslo' },
    goods: [{ ...values.goods[0]!, weight: '300' }],
  };
}

function answerCalculation(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/countries')
      ? new Response(JSON.stringify({ data: COUNTRIES, meta: { total: 2, from: 1, to: 2, last_page: 1 } }), { status: 200 })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressGoodsStep', () => {
  it('shows the server’s refusal under the field it names', async () => {
    answerCalculation(422, { message: 'The given data was invalid.', errors: { 'delivery.zip': ['No such postcode in Norway.'] } });
    const onCalculated = vi.fn();
    const { user } = renderWithProviders(<AddressGoodsStep initialValues={filled()} onChange={vi.fn()} onCalculated={onCalculated} />);
    await user.click(screen.getByRole('button', { name: 'Get prices' }));

    const delivery = screen.getByRole('group', { name: 'Delivery' });
    expect(await within(delivery).findByText('No such postcode in Norway.')).toBeInTheDocument();
    expect(within(delivery).getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    expect(onCalculated).not.toHaveBeenCalled();
  });

  it('sends the request the contract describes and hands over the answer', async () => {
    const calculation = { id: 'c0ffee00-0000-4000-8000-000000000001', quotes: [], unavailable: [] };
    const fetchMock = answerCalculation(200, { data: calculation });
    const onCalculated = vi.fn();
    const { user } = renderWithProviders(<AddressGoodsStep initialValues={filled()} onChange={vi.fn()} onCalculated={onCalculated} />);
    await user.click(screen.getByRole('button', { name: 'Get prices' }));

    await vi.waitFor(() => expect(onCalculated).toHaveBeenCalledWith(calculation));
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.includes('price-calculation'))! as unknown as [string, RequestInit];
    expect(url).toBe('/api/price-calculation/smart');
    expect(JSON.parse(init.body as string)).toMatchObject({
      pickup: { country: 'SE', zip: '41105', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '9999', city: 'Oslo' },
      goods: [{ package_type: 'eur_pallet', units: 1, weight: 300, stackable: true, dangerous_goods: false }],
      flow: 'quote',
    });
  });
});
