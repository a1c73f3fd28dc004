import {
  INVOICE_ACTIONS,
  INVOICE_RULE_AMOUNT_MAX,
  INVOICE_RULE_NAME_MAX,
  INVOICE_RULE_PERCENT_MAX,
  INVOICE_SURCHARGE_TYPES,
  type InvoiceSurchargeType,
  type TInvoiceRule,
  type TInvoiceRuleBodyInput,
} from '@freight/contracts';
import { z } from 'zod';

const DECIMAL = /^\d+([.,]\d{1,2})?$/;
const readDecimal = (text: string) => Number(text.trim().replace(',', '.'));

/** A threshold as typed: blank for none, else a number with at most two decimals (point or comma). */
const threshold = (maximum: number) =>
  z
    .string()
    .refine((text) => text.trim() === '' || DECIMAL.test(text.trim()), { message: 'validation.two_decimals' })
    .refine((text) => !DECIMAL.test(text.trim()) || readDecimal(text) <= maximum, { message: 'validation.threshold_too_big' });

/** The rule form: choices as text ('' for any), thresholds as the user typed them. */
export const ZInvoiceRuleForm = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(INVOICE_RULE_NAME_MAX, { message: 'validation.too_long' }),
  carrier_id: z.string(),
  surcharge_type: z.union([z.literal(''), z.enum(INVOICE_SURCHARGE_TYPES)]),
  deviation_percent_above: threshold(INVOICE_RULE_PERCENT_MAX),
  deviation_amount_above: threshold(INVOICE_RULE_AMOUNT_MAX),
  action: z.enum(INVOICE_ACTIONS),
  notify_site_users: z.boolean(),
});
export type InvoiceRuleForm = z.infer<typeof ZInvoiceRuleForm>;

export const ruleFormValues = (rule: TInvoiceRule | null): InvoiceRuleForm => ({
  name: rule?.name ?? '',
  carrier_id: rule?.carrier_id === null || rule === null ? '' : String(rule.carrier_id),
  surcharge_type: rule?.surcharge_type ?? '',
  deviation_percent_above: rule?.deviation_percent_above === null || rule === null ? '' : String(rule.deviation_percent_above),
  deviation_amount_above: rule?.deviation_amount_above === null || rule === null ? '' : String(rule.deviation_amount_above),
  action: rule?.action ?? 'hold',
  notify_site_users: rule?.notify_site_users ?? false,
});

const optionalNumber = (text: string) => (text.trim() === '' ? null : readDecimal(text));

/** The body the server takes: blanks are "any" or "no threshold". */
export const ruleBody = (form: InvoiceRuleForm): TInvoiceRuleBodyInput => ({
  name: form.name.trim(),
  carrier_id: form.carrier_id === '' ? null : Number(form.carrier_id),
  surcharge_type: form.surcharge_type === '' ? null : (form.surcharge_type as InvoiceSurchargeType),
  deviation_percent_above: optionalNumber(form.deviation_percent_above),
  deviation_amount_above: optionalNumber(form.deviation_amount_above),
  action: form.action,
  notify_site_users: form.notify_site_users,
});
