import type { TransitUnit } from '@freight/contracts';

const DAY_MS = 86_400_000;

/** A day as YYYY-MM-DD to a count of days since 1970-01-01. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);
/** 0 Monday … 5 Saturday, 6 Sunday (1970-01-01 was a Thursday). */
const weekday = (days: number) => (((days + 3) % 7) + 7) % 7;
const isWeekend = (days: number) => weekday(days) >= 5;

export const isWeekendDay = (day: string) => isWeekend(dayNumber(day));

/** Days from `from` to `to`, counting only Monday to Friday when in working days (a weekend delivery counts as the Friday). */
export function transitDays(from: string, to: string, unit: TransitUnit): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (unit === 'calendar_days' || end <= start) return end - start;
  let days = 0;
  for (let current = start + 1; current <= end; current += 1) if (!isWeekend(current)) days += 1;
  return days;
}

/** The day `days` after `from`; in working days the result is a weekday unless `days` is 0. */
export function addTransitDays(from: string, days: number, unit: TransitUnit): string {
  let current = dayNumber(from);
  if (unit === 'calendar_days') return dayText(current + days);
  for (let left = days; left > 0;) {
    current += 1;
    if (!isWeekend(current)) left -= 1;
  }
  return dayText(current);
}

/** The p-th percentile (0–100) of ascending values, interpolated between neighbours. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const rank = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** Above this share of weekend deliveries a carrier delivers on weekends and calendar days fit. */
export const WEEKEND_DELIVERY_SHARE = 0.05;

/** A delivered shipment: the day its transit began (pickup, else booking) and the day it arrived. */
export interface TransitSample {
  start: string;
  delivered: string;
}

export interface TransitSummary {
  unit: TransitUnit;
  shipments: number;
  median: number;
  /** 10th percentile */
  low: number;
  /** 90th percentile */
  high: number;
}

/** Median and 80% interval of a group's transits, in the unit its deliveries fit. */
export function summarizeTransits(samples: readonly TransitSample[]): TransitSummary | null {
  if (samples.length === 0) return null;
  const weekendShare = samples.filter((sample) => isWeekendDay(sample.delivered)).length / samples.length;
  const unit: TransitUnit = weekendShare > WEEKEND_DELIVERY_SHARE ? 'calendar_days' : 'working_days';
  const days = samples.map((sample) => Math.max(0, transitDays(sample.start, sample.delivered, unit))).sort((a, b) => a - b);
  return { unit, shipments: samples.length, median: percentile(days, 50), low: percentile(days, 10), high: percentile(days, 90) };
}
