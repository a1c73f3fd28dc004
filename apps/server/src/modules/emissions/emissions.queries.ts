import { and, eq, inArray, isNull, or } from 'drizzle-orm';
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

/**
 * The factor sets a calculation for an organization may use: the platform's default and the
 * organization's own, never another organization's; each with its figures.
 */
export async function findFactorSets(db: Executor, organizationId: number): Promise<EmissionFactorSet[]> {
  const sets = await db
    .select()
    .from(emissionFactorSets)
    .where(
      or(
        and(eq(emissionFactorSets.is_default, true), isNull(emissionFactorSets.organization_id)),
        eq(emissionFactorSets.organization_id, organizationId),
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
  return sets.map((set) => ({
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
  }));
}
