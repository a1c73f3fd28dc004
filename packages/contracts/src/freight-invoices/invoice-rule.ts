import { z } from 'zod';
import { INVOICE_SURCHARGE_TYPES } from '../bookings/flow';
import { dataResponse, listResponse } from '../common/list';
import { ZId } from '../common/numbers';
import { requiredText } from '../common/text';

/** What a rule does with a carrier's invoice of a shipment. */
export const INVOICE_ACTIONS = ['approve', 'hold', 'dispute'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** Where a shipment's freight invoice stands after its check or a person's decision. */
export const FREIGHT_INVOICE_STATUSES = ['approved', 'on_hold', 'disputed'] as const;
export type FreightInvoiceStatus = (typeof FREIGHT_INVOICE_STATUSES)[number];

export const INVOICE_RULE_NAME_MAX = 100;
/** An organization keeps a short ordered list; the first rule that matches decides. */
export const INVOICE_RULES_MAX = 100;
export const INVOICE_RULE_PERCENT_MAX = 1000;
export const INVOICE_RULE_AMOUNT_MAX = 100_000_000;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A threshold typed with at most two decimals: a percent or an amount in the invoice's currency. */
const threshold = (max: number) =>
  z
    .number()
    .min(0, { message: 'validation.not_negative' })
    .max(max, { message: 'validation.too_big' })
    .refine(twoDecimals, { message: 'validation.two_decimals' })
    .nullable();

/**
 * A rule of Admin › Invoice actions. Its conditions are all optional: no carrier or surcharge
 * type means any, and a deviation condition matches when the invoiced amount differs from the
 * booked price by more than the percent or amount (both must hold when both are given).
 */
export const ZInvoiceRuleBody = z.object({
  name: requiredText(INVOICE_RULE_NAME_MAX),
  carrier_id: ZId.nullable(),
  surcharge_type: z.enum(INVOICE_SURCHARGE_TYPES).nullable(),
  deviation_percent_above: threshold(INVOICE_RULE_PERCENT_MAX),
  deviation_amount_above: threshold(INVOICE_RULE_AMOUNT_MAX),
  action: z.enum(INVOICE_ACTIONS),
  /** Tell the users of the shipment's site what the rule decided. */
  notify_site_users: z.boolean(),
  /** A god user keeps the rules of the organization named here; others keep their own. */
  organization_id: ZId.optional(),
});
export type TInvoiceRuleBody = z.output<typeof ZInvoiceRuleBody>;
export type TInvoiceRuleBodyInput = z.input<typeof ZInvoiceRuleBody>;

export const ZInvoiceRule = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  /** The rule's place in its organization's order, from 1. */
  position: z.number().int(),
  name: z.string(),
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  surcharge_type: z.enum(INVOICE_SURCHARGE_TYPES).nullable(),
  deviation_percent_above: z.number().nullable(),
  deviation_amount_above: z.number().nullable(),
  action: z.enum(INVOICE_ACTIONS),
  notify_site_users: z.boolean(),
  updated_at: z.string(),
});
export type TInvoiceRule = z.infer<typeof ZInvoiceRule>;
export const ZInvoiceRuleResponse = dataResponse(ZInvoiceRule);

/** The ordered rules of one organization; few enough to show on one page. */
export const ZListInvoiceRulesResponse = listResponse(ZInvoiceRule);
export type TListInvoiceRulesResponse = z.infer<typeof ZListInvoiceRulesResponse>;

/** The organization's rules in their new order: every rule once. */
export const ZReorderInvoiceRulesBody = z.object({
  ids: z.array(ZId).min(1).max(INVOICE_RULES_MAX),
  organization_id: ZId.optional(),
});
export type TReorderInvoiceRulesBody = z.output<typeof ZReorderInvoiceRulesBody>;
