import { z } from 'zod';
import { ZId } from '../common/numbers';
import { CONSIGNMENT_DIRECTIONS } from './consignment';

/** Shipment fields import rules may look at. */
export const IMPORT_RULE_FIELDS = [
  'consignor_name',
  'consignor_zip',
  'consignor_city',
  'consignor_countrycode',
  'consignee_name',
  'consignee_zip',
  'consignee_city',
  'consignee_countrycode',
  'consignor_reference',
  'consignee_reference',
  'carrier',
] as const;
export const IMPORT_RULE_OPERATORS = ['equals', 'contains', 'starts_with'] as const;
/** site: where a new shipment lands; direction: inbound or outbound; sharing: a further site that sees it. */
export const IMPORT_RULE_KINDS = ['site', 'direction', 'sharing'] as const;

export const ZImportRule = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_RULE_KINDS),
  field: z.enum(IMPORT_RULE_FIELDS),
  operator: z.enum(IMPORT_RULE_OPERATORS),
  value: z.string(),
  site_id: z.number().int().nullable(),
  direction: z.enum(CONSIGNMENT_DIRECTIONS).nullable(),
  priority: z.number().int(),
  updated_at: z.string(),
});
export type TImportRule = z.infer<typeof ZImportRule>;

/** A rule that places, directs or shares shipments by one of their fields. */
export const ZImportRuleBody = z
  .object({
    kind: z.enum(IMPORT_RULE_KINDS),
    field: z.enum(IMPORT_RULE_FIELDS),
    operator: z.enum(IMPORT_RULE_OPERATORS),
    value: z.string().trim().min(1, { message: 'validation.required' }).max(200),
    site_id: ZId.nullable().default(null),
    direction: z.enum(CONSIGNMENT_DIRECTIONS).nullable().default(null),
    priority: z.number().int().min(0).max(10_000).default(100),
  })
  .superRefine((rule, context) => {
    if (rule.kind !== 'direction' && rule.site_id === null)
      context.addIssue({ code: 'custom', path: ['site_id'], message: 'validation.required' });
    if (rule.kind === 'direction' && rule.direction === null)
      context.addIssue({ code: 'custom', path: ['direction'], message: 'validation.required' });
  });
export type TImportRuleBody = z.input<typeof ZImportRuleBody>;

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZCreateApiKeyBody = z.object({ name: z.string().trim().min(1, { message: 'validation.required' }).max(100) });
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** What re-applying the rules to the organization's imported shipments changed. */
export const ZRecalculateResult = z.object({
  examined: z.number().int(),
  sites_changed: z.number().int(),
  directions_changed: z.number().int(),
  carriers_detected: z.number().int(),
  shares_changed: z.number().int(),
});
export type TRecalculateResult = z.infer<typeof ZRecalculateResult>;
