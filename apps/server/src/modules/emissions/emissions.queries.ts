import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TEmissionFactorSet } from '@freight/contracts';
import type { EmissionFactor, FactorSetCandidate } from '@freight/domain';
import type { Executor } from '../../db/client';
import { insertRecords } from '../../db/recordset';
import { bookings, consignments, emissionFactors, emissionFactorSetMappings, emissionFactorSets, shipmentEmissions } from '../../db/schema';

type FactorRow = typeof emissionFactors.$inferSelect;

/** An organization's own sets; never another organization's. */
const ownedBy = (organizationId: number): SQL => eq(emissionFactorSets.organization_id, organizationId);

function toFactor(row: FactorRow): EmissionFactor | null {
  const common = { label: row.label, wtw: row.wtw, ttw: row.ttw };
  if (row.kind === 'leg' && row.mode && row.distance_basis)
    return {
      kind: 'leg',
      ...common,
      mode: row.mode,
      vehicle_class: row.vehicle_class,
      fuel: row.fuel,
      region: row.region,
      distance_basis: row.distance_basis,
    };
  if (row.kind === 'hub') return { kind: 'hub', ...common, hub_type: row.hub_type, region: row.region };
  if (row.kind === 'fuel' && row.fuel) return { kind: 'fuel', ...common, fuel: row.fuel, unit: row.unit === 'kg_per_kg' ? 'kg' : 'litre' };
  return null;
}

/**
 * The factor sets an organization's calculations may use, never another organization's and never
 * a retired one: the platform's default, the organization's default, and the sets it mapped to
 * carriers or carrier services; each with its figures and what makes it apply.
 */
export async function findFactorSetCandidates(db: Executor, organizationId: number): Promise<FactorSetCandidate[]> {
  const mappings = await db
    .select({
      set_id: emissionFactorSetMappings.set_id,
      carrier_id: emissionFactorSetMappings.carrier_id,
      carrier_service_id: emissionFactorSetMappings.carrier_service_id,
    })
    .from(emissionFactorSetMappings)
    .where(eq(emissionFactorSetMappings.organization_id, organizationId));
  const mappedIds = [...new Set(mappings.map((mapping) => mapping.set_id))];
  const visible = or(isNull(emissionFactorSets.organization_id), ownedBy(organizationId));
  const sets = await db
    .select()
    .from(emissionFactorSets)
    .where(
      and(
        visible,
        isNull(emissionFactorSets.retired_at),
        mappedIds.length > 0
          ? or(eq(emissionFactorSets.is_default, true), inArray(emissionFactorSets.id, mappedIds))
          : eq(emissionFactorSets.is_default, true),
      ),
    );
  if (sets.length === 0) return [];
  const rows = await db
    .select()
    .from(emissionFactors)
    .where(
      inArray(
        emissionFactors.set_id,
        sets.map((set) => set.id),
      ),
    )
    .orderBy(emissionFactors.id);
  return sets.map((set) => {
    const own = mappings.filter((mapping) => mapping.set_id === set.id);
    return {
      set: {
        scope: set.organization_id === null ? 'platform' : 'organization',
        name: set.name,
        version: set.version,
        source: set.source,
        citation: set.citation,
        licence: set.licence,
        data_quality: set.data_quality,
        valid_from: set.valid_from,
        valid_to: set.valid_to,
        factors: rows
          .filter((row) => row.set_id === set.id)
          .map(toFactor)
          .filter((factor) => factor !== null),
      },
      is_default: set.is_default,
      carrier_ids: own.filter((mapping) => mapping.carrier_service_id === null).map((mapping) => mapping.carrier_id),
      carrier_service_ids: own.flatMap((mapping) => (mapping.carrier_service_id === null ? [] : [mapping.carrier_service_id])),
    };
  });
}

/** The platform's sets and the organization's own: in use first (the platform's default, then the organization's), retired last. */
export async function listFactorSets(db: Executor, organizationId: number): Promise<TEmissionFactorSet[]> {
  const rows = await db
    .select({
      id: emissionFactorSets.id,
      organization_id: emissionFactorSets.organization_id,
      name: emissionFactorSets.name,
      version: emissionFactorSets.version,
      citation: emissionFactorSets.citation,
      licence: emissionFactorSets.licence,
      data_quality: emissionFactorSets.data_quality,
      valid_from: emissionFactorSets.valid_from,
      valid_to: emissionFactorSets.valid_to,
      is_default: emissionFactorSets.is_default,
      retired_at: emissionFactorSets.retired_at,
      factor_count: count(emissionFactors.id),
    })
    .from(emissionFactorSets)
    .leftJoin(emissionFactors, eq(emissionFactors.set_id, emissionFactorSets.id))
    .where(or(isNull(emissionFactorSets.organization_id), ownedBy(organizationId)))
    .groupBy(emissionFactorSets.id)
    .orderBy(
      asc(sql`${emissionFactorSets.retired_at} is not null`),
      desc(emissionFactorSets.is_default),
      asc(sql`${emissionFactorSets.organization_id} is not null`),
      asc(emissionFactorSets.name),
      desc(emissionFactorSets.valid_from),
    );
  return rows.map(({ organization_id, retired_at, ...row }) => ({
    ...row,
    retired_at: retired_at?.toISOString() ?? null,
    scope: organization_id === null ? 'platform' : 'organization',
  }));
}

/** What a shipment's emissions are calculated from, and what reports group them by. */
export function findShipmentInputs(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: consignments.id,
      organization_id: consignments.organization_id,
      site_id: consignments.site_id,
      shipment_date: sql<string>`coalesce(${consignments.booked_at}, ${consignments.created_at})::date::text`,
      carrier_name: consignments.carrier_name,
      direction: consignments.direction,
      terms_type: consignments.terms_type,
      freight_payer: sql<'sender' | 'receiver' | null>`${bookings.details}->>'payer'`,
      transport_mode: consignments.transport_mode,
      carrier_id: consignments.carrier_id,
      carrier_service_id: consignments.carrier_service_id,
      total_weight: consignments.total_weight,
      consignor_countrycode: consignments.consignor_countrycode,
      consignor_city: consignments.consignor_city,
      consignor_zip: consignments.consignor_zip,
      consignee_countrycode: consignments.consignee_countrycode,
      consignee_city: consignments.consignee_city,
      consignee_zip: consignments.consignee_zip,
    })
    .from(consignments)
    .leftJoin(bookings, eq(bookings.consignment_id, consignments.id))
    .where(inArray(consignments.id, [...ids]));
}

/** Writes shipments' records, replacing those they had. */
export async function upsertShipmentEmissions(db: Executor, rows: (typeof shipmentEmissions.$inferInsert)[]) {
  await insertRecords(db, shipmentEmissions, rows, {
    onConflict: { target: [shipmentEmissions.consignment_id] },
  });
}

/** A shipment the caller may see, with its emission record when it has one. */
export async function findShipmentEmissions(db: Executor, uuid: string, visible: SQL) {
  const [row] = await db
    .select({ id: consignments.id, record: shipmentEmissions.record })
    .from(consignments)
    .leftJoin(shipmentEmissions, eq(shipmentEmissions.consignment_id, consignments.id))
    .where(and(eq(consignments.uuid, uuid), visible))
    .limit(1);
  return row;
}

/** Shipments of an organization without an emission record yet, a batch at a time. */
export function findShipmentsWithoutEmissions(db: Executor, afterId: number, limit: number) {
  return db
    .select({ id: consignments.id })
    .from(consignments)
    .leftJoin(shipmentEmissions, eq(shipmentEmissions.consignment_id, consignments.id))
    .where(and(gt(consignments.id, afterId), isNull(shipmentEmissions.consignment_id)))
    .orderBy(consignments.id)
    .limit(limit);
}
