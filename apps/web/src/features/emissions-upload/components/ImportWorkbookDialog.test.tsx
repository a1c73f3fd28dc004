import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOutsideRowResult, TOutsideVerifyResult } from '@freight/contracts';
import emissionsUpload from '@freight/locales/en/emissionsUpload.json';
import { renderWithProviders } from '../../../components/test-utils';
import ImportWorkbookDialog from './ImportWorkbookDialog';

i18next.addResourceBundle('en', 'emissionsUpload', emissionsUpload);

const WORKBOOK = new File(['xlsx'], 'kattegat-q3.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const ready: TOutsideRowResult = {
  line: 2,
  reference: 'KFF-1',
  mode: 'road',
  distance_km: 476.9,
  tkm: 476.9,
  co2e_wtw_kg: 66.599,
  co2e_ttw_kg: 53.63,
  data_quality: 'default',
  factor: 'HGV — UK DESNZ 2024',
  errors: [],
};

function serve(verify: TOutsideVerifyResult) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/import/verify')) return new Response(JSON.stringify({ data: verify }), { status: 200 });
    if (url.endsWith('/import/process'))
      return new Response(JSON.stringify({ data: { rows: 1, created: 1, updated: 0, co2e_wtw_kg: 66.599 } }), { status: 200 });
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ImportWorkbookDialog', () => {
  it('checks the workbook first, shows each row’s figures, then imports it and says what it did', async () => {
    const fetchMock = serve({ rows_total: 1, rows_valid: 1, rows_invalid: 0, co2e_wtw_kg: 66.599, rows: [ready], truncated: false });
    const { user } = renderWithProviders(<ImportWorkbookDialog opened onClose={() => {}} />);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, WORKBOOK);
    await user.click(screen.getByRole('button', { name: 'Check workbook' }));

    const table = await screen.findByRole('table', { name: 'Checked rows' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2', 'KFF-1', 'Road', '476,9', '66,599', 'Ready · Default']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/emissions/import/verify']);

    await user.click(screen.getByRole('button', { name: 'Import 1 shipment' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(screen.getByTestId('import-created')).toHaveTextContent('1');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/emissions/import/process');
    const form = init!.body as FormData;
    expect(form.get('file')).toMatchObject({ name: 'kattegat-q3.xlsx' });
    expect(form.get('progress_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists wrong rows with their column and offers no import while any row is wrong', async () => {
    serve({
      rows_total: 2,
      rows_valid: 1,
      rows_invalid: 1,
      co2e_wtw_kg: 66.599,
      rows: [
        ready,
        {
          ...ready,
          line: 3,
          reference: 'KFF-2',
          mode: null,
          distance_km: null,
          co2e_wtw_kg: null,
          data_quality: null,
          errors: [{ column: 'destination_city', message: 'This city is not in the gazetteer for this country.' }],
        },
      ],
      truncated: false,
    });
    const { user } = renderWithProviders(<ImportWorkbookDialog opened onClose={() => {}} />);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, WORKBOOK);
    await user.click(screen.getByRole('button', { name: 'Check workbook' }));

    expect(await screen.findByText('Some rows cannot be imported')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 rows can be imported, 66,6 kg CO₂e WTW in all.')).toBeInTheDocument();
    const wrong = screen.getAllByRole('row').find((row) => row.textContent?.startsWith('3'))!;
    expect(wrong).toHaveTextContent('Destination city or postcode: This city is not in the gazetteer for this country.');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check workbook' })).toBeEnabled();
  });
});
