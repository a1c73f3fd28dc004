import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '@freight/locales/en/common.json';
import reports from '@freight/locales/en/reports.json';
import { renderWithProviders } from '../../../components/test-utils';
import { ReportDialog } from './ReportDialog';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'reports', reports);
i18next.setDefaultNamespace('common');

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const openDialog = (onClose = vi.fn()) => ({
  ...renderWithProviders(<ReportDialog organizationId={5} report={null} onClose={onClose} />),
  onClose,
});

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog', () => {
  it('shows "Invalid JSON value" when the options field is left with broken JSON', { timeout: 20_000 }, async () => {
    answer(200, {});
    const { user } = openDialog();
    const options = screen.getByRole('textbox', { name: 'Options (JSON)' });
    await user.clear(options);
    await user.type(options, '{{"filterPaneEnabled": tru');
    await user.tab();
    expect(await screen.findByText('Invalid JSON value')).toBeInTheDocument();
  });

  it('locks the options to the preset for a report named analytics', { timeout: 20_000 }, async () => {
    answer(200, {});
    const { user } = openDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'analytics');
    const options = screen.getByRole('textbox', { name: 'Options (JSON)' });
    await vi.waitFor(() => expect(options).toBeDisabled());
    expect(JSON.parse((options as HTMLTextAreaElement).value)).toMatchObject({ filterPaneEnabled: true, titled: true });
    await user.click(screen.getByRole('switch', { name: /Default report/ }));
    expect(JSON.parse((options as HTMLTextAreaElement).value)).toMatchObject({ filterPaneEnabled: false, titled: false });
  });

  it('puts the server’s 422 messages under their fields and names the refusal in a toast', { timeout: 20_000 }, async () => {
    const fetchMock = answer(422, {
      message: 'The given data was invalid.',
      errors: { report_id: ['A Metabase report id is the number of a dashboard.'] },
    });
    const { user, onClose } = openDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lane costs');
    await user.click(screen.getByRole('radio', { name: 'Metabase' }));
    await user.type(screen.getByRole('textbox', { name: /^Workspace id/ }), 'finance');
    await user.type(screen.getByRole('textbox', { name: /^Report id/ }), 'lane-costs');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A Metabase report id is the number of a dashboard.')).toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/embedded-report');
    expect(JSON.parse(init.body as string)).toMatchObject({ organization_id: 5, source: 'metabase', is_default: 0 });
  });

  it('says "Report created" and closes once the server took the report', { timeout: 20_000 }, async () => {
    answer(200, { data: { id: 9 } });
    const { user, onClose } = openDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Carrier scorecard');
    await user.type(screen.getByRole('textbox', { name: /^Workspace id/ }), 'ws-1');
    await user.type(screen.getByRole('textbox', { name: /^Report id/ }), 'rpt-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report created')).toBeInTheDocument();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
