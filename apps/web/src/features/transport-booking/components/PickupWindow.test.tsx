import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import booking from '@freight/locales/en/booking.json';
import { isLatestPickupAllowed, latestAfterEarliestChange } from '../pickup-times';
import { PickupWindow } from './PickupWindow';

i18next.addResourceBundle('en', 'booking', booking);

function Window({ earliest = '09:00', latest = '16:00' }: { earliest?: string; latest?: string }) {
  const [window, setWindow] = useState({ earliest, latest });
  return (
    <>
      <PickupWindow earliest={window.earliest} latest={window.latest} onChange={setWindow} />
      <output aria-label="window">{`${window.earliest}-${window.latest}`}</output>
    </>
  );
}

describe('pickup window', () => {
  it('refuses a latest time less than 15 minutes after the earliest (SPEC §5)', () => {
    expect(isLatestPickupAllowed('09:00', '09:14')).toBe(false);
    expect(isLatestPickupAllowed('09:00', '09:15')).toBe(true);
    expect(isLatestPickupAllowed('09:00', '08:45')).toBe(false);
  });

  it('offers latest times only from a quarter of an hour after the earliest', async () => {
    const { user } = renderWithProviders(<Window earliest="10:00" latest="16:00" />);
    await user.click(screen.getByRole('combobox', { name: 'Latest pickup' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '10:00' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: '09:45' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: '10:15' })).not.toHaveAttribute('data-combobox-disabled');

    await user.click(within(listbox).getByRole('option', { name: '10:15' }));
    expect(screen.getByRole('status', { name: 'window' })).toHaveTextContent('10:00-10:15');
  });

  it('moves the latest time along when the earliest passes it', async () => {
    expect(latestAfterEarliestChange('15:50', '16:00')).toBe('16:15');
    expect(latestAfterEarliestChange('23:50', '23:55')).toBe('23:55');
    const { user } = renderWithProviders(<Window earliest="09:00" latest="12:00" />);
    await user.click(screen.getByRole('combobox', { name: 'Earliest pickup' }));
    await user.click(await screen.findByRole('option', { name: '12:00' }));
    expect(screen.getByRole('status', { name: 'window' })).toHaveTextContent('12:00-12:15');
  });
});
