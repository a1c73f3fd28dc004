import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_EMISSION_FACTOR_SET, type EmissionFactor, type EmissionFactorSet } from '@freight/domain';
import type { Executor } from '../client';
import { carriers, emissionFactors, emissionFactorSetMappings, emissionFactorSets, organizations } from '../schema';

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

/**
 * The demo organization's own set: a rail carrier's primary data, mapped to that carrier, so a
 * newcomer sees on `/settings/emission-factors` how an organization's figures take precedence
 * over the platform's. The figures are illustrative, and the set says so.
 */
export async function seedDemoEmissionFactors(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id)).limit(1);
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'Greencarrier')).limit(1);
  if (!organization || !carrier) return;
  await insertEmissionFactorSet(
    db,
    {
      scope: 'organization',
      name: 'Greencarrier rail primary data',
      version: '2025',
      source: 'Greencarrier',
      citation: 'Demo data: illustrative intensities of an electric rail service, not figures Greencarrier has published.',
      licence: 'Supplied to the shipper for its own reporting',
      data_quality: 'primary',
      valid_from: '2025-01-01',
      valid_to: null,
      factors: [
        {
          kind: 'leg',
          label: 'Electric freight train, intermodal',
          mode: 'rail',
          vehicle_class: null,
          fuel: 'electricity',
          region: null,
          wtw: 9.8,
          ttw: 0,
          distance_basis: 'sfd',
        },
      ],
    },
    { isDefault: false, organizationId: organization.id },
  );
  const [set] = await db
    .select({ id: emissionFactorSets.id })
    .from(emissionFactorSets)
    .where(and(eq(emissionFactorSets.organization_id, organization.id), eq(emissionFactorSets.name, 'Greencarrier rail primary data')))
    .limit(1);
  if (set) await db.insert(emissionFactorSetMappings).values({ organization_id: organization.id, set_id: set.id, carrier_id: carrier.id });
}
