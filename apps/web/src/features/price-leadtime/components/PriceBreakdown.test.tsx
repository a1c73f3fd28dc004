import type { TQuote } from '@freight/contracts';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import common from '@freight/locales/en/common.json';
import quotes from '@freight/locales/en/quotes.json';
import { PriceBreakdown } from './PriceBreakdown';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'quotes', quotes);

const quote = (chargeableWeight: TQuote['chargeable_weight']): TQuote => ({
  rank: 1,
  carrier: { id: 1, name: 'DHL Freight', logo_url: null },
  service: { id: 10, name: 'DHL Freight Pall', code: 'DHL_FRT_PALL', transport_mode: 'ROAD' },
  chargeable_weight: chargeableWeight,
  price: { currency: 'SEK', total: 90_000, lines: [{ kind: 'freight', type: 'Freight', label: 'Freight', amount: 90_000 }] },
  pickup_date: '2026-11-24',
  delivery_date: '2026-11-25',
  working_days: 1,
  bookable: true,
  booking_reasons: [],
  co2e_kg: null,
});

describe('PriceBreakdown', () => {
  it('explains a stackable pallet charged on volume and the step its weight was rounded to', async () => {
    const { user } = renderWithProviders(
      <PriceBreakdown
        label="Price details"
        quote={quote({
          kg: 410,
          basis: 'volume',
          unrounded_kg: 403.2,
          actual_kg: 300,
          volume_kg: 403.2,
          loading_meter_kg: 0,
          pallet_place_kg: null,
          rounding_step_kg: 10,
          floor_space_charged_for: 'non_stackable',
        })}
      />,
    );
    await user.hover(screen.getByRole('button', { name: 'Price details' }));
    expect(await screen.findByText('Charged for 410 kg (by volume).')).toBeInTheDocument();
    expect(screen.getByText('Rounded up from 403,2 kg to a multiple of 10 kg.')).toBeInTheDocument();
    expect(screen.getByText(/charges loading metres and pallet places for non-stackable goods only/)).toBeInTheDocument();
  });

  it('says nothing of rounding or floor space for a calculation made before services had these rules', async () => {
    const { user } = renderWithProviders(
      <PriceBreakdown
        label="Price details"
        quote={quote({
          kg: 740,
          basis: 'loading_metres',
          unrounded_kg: 740,
          actual_kg: 300,
          volume_kg: null,
          loading_meter_kg: 740,
          pallet_place_kg: null,
        })}
      />,
    );
    await user.hover(screen.getByRole('button', { name: 'Price details' }));
    expect(await screen.findByText('Charged for 740 kg (by loading metres).')).toBeInTheDocument();
    expect(screen.queryByText(/Rounded up/)).not.toBeInTheDocument();
    expect(screen.queryByText(/non-stackable goods only/)).not.toBeInTheDocument();
  });
});
