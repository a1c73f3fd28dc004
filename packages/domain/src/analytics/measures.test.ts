import { describe, expect, it } from 'vitest';
import { average, costPerKg, LEAD_TIME_BUCKETS, leadTimeBucket, onTimeShare, percentileFromHistogram, priceAgainstQuote } from './measures';

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
