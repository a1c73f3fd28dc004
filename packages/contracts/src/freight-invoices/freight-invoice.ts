import { z } from 'zod';
import { INVOICE_SURCHARGE_TYPES } from '../bookings/flow';
import { dataResponse } from '../common/list';
import { requiredText } from '../common/text';
import { ZIsoDate } from '../quotes/price-calculation';
import { FREIGHT_INVOICE_STATUSES, INVOICE_ACTIONS } from './invoice-rule';

export const FREIGHT_INVOICE_NUMBER_MAX = 50;
export const FREIGHT_INVOICE_LINES_MAX = 5000;
export const FREIGHT_INVOICE_COMMENT_MAX = 1000;
/** Columns of the invoice workbook, one row per invoice line; an invoice's own fields repeat on its rows. */
export const FREIGHT_INVOICE_COLUMNS = [
  'invoice_number',
  'invoice_date',
  'carrier',
  'currency',
  'shipment_number',
  'surcharge_type',
  'amount',
] as const;
export type FreightInvoiceColumn = (typeof FREIGHT_INVOICE_COLUMNS)[number];

/** One charge of the invoice: a shipment, what for, and the amount in the invoice's currency (major units). */
export const ZFreightInvoiceLineBody = z.object({
  shipment_number: requiredText(100),
  surcharge_type: z.enum(INVOICE_SURCHARGE_TYPES),
  amount: z.number().min(0, { message: 'validation.not_negative' }).max(100_000_000, { message: 'validation.too_big' }),
});

/** A carrier's freight invoice as a carrier's system or an integrator sends it. */
export const ZFreightInvoiceBody = z.object({
  invoice_number: requiredText(FREIGHT_INVOICE_NUMBER_MAX),
  invoice_date: ZIsoDate,
  /** The carrier's name as the portal knows it, any case. */
  carrier: requiredText(100),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.currency' })
    .transform((value) => value.toUpperCase()),
  lines: z.array(ZFreightInvoiceLineBody).min(1, { message: 'validation.required' }).max(FREIGHT_INVOICE_LINES_MAX),
});
export type TFreightInvoiceBody = z.output<typeof ZFreightInvoiceBody>;

export const ZInvoiceCheckSummary = z.object({
  shipment_number: z.string(),
  status: z.enum(FREIGHT_INVOICE_STATUSES),
});

export const ZImportedFreightInvoice = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  carrier: z.string(),
  /** False when the carrier's invoice of that number was already in: it is answered as it stands, not added again. */
  created: z.boolean(),
  shipments: z.array(ZInvoiceCheckSummary),
});
export const ZFreightInvoiceImportResult = z.object({ invoices: z.array(ZImportedFreightInvoice) });
export type TFreightInvoiceImportResult = z.infer<typeof ZFreightInvoiceImportResult>;
export const ZFreightInvoiceImportResponse = dataResponse(ZFreightInvoiceImportResult);

/** One shipment's part of a carrier invoice, checked against what was booked. */
export const ZShipmentFreightInvoice = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  carrier_name: z.string(),
  currency: z.string(),
  lines: z.array(z.object({ surcharge_type: z.enum(INVOICE_SURCHARGE_TYPES), amount: z.number().int() })),
  /** Amounts in minor units of their currency. */
  invoiced_amount: z.number().int(),
  booked_amount: z.number().int().nullable(),
  booked_currency: z.string().nullable(),
  quoted_amount: z.number().int().nullable(),
  /** Invoiced less booked; null when there is no booked price in the invoice's currency. */
  deviation_amount: z.number().int().nullable(),
  /** The deviation in hundredths of a percent of the booked price. */
  deviation_basis_points: z.number().int().nullable(),
  /** Surcharge types invoiced that the booked price did not include. */
  unbooked_types: z.array(z.enum(INVOICE_SURCHARGE_TYPES)),
  status: z.enum(FREIGHT_INVOICE_STATUSES),
  /** The rule that decided, or null when no rule matched (or a person decided after it). */
  rule_name: z.string().nullable(),
  rule_action: z.enum(INVOICE_ACTIONS).nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  comment: z.string().nullable(),
  received_at: z.string(),
});
export type TShipmentFreightInvoice = z.infer<typeof ZShipmentFreightInvoice>;
export const ZShipmentFreightInvoicesResponse = z.object({
  data: z.array(ZShipmentFreightInvoice),
  /** Whether the reader may approve or dispute a held invoice. */
  can_decide: z.boolean(),
});
export type TShipmentFreightInvoicesResponse = z.infer<typeof ZShipmentFreightInvoicesResponse>;

/** A person's decision on a held invoice, with the reason. */
export const ZFreightInvoiceDecisionBody = z.object({
  decision: z.enum(['approve', 'dispute']),
  comment: requiredText(FREIGHT_INVOICE_COMMENT_MAX),
});
export type TFreightInvoiceDecisionBody = z.output<typeof ZFreightInvoiceDecisionBody>;
export const ZFreightInvoiceCheckParams = z.object({ uuid: z.uuid(), checkId: z.coerce.number().int().positive().max(2_147_483_647) });
