import type { TCreatedPriceCalculationShare, TPriceCalculationShare } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import priceShares from '@freight/locales/en/priceShares.json';
import { ShareCalculationButton } from './ShareCalculationButton';

i18next.addResourceBundle('en', 'priceShares', priceShares);

const CALCULATION = '0b9f8c3e-3f8a-4b8e-9a51-6f1f1f2b7c10';
const TOKEN = 'q2VkU4n9bWm0xXcM7o5Zl1tP8yR3aG6hJ2eD4sF0kLw';

const link = (id: string, createdBy: string, canRevoke: boolean): TPriceCalculationShare => ({
  id,
  calculation_id: CALCULATION,
  status: 'active',
  created_by_name: createdBy,
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: null,
  revoked_at: null,
  can_revoke: canRevoke,
});

/** The server: the list of links, and a new one answered with its token. */
function serve() {
  const links = [link('7d0e4a4e-5b1f-4c83-9f3e-0c1a2b3c4d5e', 'Sara Sitelund', false)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const created: TCreatedPriceCalculationShare = {
          ...link('1f2e3d4c-5b6a-4789-8abc-def012345678', 'Ulla Usersson', true),
          token: TOKEN,
        };
        links.unshift(created);
        return new Response(JSON.stringify({ data: created }), { status: 200 });
      }
      return new Response(
        JSON.stringify({ data: links.map(({ token: _token, ...listed }: Partial<TCreatedPriceCalculationShare>) => listed) }),
        { status: 200 },
      );
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ShareCalculationButton', () => {
  it('shows a new link once, with its address to copy, and offers to revoke only the links the reader may revoke', async () => {
    serve();
    const { user } = renderWithProviders(<ShareCalculationButton calculationId={CALCULATION} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const rows = await screen.findAllByTestId('share-link');
    expect(rows).toHaveLength(1);
    // Someone else's link: neither its address nor a revoke button.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const address = await screen.findByRole('textbox', { name: 'Share link' });
    expect(address).toHaveValue(`${window.location.origin}/shared/price-leadtime/${TOKEN}`);
    expect(screen.getByText(priceShares.share.copy_now)).toBeInTheDocument();

    const updated = await screen.findAllByTestId('share-link');
    expect(updated).toHaveLength(2);
    expect(within(updated[0]!).getByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
    expect(within(updated[1]!).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Copy link' })).toHaveLength(1);
  });
});
