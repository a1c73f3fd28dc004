import type { EmissionMode } from '@freight/contracts';
import type { EmissionFactorSet, FuelFactor, LegFactor } from './factors';

/**
 * The platform's default factor set: UK DESNZ greenhouse gas conversion factors 2025, published
 * under the Open Government Licence v3.0, so the product may ship them with attribution. DESNZ
 * gives kg CO2e per tonne-km actually travelled: TTW in "Freighting goods", WTT in "WTT - delivery
 * vehs & freight"; here as g per tonne-km (the published kg figure × 1,000, all five decimals
 * kept) with WTW = TTW + WTT. Being per actual tonne-km, they take ISO 14083's distance adjustment
 * when applied to a leg's SFD or great-circle distance. DESNZ publishes no hub figures, so hubs
 * need an organization's own set or a given intensity.
 *
 * Every leg figure and both fuels' WTT figures were checked cell by cell against the 2025 flat
 * file ("GHG Conversion Factor 2025" column). The fuels' TTW (scope 1 "Fuels" sheet) could not be
 * checked against the 2025 edition: they are carried over from the set this one replaces.
 */

function leg(label: string, mode: EmissionMode, vehicleClass: string | null, fuel: string | null, ttw: number, wtt: number): LegFactor {
  return {
    kind: 'leg',
    label,
    mode,
    vehicle_class: vehicleClass,
    fuel,
    region: null,
    ttw,
    wtw: round(ttw + wtt),
    distance_basis: 'actual',
  };
}

function fuel(label: string, name: string, ttw: number, wtt: number): FuelFactor {
  return { kind: 'fuel', label, fuel: name, unit: 'litre', ttw, wtw: round(ttw + wtt) };
}

/** Sums of five-decimal figures, kept free of binary noise. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export const DESNZ_2025: EmissionFactorSet = {
  scope: 'platform',
  name: 'UK DESNZ GHG conversion factors',
  version: '2025',
  source: 'desnz',
  citation:
    'Department for Energy Security and Net Zero (2025), Greenhouse gas reporting: conversion factors 2025 — Freighting goods; WTT - delivery vehs & freight; WTT - fuels. © Crown copyright, Open Government Licence v3.0.',
  licence: 'Open Government Licence v3.0',
  data_quality: 'default',
  valid_from: '2025-01-01',
  valid_to: null,
  factors: [
    leg('HGV (all diesel), all HGVs, average laden', 'road', null, null, 101.63, 23.59),
    leg('Vans, average (up to 3.5 tonnes), unknown fuel', 'road', 'van', null, 638.23, 153.35),
    leg('Vans, average (up to 3.5 tonnes), diesel', 'road', 'van', 'diesel', 631.3, 150.95),
    leg('Rail, freight train', 'rail', null, null, 27.79, 6.91),
    leg('Cargo ship, container ship, average', 'sea', null, null, 16.12, 3.65),
    leg('Cargo ship, container ship, average', 'sea', 'container_ship', null, 16.12, 3.65),
    leg('Cargo ship, general cargo, average', 'sea', 'general_cargo', null, 13.21, 3),
    leg('Cargo ship, bulk carrier, average', 'sea', 'bulk_carrier', null, 3.53, 0.8),
    leg('Freight flights, international, to/from non-UK, without RF', 'air', null, null, 531.3, 135.16),
    // TTW not checked against the 2025 "Fuels" sheet (see above); WTT checked.
    fuel('Diesel (average biofuel blend)', 'diesel', 2.512, 0.61101),
    fuel('Aviation turbine fuel', 'jet_fuel', 2.545, 0.52817),
  ],
};

/** The set a calculation falls back on when no other applies. */
export const DEFAULT_EMISSION_FACTOR_SET = DESNZ_2025;
