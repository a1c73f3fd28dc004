import type { TListCarrierServicesResponse, TListCarriersResponse, TListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import * as queries from './carriers.queries';

export async function listCarriers(deps: AppDeps, query: TListQuery): Promise<TListCarriersResponse> {
  const plan = planList(query, queries.carrierList, [queries.offeredCarriers]);
  const { rows, total } = await queries.listCarriers(deps.db, plan);
  const services = await queries.findServicesOfCarriers(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      updated_at: row.updated_at.toISOString(),
      services: services
        .filter((service) => service.carrier_id === row.id)
        .map(({ id, carrier_id, name, code, transport_mode }) => ({ id, carrier_id, name, code, transport_mode })),
    })),
    meta: listMeta(total, plan),
  };
}

export async function listCarrierServices(deps: AppDeps, query: TListQuery): Promise<TListCarrierServicesResponse> {
  const plan = planList(query, queries.carrierServiceList);
  const { rows, total } = await queries.listCarrierServices(deps.db, plan);
  return {
    data: rows.map((row) => ({
      id: row.id,
      carrier_id: row.carrier_id,
      name: row.name,
      code: row.code,
      transport_mode: row.transport_mode,
      updated_at: row.updated_at.toISOString(),
    })),
    meta: listMeta(total, plan),
  };
}
