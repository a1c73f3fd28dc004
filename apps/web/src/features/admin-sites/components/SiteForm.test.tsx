import type { TSite } from '@freight/contracts';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import addressBook from '@freight/locales/en/addressBook.json';
import adminSites from '@freight/locales/en/adminSites.json';
import common from '@freight/locales/en/common.json';
import { SiteForm } from './SiteForm';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'addressBook', addressBook);
i18next.addResourceBundle('en', 'adminSites', adminSites);

const LONDON: TSite = {
  id: 7,
  key: 'London_Office',
  name: 'London Office',
  email: 'london@nordic.example',
  phone: '+442079460958',
  address: '10 Downing Street',
  post_code: 'SW1A 2AA',
  city: 'London',
  vat_number: 'GB123456789',
  country_code: 'GB',
  excluded_carrier_ids: [],
  is_active: 1,
  organization_id: 1,
  applications: [],
  locked_freight_print_types: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

function serve() {
  const countries = [
    { code: 'GB', alpha3: 'GBR', name: 'United Kingdom', names: { en: 'United Kingdom', es: 'Reino Unido', 'zh-CN': '英国' } },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).startsWith('/api/countries') ? countries : [];
      return new Response(
        JSON.stringify({ data, meta: { total: data.length, from: 1, to: data.length, last_page: 1, current_page: 1, per_page: 1000 } }),
        { status: 200 },
      );
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteForm', () => {
  it('keeps a British postcode and a spaced phone number as typed and sends them so', async () => {
    serve();
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(
      <SiteForm site={LONDON} chooseOrganization={false} organizationId={1} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(postcode);
    await user.type(postcode, 'SW1A 1AA');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    expect(postcode).toHaveValue('SW1A 1AA');
    expect(phone).toHaveValue('+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ post_code: 'SW1A 1AA', phone: '+44 20 7946 0958', country_code: 'GB' }),
      ),
    );
  });

  it('says under the field when the postcode does not fit the country, keeping what was typed', async () => {
    serve();
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(
      <SiteForm site={LONDON} chooseOrganization={false} organizationId={1} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    await user.clear(postcode);
    await user.type(postcode, '1012 AB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a postcode like SW1A 1AA.')).toBeInTheDocument();
    expect(postcode).toHaveValue('1012 AB');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
