import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import shipment from '@freight/locales/es/shipment.json';
import { renderWithProviders } from '../../../components/test-utils';
import { TrackingTimeline, type TimelineEvent } from './TrackingTimeline';

i18next.addResourceBundle('es', 'shipment', shipment);

const event = (overrides: Partial<TimelineEvent>): TimelineEvent => ({
  occurred_at: '2026-11-27T08:00:00.000Z',
  status: null,
  description: null,
  city: null,
  countrycode: null,
  ...overrides,
});

afterEach(() => void i18next.changeLanguage('en'));

describe('TrackingTimeline', () => {
  it("reads each event on its place's clock, else on the pickup or delivery place's, the zone named", async () => {
    await i18next.changeLanguage('es');
    renderWithProviders(
      <TrackingTimeline
        pickup={{ countrycode: 'SE', zip: '41755' }}
        delivery={{ countrycode: 'ES', zip: '35001' }}
        events={[
          event({ occurred_at: '2026-11-27T07:00:00.000Z', status: 'BOOKED' }),
          event({
            occurred_at: '2026-11-27T10:00:00.000Z',
            status: 'IN_TRANSIT',
            description: 'Terminal',
            city: 'Helsinki',
            countrycode: 'FI',
          }),
          event({ occurred_at: '2026-11-28T10:00:00.000Z', status: 'DELIVERED' }),
        ]}
      />,
    );
    // Booked without a place of its own: on the pickup place's clock, titled by its status in Spanish.
    expect(screen.getByText('Reservado')).toBeInTheDocument();
    expect(screen.getByText('2026-11-27 08:00 Europe/Stockholm (CET)')).toBeInTheDocument();
    expect(screen.getByText('2026-11-27 12:00 Europe/Helsinki (EET) · Helsinki, FI · En tránsito')).toBeInTheDocument();
    expect(screen.getByText('2026-11-28 10:00 Atlantic/Canary (WET)')).toBeInTheDocument();
  });
});
