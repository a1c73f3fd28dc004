import { describe, expect, it } from 'vitest';
import { checkInvoice, decideInvoice, type InvoiceRuleConditions } from './invoice-check';

const booked = { amount: 100_000, currency: 'SEK' };
const base = { currency: 'SEK', booked, quotedAmount: 98_000, bookedTypes: ['freight', 'fuel_surcharge'] as const };

const rule = (over: Partial<InvoiceRuleConditions>): InvoiceRuleConditions => ({
  id: 1,
  carrierId: null,
  surchargeType: null,
  deviationPercentAbove: null,
  deviationAmountAbove: null,
  action: 'hold',
  ...over,
});

describe('checking a shipment invoice against its booking', () => {
  it('sums the lines and measures the deviation in amount and hundredths of a percent', () => {
    const check = checkInvoice({
      ...base,
      lines: [
        { surchargeType: 'freight', amount: 90_000 },
        { surchargeType: 'fuel_surcharge', amount: 12_345 },
      ],
    });
    expect(check).toMatchObject({ invoicedAmount: 102_345, deviationAmount: 2_345, deviationBasisPoints: 235, unbookedTypes: [] });
  });

  it('rounds the percent half away from zero, below the booked price too', () => {
    expect(checkInvoice({ ...base, lines: [{ surchargeType: 'freight', amount: 99_995 }] }).deviationBasisPoints).toBe(-1);
    expect(
      checkInvoice({ ...base, booked: { amount: 3, currency: 'SEK' }, lines: [{ surchargeType: 'freight', amount: 4 }] })
        .deviationBasisPoints,
    ).toBe(3333);
  });

  it('names surcharge types charged that the booked price did not include, once each', () => {
    const check = checkInvoice({
      ...base,
      lines: [
        { surchargeType: 'freight', amount: 100_000 },
        { surchargeType: 'outer_area', amount: 5_000 },
        { surchargeType: 'outer_area', amount: 1_000 },
        { surchargeType: 'road_tax', amount: 0 },
      ],
    });
    expect(check.unbookedTypes).toEqual(['outer_area']);
    expect(check.chargedTypes).toEqual(['freight', 'outer_area']);
  });

  it('measures nothing when the booking has no price or another currency', () => {
    const lines = [{ surchargeType: 'freight' as const, amount: 100_000 }];
    expect(checkInvoice({ ...base, booked: null, lines })).toMatchObject({ deviationAmount: null, deviationBasisPoints: null });
    expect(checkInvoice({ ...base, currency: 'EUR', lines }).deviationAmount).toBeNull();
  });
});

describe('deciding with the ordered rules', () => {
  const invoice = { carrierId: 7, currency: 'SEK', bookedAmount: 100_000 };
  const over = (amount: number) => checkInvoice({ ...base, lines: [{ surchargeType: 'freight', amount }] });

  it('approves an invoice as booked and holds any other when no rule matches', () => {
    expect(decideInvoice([], invoice, over(100_000))).toEqual({ action: 'approve', ruleId: null });
    expect(decideInvoice([], invoice, over(100_001))).toEqual({ action: 'hold', ruleId: null });
    const extra = checkInvoice({
      ...base,
      lines: [
        { surchargeType: 'freight', amount: 95_000 },
        { surchargeType: 'congestion_charge', amount: 5_000 },
      ],
    });
    expect(decideInvoice([], invoice, extra).action).toBe('hold');
  });

  it('lets the first matching rule decide', () => {
    const rules = [rule({ id: 1, deviationPercentAbove: 10, action: 'dispute' }), rule({ id: 2, action: 'approve' })];
    expect(decideInvoice(rules, invoice, over(111_000))).toEqual({ action: 'dispute', ruleId: 1 });
    expect(decideInvoice(rules, invoice, over(105_000))).toEqual({ action: 'approve', ruleId: 2 });
  });

  it('compares a percent exactly: the tolerance itself is within it', () => {
    const tolerance = [rule({ id: 3, deviationPercentAbove: 2.5, action: 'hold' })];
    expect(decideInvoice(tolerance, invoice, over(102_500)).ruleId).toBeNull();
    expect(decideInvoice(tolerance, invoice, over(102_501)).ruleId).toBe(3);
    expect(decideInvoice(tolerance, invoice, over(97_499)).ruleId).toBe(3);
  });

  it('reads an amount threshold in major units of the invoice currency, and needs both thresholds when both are given', () => {
    const both = [rule({ id: 4, deviationPercentAbove: 1, deviationAmountAbove: 50, action: 'dispute' })];
    expect(decideInvoice(both, invoice, over(106_000)).ruleId).toBe(4);
    expect(decideInvoice(both, invoice, over(104_000)).ruleId).toBeNull();
    const large = { amount: 1_000_000, currency: 'SEK' };
    const slightly = checkInvoice({ ...base, booked: large, lines: [{ surchargeType: 'freight', amount: 1_006_000 }] });
    expect(decideInvoice(both, { ...invoice, bookedAmount: large.amount }, slightly).ruleId).toBeNull();
    const amountOnly = [rule({ id: 5, deviationAmountAbove: 50 })];
    expect(decideInvoice(amountOnly, invoice, over(105_000)).ruleId).toBeNull();
    expect(decideInvoice(amountOnly, invoice, over(105_001)).ruleId).toBe(5);
  });

  it('matches by carrier and by a surcharge type charged', () => {
    const rules = [rule({ id: 6, carrierId: 8, action: 'approve' }), rule({ id: 7, surchargeType: 'outer_area', action: 'dispute' })];
    const outer = checkInvoice({
      ...base,
      lines: [
        { surchargeType: 'freight', amount: 100_000 },
        { surchargeType: 'outer_area', amount: 2_000 },
      ],
    });
    expect(decideInvoice(rules, invoice, outer)).toEqual({ action: 'dispute', ruleId: 7 });
    expect(decideInvoice(rules, { ...invoice, carrierId: 8 }, outer)).toEqual({ action: 'approve', ruleId: 6 });
  });

  it('counts a deviation that cannot be measured as above any threshold', () => {
    const unmeasured = checkInvoice({ ...base, booked: null, lines: [{ surchargeType: 'freight', amount: 1 }] });
    expect(decideInvoice([rule({ id: 9, deviationPercentAbove: 50 })], { ...invoice, bookedAmount: null }, unmeasured).ruleId).toBe(9);
    expect(decideInvoice([], { ...invoice, bookedAmount: null }, unmeasured).action).toBe('hold');
  });
});
