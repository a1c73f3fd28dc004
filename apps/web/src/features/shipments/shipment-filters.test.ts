import { buildListQuery } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  NO_FILTERS,
  parseFilterParams,
  readShipmentFilters,
  toFilterState,
  writeShipmentFilters,
} from './shipment-filters';

describe('shipment filters in the address', () => {
  it('read back what they wrote, keeping commas inside values and other parameters', () => {
    const filters = {
      ...NO_FILTERS,
      search: 'SHP-1',
      status: ['IN_TRANSIT', 'EXCEPTION'],
      consignor_name: ['Acme, Inc.', 'Nordic AB'],
      date_between: '2025-01-01,2025-01-31',
      exceptions: true,
      snoozed: true,
    };
    const written = writeShipmentFilters(new URLSearchParams('route-lock=1&status=DELIVERED'), filters);
    expect(written.get('route-lock')).toBe('1');
    expect(written.getAll('status')).toEqual(['IN_TRANSIT', 'EXCEPTION']);
    expect(readShipmentFilters(written)).toEqual(filters);
  });

  it('leave out empty filters', () => {
    expect(writeShipmentFilters(new URLSearchParams(), NO_FILTERS).toString()).toBe('');
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('take presets from filterParams (SPEC §2), which the page’s own parameters override', () => {
    const params = new URLSearchParams(
      'filterParams=filter[date_between]=2025-01-01,2025-01-31__filter[under_reminder_expired]=1__filter[consignee_name]=A||B&date_between=all',
    );
    const filters = readShipmentFilters(params);
    expect(filters.under_reminder_expired).toBe(true);
    expect(filters.consignee_name).toEqual(['A', 'B']);
    expect(filters.date_between).toBe('all');
  });

  it('ignore filterParams parts that are not filters', () => {
    expect(parseFilterParams('nonsense__filter[status]=BOOKED__filter[x')).toEqual([['status', 'BOOKED']]);
  });

  it('become the list query of SPEC §7', () => {
    const query = buildListQuery({
      filters: toFilterState({ ...NO_FILTERS, status: ['BOOKED'], consignor_name: ['A', 'B'], exceptions: true, snoozed: true }),
    });
    expect(query).toBe('filter[status][0]=BOOKED&filter[consignor_name]=A%7C%7CB&filter[exceptions]=1&filter[snoozed]=all');
  });
});
