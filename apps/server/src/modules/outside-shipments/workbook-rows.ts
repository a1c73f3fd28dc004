import {
  EMISSION_MODES,
  EMISSIONS_LIMITS,
  LOCALES,
  OUTSIDE_SHIPMENT_COLUMNS,
  OUTSIDE_SHIPMENT_REQUIRED_COLUMNS,
  type DataQuality,
  type EmissionMode,
  type OutsideShipmentColumn,
  type TEmissionsCalculation,
  type TEmissionsPlace,
} from '@freight/contracts';
import { calculateTransportChain, type ChainLeg, type EmissionFactorSet, type Gazetteer, type LocatedPlace } from '@freight/domain';
import type { FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import {
  cellDay as day,
  cellNumber as number,
  cellText as text,
  headerKey,
  importWorkbook,
  type WorkbookLayout as SharedLayout,
} from '../../platform/workbook-import';

/**
 * Reading one row of an outside shipments workbook: its headers in any of the portal's languages,
 * its cells checked, its places located in the offline gazetteer and its emissions calculated.
 * Nothing here touches the database, so the same reading serves calculate, verify and import.
 */

const MODES = new Map<string, EmissionMode>();
for (const mode of EMISSION_MODES) {
  MODES.set(headerKey(mode), mode);
  MODES.set(headerKey(mode.replace(/_/g, ' ')), mode);
  for (const locale of LOCALES) MODES.set(headerKey(translate(locale, `outside.mode.${mode}`)), mode);
}

/** The outside shipments workbook: its columns, headed in the user's language, read back in any. */
export const OUTSIDE_WORKBOOK = importWorkbook<OutsideShipmentColumn>({
  columns: OUTSIDE_SHIPMENT_COLUMNS,
  required: OUTSIDE_SHIPMENT_REQUIRED_COLUMNS,
  titleKey: (column) => `outside.column.${column}`,
  sheetKey: 'outside.sheet',
  kinds: { leg: 'number', date: 'day', weight_kg: 'number', distance_km: 'number', fuel_litres: 'number' },
  helpKey: (column) => `outside.help.${column}`,
});

export type WorkbookLayout = SharedLayout<OutsideShipmentColumn>;

/** Which sheet column holds what, from the header row's texts (by sheet column number). */
export const workbookLayout = (headers: readonly unknown[]): WorkbookLayout => OUTSIDE_WORKBOOK.layout(headers);

export { rowCells } from '../../platform/workbook-import';

export interface RowError {
  /** The column, or null for the row as a whole. */
  column: OutsideShipmentColumn | null;
  message: FieldMessage;
}

/** One end of a shipment as the row gives it, and where it was located. */
export interface ShipmentEnd {
  countrycode: string | null;
  /** The city, postcode or code as written. */
  place: string | null;
  located: LocatedPlace | null;
  /** Given by a postcode alone, so standing at the country's capital. */
  capital: boolean;
}

export interface OutsideRow {
  reference: string;
  /** The leg number of a row that is one leg of a shipment with several; null for a shipment of one leg. */
  leg: number | null;
  date: string;
  carrier: string | null;
  mode: EmissionMode;
  origin: ShipmentEnd;
  destination: ShipmentEnd;
  mass_kg: number;
  distance_km: number | null;
  fuel: string | null;
  fuel_litres: number | null;
}

export interface CalculatedRow extends OutsideRow {
  /** The row's leg as the calculation takes it, so that the legs of a shipment are calculated together. */
  chain_leg: ChainLeg;
  calculation: TEmissionsCalculation;
  data_quality: DataQuality;
}

export type RowOutcome = { ok: true; row: CalculatedRow } | { ok: false; errors: RowError[]; reference: string | null };

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** A code cell as a place: an IATA airport (3 letters), a UN/LOCODE (5 characters) or `lat, lon`. */
function codePlace(code: string): TEmissionsPlace | null {
  const coordinates = COORDINATES.exec(code);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lon = Number(coordinates[2]);
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
  }
  if (/^[A-Za-z]{3}$/.test(code)) return { iata: code.toUpperCase() };
  const compact = code.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{2}[A-Z2-9]{3}$/.test(compact)) return { unlocode: compact };
  return null;
}

function readEnd(
  side: 'origin' | 'destination',
  values: Partial<Record<OutsideShipmentColumn, unknown>>,
  gazetteer: Gazetteer,
  needed: boolean,
  errors: RowError[],
): ShipmentEnd {
  const countryColumn = `${side}_country` as const;
  const cityColumn = `${side}_city` as const;
  const codeColumn = `${side}_code` as const;
  const country = text(values[countryColumn]);
  const city = text(values[cityColumn]);
  const code = text(values[codeColumn]);
  const countrycode = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  if (country && !countrycode) errors.push({ column: countryColumn, message: 'validation.country' });
  const end: ShipmentEnd = { countrycode, place: code ?? city, located: null, capital: false };
  if (code) {
    const place = codePlace(code);
    if (!place) errors.push({ column: codeColumn, message: 'validation.outside_place_code' });
    else if (needed) {
      end.located = gazetteer.locate(place);
      if (!end.located) errors.push({ column: codeColumn, message: 'validation.emissions_place_unknown' });
    }
    // Reports group by country: an airport or port code names its own when the row gives none.
    if (place) end.countrycode ??= gazetteer.countryOf(place);
    return end;
  }
  if (!city) {
    if (needed) errors.push({ column: cityColumn, message: 'validation.outside_place_missing' });
    return end;
  }
  if (!country) {
    errors.push({ column: countryColumn, message: 'validation.required' });
    return end;
  }
  if (!countrycode || !needed) return end;
  end.located = gazetteer.locate({ countrycode, city });
  // A postcode names no place the gazetteer knows: its country's capital stands in, and says so.
  if (!end.located && /\d/.test(city)) {
    end.located = gazetteer.capital(countrycode);
    end.capital = end.located !== null;
  }
  if (!end.located) errors.push({ column: cityColumn, message: 'validation.outside_city_unknown' });
  return end;
}

function positiveNumber(
  values: Partial<Record<OutsideShipmentColumn, unknown>>,
  column: OutsideShipmentColumn,
  maximum: number,
  errors: RowError[],
): number | null {
  if (values[column] === undefined) return null;
  const value = number(values[column]);
  if (value === null) errors.push({ column, message: 'validation.number' });
  else if (value <= 0) errors.push({ column, message: 'validation.positive' });
  else if (value > maximum) errors.push({ column, message: 'validation.too_large' });
  else return value;
  return null;
}

const QUALITY_ORDER: readonly DataQuality[] = ['primary', 'modelled', 'default'];
/** Legs a shipment may have. */
const LEGS_MAX = 20;

/** The worst data quality of a calculation's legs, modelled at best when a place stood in for a postcode. */
function qualityOf(calculation: TEmissionsCalculation, capitalStandIn: boolean): DataQuality {
  const qualities = calculation.legs.map((result) => result.factor.data_quality);
  if (capitalStandIn) qualities.push('modelled');
  return QUALITY_ORDER[Math.max(...qualities.map((entry) => QUALITY_ORDER.indexOf(entry)))]!;
}

/** The column a calculation error is about. */
function columnOfChainError(path: (string | number)[], key: string): OutsideShipmentColumn | null {
  const field = path.at(-1);
  if (field === 'fuel') return 'fuel';
  if (field === 'distance_km' || key === 'validation.emissions_no_distance') return 'distance_km';
  if (key === 'validation.emissions_no_factor') return 'mode';
  return null;
}

/**
 * Checks a row, locates its places and calculates its emissions as one leg from origin to
 * destination. A given distance wins over the places, which then need not be found. `setsOn`
 * answers the factor sets for the shipment's day, ranked best first.
 */
export function readOutsideRow(
  values: Partial<Record<OutsideShipmentColumn, unknown>>,
  gazetteer: Gazetteer,
  setsOn: (day: string) => readonly EmissionFactorSet[],
): RowOutcome {
  const errors: RowError[] = [];
  const reference = text(values.reference);
  if (!reference) errors.push({ column: 'reference', message: 'validation.required' });
  else if (reference.length > 100) errors.push({ column: 'reference', message: { key: 'validation.too_long', params: { maximum: 100 } } });

  const legNumber = values.leg === undefined ? null : number(values.leg);
  if (legNumber !== null && (!Number.isInteger(legNumber) || legNumber < 1 || legNumber > LEGS_MAX))
    errors.push({ column: 'leg', message: 'validation.outside_leg' });
  else if (values.leg !== undefined && legNumber === null) errors.push({ column: 'leg', message: 'validation.outside_leg' });

  const date = values.date === undefined ? null : day(values.date);
  if (values.date === undefined) errors.push({ column: 'date', message: 'validation.required' });
  else if (!date) errors.push({ column: 'date', message: 'validation.date' });

  const modeText = text(values.mode);
  const mode = modeText ? MODES.get(headerKey(modeText)) : undefined;
  if (!modeText) errors.push({ column: 'mode', message: 'validation.required' });
  else if (!mode) errors.push({ column: 'mode', message: 'validation.outside_mode' });

  const mass = positiveNumber(values, 'weight_kg', EMISSIONS_LIMITS.mass_kg, errors);
  if (values.weight_kg === undefined) errors.push({ column: 'weight_kg', message: 'validation.required' });
  const distance = positiveNumber(values, 'distance_km', EMISSIONS_LIMITS.distance_km, errors);
  const litres = positiveNumber(values, 'fuel_litres', EMISSIONS_LIMITS.fuel_litres, errors);
  const fuel = text(values.fuel)?.toLowerCase() ?? null;
  if (litres !== null && !fuel) errors.push({ column: 'fuel', message: 'validation.required' });

  const placesNeeded = values.distance_km === undefined;
  const origin = readEnd('origin', values, gazetteer, placesNeeded, errors);
  const destination = readEnd('destination', values, gazetteer, placesNeeded, errors);
  const carrier = text(values.carrier);
  if (carrier && carrier.length > 200)
    errors.push({ column: 'carrier', message: { key: 'validation.too_long', params: { maximum: 200 } } });

  if (errors.length > 0 || !reference || !date || !mode || mass === null) return { ok: false, errors, reference };

  const leg: ChainLeg = {
    mode,
    mass_kg: mass,
    distance_km: distance ?? undefined,
    from: distance === null ? (origin.located ?? undefined) : undefined,
    to: distance === null ? (destination.located ?? undefined) : undefined,
    fuel_used: litres !== null && fuel ? { quantity: litres, unit: 'litre', fuel } : undefined,
  };
  const outcome = calculateTransportChain({ legs: [leg], hubs: [] }, setsOn(date));
  if (!outcome.ok) {
    return {
      ok: false,
      reference,
      errors: outcome.errors.map((error) => ({ column: columnOfChainError(error.path, error.key), message: error.key })),
    };
  }
  const quality = qualityOf(outcome.result, origin.capital || destination.capital);
  return {
    ok: true,
    row: {
      reference,
      leg: legNumber,
      date,
      carrier,
      mode,
      origin,
      destination,
      mass_kg: mass,
      distance_km: distance,
      fuel,
      fuel_litres: litres,
      chain_leg: leg,
      calculation: outcome.result,
      data_quality: quality,
    },
  };
}

/** The factor a row's figures came from, as a reviewer cites it. */
export function factorCitation(calculation: TEmissionsCalculation): string | null {
  const factor = calculation.legs[0]?.factor;
  if (!factor) return null;
  const set = [factor.set_name, factor.set_version].filter(Boolean).join(' ');
  return [factor.label, set].filter(Boolean).join(' — ') || null;
}

/**
 * The rows of a shipment's legs, each read and calculated alone, as one shipment: legs numbered
 * from 1 in order, calculated together as one transport chain from the first leg's origin to the
 * last leg's destination, on the first leg's day. The shipment is reported under its main leg's
 * mode and carrier (the most tonne-km) and its heaviest leg's weight. Answers the shipment, or the
 * errors with the index of the row each is about.
 */
export function combineLegs(
  rows: readonly CalculatedRow[],
  setsOn: (day: string) => readonly EmissionFactorSet[],
): { ok: true; row: CalculatedRow } | { ok: false; errors: { index: number; error: RowError }[] } {
  const misplaced = rows.findIndex((row, index) => row.leg !== index + 1);
  if (misplaced >= 0)
    return {
      ok: false,
      errors: [
        { index: misplaced, error: { column: 'leg', message: { key: 'validation.outside_leg_order', params: { leg: misplaced + 1 } } } },
      ],
    };
  const first = rows[0]!;
  const outcome = calculateTransportChain({ legs: rows.map((row) => row.chain_leg), hubs: [] }, setsOn(first.date));
  if (!outcome.ok) {
    return {
      ok: false,
      errors: outcome.errors.map((error) => ({
        index: typeof error.path[1] === 'number' ? error.path[1] : 0,
        error: { column: columnOfChainError(error.path, error.key), message: error.key },
      })),
    };
  }
  const legs = outcome.result.legs;
  const main = legs.reduce((best, leg, index) => (leg.tkm > legs[best]!.tkm ? index : best), 0);
  const last = rows.at(-1)!;
  return {
    ok: true,
    row: {
      ...first,
      leg: null,
      carrier: rows[main]!.carrier,
      mode: rows[main]!.mode,
      destination: last.destination,
      mass_kg: Math.max(...rows.map((row) => row.mass_kg)),
      distance_km: null,
      fuel: null,
      fuel_litres: null,
      calculation: outcome.result,
      data_quality: qualityOf(
        outcome.result,
        rows.some((row) => row.origin.capital || row.destination.capital),
      ),
    },
  };
}
