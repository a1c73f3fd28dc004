import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { activeOrganizationKeys, useActiveOrganizations } from './api';

const organization = (id: number, name: string, sites: { id: number; name: string }[] = []) => ({
  id,
  name,
  country_code: 'SE',
  brand_color: '#1c7ed6',
  logo_url: null,
  is_demo: false,
  is_active: true,
  quote_booking: true,
  purchase_unbooked_alert_days: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
  sites,
});

function serve(organizations: () => unknown[]) {
  const fetchMock = vi.fn(async (url: string) => {
    const withSites = new URL(url, 'http://portal.test').searchParams.get('include') === 'sites';
    const data = organizations().map((entry) => (withSites ? entry : { ...(entry as object), sites: [] }));
    return new Response(JSON.stringify({ data, meta: { total: data.length } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function OrganizationFilter() {
  const { data } = useActiveOrganizations({ select: (list) => list.map((entry) => `filter: ${entry.name}`) });
  return (
    <ul>
      {data?.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

function OrganizationChoice() {
  const { data } = useActiveOrganizations();
  return (
    <ul>
      {data?.map((entry) => (
        <li key={entry.id}>{`choice: ${entry.name}`}</li>
      ))}
    </ul>
  );
}

function SiteChoice() {
  const { data } = useActiveOrganizations({ withSites: true });
  return <ul>{data?.flatMap((entry) => entry.sites.map((site) => <li key={site.id}>{`${entry.name} › ${site.name}`}</li>))}</ul>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useActiveOrganizations', () => {
  it('reads the organizations once for every screen that shows them, and their sites only where asked', async () => {
    const fetchMock = serve(() => [organization(1, 'Nordic Shipper', [{ id: 7, name: 'Borås Hub' }])]);
    renderWithProviders(
      <>
        <OrganizationFilter />
        <OrganizationChoice />
        <SiteChoice />
      </>,
    );
    expect(await screen.findByText('filter: Nordic Shipper')).toBeInTheDocument();
    expect(screen.getByText('choice: Nordic Shipper')).toBeInTheDocument();
    expect(await screen.findByText('Nordic Shipper › Borås Hub')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('/organizations/active'))).toHaveLength(2);
    expect(urls.filter((url) => url.includes('include=sites'))).toHaveLength(1);
  });

  it('shows an organization added meanwhile once the shared copy is refreshed', async () => {
    const organizations = [organization(1, 'Nordic Shipper')];
    serve(() => organizations);
    const { queryClient } = renderWithProviders(<OrganizationChoice />);
    expect(await screen.findByText('choice: Nordic Shipper')).toBeInTheDocument();
    organizations.push(organization(2, 'Baltic Freight'));
    await queryClient.invalidateQueries({ queryKey: activeOrganizationKeys.all });
    expect(await screen.findByText('choice: Baltic Freight')).toBeInTheDocument();
  });
});
