/**
 * The lead-time buckets the rollups count shipments in, by whole days from pickup to delivery:
 * one per day up to a week, then wider ones. `upTo` is the bucket's last day; the last bucket
 * has none (that many days or more). The database keeps one count per bucket in this order.
 */
export const LEAD_TIME_BUCKETS = [
  { from: 0, upTo: 0 },
  { from: 1, upTo: 1 },
  { from: 2, upTo: 2 },
  { from: 3, upTo: 3 },
  { from: 4, upTo: 4 },
  { from: 5, upTo: 5 },
  { from: 6, upTo: 7 },
  { from: 8, upTo: 10 },
  { from: 11, upTo: 14 },
  { from: 15, upTo: 21 },
  { from: 22, upTo: 35 },
  { from: 36, upTo: null },
] as const satisfies readonly { from: number; upTo: number | null }[];

/** The share of delivered shipments with a promised date that arrived by it, 0–1; null when none were promised. */
export function onTimeShare(onTime: number, promised: number): number | null {
  if (promised <= 0) return null;
  return Math.min(1, Math.max(0, onTime / promised));
}

/**
 * The lead time in days below which a share `p` (0–1) of shipments fall, read from counts per
 * bucket of {@link LEAD_TIME_BUCKETS}: the last day of the bucket that reaches the share, since
 * the days inside a bucket are not known. Null when the histogram is empty. The open last
 * bucket answers its first day ('36 days or more').
 */
export function percentileFromHistogram(counts: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const wanted = Math.max(1, Math.ceil(Math.min(1, Math.max(0, p)) * total));
  let seen = 0;
  for (let index = 0; index < LEAD_TIME_BUCKETS.length; index += 1) {
    seen += counts[index] ?? 0;
    if (seen >= wanted) {
      const bucket = LEAD_TIME_BUCKETS[index]!;
      return bucket.upTo ?? bucket.from;
    }
  }
  return LEAD_TIME_BUCKETS.at(-1)!.from;
}

/** The index in {@link LEAD_TIME_BUCKETS} of a lead time in whole days (negative counts as 0). */
export function leadTimeBucket(days: number): number {
  const index = LEAD_TIME_BUCKETS.findIndex((bucket) => bucket.upTo !== null && days <= bucket.upTo);
  return index === -1 ? LEAD_TIME_BUCKETS.length - 1 : index;
}

/** A total divided by a count, or null when nothing was counted (average lead time, price per shipment). */
export function average(total: number, count: number): number | null {
  return count > 0 ? total / count : null;
}

/**
 * The booked price per chargeable kilogram, in the price's own unit; null without weight. Only
 * shipments that have both a price and a chargeable weight should be summed into either figure.
 */
export function costPerKg(amount: number, chargeableKg: number): number | null {
  return chargeableKg > 0 ? amount / chargeableKg : null;
}

/** How far the booked price is above (+) or below (−) the quote, as a share of the quote; null without a quote. */
export function priceAgainstQuote(booked: number, quoted: number): number | null {
  return quoted > 0 ? (booked - quoted) / quoted : null;
}

/** Grams of CO2e per tonne-kilometre from kg CO2e and tonne-km; null without transport work. */
export function intensityGPerTkm(co2eKg: number, tkm: number): number | null {
  return tkm > 0 ? (co2eKg * 1000) / tkm : null;
}

/** Which way a figure went against the previous period (SPEC §3 UP/DOWN); none when equal or either is unknown. */
export function trendAgainst(value: number | null, previous: number | null): 'UP' | 'DOWN' | null {
  if (value === null || previous === null || value === previous) return null;
  return value > previous ? 'UP' : 'DOWN';
}

/** Whether a trend is good news for a measure that is better going `better`; null when neither. */
export function isGoodTrend(trend: 'UP' | 'DOWN' | null, better: 'up' | 'down' | undefined): boolean | null {
  if (!trend || !better) return null;
  return (trend === 'UP') === (better === 'up');
}

const monthOffset = (day: string, months: number) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A period (days YYYY-MM-DD, inclusive) widened to the whole months it touches, for figures kept by month. */
export function wholeMonths(period: { from: string; to: string }): { from: string; to: string } {
  return { from: monthOffset(period.from, 0), to: dayBefore(monthOffset(period.to, 1)) };
}

/** The as many whole months just before a period of whole months. */
export function previousMonths(period: { from: string; to: string }): { from: string; to: string } {
  const months =
    (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 +
    Number(period.to.slice(5, 7)) -
    Number(period.from.slice(5, 7)) +
    1;
  return { from: monthOffset(period.from, -months), to: dayBefore(period.from) };
}
