import type { TPurchaseLedger, TPurchaseOrderDetail } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import components from '@freight/locales/en/components.json';
import purchase from '@freight/locales/en/purchase.json';
import shipment from '@freight/locales/en/shipment.json';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../components/test-utils';
import PurchaseOrderPage from './PurchaseOrderPage';

i18next.addResourceBundle('en', 'purchase', purchase);
i18next.addResourceBundle('en', 'shipment', shipment);
i18next.addResourceBundle('en', 'components', components);

const ledger = (booked: number, shipped = 0): TPurchaseLedger => ({ ordered: 10, booked, shipped, received: 0, open: 10 - booked });

function order(status: TPurchaseOrderDetail['status'], booked: number, shipmentStatus = 'IN_TRANSIT'): TPurchaseOrderDetail {
  return {
    id: 7,
    order_number: 'PO-7',
    version: 1,
    status,
    supplier: { id: 1, name: 'Shenzhen Lamps' },
    site: { id: 2, name: 'Stockholm Office' },
    buyer: null,
    reseller: null,
    currency: 'EUR',
    incoterm: 'FOB',
    incoterm_place: null,
    cargo_ready_requested: null,
    cargo_ready_confirmed: null,
    must_arrive_by: null,
    parent_order: null,
    notes: null,
    total_amount: 1000,
    ledger: ledger(booked),
    late: false,
    lines_count: 1,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    currency_symbol: '€',
    currency_alignment: 1,
    supplier_pickup_address: null,
    delivery_address: {
      name: 'Stockholm Office',
      address: 'Sveavägen 44',
      zip: '11134',
      city: 'Stockholm',
      country: 'SE',
      contact_person: null,
      phone: null,
      email: null,
    },
    lines: [
      {
        id: 70,
        line_number: 1,
        delivery: 1,
        article: {
          id: 5,
          article_number: 'A-1',
          article_name: 'Desk lamp',
          primary_color: null,
          hs_code: null,
          origin_country: null,
          gross_weight_kg: null,
          net_weight_kg: null,
          length_cm: null,
          width_cm: null,
          height_cm: null,
          photo: null,
        },
        quantity: 10,
        unit_price: 1,
        discount_percent: 0,
        line_amount: 1000,
        commission: null,
        shipment_date: null,
        split_from_line_id: null,
        ledger: ledger(booked),
      },
    ],
    shipments:
      booked > 0
        ? [
            {
              uuid: '5b0c7a52-0f51-4b39-9e39-0d1c4d3a8f10',
              shipment_number: '0030000042',
              booking_number: null,
              status: shipmentStatus,
              carrier_name: 'DHL Freight',
              eta_at: null,
              pickup_at: null,
              pickup_place: 'Dongguan, CN',
              lines: [{ line_id: 70, quantity: booked }],
            },
          ]
        : [],
    versions: [],
    split_orders: [],
  };
}

function show(detail: TPurchaseOrderDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (data: unknown) =>
        new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === '/api/purchase/orders/7') return json(detail);
      if (url === '/api/purchase/orders/7/documents' || url === '/api/purchase/orders/7/comments') return json([]);
      return new Response('{}', { status: 404 });
    }),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={['/purchase/orders/7']}>
      <Routes>
        <Route path="/purchase/orders/:id" element={<PurchaseOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the purchase order page', () => {
  it('names the statuses of the order’s shipments as the shipment list does', async () => {
    show(order('confirmed', 4));
    const shipments = await screen.findByRole('region', { name: 'Bookings and shipments' });
    expect(within(shipments).getByText('In transit')).toBeInTheDocument();
    expect(within(shipments).queryByText('IN_TRANSIT')).not.toBeInTheDocument();
  });

  it('offers cancelling only while nothing of the order is booked', async () => {
    show(order('confirmed', 0));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('does not offer cancelling an order with booked goods', async () => {
    show(order('confirmed', 4, 'BOOKED'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
