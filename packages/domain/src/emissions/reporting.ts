import type { Scope3Category } from '@freight/contracts';
import { addDays } from '../rates/calendar-date';
import { DEFAULT_EMISSION_FACTOR_SET } from './default-factors';
import { distanceAdjustment, findLegFactor, type EmissionFactorSet } from './factors';

/**
 * Incoterms under which the buyer pays the main carriage (E and F terms). Under every other term
 * (C and D terms) the seller pays it.
 */
const BUYER_PAYS_TERMS = new Set(['EXW', 'FCA', 'FAS', 'FOB']);

export interface Scope3Inputs {
  /** Whether the goods come to the shipper (inbound) or leave it (outbound); null when not known. */
  direction: 'inbound' | 'outbound' | null;
  /** The Incoterm of the shipment, as written on it. */
  terms_type: string | null;
  /** Who pays the freight, as the booking says; null when the shipment does not say. */
  freight_payer: 'sender' | 'receiver' | null;
}

/**
 * The GHG Protocol scope 3 category of a shipment's transport for the shipper reporting it.
 * Category 4 (upstream transportation) holds the transport of goods the shipper buys, whoever pays
 * it, and all transport the shipper pays for, outbound included. Category 9 (downstream) holds the
 * transport of goods the shipper sells that the customer pays for. So: inbound is 4; outbound is
 * 9 when the receiver pays the freight (the booking's payer, else an E or F Incoterm), and 4
 * otherwise, since the portal books freight at the sender's cost unless told so.
 */
export function scope3CategoryOf(inputs: Scope3Inputs): Scope3Category {
  if (inputs.direction === 'inbound') return 4;
  if (inputs.freight_payer) return inputs.freight_payer === 'receiver' ? 9 : 4;
  const terms = inputs.terms_type?.trim().toUpperCase();
  return terms && BUYER_PAYS_TERMS.has(terms) ? 9 : 4;
}

/**
 * The change of a figure against the previous period, as a fraction (0.25 for +25 %); null when
 * the previous period had nothing to compare with.
 */
export function changeAgainst(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** The previous period of equal length, ending the day before `from` (days as YYYY-MM-DD, inclusive). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const length = Math.round((end - start) / day) + 1;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(start - length * day), to: iso(start - day) };
}

/**
 * The months (as their first days, YYYY-MM-01) that lie wholly inside one of the periods (days
 * YYYY-MM-DD, inclusive): what sums kept by month can answer for. The days of a month a period
 * cuts, or that straddles two periods, are left to be added up from the shipments themselves.
 */
export function wholeMonthsOf(periods: readonly { from: string; to: string }[]): string[] {
  const months: string[] = [];
  for (const { from, to } of periods) {
    let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
    if (!from.endsWith('-01')) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    for (;;) {
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      const next = month === 12 ? [year + 1, 1] : [year, month + 1];
      const last = new Date(Date.UTC(next[0]!, next[1]! - 1, 1) - 86_400_000).toISOString().slice(0, 10);
      if (last > to) break;
      months.push(first);
      [year, month] = next as [number, number];
    }
  }
  return months;
}

/**
 * The days of the periods that no whole month of them holds (see wholeMonthsOf), in order: the
 * days read from the shipments themselves. Listed one by one, they let the database find those
 * shipments by index rather than read the whole period to leave out its whole months.
 */
export function daysOutsideWholeMonths(periods: readonly { from: string; to: string }[]): string[] {
  const months = new Set(wholeMonthsOf(periods));
  const days: string[] = [];
  for (const { from, to } of periods) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (months.has(`${day.slice(0, 7)}-01`)) {
        // Past the rest of a whole month at once.
        const [year, month] = day.split('-').map(Number) as [number, number];
        day = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
        continue;
      }
      days.push(day);
    }
  }
  return days;
}

/** Road transport of one factor set's shipments, summed, as the mode shift reads it. */
export interface RoadActivity {
  tkm: number;
  co2e_wtw_kg: number;
}

/**
 * WTW kg CO2e of the same tonne-km moved by rail, with the rail factor of the set the road figures
 * came from (the platform's default when that set has none). Road and rail distances are modelled
 * with the same detour over the great circle, so the tonne-km stay as they are; the rail factor's
 * own distance adjustment is applied when it is per actual tonne-km. Null when no rail factor exists.
 */
export function railEquivalentKg(activity: RoadActivity, set: EmissionFactorSet | null): number | null {
  const factor =
    (set ? findLegFactor(set, { mode: 'rail' }) : null) ?? findLegFactor(DEFAULT_EMISSION_FACTOR_SET, { mode: 'rail' }) ?? null;
  if (!factor) return null;
  const adjustment = distanceAdjustment('rail', factor.distance_basis);
  const tkm = adjustment?.kind === 'multiply' ? activity.tkm * adjustment.value : activity.tkm;
  return Math.round(tkm * factor.wtw) / 1000;
}
