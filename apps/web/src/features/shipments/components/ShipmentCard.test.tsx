import type { TConsignmentListItem } from '@freight/contracts';
import shipments from '@freight/locales/en/shipments.json';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { ShipmentCard } from './ShipmentCard';

const ROW: TConsignmentListItem = {
  id: 7,
  uuid: 'b3c1',
  shipment_number: 'FP-100234',
  site_id: 1,
  site_name: 'Gothenburg',
  direction: 'outbound',
  carrier_id: 2,
  carrier_name: 'DHL Freight',
  carrier_service_name: 'Euroconnect',
  transport_mode: 'ROAD',
  status: 'IN_TRANSIT',
  status_raw: null,
  consignor: { name: 'Volvo Parts AB', address: null, zip: null, city: 'Göteborg', countrycode: 'SE' },
  consignee: { name: 'Nordic Retail AS', address: null, zip: null, city: 'Oslo', countrycode: 'NO' },
  total_weight: 300,
  packages: 1,
  waybill_number: null,
  booked_at: '2026-03-10T08:00:00Z',
  pickup_at: '2026-03-11T09:00:00Z',
  eta_at: '2026-03-13T12:00:00Z',
  delivered_at: null,
  predicted_delivery: null,
  has_open_exception: true,
  not_seen: false,
  updated_at: '2026-03-11T09:00:00Z',
};

beforeAll(() => {
  i18next.addResourceBundle('en', 'shipments', shipments);
});

describe('ShipmentCard', () => {
  it('shows the number, status, route, parties, dates, carrier and an open exception', () => {
    renderWithProviders(<ShipmentCard row={ROW} />);
    expect(screen.getByText('FP-100234')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Open exception' })).toBeInTheDocument();
    expect(screen.getByText('In transit')).toBeInTheDocument();
    expect(screen.getByText('Göteborg, SE')).toBeInTheDocument();
    expect(screen.getByText('Oslo, NO')).toBeInTheDocument();
    expect(screen.getByText(/Volvo Parts AB/)).toHaveTextContent('Volvo Parts AB → to Nordic Retail AS');
    expect(screen.getByText(/^Pickup/)).toHaveTextContent('Pickup 2026-03-11 · ETA 2026-03-13 · DHL Freight – Euroconnect');
  });

  it('names the delivery once it happened and leaves out what is unknown', () => {
    renderWithProviders(
      <ShipmentCard
        row={{ ...ROW, has_open_exception: false, pickup_at: null, delivered_at: '2026-03-12T10:00:00Z', carrier_service_name: null }}
      />,
    );
    expect(screen.queryByRole('img', { name: 'Open exception' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Delivered/)).toHaveTextContent('Delivered 2026-03-12 · DHL Freight');
  });

  it('shows the predicted delivery and flags it when later than promised', () => {
    const prediction = {
      date: '2026-03-16',
      earliest: '2026-03-13',
      latest: '2026-03-17',
      unit: 'working_days',
      basis: 'service_lane',
      shipments: 24,
      probably_late: true,
    } as const;
    renderWithProviders(<ShipmentCard row={{ ...ROW, predicted_delivery: prediction }} />);
    expect(screen.getByText(/^Pickup/)).toHaveTextContent(
      'Pickup 2026-03-11 · ETA 2026-03-13 · Predicted 2026-03-16 · DHL Freight – Euroconnect',
    );
    expect(screen.getByText('Probably late')).toBeInTheDocument();
  });
});
