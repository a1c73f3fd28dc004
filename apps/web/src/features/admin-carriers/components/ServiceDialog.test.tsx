import type { TAdminCarrierService } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import adminCarriers from '@freight/locales/en/adminCarriers.json';
import common from '@freight/locales/en/common.json';
import { ServiceDialog } from './ServiceDialog';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'adminCarriers', adminCarriers);
i18next.setDefaultNamespace('common');

const SERVICE: TAdminCarrierService = {
  id: 7,
  carrier_id: 3,
  name: 'DHL Freight Pall',
  code: 'DHL_FRT_PALL',
  transport_mode: 'ROAD',
  rating: {
    kg_per_m3: 333,
    kg_per_ldm: 1850,
    kg_per_pallet_place: 740,
    floor_space_charged_for: 'all_goods',
    stackable_floor_space_above_cm: null,
    rounding_bands: null,
    max_consignment_weight_kg: null,
    max_package_weight_kg: null,
    max_length_cm: null,
    max_width_cm: null,
    max_height_cm: null,
    max_loading_metres: null,
    accepts_dangerous_goods: true,
  },
  booking_email: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const openDialog = (onClose = vi.fn()) => ({
  ...renderWithProviders(<ServiceDialog carrierId={3} service={SERVICE} onClose={onClose} />),
  onClose,
});

async function addBand(user: ReturnType<typeof openDialog>['user'], number: number, upToKg: string, stepKg: string) {
  await user.click(screen.getByRole('button', { name: 'Add band' }));
  const band = screen.getByRole('group', { name: `Band ${number}` });
  const step = within(band).getByRole('textbox', { name: 'Round up to a multiple of (kg)' });
  await user.clear(step);
  await user.type(step, stepKg);
  if (upToKg) await user.type(within(band).getByRole('textbox', { name: 'Up to (kg)' }), upToKg);
}

afterEach(() => vi.unstubAllGlobals());

describe('ServiceDialog weight rules', () => {
  it(
    'saves floor space for non-stackable goods, the height above which stackable goods pay it, and rounding bands',
    { timeout: 20_000 },
    async () => {
      const fetchMock = answer(200, { data: SERVICE });
      const { user, onClose } = openDialog();
      const height = screen.getByRole('textbox', { name: 'And stackable goods taller than (cm)' });
      expect(height).toBeDisabled();

      await user.click(screen.getByRole('combobox', { name: 'Loading metres and pallet places charged for' }));
      await user.click(screen.getByRole('option', { name: 'Non-stackable goods only' }));
      await user.type(height, '150');
      await addBand(user, 1, '2500', '10');
      await addBand(user, 2, '', '100');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/carrier/services/7');
      expect(JSON.parse(init.body as string).rating).toMatchObject({
        floor_space_charged_for: 'non_stackable',
        stackable_floor_space_above_cm: 150,
        rounding_bands: [
          { up_to_kg: 2500, step_kg: 10 },
          { up_to_kg: null, step_kg: 100 },
        ],
      });
    },
  );

  it('refuses bands out of order under the band’s field before it calls the server', { timeout: 20_000 }, async () => {
    const fetchMock = answer(200, { data: SERVICE });
    const { user } = openDialog();
    await addBand(user, 1, '2500', '10');
    await addBand(user, 2, '1000', '50');
    await addBand(user, 3, '', '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Each band’s upper weight must be above the one before.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Band 2' })).getByRole('textbox', { name: 'Up to (kg)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
