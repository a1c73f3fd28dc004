import { describe, expect, it } from 'vitest';
import { ruleOrganizationSites } from './rule-sites';

const GROUPS = [
  {
    id: 1,
    name: 'Nordic Freight AB',
    sites: [
      { id: 1, name: 'Gothenburg Warehouse', key: 'Gothenburg_Warehouse' },
      { id: 3, name: 'Malmo Terminal', key: 'Malmo_Terminal' },
    ],
  },
  { id: 2, name: 'Demo Organization', sites: [{ id: 4, name: 'Demo Main Site', key: 'Demo_Main_Site' }] },
];
const user = (level: 'super' | 'organization-admin', sitesFilter: number[]) => ({ level, organization: { id: 1 } as never, sitesFilter });

describe('ruleOrganizationSites', () => {
  it('offers an organization admin the sites of the own organization', () => {
    expect(ruleOrganizationSites(user('organization-admin', [4]), GROUPS).map((site) => site.id)).toEqual([1, 3]);
  });

  it('offers a super user the sites of the one organization acted as', () => {
    expect(ruleOrganizationSites(user('super', [4]), GROUPS).map((site) => site.id)).toEqual([4]);
  });

  it('falls back to the own organization when a super user acts as several', () => {
    expect(ruleOrganizationSites(user('super', [1, 4]), GROUPS).map((site) => site.id)).toEqual([1, 3]);
  });
});
