import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type {
  TEmissionFactorSet,
  TEmissionsCalculateRequest,
  TEmissionsCalculation,
  TEmissionsPlace,
  TShipmentEmissions,
} from '@freight/contracts';
import {
  calculateTransportChain,
  createGazetteer,
  DEFAULT_EMISSION_FACTOR_SET,
  factorSetsForCarrier,
  locateShipmentEnd,
  shipmentEmissions,
  shipmentEmissionsBetween,
  type ShipmentEnd,
  type ChainLeg,
  type EmissionFactorSet,
  type FactorSetCandidate,
  type LocatedPlace,
  type ShipmentCarrier,
} from '@freight/domain';
import type { Executor } from '../../db/client';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SignedInContext } from '../../platform/request-context';
import { visibleConsignments } from '../../platform/shipment-scope';
import {
  findFactorSetCandidates,
  findShipmentEmissions,
  findShipmentInputs,
  findShipmentsWithoutEmissions,
  listFactorSets as queryFactorSets,
  upsertShipmentEmissions,
} from './emissions.queries';

/** The packaged place tables: beside this module in the sources, beside the bundle once built. */
function placesFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'places');
}

const readPlaces = (name: string) => () => readFileSync(join(placesFolder(), name), 'utf8');

export const gazetteer = createGazetteer({
  airports: readPlaces('airports.tsv'),
  seaports: readPlaces('seaports.tsv'),
  cities: () => gunzipSync(readFileSync(join(placesFolder(), 'cities.tsv.gz'))).toString('utf8'),
  capitals: readPlaces('capitals.tsv'),
});

/**
 * The factor sets an organization's calculations may draw on, with what makes each apply: its
 * own and the platform's default (the packaged one in a database that has none yet).
 */
export async function factorSetCandidatesOf(db: Executor, organizationId: number): Promise<FactorSetCandidate[]> {
  const candidates = await findFactorSetCandidates(db, organizationId);
  if (!candidates.some((candidate) => candidate.set.scope === 'platform' && candidate.is_default))
    candidates.push({ set: DEFAULT_EMISSION_FACTOR_SET, is_default: true, carrier_ids: [], carrier_service_ids: [] });
  return candidates;
}

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The factor sets valid on a day for an organization's calculations that name no carrier, best
 * first: its own default and the platform's.
 */
export async function factorSetsOf(db: Executor, organizationId: number, moment: Date): Promise<EmissionFactorSet[]> {
  return factorSetsForCarrier(await factorSetCandidatesOf(db, organizationId), NO_CARRIER, dayOf(moment));
}

const NO_CARRIER: ShipmentCarrier = { carrier_id: null, carrier_service_id: null };

/**
 * The emissions of a transport chain given by the caller, nothing stored. Places are located in
 * the packaged gazetteer. Each element takes its factor from the best set valid today of the
 * caller's organization's own and the platform's default (the packaged one in a database that has
 * none yet). Anything that cannot be computed is a field error.
 */
export async function calculateEmissions(
  deps: AppDeps,
  ctx: SignedInContext,
  body: TEmissionsCalculateRequest,
): Promise<TEmissionsCalculation> {
  const errors: Record<string, FieldMessage[]> = {};
  const fail = (path: (string | number)[], key: string) => (errors[path.join('.')] ??= []).push(key);
  const locate = (place: TEmissionsPlace | undefined, path: (string | number)[]): LocatedPlace | undefined => {
    if (!place) return undefined;
    const found = gazetteer.locate(place);
    if (!found) fail(path, 'validation.emissions_place_unknown');
    return found ?? undefined;
  };

  const legs = body.legs.map((leg, index): ChainLeg => {
    if (leg.fuel_litres !== undefined && !leg.fuel) fail(['legs', index, 'fuel'], 'validation.required');
    return {
      mode: leg.mode,
      mass_kg: leg.mass_kg,
      distance_km: leg.distance_km,
      // A given distance wins over the places, which then need not be found.
      from: leg.distance_km === undefined ? locate(leg.from, ['legs', index, 'from']) : undefined,
      to: leg.distance_km === undefined ? locate(leg.to, ['legs', index, 'to']) : undefined,
      vehicle_class: leg.vehicle_class,
      fuel: leg.fuel,
      region: leg.region,
      intensity_g_per_tkm: leg.intensity_g_per_tkm,
      fuel_used: leg.fuel_litres !== undefined && leg.fuel ? { quantity: leg.fuel_litres, unit: 'litre', fuel: leg.fuel } : undefined,
      vehicle_load_kg: leg.vehicle_load_kg,
    };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const outcome = calculateTransportChain({ legs, hubs: body.hubs }, await factorSetsOf(deps.db, ctx.actor.organizationId, new Date()));
  if (!outcome.ok) {
    for (const error of outcome.errors) fail(error.path, error.key);
    throw new ValidationError(errors);
  }
  return outcome.result;
}

/** The factor sets the caller's calculations draw on, for choosing and citing them. */
export function listFactorSets(deps: AppDeps, ctx: SignedInContext): Promise<TEmissionFactorSet[]> {
  return queryFactorSets(deps.db, ctx.actor.organizationId);
}

/**
 * The shipment fields an emission record is calculated from or reported by; a change to any of
 * them recalculates it.
 */
export const EMISSION_INPUT_FIELDS = [
  'site_id',
  'booked_at',
  'carrier_name',
  'direction',
  'terms_type',
  'transport_mode',
  'total_weight',
  'carrier_id',
  'carrier_service_id',
  'consignor_countrycode',
  'consignor_city',
  'consignor_zip',
  'consignee_countrycode',
  'consignee_city',
  'consignee_zip',
] as const;

/** Whether a change to a shipment touches what its emissions are calculated from. */
export function changesEmissionInputs(values: object): boolean {
  return EMISSION_INPUT_FIELDS.some((field) => field in values);
}

const RECORD_BATCH = 500;

/**
 * Calculates and stores the emission records of shipments, replacing any they had: after a
 * booking, an import, a change of mode, goods, places or carrier, or of a factor set. Each takes
 * the sets of its carrier service, carrier and organization (factorSetsForCarrier). Shipments are
 * read and written a batch at a time, and each organization's factor sets read once, so an
 * import stays fast.
 */
export async function recordShipmentEmissions(db: Executor, consignmentIds: readonly number[]): Promise<void> {
  const ids = [...new Set(consignmentIds)];
  const moment = new Date();
  const day = dayOf(moment);
  const candidatesByOrganization = new Map<number, FactorSetCandidate[]>();
  const setsByCarrier = new Map<string, EmissionFactorSet[]>();
  for (let start = 0; start < ids.length; start += RECORD_BATCH) {
    const shipments = await findShipmentInputs(db, ids.slice(start, start + RECORD_BATCH));
    const rows = [];
    for (const shipment of shipments) {
      let candidates = candidatesByOrganization.get(shipment.organization_id);
      if (!candidates) {
        candidates = await factorSetCandidatesOf(db, shipment.organization_id);
        candidatesByOrganization.set(shipment.organization_id, candidates);
      }
      const key = `${shipment.organization_id}|${shipment.carrier_id}|${shipment.carrier_service_id}`;
      let sets = setsByCarrier.get(key);
      if (!sets) {
        sets = factorSetsForCarrier(candidates, shipment, day);
        setsByCarrier.set(key, sets);
      }
      const record = shipmentEmissions(
        {
          transport_mode: shipment.transport_mode,
          mass_kg: shipment.total_weight,
          from: { countrycode: shipment.consignor_countrycode, city: shipment.consignor_city, zip: shipment.consignor_zip },
          to: { countrycode: shipment.consignee_countrycode, city: shipment.consignee_city, zip: shipment.consignee_zip },
        },
        gazetteer,
        sets,
        moment.toISOString(),
      );
      rows.push(toRow(shipment, record, moment));
    }
    await upsertShipmentEmissions(db, rows);
  }
}

type ShipmentInputs = Awaited<ReturnType<typeof findShipmentInputs>>[number];

const countryCode = (value: string | null) => value?.trim().toUpperCase() || null;

function toRow(shipment: ShipmentInputs, record: TShipmentEmissions, moment: Date) {
  const totals = record.calculation?.totals;
  const legs = record.calculation?.legs ?? [];
  const factor = legs[0]?.factor;
  return {
    consignment_id: shipment.id,
    organization_id: shipment.organization_id,
    site_id: shipment.site_id,
    shipment_date: shipment.shipment_date,
    carrier_name: shipment.carrier_name,
    mode: record.mode,
    distance_km: legs.length > 0 ? legs.reduce((sum, leg) => sum + leg.distance_km, 0) : null,
    origin_country: countryCode(shipment.consignor_countrycode),
    destination_country: countryCode(shipment.consignee_countrycode),
    direction: shipment.direction,
    terms_type: shipment.terms_type,
    freight_payer: shipment.freight_payer,
    co2e_wtw_kg: totals?.co2e_wtw_kg ?? null,
    co2e_ttw_kg: totals?.co2e_ttw_kg ?? null,
    co2e_wtt_kg: totals?.co2e_wtt_kg ?? null,
    tkm: totals?.tkm ?? null,
    data_quality: record.data_quality,
    factor_set_name: factor?.set_name ?? null,
    factor_set_version: factor?.set_version ?? null,
    error_reason: record.error?.reason ?? null,
    record,
    calculated_at: moment,
  };
}

/** Records every shipment that has none yet (the demo data, shipments from before records were kept). */
export async function recordMissingShipmentEmissions(db: Executor): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await findShipmentsWithoutEmissions(db, after, RECORD_BATCH);
    if (batch.length === 0) return;
    await recordShipmentEmissions(
      db,
      batch.map((row) => row.id),
    );
    after = batch.at(-1)!.id;
  }
}

/**
 * A shipment's emission record, for whoever may see the shipment; others get 404. A shipment from
 * before records were kept gets its record now.
 */
export async function getShipmentEmissions(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TShipmentEmissions> {
  const visible = visibleConsignments(ctx);
  const found = await findShipmentEmissions(deps.db, uuid, visible);
  if (!found) throw new NotFoundError();
  if (found.record) return found.record;
  await recordShipmentEmissions(deps.db, [found.id]);
  return (await findShipmentEmissions(deps.db, uuid, visible))!.record!;
}

/**
 * WTW kg CO2e of goods sent between two places, by transport mode, actual mass and carrier
 * service (the same lookup of factor sets as a booked shipment), for pricing many services at
 * once: both places are located once and each mode, mass and service calculated once,
 * with no database read (the caller reads the factor sets once per request). Null when the
 * emissions cannot be computed (an unknown place, a multimodal service).
 */
export function emissionsEstimator(candidates: readonly FactorSetCandidate[], from: ShipmentEnd, to: ShipmentEnd) {
  const origin = locateShipmentEnd(gazetteer, from);
  const destination = locateShipmentEnd(gazetteer, to);
  const known = new Map<string, number | null>();
  const moment = new Date();
  const calculatedAt = moment.toISOString();
  return (transportMode: string, massKg: number, carrier: ShipmentCarrier = NO_CARRIER): number | null => {
    const key = `${transportMode}|${massKg}|${carrier.carrier_id}|${carrier.carrier_service_id}`;
    if (!known.has(key)) {
      const sets = factorSetsForCarrier(candidates, carrier, dayOf(moment));
      const record = shipmentEmissionsBetween({ transport_mode: transportMode, mass_kg: massKg }, origin, destination, sets, calculatedAt);
      known.set(key, record.calculation?.totals.co2e_wtw_kg ?? null);
    }
    return known.get(key)!;
  };
}
