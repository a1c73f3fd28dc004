import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { AuditTrail } from './AuditTrail';

const event = (id: number, action: 'create' | 'update', changes: Record<string, { from?: unknown; to?: unknown }>) => ({
  id,
  entity: 'site',
  entity_id: '12',
  action,
  label: 'Borås Hub',
  actor: { id: 1, name: 'Greta Godmark' },
  changes,
  created_at: '2026-11-20T10:00:00.000Z',
});

function serve(pages: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const page = new URL(url, 'http://portal.test').searchParams.get('page') ?? '1';
    return new Response(JSON.stringify(pages[page]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const meta = (page: number, lastPage: number) => ({
  total: 2,
  from: page,
  to: page,
  last_page: lastPage,
  current_page: page,
  per_page: 20,
});

afterEach(() => vi.unstubAllGlobals());

describe('AuditTrail', () => {
  it('shows who changed which field from what to what, and loads older changes on demand', async () => {
    serve({
      '1': { data: [event(2, 'update', { phone: { from: '+46331234567', to: '+46339999999' } })], meta: meta(1, 2) },
      '2': { data: [event(1, 'create', { name: { to: 'Borås Hub' }, address2: { to: null } })], meta: meta(2, 2) },
    });
    const { user } = renderWithProviders(<AuditTrail entity="site" entityId={12} />);
    expect(await screen.findByText('Changed')).toBeInTheDocument();
    expect(screen.getByText('+46331234567')).toBeInTheDocument();
    expect(screen.getByText('+46339999999')).toBeInTheDocument();
    expect(screen.getByText('Greta Godmark')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(screen.getByText('(empty)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
  });

  it('says so when nothing was recorded', async () => {
    serve({ '1': { data: [], meta: { ...meta(1, 1), total: 0, from: null, to: null } } });
    renderWithProviders(<AuditTrail entity="user" entityId={5} />);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
