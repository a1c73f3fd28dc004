import type { TEmissionFactorBody } from '@freight/contracts';

/** The unit each kind of factor is given in. */
export const FACTOR_UNITS = {
  leg: ['g_per_tkm'],
  hub: ['kg_per_t'],
  fuel: ['kg_per_litre', 'kg_per_kg'],
} as const;

export interface FactorProblem {
  field: keyof TEmissionFactorBody;
  key: string;
}

/**
 * What is wrong with a factor as entered or imported: WTW holds TTW and more (WTT is never
 * negative), the unit is the one of its kind, a leg names its mode and the distance basis its
 * tonne-km are measured on, a fuel names its fuel, a hub names no mode.
 */
export function factorProblems(factor: TEmissionFactorBody): FactorProblem[] {
  const problems: FactorProblem[] = [];
  if (factor.ttw < 0) problems.push({ field: 'ttw', key: 'validation.emission_factor_negative' });
  if (factor.wtw < factor.ttw) problems.push({ field: 'wtw', key: 'validation.emission_factor_wtw_below_ttw' });
  if (!(FACTOR_UNITS[factor.kind] as readonly string[]).includes(factor.unit))
    problems.push({ field: 'unit', key: 'validation.emission_factor_unit' });
  if (factor.kind === 'leg') {
    if (!factor.mode) problems.push({ field: 'mode', key: 'validation.required' });
    if (!factor.distance_basis) problems.push({ field: 'distance_basis', key: 'validation.required' });
  } else {
    if (factor.distance_basis) problems.push({ field: 'distance_basis', key: 'validation.emission_factor_not_for_kind' });
    if (factor.mode) problems.push({ field: 'mode', key: 'validation.emission_factor_not_for_kind' });
  }
  if (factor.kind === 'fuel' && !factor.fuel) problems.push({ field: 'fuel', key: 'validation.required' });
  if (factor.kind !== 'hub' && factor.hub_type) problems.push({ field: 'hub_type', key: 'validation.emission_factor_not_for_kind' });
  return problems;
}
