import type { TUser } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { quoteSiteOptions } from './use-quote-site';

const site = (id: number, name: string, applications: TUser['sites'][number]['applications']): TUser['sites'][number] => ({
  id,
  key: name.replace(/ /g, '_'),
  name,
  organization_id: 1,
  organization_name: 'Nordic Freight AB',
  applications,
  is_active: 1,
  locked_freight_print_types: null,
});

const sites = [
  site(1, 'Gothenburg Warehouse', ['priceleadtime', 'transport_booking']),
  site(2, 'Stockholm Office', ['priceleadtime']),
  site(3, 'Malmo Terminal', ['transport_booking']),
];

describe('quoteSiteOptions', () => {
  it('offers the sites acted as that have price and lead time', () => {
    expect(quoteSiteOptions({ sites, sitesFilter: [2, 3] })).toEqual([{ value: '2', label: 'Stockholm Office' }]);
    expect(quoteSiteOptions({ sites, sitesFilter: [1, 2] }).map((option) => option.value)).toEqual(['1', '2']);
  });

  it('falls back to every site acted as when none has it, and offers nothing without a user', () => {
    expect(quoteSiteOptions({ sites, sitesFilter: [3] })).toEqual([{ value: '3', label: 'Malmo Terminal' }]);
    expect(quoteSiteOptions(null)).toEqual([]);
  });
});
