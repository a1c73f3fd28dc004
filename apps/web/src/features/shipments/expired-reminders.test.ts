import { describe, expect, it } from 'vitest';
import { expiredRemindersLink, expiredRemindersPath, shouldShowExpiredReminders } from './expired-reminders';
import { readShipmentFilters } from './shipment-filters';

const NOW = new Date(2025, 2, 31, 12, 0);

describe('expired reminders check', () => {
  it('asks for the last 30 days and one row (SPEC §7)', () => {
    expect(expiredRemindersPath(NOW)).toBe(
      '/admin/consignments?filter[date_between]=2025-03-01%2C2025-03-31&filter[under_reminder_expired]=1&pageSize=1',
    );
  });

  it('links to the admin list with the same filters as filterParams (SPEC §2)', () => {
    const link = expiredRemindersLink(NOW);
    expect(link).toBe('/admin/shipments?filterParams=filter[date_between]=2025-03-01,2025-03-31__filter[under_reminder_expired]=1');
    const filters = readShipmentFilters(new URL(link, 'http://portal.test').searchParams);
    expect(filters.date_between).toBe('2025-03-01,2025-03-31');
    expect(filters.under_reminder_expired).toBe(true);
  });

  it('shows the notice until it is closed at the current count', () => {
    expect(shouldShowExpiredReminders(0, null)).toBe(false);
    expect(shouldShowExpiredReminders(3, null)).toBe(true);
    expect(shouldShowExpiredReminders(3, '3')).toBe(false);
    expect(shouldShowExpiredReminders(4, '3')).toBe(true);
  });
});
