import { describe, expect, it } from 'vitest';
import {
  average,
  costPerKg,
  intensityGPerTkm,
  isGoodTrend,
  LEAD_TIME_BUCKETS,
  leadTimeBucket,
  onTimeShare,
  percentileFromHistogram,
  previousMonths,
  priceAgainstQuote,
  trendAgainst,
  wholeMonths,
} from './measures';

const histogram = (entries: Record<number, number>) => LEAD_TIME_BUCKETS.map((_, index) => entries[index] ?? 0);

describe('onTimeShare', () => {
  it('is the share of promised deliveries that came by the promised date', () => {
    expect(onTimeShare(3, 4)).toBe(0.75);
    expect(onTimeShare(0, 5)).toBe(0);
  });

  it('says nothing when no delivery had a promised date', () => {
    expect(onTimeShare(0, 0)).toBeNull();
  });
});

describe('percentileFromHistogram', () => {
  it('answers the last day of the bucket that reaches the share', () => {
    // 2 shipments in 1 day, 6 in 2 days, 2 in 8–10 days.
    const counts = histogram({ 1: 2, 2: 6, 7: 2 });
    expect(percentileFromHistogram(counts, 0.2)).toBe(1);
    expect(percentileFromHistogram(counts, 0.5)).toBe(2);
    expect(percentileFromHistogram(counts, 0.8)).toBe(2);
    expect(percentileFromHistogram(counts, 0.9)).toBe(10);
    expect(percentileFromHistogram(counts, 1)).toBe(10);
  });

  it('answers the first day of the open last bucket', () => {
    expect(percentileFromHistogram(histogram({ 11: 1 }), 0.5)).toBe(36);
  });

  it('is null for an empty histogram', () => {
    expect(percentileFromHistogram(histogram({}), 0.5)).toBeNull();
  });
});

describe('leadTimeBucket', () => {
  it('puts a lead time in the bucket of its day', () => {
    expect(leadTimeBucket(-1)).toBe(0);
    expect(leadTimeBucket(0)).toBe(0);
    expect(leadTimeBucket(7)).toBe(6);
    expect(leadTimeBucket(9)).toBe(7);
    expect(leadTimeBucket(35)).toBe(10);
    expect(leadTimeBucket(400)).toBe(11);
  });
});

describe('costPerKg and averages', () => {
  it('divides the booked price by the chargeable weight', () => {
    expect(costPerKg(1500, 600)).toBe(2.5);
    expect(costPerKg(1500, 0)).toBeNull();
  });

  it('averages a total over a count', () => {
    expect(average(12, 4)).toBe(3);
    expect(average(0, 0)).toBeNull();
  });

  it('compares the booked price with the quote', () => {
    expect(priceAgainstQuote(1100, 1000)).toBeCloseTo(0.1);
    expect(priceAgainstQuote(900, 1000)).toBeCloseTo(-0.1);
    expect(priceAgainstQuote(900, 0)).toBeNull();
  });
});

describe('intensityGPerTkm', () => {
  it('is grams of CO2e per tonne-kilometre, and nothing without transport work', () => {
    expect(intensityGPerTkm(62, 1000)).toBe(62);
    expect(intensityGPerTkm(5, 0)).toBeNull();
  });
});

describe('trends', () => {
  it('goes UP or DOWN against the previous period, and nowhere when equal or unknown', () => {
    expect(trendAgainst(12, 10)).toBe('UP');
    expect(trendAgainst(8, 10)).toBe('DOWN');
    expect(trendAgainst(10, 10)).toBeNull();
    expect(trendAgainst(10, null)).toBeNull();
  });

  it('is good news when it goes the way the measure is better', () => {
    expect(isGoodTrend('UP', 'up')).toBe(true);
    expect(isGoodTrend('UP', 'down')).toBe(false);
    expect(isGoodTrend('DOWN', 'down')).toBe(true);
    expect(isGoodTrend('DOWN', undefined)).toBeNull();
  });
});

describe('whole months', () => {
  it('widens a period to the months it touches, and gives as many months before it', () => {
    expect(wholeMonths({ from: '2025-12-15', to: '2026-02-03' })).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(previousMonths({ from: '2025-12-01', to: '2026-02-28' })).toEqual({ from: '2025-09-01', to: '2025-11-30' });
    expect(previousMonths({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});
