import type {
  TEmissionsCharts,
  TEmissionsFilterOptions,
  TEmissionsKpi,
  TEmissionsShipmentRow,
  TShipmentEmissions,
} from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import emissions from '@freight/locales/en/emissions.json';
import shipment from '@freight/locales/en/shipment.json';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../components/test-utils';
import EmissionsPage from './EmissionsPage';

i18next.addResourceBundle('en', 'emissions', emissions);
i18next.addResourceBundle('en', 'shipment', shipment);

const figure = (value: number, previous: number) => ({ value, previous, change: (value - previous) / previous });
const KPI: TEmissionsKpi = {
  period: { from: '2026-01-01', to: '2026-03-31' },
  previous_period: { from: '2025-10-02', to: '2025-12-31' },
  co2e_wtw_kg: figure(12_345.6, 10_000),
  co2e_ttw_kg: figure(9_876.5, 9_000),
  tkm: figure(98_765, 100_000),
  intensity_g_per_tkm: figure(125, 100),
  shipments: figure(42, 40),
  not_calculated: 3,
};
const OPTIONS: TEmissionsFilterOptions = {
  sites: [{ id: 3, name: 'Gothenburg Warehouse' }],
  carriers: ['DHL Freight'],
  modes: ['road', 'air'],
  origin_countries: ['SE'],
  destination_countries: ['NO'],
  sources: ['booked'],
  data_qualities: ['default'],
  first_day: '2026-01-02',
  last_day: '2026-03-30',
};
const CHARTS: TEmissionsCharts = { period: KPI.period, months: [], modes: [], carriers: [], lanes: [] };
const ROW: TEmissionsShipmentRow = {
  source: 'booked',
  uuid: '5b0c7a52-0f51-4b39-9e39-0d1c4d3a8f10',
  shipment_number: '0030000042',
  shipment_date: '2026-02-03',
  site_name: 'Gothenburg Warehouse',
  carrier_name: 'DHL Freight',
  mode: 'road',
  origin_country: 'SE',
  destination_country: 'NO',
  scope3_category: 4,
  distance_km: 352.1,
  tkm: 105.63,
  co2e_wtw_kg: 14.75,
  co2e_ttw_kg: 11.88,
  intensity_g_per_tkm: 139.65,
  data_quality: 'default',
  factor_set: 'UK DESNZ GHG conversion factors 2024',
  error_reason: null,
};
const RECORD: TShipmentEmissions = {
  status: 'calculated',
  error: null,
  transport_mode: 'ROAD',
  mode: 'road',
  mode_basis: 'as_booked',
  mass_kg: 300,
  from: null,
  to: null,
  calculation: {
    legs: [],
    hubs: [],
    totals: { co2e_wtw_kg: 14.75, co2e_ttw_kg: 11.88, co2e_wtt_kg: 2.87, tkm: 105.63, intensity_g_per_tkm: 139.65 },
  },
  data_quality: 'default',
  calculated_at: '2026-02-03T10:00:00Z',
};

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const path = url.split('?')[0];
      const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
      if (path === '/api/emissions/filter-options') return json({ data: OPTIONS });
      if (path === '/api/emissions/figures/kpi') return json({ data: KPI });
      if (path === '/api/emissions/figures/charts') return json({ data: CHARTS });
      if (path === '/api/emissions/figures/mode-shift')
        return json({
          data: {
            min_distance_km: 500,
            shipments: 0,
            tkm: 0,
            road_co2e_wtw_kg: 0,
            rail_co2e_wtw_kg: 0,
            saved_co2e_wtw_kg: 0,
            saved_share: 0,
          },
        });
      if (path === '/api/emissions/shipments')
        return json({ data: [ROW], meta: { total: 1, from: 1, to: 1, last_page: 1, current_page: 1, per_page: 50 } });
      if (path === `/api/emissions/shipment/${ROW.uuid}`) return json({ data: RECORD });
      if (path === '/api/emissions/export')
        return new Response('workbook', { status: 200, headers: { 'content-type': 'application/octet-stream' } });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The screen at an address, whose query holds filters when a dashboard's drill-down opens it. */
function open(address = '/transport/emissions') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <EmissionsPage />
    </MemoryRouter>,
  );
}

describe('the emissions screen', () => {
  it('shows the KPIs with their change against the previous period', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('kpi-co2e_wtw_kg')).toHaveTextContent(/^12[.,]3 t$/));
    // A non-breaking hyphen: a narrow tile moves the unit to the next line whole, never 'g/t-' and 'km'.
    expect(screen.getByTestId('kpi-intensity_g_per_tkm')).toHaveTextContent('125 g/t\u2011km');
    expect(screen.getByTestId('kpi-shipments')).toHaveTextContent('42');
    expect(screen.getByText(/^\+23[.,]5 % against 2025\u201110\u201102 – 2025\u201112\u201131$/)).toBeInTheDocument();
    expect(screen.getByText('3 shipments in the period could not be calculated and are not counted.')).toBeInTheDocument();
  });

  it('starts from the filters in its address, as a dashboard’s drill-down sets them', async () => {
    open('/transport/emissions?from=2025-09-01&to=2025-09-30&carrier=DSV&source=outside');
    await waitFor(() => expect(requests).toContain('/api/emissions/figures/kpi?from=2025-09-01&to=2025-09-30&carrier=DSV&source=outside'));
  });

  it('asks for the chosen mode only', async () => {
    const { user } = open();
    await waitFor(() => expect(screen.getByTestId('kpi-shipments')).toHaveTextContent('42'));
    await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: /^Mode/ }));
    await user.click(await screen.findByRole('option', { name: 'Air' }));
    // The KPIs, charts and table each ask on their own, in no fixed order.
    await waitFor(() => {
      expect(requests).toContain('/api/emissions/figures/kpi?mode=air');
      expect(requests).toContain('/api/emissions/figures/charts?mode=air');
      expect(requests.some((url) => url.startsWith('/api/emissions/shipments?mode=air'))).toBe(true);
    });
  });

  it('lists the shipments and opens one’s emission details', async () => {
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Shipments' });
    expect(await within(table).findByText('DHL Freight')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Emission details of 0030000042' }));
    const details = await screen.findByTestId('emissions-details');
    expect(details).toHaveTextContent(/14[.,]75 kg/);
  });

  it('exports the shipments in the order on screen', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Shipments' });
    await within(table).findByText('DHL Freight');
    await user.click(within(screen.getByRole('columnheader', { name: /CO₂e WTW \(kg\)/ })).getByRole('button'));
    await waitFor(() =>
      expect(requests.some((url) => url.includes('/api/emissions/shipments?') && url.includes('sortKey=co2e_wtw_kg'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(requests.some((url) => url.startsWith('/api/emissions/export?'))).toBe(true));
    const exported = requests.find((url) => url.startsWith('/api/emissions/export?'))!;
    expect(exported).toContain('sortKey=co2e_wtw_kg');
    expect(exported).toMatch(/sortOrder=(asc|desc)/);
  });
});
