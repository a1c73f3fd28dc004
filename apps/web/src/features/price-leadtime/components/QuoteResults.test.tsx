import type { TPriceCalculation, TQuote } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import common from '@freight/locales/en/common.json';
import quotes from '@freight/locales/en/quotes.json';
import type { QuoteSort } from '../quote-sorting';
import { QuoteResults } from './QuoteResults';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'quotes', quotes);

function quote(rank: number, carrier: string, total: number, delivery: string | null, bookable = true): TQuote {
  return {
    rank,
    carrier: { id: rank, name: carrier, logo_url: null },
    service: { id: rank * 10, name: 'Groupage', code: `S${rank}`, transport_mode: 'ROAD' },
    chargeable_weight: {
      kg: 300,
      basis: 'actual',
      unrounded_kg: 300,
      actual_kg: 300,
      volume_kg: null,
      loading_meter_kg: 555,
      pallet_place_kg: null,
    },
    price: {
      currency: 'SEK',
      total,
      lines: [
        { kind: 'freight', type: 'Freight', label: 'Freight', amount: total - 10_000 },
        { kind: 'fuel', type: 'Fuel surcharge', label: 'Fuel surcharge', amount: 10_000 },
      ],
    },
    pickup_date: '2026-11-24',
    delivery_date: delivery,
    working_days: delivery ? 2 : null,
    bookable,
    booking_reasons: bookable ? [] : [{ code: 'no_booking_agreement', params: {} }],
    co2e_kg: null,
  };
}

const CALCULATION: TPriceCalculation = {
  id: '0b9f8c3e-3f8a-4b8e-9a51-6f1f1f2b7c10',
  kind: 'smart',
  site_id: 1,
  created_at: '2026-11-23T08:00:00Z',
  request: {
    pickup: { country: 'SE', zip: '41105', city: 'Göteborg' },
    delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
    goods: [{ package_type: 'eur_pallet', units: 1, weight: 300, dangerous_goods: false }],
    pickup_date: '2026-11-24',
    additional_services: [],
    flow: 'quote',
  },
  quotes: [
    quote(1, 'DSV Road', 245_000, '2026-11-26'),
    quote(2, 'Schenker', 198_050, '2026-11-27', false),
    quote(3, 'PostNord', 312_500, '2026-11-25'),
    quote(4, 'Bring', 260_000, null),
  ],
  unavailable: [
    {
      carrier: { id: 9, name: 'TNT', logo_url: null },
      service: { id: 90, name: 'Economy Express', code: 'EE', transport_mode: 'EXPRESS' },
      reasons: [{ code: 'over_max_package_weight', params: { limitKg: 70, weightKg: 300 } }],
    },
  ],
};

function Results({ onChoose = vi.fn() }: { onChoose?: (id: number) => void }) {
  const [sort, setSort] = useState<QuoteSort>('smart');
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <MemoryRouter>
      <QuoteResults
        calculation={CALCULATION}
        sort={sort}
        onSortChange={setSort}
        chosenServiceId={chosen}
        onChoose={(id) => {
          setChosen(id);
          onChoose(id);
        }}
        onEdit={vi.fn()}
      />
    </MemoryRouter>
  );
}

const carriers = () => screen.getAllByTestId('quote').map((card) => card.getAttribute('aria-label')?.split(' – ')[0]);

describe('QuoteResults', () => {
  it('lists the services by the smart rank, then by price or delivery date as chosen', async () => {
    const { user } = renderWithProviders(<Results />);
    expect(carriers()).toEqual(['DSV Road', 'Schenker', 'PostNord', 'Bring']);

    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(carriers()).toEqual(['Schenker', 'DSV Road', 'Bring', 'PostNord']);

    // A service without a lead time goes last.
    await user.click(screen.getByRole('radio', { name: 'Delivery date' }));
    expect(carriers()).toEqual(['PostNord', 'DSV Road', 'Schenker', 'Bring']);
  });

  it('shows prices from minor units with their currency, and the dates', () => {
    renderWithProviders(<Results />);
    const schenker = screen.getByRole('listitem', { name: 'Schenker – Groupage' });
    expect(within(schenker).getByTestId('quote-price')).toHaveTextContent('1 980,50 SEK');
    expect(within(schenker).getByTestId('quote-delivery')).toHaveTextContent('Fri, Nov 27, 2026');
    expect(within(schenker).getByText('Not bookable')).toBeInTheDocument();
    expect(within(schenker).getByText('Cheapest')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Bring – Groupage' })).getByText('No lead time given')).toBeInTheDocument();
  });

  it('keeps the choice and offers the booking only for a bookable service', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<Results onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Choose Schenker – Groupage' }));
    expect(onChoose).toHaveBeenCalledWith(20);
    expect(screen.getByRole('button', { name: 'Chosen: Schenker – Groupage' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: 'Continue to booking' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose DSV Road – Groupage' }));
    expect(screen.getByRole('link', { name: 'Continue to booking' })).toHaveAttribute(
      'href',
      `/transport/transport-booking/form?calculation=${CALCULATION.id}&service=10`,
    );
  });

  it('folds away the services that cannot carry the goods, with their reasons', async () => {
    const { user } = renderWithProviders(<Results />);
    await user.click(screen.getByRole('button', { name: '1 service is not available for this shipment' }));
    expect(screen.getByText('A package is too heavy: the limit is 70 kg per package, the heaviest weighs 300 kg.')).toBeInTheDocument();
  });
});
