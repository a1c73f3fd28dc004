import { describe, expect, it } from 'vitest';
import {
  addTransitDays,
  isProbablyLate,
  learnTransitStatistics,
  percentile,
  postcodeArea,
  predictDelivery,
  predictionAsOf,
  predictionGroups,
  statisticsLookup,
  summarizeTransits,
  transitDays,
  type TransitSummary,
} from './index';

describe('transit days', () => {
  it('counts working days Monday to Friday and calendar days as they are', () => {
    // Friday 2026-11-20 to Tuesday 2026-11-24
    expect(transitDays('2026-11-20', '2026-11-24', 'working_days')).toBe(2);
    expect(transitDays('2026-11-20', '2026-11-24', 'calendar_days')).toBe(4);
    expect(transitDays('2026-11-20', '2026-11-20', 'working_days')).toBe(0);
  });

  it('adds working days skipping weekends', () => {
    expect(addTransitDays('2026-11-20', 1, 'working_days')).toBe('2026-11-23');
    expect(addTransitDays('2026-11-20', 6, 'working_days')).toBe('2026-11-30');
    expect(addTransitDays('2026-11-20', 3, 'calendar_days')).toBe('2026-11-23');
    expect(addTransitDays('2026-11-21', 0, 'working_days')).toBe('2026-11-21');
  });
});

describe('percentiles', () => {
  it('gives the median and the 10th and 90th percentiles, interpolated', () => {
    const days = [1, 2, 2, 3, 3, 3, 4, 4, 5, 9];
    expect(percentile(days, 50)).toBe(3);
    expect(percentile(days, 10)).toBeCloseTo(1.9);
    expect(percentile(days, 90)).toBeCloseTo(5.4);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([7], 90)).toBe(7);
  });
});

describe('summarizing a group', () => {
  it('uses working days when deliveries skip weekends', () => {
    // Each picked up on a Friday and delivered the next Monday, Tuesday or Wednesday.
    const samples = [
      { start: '2026-11-06', delivered: '2026-11-09' },
      { start: '2026-11-13', delivered: '2026-11-17' },
      { start: '2026-11-20', delivered: '2026-11-25' },
    ];
    expect(summarizeTransits(samples)).toEqual({ unit: 'working_days', shipments: 3, median: 2, low: 1.2, high: 2.8 });
  });

  it('uses calendar days when the carrier delivers on weekends', () => {
    const samples = [
      { start: '2026-11-02', delivered: '2026-11-07' },
      { start: '2026-11-03', delivered: '2026-11-08' },
      { start: '2026-11-04', delivered: '2026-11-09' },
    ];
    expect(summarizeTransits(samples)?.unit).toBe('calendar_days');
    expect(summarizeTransits(samples)?.median).toBe(5);
  });

  it('says nothing without history', () => {
    expect(summarizeTransits([])).toBeNull();
  });
});

describe('prediction groups and fallback', () => {
  const subject = {
    carrierId: 7,
    serviceId: 70,
    mode: 'ROAD',
    from: { country: 'se', postcode: '417 55' },
    to: { country: 'NO', postcode: '0150' },
  };

  it('groups by service and lane, carrier and lane, carrier and countries, mode and countries', () => {
    expect(predictionGroups(subject)).toEqual([
      { basis: 'service_lane', key: '70|SE-41>NO-01' },
      { basis: 'carrier_lane', key: '7|SE-41>NO-01' },
      { basis: 'carrier_countries', key: '7|SE>NO' },
      { basis: 'mode_countries', key: 'ROAD|SE>NO' },
    ]);
    expect(postcodeArea('M1 1AD')).toBe('M1');
    expect(postcodeArea('1')).toBeNull();
    expect(predictionGroups({ ...subject, to: { country: 'NO', postcode: null } }).map((group) => group.basis)).toEqual([
      'carrier_countries',
      'mode_countries',
    ]);
    expect(predictionGroups({ ...subject, to: { country: null, postcode: '0150' } })).toEqual([]);
  });

  const summary = (shipments: number, median: number): TransitSummary => ({
    unit: 'working_days',
    shipments,
    median,
    low: median - 1,
    high: median + 1.5,
  });

  it('takes the narrowest group with enough deliveries', () => {
    const statistics = new Map([
      ['service_lane 70|SE-41>NO-01', summary(3, 1)],
      ['carrier_lane 7|SE-41>NO-01', summary(12, 2)],
      ['mode_countries ROAD|SE>NO', summary(400, 4)],
    ]);
    const predicted = predictDelivery('2026-11-20', predictionGroups(subject), (basis, key) => statistics.get(`${basis} ${key}`));
    expect(predicted).toEqual({
      date: '2026-11-24',
      earliest: '2026-11-23',
      latest: '2026-11-26',
      unit: 'working_days',
      basis: 'carrier_lane',
      shipments: 12,
    });
  });

  it('predicts nothing when no group has enough deliveries', () => {
    expect(predictDelivery('2026-11-20', predictionGroups(subject), () => summary(4, 2))).toBeNull();
  });

  it('never shows a day in the past for a shipment still under way', () => {
    const predicted = { date: '2026-11-24', earliest: '2026-11-23', latest: '2026-11-26' };
    expect(predictionAsOf(predicted, '2026-11-25')).toEqual({ date: '2026-11-25', earliest: '2026-11-25', latest: '2026-11-26' });
    expect(predictionAsOf(predicted, '2026-11-20')).toEqual(predicted);
  });

  it('flags a prediction after the promised day', () => {
    expect(isProbablyLate('2026-11-25', '2026-11-24')).toBe(true);
    expect(isProbablyLate('2026-11-24', '2026-11-24')).toBe(false);
    expect(isProbablyLate('2026-11-24', null)).toBe(false);
  });
});

describe('learning from history', () => {
  const shipment = (serviceId: number, toPostcode: string, delivered: string) => ({
    carrierId: 1,
    serviceId,
    mode: 'ROAD',
    from: { country: 'SE', postcode: '41755' },
    to: { country: 'NO', postcode: toPostcode },
    start: '2026-11-02',
    delivered,
  });

  it('keeps only groups with enough deliveries and predicts from the narrowest of them', () => {
    const history = [
      ...['2026-11-03', '2026-11-03', '2026-11-04', '2026-11-04', '2026-11-05'].map((day) => shipment(10, '0150', day)),
      ...['2026-11-06', '2026-11-06'].map((day) => shipment(11, '5003', day)),
    ];
    const statistics = learnTransitStatistics(history);
    expect(statistics.map((entry) => `${entry.basis} ${entry.key} ${entry.summary.shipments}`).sort()).toEqual([
      'carrier_countries 1|SE>NO 7',
      'carrier_lane 1|SE-41>NO-01 5',
      'mode_countries ROAD|SE>NO 7',
      'service_lane 10|SE-41>NO-01 5',
    ]);
    const lookup = statisticsLookup(statistics);
    const onLane = predictDelivery('2026-11-09', predictionGroups(shipment(10, '0150', '')), lookup);
    expect(onLane).toMatchObject({ basis: 'service_lane', date: '2026-11-11', shipments: 5 });
    const otherLane = predictDelivery('2026-11-09', predictionGroups(shipment(11, '5003', '')), lookup);
    expect(otherLane).toMatchObject({ basis: 'carrier_countries', shipments: 7 });
  });
});
