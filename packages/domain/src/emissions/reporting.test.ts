import { describe, expect, it } from 'vitest';
import { DESNZ_2025 } from './default-factors';
import type { EmissionFactorSet } from './factors';
import { changeAgainst, daysOutsideWholeMonths, previousPeriod, railEquivalentKg, scope3CategoryOf, wholeMonthsOf } from './reporting';

describe('the scope 3 category of a shipment', () => {
  it('is 4 for inbound goods, whoever pays', () => {
    expect(scope3CategoryOf({ direction: 'inbound', terms_type: 'DAP', freight_payer: 'sender' })).toBe(4);
    expect(scope3CategoryOf({ direction: 'inbound', terms_type: 'EXW', freight_payer: null })).toBe(4);
  });

  it('is 9 for outbound goods the receiver pays for, by the booking’s payer first, else by an E or F Incoterm', () => {
    expect(scope3CategoryOf({ direction: 'outbound', terms_type: 'DAP', freight_payer: 'receiver' })).toBe(9);
    expect(scope3CategoryOf({ direction: 'outbound', terms_type: 'EXW', freight_payer: 'sender' })).toBe(4);
    for (const terms of ['EXW', 'fca', ' FOB ', 'FAS'])
      expect(scope3CategoryOf({ direction: 'outbound', terms_type: terms, freight_payer: null })).toBe(9);
  });

  it('is 4 for outbound goods the shipper pays for or without terms', () => {
    for (const terms of ['DAP', 'DDP', 'CPT', 'CIF', null])
      expect(scope3CategoryOf({ direction: 'outbound', terms_type: terms, freight_payer: null })).toBe(4);
    expect(scope3CategoryOf({ direction: null, terms_type: null, freight_payer: null })).toBe(4);
  });
});

describe('comparing periods', () => {
  it('takes the period of equal length just before', () => {
    // 91 days before 1 April.
    expect(previousPeriod('2026-04-01', '2026-06-30')).toEqual({ from: '2025-12-31', to: '2026-03-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('gives the change as a fraction, none against nothing', () => {
    expect(changeAgainst(150, 100)).toBe(0.5);
    expect(changeAgainst(50, 100)).toBe(-0.5);
    expect(changeAgainst(10, 0)).toBeNull();
  });
});

describe('the whole months of periods', () => {
  it('takes the months a period holds from their first to their last day, never one it cuts', () => {
    expect(wholeMonthsOf([{ from: '2026-01-01', to: '2026-03-31' }])).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(wholeMonthsOf([{ from: '2026-01-15', to: '2026-04-30' }])).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    expect(wholeMonthsOf([{ from: '2025-12-01', to: '2026-02-27' }])).toEqual(['2025-12-01', '2026-01-01']);
    expect(wholeMonthsOf([{ from: '2024-02-01', to: '2024-02-29' }])).toEqual(['2024-02-01']);
    expect(wholeMonthsOf([{ from: '2026-05-02', to: '2026-05-30' }])).toEqual([]);
  });

  it('leaves out a month two periods share', () => {
    const current = { from: '2025-12-01', to: '2026-11-27' };
    const previous = previousPeriod(current.from, current.to);
    const months = wholeMonthsOf([previous, current]);
    expect(months).toContain('2025-12-01');
    expect(months).not.toContain('2026-11-01');
    expect(months).not.toContain(previous.from.slice(0, 8) + '01');
    expect(months.every((month) => month >= previous.from)).toBe(true);
  });
});

describe('the days of periods outside their whole months', () => {
  it('lists the days a period cuts from its months, and none of a month it holds whole', () => {
    expect(daysOutsideWholeMonths([{ from: '2026-01-01', to: '2026-03-31' }])).toEqual([]);
    expect(daysOutsideWholeMonths([{ from: '2026-01-30', to: '2026-03-02' }])).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOutsideWholeMonths([{ from: '2024-02-27', to: '2024-02-29' }])).toEqual(['2024-02-27', '2024-02-28', '2024-02-29']);
    expect(daysOutsideWholeMonths([{ from: '2025-12-01', to: '2026-01-31' }])).toEqual([]);
  });

  it('together with the whole months covers every day of the periods once', () => {
    const current = { from: '2025-12-01', to: '2026-11-27' };
    const periods = [previousPeriod(current.from, current.to), current];
    const days = daysOutsideWholeMonths(periods);
    const months = wholeMonthsOf(periods);
    const covered = new Set(days);
    expect(covered.size).toBe(days.length);
    for (const period of periods) {
      for (let time = Date.parse(`${period.from}T00:00:00Z`); time <= Date.parse(`${period.to}T00:00:00Z`); time += 86_400_000) {
        const day = new Date(time).toISOString().slice(0, 10);
        expect(covered.has(day) !== months.includes(`${day.slice(0, 7)}-01`)).toBe(true);
      }
    }
  });
});

describe('moving road tonne-km to rail', () => {
  it('applies the set’s rail factor with its distance adjustment', () => {
    // DESNZ 2025 freight train: 34.7 g WTW per actual t-km, no adjustment for rail: 10,000 t-km → 347 kg.
    expect(railEquivalentKg({ tkm: 10_000, co2e_wtw_kg: 1_396.5 }, DESNZ_2025)).toBe(347);
  });

  it('takes the rail factor of the default set when the road figures’ set has none', () => {
    const roadOnly: EmissionFactorSet = {
      ...DESNZ_2025,
      name: 'Carrier primary data',
      factors: DESNZ_2025.factors.filter((factor) => factor.kind !== 'leg' || factor.mode === 'road'),
    };
    expect(railEquivalentKg({ tkm: 1000, co2e_wtw_kg: 133 }, roadOnly)).toBe(34.7);
    const ownRail: EmissionFactorSet = {
      ...roadOnly,
      factors: [
        {
          kind: 'leg',
          label: 'Electric train',
          mode: 'rail',
          vehicle_class: null,
          fuel: null,
          region: null,
          wtw: 10,
          ttw: 0,
          distance_basis: 'sfd',
        },
      ],
    };
    expect(railEquivalentKg({ tkm: 1000, co2e_wtw_kg: 133 }, ownRail)).toBe(10);
  });
});
