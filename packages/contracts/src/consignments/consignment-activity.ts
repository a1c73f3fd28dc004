import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { CONSIGNMENT_STATUSES } from './consignment';

const ZMoment = z.iso.datetime({ offset: true, message: 'validation.date' });
/** A moment still to come; a minute's grace covers the time between picking it and saving. */
const ZFutureMoment = ZMoment.refine((value) => Date.parse(value) > Date.now() - 60_000, { message: 'validation.future' });
const ZText = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);

export const EXCEPTION_STATES = ['open', 'investigating', 'resolved'] as const;
export const EXCEPTION_TYPES = ['DAMAGE', 'DELAY', 'LOST', 'FAILED_DELIVERY', 'CUSTOMS_HOLD', 'ADDRESS_ISSUE', 'OTHER'] as const;

export const ZComment = z.object({
  id: z.number().int(),
  body: z.string(),
  is_internal: z.boolean(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZAddCommentBody = z.object({ body: ZText(5000), is_internal: z.boolean().default(true) });

export const ZAddEventBody = z.object({
  occurred_at: ZMoment,
  status: z.enum(CONSIGNMENT_STATUSES).nullable().default(null),
  description: ZText(500),
  city: z.string().trim().max(100).nullable().default(null),
  countrycode: z.string().trim().length(2).toUpperCase().nullable().default(null),
});
export type TAddEventBody = z.input<typeof ZAddEventBody>;

export const ZReminder = z.object({
  id: z.number().int(),
  remind_at: z.string(),
  text: z.string(),
  done_at: z.string().nullable(),
  author: z.string().nullable(),
  is_expired: z.boolean(),
});
export type TReminder = z.infer<typeof ZReminder>;
export const ZAddReminderBody = z.object({ remind_at: ZFutureMoment, text: ZText(500) });
export const ZBatchReminderBody = ZAddReminderBody.extend({ uuids: z.array(z.uuid()).min(1).max(1000) });

export const ZSnoozeBody = z.object({ until: ZMoment });

export const ZException = z.object({
  id: z.number().int(),
  type: z.string(),
  state: z.enum(EXCEPTION_STATES),
  description: z.string().nullable(),
  owner: z.string().nullable(),
  claim_reference: z.string().nullable(),
  forwarded_to: z.string().nullable(),
  resolution: z.string().nullable(),
  opened_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type TException = z.infer<typeof ZException>;
export const ZRaiseExceptionBody = z.object({ type: z.enum(EXCEPTION_TYPES), description: ZText(2000) });
export const ZResolveExceptionBody = z.object({ resolution: ZText(2000) });
export const ZForwardExceptionBody = z.object({
  email: z.email({ message: 'validation.email' }),
  message: z.string().trim().max(2000).default(''),
});
export const ZClaimExceptionBody = z.object({ claim_reference: ZText(100) });

export const ZDocument = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  uploaded_by: z.string().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** A user who may own a shipment: one who sees it. */
export const ZOwnerCandidate = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TOwnerCandidate = z.infer<typeof ZOwnerCandidate>;

export const ZShareLink = z.object({ id: z.number().int(), uuid: z.string(), url: z.string(), created_at: z.string() });
export type TShareLink = z.infer<typeof ZShareLink>;

export const ZIdParam = z.object({ id: ZFormId });

/** What a share link shows a customer without an account. */
export const ZSharedConsignment = z.object({
  shipment_number: z.string(),
  status: z.string(),
  carrier_name: z.string().nullable(),
  transport_mode: z.string().nullable(),
  waybill_number: z.string().nullable(),
  /** The pickup and delivery places, with the postcode that tells an island's clock from the mainland's. */
  from: z.object({ city: z.string().nullable(), zip: z.string().nullable(), countrycode: z.string().nullable() }),
  to: z.object({ city: z.string().nullable(), zip: z.string().nullable(), countrycode: z.string().nullable() }),
  packages: z.number().int().nullable(),
  total_weight: z.number().nullable(),
  booked_at: z.string().nullable(),
  pickup_at: z.string().nullable(),
  pickup_until: z.string().nullable(),
  eta_at: z.string().nullable(),
  /** The end of a booked delivery window, eta_at its start. */
  eta_until: z.string().nullable(),
  delivered_at: z.string().nullable(),
  events: z.array(
    z.object({
      occurred_at: z.string(),
      status: z.string().nullable(),
      description: z.string().nullable(),
      city: z.string().nullable(),
      countrycode: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  comments: z.array(z.object({ body: z.string(), created_at: z.string() })),
});
export type TSharedConsignment = z.infer<typeof ZSharedConsignment>;

export const ZExceptionStatistics = z.object({
  data: z.object({
    open: z.number().int(),
    investigating: z.number().int(),
    resolved_last_30_days: z.number().int(),
    by_type: z.array(z.object({ type: z.string(), open: z.number().int(), investigating: z.number().int() })),
  }),
});
export type TExceptionStatistics = z.infer<typeof ZExceptionStatistics>;

export const ZSiteExceptionSettings = z.object({
  data: z.array(z.object({ exception_type: z.enum(EXCEPTION_TYPES), notify: z.boolean() })),
  /** The site the settings are of, for the page's heading. */
  site: z.object({ id: z.number().int(), name: z.string() }),
});
export type TSiteExceptionSettings = z.infer<typeof ZSiteExceptionSettings>;
export const ZUpdateSiteExceptionSettingsBody = z.object({
  settings: z.array(z.object({ exception_type: z.enum(EXCEPTION_TYPES), notify: z.boolean() })).max(EXCEPTION_TYPES.length),
});
export type TUpdateSiteExceptionSettingsBody = z.infer<typeof ZUpdateSiteExceptionSettingsBody>;
