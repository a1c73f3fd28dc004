import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@freight/contracts';
import { MemoryRouter, useLocation } from 'react-router';
import { renderWithProviders } from '../test-utils';
import { DataTable } from './DataTable';
import type { DataTableColumn, TablePage, TablePageQuery } from './types';

interface Site {
  id: number;
  name: string;
  city: string;
  email: string;
  pallets: number;
}

const COLUMNS: DataTableColumn<Site>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'city', title: 'City', sortable: true, sortKey: 'city_name' },
  { key: 'email', title: 'E-mail' },
  { key: 'pallets', title: 'Pallets', sortable: true },
];

const SITES: Site[] = [
  { id: 1, name: 'Gothenburg Warehouse', city: 'Göteborg', email: 'gbg@example.com', pallets: 10 },
  { id: 2, name: 'Stockholm Office', city: 'Stockholm', email: 'sthlm@example.com', pallets: 9 },
  { id: 3, name: 'Malmö Terminal', city: 'Malmö', email: 'mmo@example.com', pallets: 100 },
];

const page = (data: Site[], meta: Partial<TablePage<Site>['meta']> = {}): TablePage<Site> => ({
  data,
  meta: { total: data.length, from: data.length ? 1 : null, to: data.length, last_page: 1, ...meta },
});

const table = () => screen.getByRole('table', { name: 'Sites' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const lastQuery = (fetchPage: { mock: { lastCall?: unknown[] } }) => fetchPage.mock.lastCall?.[0];
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function serverTable(fetchPage: (query: TablePageQuery) => Promise<TablePage<Site>>, extra: object = {}) {
  return renderWithProviders(<DataTable tableId="sites" label="Sites" columns={COLUMNS} fetchPage={fetchPage} {...extra} />);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DataTable with server pages', () => {
  it('asks for the first page of 50 and shows its rows', async () => {
    const fetchPage = vi.fn(async () => page(SITES));
    serverTable(fetchPage);
    expect(await screen.findByText('Malmö Terminal')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, pageSize: 50, search: '', sortKey: null }),
      expect.any(AbortSignal),
    );
    expect(headers()).toEqual(['Name', 'City', 'E-mail', 'Pallets']);
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('shows a skeleton row per expected row while loading, at most 50', () => {
    localStorage.setItem('table_v4_sites', JSON.stringify({ pageSize: 10 }));
    const { unmount } = serverTable(() => new Promise(() => {}));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(table().querySelectorAll('tbody tr')).toHaveLength(10);
    unmount();

    localStorage.setItem('table_v4_sites', JSON.stringify({ pageSize: 200 }));
    serverTable(() => new Promise(() => {}));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(50);
  });

  it('empties the rows quietly when the page cannot be loaded', async () => {
    serverTable(() => Promise.reject(new Error('HTTP 500')));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('sorts on the server by the column sort key, ascending then descending', async () => {
    const fetchPage = vi.fn(async () => page(SITES));
    const { user } = serverTable(fetchPage);
    await screen.findByText('Malmö Terminal');
    const city = screen.getByRole('columnheader', { name: /City/ });
    expect(city).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).not.toHaveAttribute('aria-sort');

    await user.click(within(city).getByRole('button', { name: /City/ }));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ sortKey: 'city_name', sortOrder: 'asc' }));
    expect(city).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(city).getByRole('button', { name: /City/ }));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ sortKey: 'city_name', sortOrder: 'desc' }));
    expect(city).toHaveAttribute('aria-sort', 'descending');
  });

  it('sends the search once typing pauses for 150 ms, starting at page 1', async () => {
    const fetchPage = vi.fn(async (query: TablePageQuery) =>
      page(
        SITES.filter((site) => site.name.toLowerCase().includes(query.search ?? '')),
        { last_page: 3 },
      ),
    );
    const { user } = serverTable(fetchPage);
    await screen.findByText('Malmö Terminal');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ page: 2 }));

    // The clock stands still while the keys land, so however slowly they do nothing is sent early.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const searchbox = screen.getByRole('searchbox', { name: 'Search' });
    for (const typed of ['m', 'ma', 'mal', 'malm']) fireEvent.change(searchbox, { target: { value: typed } });
    act(() => vi.advanceTimersByTime(TABLE_SEARCH_DEBOUNCE_MS - 1));
    expect(fetchPage.mock.calls.map(([query]) => query.search)).toEqual(['', '']);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(firstColumn()).toEqual(['Malmö Terminal']));
    const searches = fetchPage.mock.calls.map(([query]) => query.search);
    expect(searches).toEqual(['', '', 'malm']);
    expect(lastQuery(fetchPage)).toMatchObject({ search: 'malm', page: 1 });
  });

  it('offers seven page links around the current page and moves with next', async () => {
    const fetchPage = vi.fn(async (query: TablePageQuery) => page(SITES, { total: 1000, last_page: 20, from: query.page }));
    const { user } = serverTable(fetchPage);
    await screen.findByText('Malmö Terminal');
    const pages = () =>
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(pages()).toEqual(['4', '5', '6', '7', '8', '9', '10']));
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ page: 8 }));
  });

  it('says "more than" when the server stopped counting', async () => {
    const fetchPage = vi.fn(async () => page(SITES, { total: 10_000, total_capped: true, from: 1, to: 3, last_page: 2 }));
    serverTable(fetchPage);
    expect(await screen.findByText('1–3 of more than 10 000')).toBeInTheDocument();
  });

  it('changes the page size, keeps it for the next visit and offers the product sizes', async () => {
    const fetchPage = vi.fn(async () => page(SITES));
    const { user, unmount } = serverTable(fetchPage);
    await screen.findByText('Malmö Terminal');
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '50', '100', '200', '500']);
    await user.selectOptions(pageSize, '100');
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ pageSize: 100 }));
    unmount();

    const next = vi.fn(async () => page(SITES));
    serverTable(next);
    await screen.findByText('Malmö Terminal');
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 100 }), expect.anything());
  });

  it('reads its rows from an endpoint with the list query', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(page(SITES)), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <DataTable tableId="sites" label="Sites" columns={COLUMNS} endpoint="/sites" filters={{ organization_id: 4, city: '' }} />,
    );
    expect(await screen.findByText('Malmö Terminal')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/sites?page=1&pageSize=50&filter[organization_id]=4', expect.anything());
  });
});

describe('DataTable with rows in the browser', () => {
  function clientTable() {
    return renderWithProviders(<DataTable tableId="sites" label="Sites" columns={COLUMNS} rows={SITES} />);
  }

  it('sorts numbers numerically and text as text', async () => {
    const { user } = clientTable();
    await user.click(screen.getByRole('button', { name: /Pallets/ }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['9', '10', '100']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['Gothenburg Warehouse', 'Malmö Terminal', 'Stockholm Office']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['Stockholm Office', 'Malmö Terminal', 'Gothenburg Warehouse']);
  });

  it('shows a value read from data that arrives after the rows, such as a name by id', async () => {
    const regionColumns = (regions: Map<number, string>): DataTableColumn<Site>[] => [
      ...COLUMNS,
      { key: 'region', title: 'Region', value: (site) => regions.get(site.id) ?? '' },
    ];
    const { rerender } = renderWithProviders(<DataTable tableId="sites" label="Sites" columns={regionColumns(new Map())} rows={SITES} />);
    const regions = () => bodyRows().map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(regions()).toEqual(['-', '-', '-']);
    rerender(
      <DataTable
        tableId="sites"
        label="Sites"
        columns={regionColumns(
          new Map([
            [1, 'West'],
            [2, 'East'],
            [3, 'South'],
          ]),
        )}
        rows={SITES}
      />,
    );
    expect(regions()).toEqual(['West', 'East', 'South']);
  });

  it('searches the loaded rows', async () => {
    const { user } = clientTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'stock');
    await waitFor(() => expect(firstColumn()).toEqual(['Stockholm Office']));
  });
});

describe('DataTable column picker', () => {
  async function openPicker() {
    const rendered = renderWithProviders(<DataTable tableId="sites" label="Sites" columns={COLUMNS} rows={SITES} searchable={false} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Columns' }));
    return rendered;
  }

  it('hides a column, keeps three visible and remembers the layout', async () => {
    const { user, unmount } = await openPicker();
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(headers()).toEqual(['Name', 'City', 'Pallets']);
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();

    const saved = JSON.parse(localStorage.getItem('table_v4_sites') ?? '{}') as { columns: { key: string; visible: boolean }[] };
    expect(saved.columns.find((column) => column.key === 'email')?.visible).toBe(false);
    unmount();

    renderWithProviders(<DataTable tableId="sites" label="Sites" columns={COLUMNS} rows={SITES} />);
    expect(headers()).toEqual(['Name', 'City', 'Pallets']);
  });

  it('pins up to three columns to the start, which cannot be unchecked', async () => {
    const { user } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Pin Pallets' }));
    expect(headers()).toEqual(['Pallets', 'Name', 'City', 'E-mail']);
    expect(screen.getByRole('checkbox', { name: 'Pallets' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pin E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Pin City' }));
    expect(screen.getByRole('button', { name: 'Pin Name' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Unpin Pallets' }));
    expect(screen.getByRole('checkbox', { name: 'Pallets' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pin Name' })).toBeEnabled();
  });

  it('moves a column and resets the layout', async () => {
    const { user } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Move City up' }));
    expect(headers()).toEqual(['City', 'Name', 'E-mail', 'Pallets']);
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Name', 'City', 'E-mail', 'Pallets']);
  });
});

describe('DataTable selection and export', () => {
  function exportTable(onSelectionChange = vi.fn()) {
    return renderWithProviders(
      <DataTable
        tableId="sites"
        label="Sites"
        columns={COLUMNS}
        rows={SITES}
        selectable
        onSelectionChange={onSelectionChange}
        exportModel="sites"
        filters={{ organization_id: 4, consignor_name: ['A', 'B'], empty: '' }}
      />,
    );
  }

  it('selects every row of the page with one labelled checkbox', async () => {
    const onSelectionChange = vi.fn();
    const { user } = exportTable(onSelectionChange);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    for (const id of ['1', '2', '3']) expect(screen.getByRole('checkbox', { name: `Select row ${id}` })).toBeChecked();
    expect(screen.getByText('Selected: 3')).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('posts the selected ids, visible columns, model and filters and saves the file', async () => {
    const fetchMock = vi.fn(async () => new Response('xlsx', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = exportTable();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('button', { name: 'Export selected (1)' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/sites/export');
    expect(init.method).toBe('POST');
    expect([...(init.body as FormData).entries()]).toEqual([
      ['data[0]', '3'],
      ['columns[0][key]', 'name'],
      ['columns[0][title]', 'Name'],
      ['columns[1][key]', 'city'],
      ['columns[1][title]', 'City'],
      ['columns[2][key]', 'pallets'],
      ['columns[2][title]', 'Pallets'],
      ['model', 'sites'],
      ['filter[organization_id]', '4'],
      ['filter[consignor_name]', 'A||B'],
    ]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^sites_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(link.href).toBe('blob:export');
  });

  it('exports every row of the filter when nothing is selected, and says when it fails', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = exportTable();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed. Please try again.')).toBeInTheDocument();
    const form = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect([...form.keys()].some((key) => key.startsWith('data['))).toBe(false);
  });
});

function Location() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const EDIT_COLUMNS: DataTableColumn<Site>[] = [
  ...COLUMNS,
  { key: 'actions', title: 'Actions', cell: (site) => <button type="button">{`Edit ${site.name}`}</button> },
];

function linkedTable(extra: object = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/sites']}>
      <DataTable tableId="sites" label="Sites" columns={EDIT_COLUMNS} rows={SITES} rowHref={(site) => `/sites/${site.id}`} {...extra} />
      <Location />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** A phone's screen: narrower than Mantine's `sm` breakpoint. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('DataTable rows that open their record', () => {
  it('opens the record on a click anywhere in the row', async () => {
    const { user } = linkedTable();
    await user.click(screen.getByRole('cell', { name: 'Stockholm' }));
    expect(address()).toBe('/sites/2');
  });

  it('leaves a click on a button or checkbox inside the row to that control', async () => {
    const onSelectionChange = vi.fn();
    const { user } = linkedTable({ selectable: true, onSelectionChange });
    await user.click(screen.getByRole('button', { name: 'Edit Malmö Terminal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['3']);
    expect(address()).toBe('/sites');
  });

  it('opens the focused row with Enter', async () => {
    const { user } = linkedTable();
    const row = screen.getByRole('cell', { name: 'Göteborg' }).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(address()).toBe('/sites/1');
  });
});

describe('DataTable on a phone', () => {
  const card = (site: Site) => (
    <>
      <strong>{site.name}</strong> {site.city}
    </>
  );

  it('shows each row as a card instead of the table, and a tap opens the record', async () => {
    onPhone();
    const { user } = linkedTable({ renderCard: card });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Sites' })).getAllByRole('link');
    expect(cards.map((link) => link.textContent)).toEqual([
      'Gothenburg Warehouse Göteborg',
      'Stockholm Office Stockholm',
      'Malmö Terminal Malmö',
    ]);
    await user.click(screen.getByText('Malmö Terminal'));
    expect(address()).toBe('/sites/3');
  });

  it('sorts the cards with a choice of column and direction in place of the headers', async () => {
    onPhone();
    const { user } = linkedTable({ renderCard: card });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Sort by Pallets');
    const names = () =>
      within(screen.getByRole('list', { name: 'Sites' }))
        .getAllByRole('strong')
        .map((name) => name.textContent);
    expect(names()).toEqual(['Stockholm Office', 'Gothenburg Warehouse', 'Malmö Terminal']);
    await user.click(screen.getByRole('button', { name: 'Ascending order: reverse' }));
    expect(names()).toEqual(['Malmö Terminal', 'Gothenburg Warehouse', 'Stockholm Office']);
  });

  it('pages the cards as the table pages its rows', async () => {
    onPhone();
    localStorage.setItem('table_v4_sites', JSON.stringify({ pageSize: 10 }));
    const many = Array.from({ length: 12 }, (_, index) => ({ ...SITES[0]!, id: index + 1, name: `Site ${index + 1}` }));
    const { user } = linkedTable({ renderCard: card, rows: many });
    expect(within(screen.getByRole('list', { name: 'Sites' })).getAllByRole('link')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      within(screen.getByRole('list', { name: 'Sites' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Site 11 Göteborg', 'Site 12 Göteborg']);
  });

  it('draws every card of a server page that arrives after loading, and of the next page', async () => {
    onPhone();
    const fifty = (from: number) =>
      Array.from({ length: 50 }, (_, index) => ({ ...SITES[0]!, id: from + index, name: `Site ${from + index}` }));
    const fetchPage = vi.fn(async (query: TablePageQuery) =>
      page(fifty(query.page * 50 - 49), { total: 100, last_page: 2, from: query.page * 50 - 49, to: query.page * 50 }),
    );
    const { user } = renderWithProviders(
      <MemoryRouter>
        <DataTable
          tableId="sites"
          label="Sites"
          columns={COLUMNS}
          fetchPage={fetchPage}
          renderCard={card}
          rowHref={(site) => `/sites/${site.id}`}
        />
      </MemoryRouter>,
    );
    const cardNames = () =>
      within(screen.getByRole('list', { name: 'Sites' }))
        .queryAllByRole('strong')
        .map((name) => name.textContent);
    await waitFor(() => expect(cardNames()).toHaveLength(50));
    expect(cardNames()[0]).toBe('Site 1');
    expect(cardNames()[49]).toBe('Site 50');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Site 51'));
    await waitFor(() => expect(cardNames()).toHaveLength(50));
    expect(cardNames()[49]).toBe('Site 100');
  });

  it('keeps the table on a wide screen', () => {
    linkedTable({ renderCard: card });
    expect(screen.getByRole('table', { name: 'Sites' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sites' })).not.toBeInTheDocument();
  });
});
