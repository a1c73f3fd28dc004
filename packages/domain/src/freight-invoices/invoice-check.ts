import type { InvoiceAction, InvoiceSurchargeType } from '@freight/contracts';
import { moneyFromMajor } from '../rates/money';

/*
 * A carrier's invoice of one shipment held against what was booked. Amounts are whole minor
 * units of their currency; percents are compared as exact fractions, never as floats, so a
 * deviation of exactly the tolerance is within it on every machine.
 */

export interface InvoicedLine {
  surchargeType: InvoiceSurchargeType;
  /** Minor units of the invoice's currency. */
  amount: number;
}

export interface BookedPrice {
  amount: number;
  currency: string;
}

export interface InvoiceCheckInput {
  currency: string;
  lines: readonly InvoicedLine[];
  booked: BookedPrice | null;
  /** The quoted price, in the booked price's currency. */
  quotedAmount: number | null;
  /** The surcharge types the booked price was made of. */
  bookedTypes: readonly InvoiceSurchargeType[];
}

export interface InvoiceCheck {
  invoicedAmount: number;
  /** Invoiced less booked, or null when nothing was booked in the invoice's currency. */
  deviationAmount: number | null;
  /** The deviation in hundredths of a percent of the booked price, rounded half away from zero. */
  deviationBasisPoints: number | null;
  /** Surcharge types charged that the booked price did not include, in the order of the lines. */
  unbookedTypes: InvoiceSurchargeType[];
  /** The surcharge types charged, each once. */
  chargedTypes: InvoiceSurchargeType[];
}

/** Integer division rounding half away from zero. */
function dividedRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

export function checkInvoice(input: InvoiceCheckInput): InvoiceCheck {
  const invoicedAmount = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const chargedTypes = [...new Set(input.lines.filter((line) => line.amount !== 0).map((line) => line.surchargeType))];
  const booked = new Set(input.bookedTypes);
  const unbookedTypes = chargedTypes.filter((type) => !booked.has(type));
  const comparable = input.booked !== null && input.booked.currency.toUpperCase() === input.currency.toUpperCase();
  if (!comparable) return { invoicedAmount, deviationAmount: null, deviationBasisPoints: null, unbookedTypes, chargedTypes };
  const bookedAmount = input.booked!.amount;
  const deviationAmount = invoicedAmount - bookedAmount;
  // A booked price of nothing makes every charge a deviation of no measurable percent.
  const deviationBasisPoints = bookedAmount === 0 ? null : Number(dividedRounded(BigInt(deviationAmount) * 10_000n, BigInt(bookedAmount)));
  return { invoicedAmount, deviationAmount, deviationBasisPoints, unbookedTypes, chargedTypes };
}

export interface InvoiceRuleConditions {
  id: number;
  carrierId: number | null;
  surchargeType: InvoiceSurchargeType | null;
  /** Percent with at most two decimals. */
  deviationPercentAbove: number | null;
  /** Major units of the invoice's currency, at most two decimals. */
  deviationAmountAbove: number | null;
  action: InvoiceAction;
}

/** Whether the deviation exceeds the percent of the booked price, compared exactly: |d| × 100 > p × booked. */
function exceedsPercent(check: InvoiceCheck, bookedAmount: number | null, percent: number): boolean {
  if (check.deviationAmount === null || bookedAmount === null) return true;
  const deviation = BigInt(Math.abs(check.deviationAmount));
  const hundredths = BigInt(Math.round(percent * 100));
  return deviation * 10_000n > hundredths * BigInt(Math.abs(bookedAmount));
}

function exceedsAmount(check: InvoiceCheck, currency: string, amount: number): boolean {
  if (check.deviationAmount === null) return true;
  return Math.abs(check.deviationAmount) > moneyFromMajor(amount, currency).amount;
}

/**
 * Whether a rule applies to a shipment's invoice. A deviation that cannot be measured (nothing
 * booked in the invoice's currency) counts as above any threshold: it needs a look.
 */
export function ruleMatches(
  rule: InvoiceRuleConditions,
  invoice: { carrierId: number; currency: string; bookedAmount: number | null },
  check: InvoiceCheck,
): boolean {
  if (rule.carrierId !== null && rule.carrierId !== invoice.carrierId) return false;
  if (rule.surchargeType !== null && !check.chargedTypes.includes(rule.surchargeType)) return false;
  if (rule.deviationPercentAbove !== null && !exceedsPercent(check, invoice.bookedAmount, rule.deviationPercentAbove)) return false;
  if (rule.deviationAmountAbove !== null && !exceedsAmount(check, invoice.currency, rule.deviationAmountAbove)) return false;
  return true;
}

export interface InvoiceDecision {
  action: InvoiceAction;
  /** The rule that decided, or null when none matched. */
  ruleId: number | null;
}

/**
 * The first matching rule decides. With none, an invoice exactly as booked is approved and any
 * other (a deviation, a surcharge not booked, or nothing to compare with) is held for review.
 */
export function decideInvoice(
  rules: readonly InvoiceRuleConditions[],
  invoice: { carrierId: number; currency: string; bookedAmount: number | null },
  check: InvoiceCheck,
): InvoiceDecision {
  const rule = rules.find((candidate) => ruleMatches(candidate, invoice, check));
  if (rule) return { action: rule.action, ruleId: rule.id };
  const clean = check.deviationAmount === 0 && check.unbookedTypes.length === 0;
  return { action: clean ? 'approve' : 'hold', ruleId: null };
}

export const STATUS_OF_ACTION = { approve: 'approved', hold: 'on_hold', dispute: 'disputed' } as const;
