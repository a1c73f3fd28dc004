import type { EmissionMode } from '@freight/contracts';
import type { EmissionFactorSet, FuelFactor, LegFactor } from './factors';

/**
 * The platform's default factor set: UK DESNZ greenhouse gas conversion factors, published under
 * the Open Government Licence v3.0, so the product may ship them with attribution. DESNZ gives kg
 * CO2e per tonne-km actually travelled (TTW in "Freighting goods", WTT in "WTT - delivery vehicles
 * & freight"), here as g per tonne-km with WTW = TTW + WTT. Being per actual tonne-km, they take
 * ISO 14083's distance adjustment when applied to a leg's SFD or great-circle distance. DESNZ
 * publishes no hub figures, so hubs need an organization's own set or a given intensity.
 */

function leg(label: string, mode: EmissionMode, vehicleClass: string | null, ttw: number, wtw: number): LegFactor {
  return { kind: 'leg', label, mode, vehicle_class: vehicleClass, fuel: null, region: null, ttw, wtw, distance_basis: 'actual' };
}

function fuel(label: string, name: string, ttw: number, wtw: number): FuelFactor {
  return { kind: 'fuel', label, fuel: name, unit: 'litre', ttw, wtw };
}

export const DESNZ_2024: EmissionFactorSet = {
  scope: 'platform',
  name: 'UK DESNZ GHG conversion factors',
  version: '2024',
  source: 'desnz',
  citation:
    'Department for Energy Security and Net Zero (2024), Greenhouse gas reporting: conversion factors 2024 — Freighting goods; WTT - delivery vehicles & freight; Fuels; WTT - fuels.',
  licence: 'Open Government Licence v3.0',
  data_quality: 'default',
  valid_from: '2024-01-01',
  valid_to: null,
  factors: [
    leg('HGV (all diesel), all HGVs, average laden', 'road', null, 107.1, 133),
    leg('Van, average (up to 3.5 tonnes)', 'road', 'van', 602, 748),
    leg('Freight train', 'rail', null, 27.8, 34.6),
    leg('Cargo ship, container ship, average', 'sea', null, 16.1, 19.5),
    leg('Cargo ship, container ship, average', 'sea', 'container_ship', 16.1, 19.5),
    leg('Cargo ship, general cargo, average', 'sea', 'general_cargo', 13.4, 16.4),
    leg('Cargo ship, bulk carrier, average', 'sea', 'bulk_carrier', 3.5, 4.3),
    leg('Freight flights, international, without radiative forcing', 'air', null, 590, 715),
    fuel('Diesel (average biofuel blend)', 'diesel', 2.512, 3.123),
    fuel('Aviation turbine fuel', 'jet_fuel', 2.545, 3.079),
  ],
};

/** The set a calculation falls back on when no other applies. */
export const DEFAULT_EMISSION_FACTOR_SET = DESNZ_2024;
