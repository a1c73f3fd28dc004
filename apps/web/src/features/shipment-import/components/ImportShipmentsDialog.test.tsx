import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import imports from '@freight/locales/en/imports.json';
import ImportShipmentsDialog from './ImportShipmentsDialog';

i18next.addResourceBundle('en', 'imports', imports);

const CSV = new File(['shipment_number,carrier\nIMP-1,Acme Haulage\n'], 'carrier-feed.csv', { type: 'text/csv' });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openDialog() {
  const rendered = renderWithProviders(<ImportShipmentsDialog opened onClose={() => {}} />);
  const invalidated = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...rendered, invalidated, fileInput };
}

afterEach(() => vi.unstubAllGlobals());

describe('ImportShipmentsDialog', () => {
  it('uploads the chosen file and shows the counts and the carrier names nobody recognised', async () => {
    const fetchMock = answer(200, {
      data: { id: 7, rows: 5, created: 2, updated: 1, events_added: 3, events_duplicate: 1, unmatched_carriers: ['Acme Haulage'] },
    });
    const { user, invalidated, fileInput } = openDialog();
    const submit = screen.getByRole('button', { name: 'Import' });
    expect(submit).toBeDisabled();

    await user.upload(fileInput(), CSV);
    expect(screen.getByText('carrier-feed.csv')).toBeInTheDocument();
    await user.click(submit);

    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const figures = screen.getByLabelText('Import result');
    const shown = within(figures)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(shown).toEqual([
      'Rows read: 5',
      'Shipments created: 2',
      'Shipments updated: 1',
      'Tracking events added: 3',
      'Duplicate events skipped: 1',
    ]);
    expect(screen.getByText(/These carrier names were not recognised/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Carrier names not recognised' })).getByRole('listitem')).toHaveTextContent(
      'Acme Haulage',
    );

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/consignment-imports/upload');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toMatchObject({ name: 'carrier-feed.csv' });
    // The new shipments show in the lists and their statistics.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['table', 'shipments'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['shipments'] });
  });

  it('lists every rejected row with its number and reason, and says nothing was imported', async () => {
    answer(422, {
      message: 'The import was not saved: 3 fields are wrong. Correct them and import again.',
      errors: {
        'rows.5.eta_at': ['Enter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.'],
        'rows.3.shipment_number': ['This field is required.'],
        'rows.5.total_weight': ['This value is not valid.'],
      },
    });
    const { user, invalidated, fileInput } = openDialog();
    await user.upload(fileInput(), CSV);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Rejected rows' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 3shipment_numberThis field is required.',
      'Row 5eta_atEnter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.',
      'total_weightThis value is not valid.',
    ]);
    expect(screen.queryByText('Import finished')).not.toBeInTheDocument();
    expect(invalidated).not.toHaveBeenCalled();
    // The file stays chosen, to try again once it is corrected.
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('says why an unreadable file was refused', async () => {
    answer(422, {
      message: 'The given data was invalid.',
      errors: { file: ['The file could not be read. Upload an .xlsx or .csv file.'] },
    });
    const { user, fileInput } = openDialog();
    await user.upload(fileInput(), CSV);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file could not be read. Upload an .xlsx or .csv file.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rejected rows' })).not.toBeInTheDocument();
  });

  it('takes a dropped file only when it is a spreadsheet', () => {
    const fetchMock = answer(200, {});
    openDialog();
    const zone = screen.getByTestId('import-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Choose an .xlsx or .csv file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    fireEvent.drop(zone, { dataTransfer: { files: [CSV] } });
    expect(screen.queryByText('Choose an .xlsx or .csv file.')).not.toBeInTheDocument();
    expect(screen.getByText('carrier-feed.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the accepted columns from the import contract, shipment_number as required', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Which columns can the file have?' }));
    expect(screen.getByTestId('import-columns-shipment')).toHaveTextContent(/^shipment_number · required/);
    expect(screen.getByTestId('import-columns-event')).toHaveTextContent('event_timeevent_descriptionevent_cityevent_countrycode');
    expect(await screen.findByRole('link', { name: 'Download a CSV template' })).toHaveAttribute(
      'download',
      'shipment-import-template.csv',
    );
  });
});
