import { DEFAULT_EMISSION_FACTOR_SET, type EmissionFactor, type EmissionFactorSet } from '@freight/domain';
import type { Executor } from '../client';
import { emissionFactors, emissionFactorSets } from '../schema';

const UNITS = { leg: 'g_per_tkm', hub: 'kg_per_t' } as const;

function factorRow(setId: number, factor: EmissionFactor): typeof emissionFactors.$inferInsert {
  const common = { set_id: setId, kind: factor.kind, label: factor.label, wtw: factor.wtw, ttw: factor.ttw };
  switch (factor.kind) {
    case 'leg': {
      const { mode, vehicle_class, fuel, region, distance_basis } = factor;
      return { ...common, unit: UNITS.leg, mode, vehicle_class, fuel, region, distance_basis };
    }
    case 'hub':
      return { ...common, unit: UNITS.hub, hub_type: factor.hub_type, region: factor.region };
    case 'fuel':
      return { ...common, unit: factor.unit === 'litre' ? 'kg_per_litre' : 'kg_per_kg', fuel: factor.fuel };
  }
}

/**
 * Stores a factor set with its figures, the platform's or an organization's; a set of the same
 * owner, name and version is left as it is.
 */
export async function insertEmissionFactorSet(
  db: Executor,
  set: EmissionFactorSet,
  options: { isDefault: boolean; organizationId: number | null },
) {
  const { factors, scope: _scope, ...header } = set;
  const [row] = await db
    .insert(emissionFactorSets)
    .values({ ...header, organization_id: options.organizationId, is_default: options.isDefault })
    .onConflictDoNothing()
    .returning({ id: emissionFactorSets.id });
  if (row) await db.insert(emissionFactors).values(factors.map((factor) => factorRow(row.id, factor)));
}

/** The platform's default factors (UK DESNZ), the set every calculation falls back on. */
export function seedEmissionFactors(db: Executor) {
  return insertEmissionFactorSet(db, DEFAULT_EMISSION_FACTOR_SET, { isDefault: true, organizationId: null });
}
