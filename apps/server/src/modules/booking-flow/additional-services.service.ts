import type { TAdditionalService } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import * as queries from './booking-flow.queries';

/** A carrier service's additional services as a tree: radio groups hold their options, checkboxes their follow-up questions. */
export async function additionalServicesOf(db: Executor, carrierServiceId: number): Promise<TAdditionalService[]> {
  const rows = await queries.findAdditionalServices(db, carrierServiceId);
  const present = (row: (typeof rows)[number]): TAdditionalService => ({
    id: row.id,
    code: row.code,
    type: row.type,
    module: row.module,
    module_state: row.module_state,
    children: rows.filter((child) => child.parent_id === row.id).map(present),
  });
  return rows.filter((row) => row.parent_id === null).map(present);
}

/** Every code a booking may name for the service: groups, options and questions. */
export function additionalServiceCodes(services: readonly TAdditionalService[]): Set<string> {
  const codes = new Set<string>();
  const visit = (service: TAdditionalService) => {
    codes.add(service.code);
    service.children.forEach(visit);
  };
  services.forEach(visit);
  return codes;
}

/** `GET /api/add-services`: only services of carriers that are offered at all. */
export async function listAdditionalServices(deps: AppDeps, carrierServiceId: number): Promise<TAdditionalService[]> {
  if (!(await queries.findOfferedService(deps.db, carrierServiceId))) throw new NotFoundError();
  return additionalServicesOf(deps.db, carrierServiceId);
}
