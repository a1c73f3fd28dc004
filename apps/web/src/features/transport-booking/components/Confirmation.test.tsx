import type { TBooking, TUser } from '@freight/contracts';
import booking from '@freight/locales/en/booking.json';
import customs from '@freight/locales/en/customs.json';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import type * as Session from '../../../lib/session';
import { Confirmation } from './Confirmation';

i18next.addResourceBundle('en', 'booking', booking);
i18next.addResourceBundle('en', 'customs', customs);

const session = vi.hoisted(() => ({ user: null as TUser | null }));
vi.mock('../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  useSessionUser: () => session.user,
}));

const UUID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const BOOKED: TBooking = {
  uuid: UUID,
  shipment_number: 'SH-1001',
  booking_number: 'BK-2001',
  status: 'BOOKED',
  carrier: { id: 1, name: 'DHL Freight' },
  service: { id: 2, name: 'Euroconnect' },
  price: null,
  pickup_at: '2026-12-01T08:00:00.000Z',
  pickup_until: '2026-12-01T16:00:00.000Z',
  pickup_time_zone: 'Europe/Stockholm',
  delivery_time_zone: 'Europe/London',
  eta_at: null,
  eta_until: null,
  sscc: ['373500000000000001'],
  documents: [],
  hand_over: {
    status: 'sent',
    connector: 'email',
    destination: 'bookings@carrier.example',
    attempts: 1,
    last_error: null,
    next_attempt_at: null,
    sent_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
  },
};

function actingAs(applications: TUser['sites'][number]['applications']): TUser {
  const site = { id: 2, key: 'Stockholm_Office', name: 'Stockholm Office', organization_id: 1, organization_name: 'Nordic Freight AB' };
  return { sites: [{ ...site, applications, is_active: 1 }], sitesFilter: [2], level: 'user' } as unknown as TUser;
}

function renderConfirmation(dutiable: boolean, booking: TBooking = BOOKED) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/transport/booking']}>
      <Routes>
        <Route path="/transport/booking" element={<Confirmation booking={booking} dutiable={dutiable} onNew={vi.fn()} />} />
        <Route path="/customs/:id" element={<p>Declaration page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const START = 'Start customs declaration';

describe('booking confirmation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers a customs declaration for a dutiable booking made acting as a site with customs, and opens the one started', async () => {
    session.user = actingAs(['transport_booking', 'customs']);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/from-shipment')
        ? new Response(JSON.stringify({ data: { id: 7, lrn: 'SE-2026-0007' } }), { status: 201 })
        : new Response(JSON.stringify({ data: BOOKED.hand_over }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderConfirmation(true);

    await user.click(await screen.findByRole('button', { name: START }));

    expect(await screen.findByText('Declaration page')).toBeInTheDocument();
    const started = fetchMock.mock.calls.find(([url]) => url.endsWith('/from-shipment'));
    expect(started?.[0]).toBe('/api/customs/declarations/from-shipment');
    expect(JSON.parse(String(started?.[1]?.body))).toEqual({ shipment_uuid: UUID });
    expect(await screen.findByText('Declaration SE-2026-0007 started from this shipment.')).toBeInTheDocument();
  });

  it('offers none when the lane is not dutiable or the site acted as has no customs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: BOOKED.hand_over }), { status: 200 })),
    );
    session.user = actingAs(['transport_booking', 'customs']);
    const { unmount } = renderConfirmation(false);
    expect(await screen.findByText('BK-2001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: START })).not.toBeInTheDocument();
    unmount();

    session.user = actingAs(['transport_booking']);
    renderConfirmation(true);
    expect(await screen.findByText('BK-2001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: START })).not.toBeInTheDocument();
  });

  it('shows a booked delivery window on the delivery place’s clock, the zone named', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: BOOKED.hand_over }), { status: 200 })),
    );
    session.user = actingAs(['transport_booking']);
    renderConfirmation(false, { ...BOOKED, eta_at: '2026-12-03T10:00:00.000Z', eta_until: '2026-12-03T12:00:00.000Z' });
    expect(await screen.findByTestId('booking-eta')).toHaveTextContent(/^2026-12-03 10:00–12:00 Europe\/London/);
  });
});
