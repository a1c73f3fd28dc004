import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { TEmissionFactorSet, TEmissionsCalculateRequest, TEmissionsCalculation, TEmissionsPlace } from '@freight/contracts';
import {
  calculateTransportChain,
  createGazetteer,
  DEFAULT_EMISSION_FACTOR_SET,
  rankFactorSets,
  type ChainLeg,
  type LocatedPlace,
} from '@freight/domain';
import { ValidationError, type FieldMessage } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SignedInContext } from '../../platform/request-context';
import { findFactorSets, listFactorSets as queryFactorSets } from './emissions.queries';

/** The packaged place tables: beside this module in the sources, beside the bundle once built. */
function placesFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'places');
}

const readPlaces = (name: string) => () => readFileSync(join(placesFolder(), name), 'utf8');

export const gazetteer = createGazetteer({
  airports: readPlaces('airports.tsv'),
  seaports: readPlaces('seaports.tsv'),
  cities: () => gunzipSync(readFileSync(join(placesFolder(), 'cities.tsv.gz'))).toString('utf8'),
});

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

  const sets = await findFactorSets(deps.db, ctx.actor.organizationId);
  if (!sets.some((set) => set.scope === 'platform')) sets.push(DEFAULT_EMISSION_FACTOR_SET);
  const today = new Date().toISOString().slice(0, 10);
  const outcome = calculateTransportChain({ legs, hubs: body.hubs }, rankFactorSets(sets, today));
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
