import { and, eq, isNull } from 'drizzle-orm';
import type { EmissionFactor, EmissionFactorSet } from '@freight/domain';
import type { Executor } from '../../db/client';
import { emissionFactors, emissionFactorSets } from '../../db/schema';

type FactorRow = typeof emissionFactors.$inferSelect;

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

/** The platform's default factor set with its figures, or null in a database without one. */
export async function findDefaultFactorSet(db: Executor): Promise<EmissionFactorSet | null> {
  const [set] = await db
    .select()
    .from(emissionFactorSets)
    .where(and(eq(emissionFactorSets.is_default, true), isNull(emissionFactorSets.organization_id)))
    .limit(1);
  if (!set) return null;
  const rows = await db.select().from(emissionFactors).where(eq(emissionFactors.set_id, set.id)).orderBy(emissionFactors.id);
  return {
    name: set.name,
    version: set.version,
    source: set.source,
    citation: set.citation,
    licence: set.licence,
    data_quality: set.data_quality,
    valid_from: set.valid_from,
    valid_to: set.valid_to,
    factors: rows.map(toFactor).filter((factor) => factor !== null),
  };
}
