import { distinctTransportModes } from '@freight/domain';
import {
  TRANSPORT_MODES,
  type FilterOptionName,
  type TFilterOption,
  type TFilterOptionsResponse,
  type TOrganizationSitesFilterResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import type { SignedInContext } from '../../platform/request-context';
import { sourceOptions } from '../consignments';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './filters.queries';

async function countryOptions(deps: AppDeps, ctx: SignedInContext): Promise<TFilterOption[]> {
  const rows = await queries.countryNames(deps.db, ctx.locale);
  return rows.map((row) => ({ value: row.code, label: row.name }));
}

/**
 * Options of the shipment list filters (SPEC §3). Modes and countries come from the reference
 * data; carriers as their sources name them and cities come from the shipments in scope.
 */
export async function filterOptions(deps: AppDeps, ctx: SignedInContext, names: FilterOptionName[]): Promise<TFilterOptionsResponse> {
  const data: TFilterOptionsResponse['data'] = {};
  for (const name of new Set(names)) {
    switch (name) {
      case 'carrier_from_source':
      case 'consignor_city':
      case 'consignee_city':
        data[name] = await sourceOptions(deps, ctx, name);
        break;
      case 'transport_mode_from_source':
        data[name] = distinctTransportModes(TRANSPORT_MODES).map((mode) => ({ value: mode, label: mode }));
        break;
      case 'consignor_countrycode':
      case 'consignee_countrycode':
        data[name] = await countryOptions(deps, ctx);
        break;
    }
  }
  return { data };
}

/** Organizations with the sites the user may act as, for the 'Act as' picker. */
export async function organizationSites(deps: AppDeps, ctx: SignedInContext): Promise<TOrganizationSitesFilterResponse> {
  const rows = await queries.visibleSitesWithOrganization(deps.db, scopeOf(ctx));
  const grouped = new Map<number, TOrganizationSitesFilterResponse['data'][number]>();
  for (const row of rows) {
    const group = grouped.get(row.organizationId) ?? { id: row.organizationId, name: row.organizationName, sites: [] };
    group.sites.push({ id: row.id, name: row.name, key: row.key });
    grouped.set(row.organizationId, group);
  }
  return { data: [...grouped.values()] };
}
