import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '@freight/locales/en/common.json';
import analytics from '@freight/locales/en/analytics.json';
import reports from '@freight/locales/en/reports.json';
import adminCarriers from '@freight/locales/en/adminCarriers.json';
import shipment from '@freight/locales/en/shipment.json';
import { renderWithProviders } from '../../../components/test-utils';
import AnalyticsPage from './AnalyticsPage';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'reports', reports);
i18next.addResourceBundle('en', 'analytics', analytics);
i18next.addResourceBundle('en', 'adminCarriers', adminCarriers);
i18next.addResourceBundle('en', 'shipment', shipment);

const embedded = vi.hoisted(() => ({ setAccessToken: vi.fn(async () => {}), configs: [] as { accessToken: string }[] }));

// The Power BI client draws into an iframe the test has no service for; this stand-in records
// what the page hands it and gives back a report whose token can be renewed.
vi.mock('powerbi-client-react', () => ({
  PowerBIEmbed: ({
    embedConfig,
    getEmbeddedComponent,
  }: {
    embedConfig: { accessToken: string; embedUrl: string };
    getEmbeddedComponent?: (embed: unknown) => void;
  }) => {
    embedded.configs.push(embedConfig);
    getEmbeddedComponent?.({ setAccessToken: embedded.setAccessToken });
    return <div data-testid="power-bi" data-embed-url={embedConfig.embedUrl} />;
  },
}));

const REPORT = {
  id: 2,
  name: 'analytics',
  source: 'power_bi',
  workspace_id: 'ws',
  report_id: 'rpt-2',
  front_options: '{}',
  is_default: 0,
  organization_id: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const DASHBOARD = {
  dashboard: 'consignments',
  period: { from: '2025-01-01', to: '2025-12-31', interval: 'month' },
  currency: null,
  charts: [
    {
      key: 'on_time_by_carrier',
      dimensions: ['carrier'],
      measures: ['on_time', 'late'],
      rows: [{ keys: { carrier: 'DSV' }, values: { on_time: 9, late: 3 } }],
    },
    { key: 'volume_by_mode', dimensions: ['mode'], measures: ['shipments'], rows: [{ keys: { mode: 'ROAD' }, values: { shipments: 12 } }] },
    {
      key: 'exceptions_by_type',
      dimensions: ['exception_type'],
      measures: ['exceptions'],
      rows: [{ keys: { exception_type: 'DAMAGE' }, values: { exceptions: 2 } }],
    },
  ],
  tiles: [
    { measure: 'shipments', value: 1234, previous: 1000, trend: 'UP' },
    { measure: 'on_time_share', value: 0.75, previous: 0.8, trend: 'DOWN' },
    { measure: 'exceptions', value: 4, previous: null, trend: null },
  ],
  previous_period: { from: '2024-01-01', to: '2024-12-31' },
};

const LIST_META = { total: 1, from: 1, to: 1, last_page: 1, current_page: 1, per_page: 1000 };

function serve(reportsOfMenu: unknown[], embeds: (() => unknown)[] = []) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.endsWith('/embed')
      ? { data: embeds.shift()!() }
      : url.includes('/reports/filter-options')
        ? { data: { sites: [], carriers: ['DSV'], modes: [], lanes: [], currencies: [], suppliers: [] } }
        : url.includes('/reports/')
          ? { data: DASHBOARD }
          : { data: reportsOfMenu, meta: LIST_META };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const embedCalls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.filter(([url]) => url.endsWith('/embed')).length;

function open() {
  return renderWithProviders(
    <MemoryRouter>
      <AnalyticsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  embedded.configs.length = 0;
  embedded.setAccessToken.mockClear();
});

describe('Analytics page', () => {
  it('shows the built-in dashboards when the organization has no analytics report', async () => {
    serve([{ ...REPORT, id: 3, name: 'Lane costs' }]);
    open();
    expect(await screen.findByRole('region', { name: 'On-time delivery by carrier' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shipments' })).toBeInTheDocument();
  });

  it('shows the headline figures shortened with k, each with its trend in words, and the on-time share as a gauge', async () => {
    serve([]);
    open();
    expect(await screen.findByTestId('tile-value-shipments')).toHaveTextContent('1.3k');
    expect(screen.getByTestId('tile-shipments')).toHaveTextContent('Up +23,4 % against 2024-01-01 – 2024-12-31');
    expect(screen.getByRole('meter', { name: 'On-time share 75 %' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('tile-on_time_share')).toHaveTextContent('Down −5 pp against 2024-01-01 – 2024-12-31 (worse)');
    expect(screen.getByTestId('tile-exceptions')).toHaveTextContent('Nothing to compare with in 2024-01-01 – 2024-12-31');
    // The footprint is only for users with the emissions application.
    expect(screen.queryByRole('tab', { name: 'Footprint' })).not.toBeInTheDocument();
  });

  it('names modes and exception types in the reader’s words, not as codes', async () => {
    serve([]);
    open();
    const figuresOf = async (title: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Chart actions: ${title}` }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Show figures' }));
      return screen.getByRole('region', { name: title });
    };
    const byMode = await figuresOf('Shipments by mode');
    expect(byMode).toHaveTextContent('Road');
    expect(byMode).not.toHaveTextContent('ROAD');
    const byType = await figuresOf('Exceptions by type');
    expect(byType).toHaveTextContent('Damage');
    expect(byType).not.toHaveTextContent('DAMAGE');
  });

  it('says when the report’s service is not configured on the server', async () => {
    serve([REPORT], [() => ({ kind: 'not_configured', source: 'power_bi' })]);
    open();
    expect(await screen.findByText('Embedded reports are not configured')).toBeInTheDocument();
    // Built-in analytics remain.
    expect(await screen.findByRole('region', { name: 'On-time delivery by carrier' })).toBeInTheDocument();
  });

  it('frames a Metabase report at the address the server signed', async () => {
    const url = 'https://metabase.example/embed/dashboard/signed-token#bordered=false';
    serve([{ ...REPORT, source: 'metabase' }], [() => ({ kind: 'metabase', url, expires_at: new Date().toISOString() })]);
    open();
    expect(await screen.findByTitle('Report analytics')).toHaveAttribute('src', url);
  });

  it('says when a Metabase token has ended and reloads the frame at a fresh address when asked', { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const signed = (url: string) => () => ({ kind: 'metabase', url, expires_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    const first = 'https://metabase.example/embed/dashboard/first-token';
    const second = 'https://metabase.example/embed/dashboard/second-token';
    const fetchMock = serve([{ ...REPORT, source: 'metabase' }], [signed(first), signed(second)]);
    open();
    expect(await screen.findByTitle('Report analytics')).toHaveAttribute('src', first);

    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(screen.queryByRole('button', { name: 'Reload report' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000 + 1_000);
    // The frame is not reloaded behind the reader's back.
    expect(await screen.findByText('The report has been open a while and no longer loads new figures.')).toBeInTheDocument();
    expect(embedCalls(fetchMock)).toBe(1);

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Reload report' }));
    await vi.waitFor(() => expect(screen.getByTitle('Report analytics')).toHaveAttribute('src', second));
    expect(embedCalls(fetchMock)).toBe(2);
    expect(screen.queryByRole('button', { name: 'Reload report' })).not.toBeInTheDocument();
  });

  it('renews the Power BI token two minutes before it ends, without embedding the report again', { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = (name: string) => () => ({
      kind: 'power_bi',
      report_id: 'rpt-2',
      embed_url: 'https://app.powerbi.com/reportEmbed?reportId=rpt-2',
      access_token: name,
      expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
      options: {},
    });
    const fetchMock = serve([REPORT], [token('first-token'), token('second-token')]);
    open();
    expect(await screen.findByTestId('power-bi')).toHaveAttribute('data-embed-url', 'https://app.powerbi.com/reportEmbed?reportId=rpt-2');
    expect(embedCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(embedCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000 + 1_000);
    await vi.waitFor(() => expect(embedded.setAccessToken).toHaveBeenCalledWith('second-token'));
    expect(embedCalls(fetchMock)).toBe(2);
    expect(new Set(embedded.configs.map((config) => config.accessToken))).toEqual(new Set(['first-token']));
  });
});
