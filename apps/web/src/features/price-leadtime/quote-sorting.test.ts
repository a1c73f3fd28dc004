import type { TQuote } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { sortQuotes } from './quote-sorting';

const quote = (name: string, rank: number, total: number, co2eKg: number | null) =>
  ({ rank, service: { name }, price: { total, currency: 'SEK' }, delivery_date: '2030-01-10', co2e_kg: co2eKg }) as unknown as TQuote;

describe('sorting quotes by emissions', () => {
  it('puts the lowest CO2e first, the cheaper on a tie, and unknown CO2e last', () => {
    const quotes = [quote('air', 1, 100, 420.5), quote('unknown', 2, 50, null), quote('rail', 3, 300, 12.2), quote('road', 4, 200, 12.2)];
    expect(sortQuotes(quotes, 'co2e').map((entry) => entry.service.name)).toEqual(['road', 'rail', 'air', 'unknown']);
  });
});
