import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import booking from '@freight/locales/en/booking.json';
import common from '@freight/locales/en/common.json';
import { defaultBookingForm, type BookingFormValues } from '../booking-form';
import { useStepChecks } from '../hooks/use-step-checks';
import { AddressStep } from './AddressStep';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'booking', booking);
i18next.addResourceBundle('en', 'addressBook', addressBook);
i18next.setDefaultNamespace('common');

const COUNTRIES = [{ code: 'SE', alpha3: 'SWE', name: 'Sweden', names: { en: 'Sweden', es: 'Suecia', 'zh-CN': '瑞典' } }];

function Harness() {
  const form = useForm<BookingFormValues>({
    defaultValues: { ...defaultBookingForm('quote', 'SE'), consignor: { ...defaultBookingForm('quote', 'SE').consignor, zip: '9' } },
  });
  const checks = useStepChecks(form, 'quote', { invoiced: false, serviceCodes: [] });
  return (
    <FormProvider {...form}>
      {checks.notice.length > 0 && <div role="alert">{checks.notice.join(' · ')}</div>}
      <AddressStep />
      <button type="button" onClick={() => void checks.validate('address')}>
        Check
      </button>
    </FormProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('step validation errors', () => {
  it('shows the first message under each field its dotted key names, and the others above the step', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.startsWith('/api/countries'))
        return new Response(JSON.stringify({ data: COUNTRIES, meta: { total: 1, from: 1, to: 1, last_page: 1 } }), { status: 200 });
      if (url.startsWith('/api/priceleadtime/validate/address')) {
        const errors = {
          'consignor.zip': ['Enter a Swedish postcode such as 411 01.', 'Second message is not shown.'],
          'consignee.name': ['The consignee needs a name.'],
          'pickup.city': ['The pickup place needs a city.'],
        };
        return new Response(JSON.stringify({ data: { step: 'address', valid: false, errors } }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);

    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const consignor = screen.getByRole('region', { name: 'Consignor' });
    expect(await within(consignor).findByText('Enter a Swedish postcode such as 411 01.')).toBeInTheDocument();
    expect(within(consignor).getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Second message is not shown.')).not.toBeInTheDocument();
    const consignee = screen.getByRole('region', { name: 'Consignee' });
    expect(within(consignee).getByText('The consignee needs a name.')).toBeInTheDocument();
    // No separate pickup place is shown: its message goes above the step, naming the field.
    expect(screen.getByRole('alert')).toHaveTextContent('City: The pickup place needs a city.');

    const [, init] = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/priceleadtime/validate/address'))!;
    const body = JSON.parse(String(init?.body)) as { flow_type: string; values: { consignor: { zip: string; country: string } } };
    expect(body.flow_type).toBe('quote');
    expect(body.values.consignor).toMatchObject({ zip: '9', country: 'SE' });
  });
});
