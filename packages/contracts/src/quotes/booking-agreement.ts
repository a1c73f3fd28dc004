import { z } from 'zod';
import { ZId } from '../common/numbers';
import { listResponse } from '../common/list';
import { ZIsoDate } from './price-calculation';

/**
 * Booking agreements (API `booking/unifaun-agreement-rules`): which organization, or one of its
 * sites, may book a carrier service under which customer number, and when.
 */
export const ZBookingAgreement = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** Null: every site of the organization. */
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  carrier_service_id: z.number().int(),
  carrier_service_name: z.string(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  customer_number: z.string(),
  /** Inclusive; null means open-ended. */
  valid_from: ZIsoDate.nullable(),
  valid_to: ZIsoDate.nullable(),
  updated_at: z.string(),
});
export type TBookingAgreement = z.infer<typeof ZBookingAgreement>;

export const ZBookingAgreementBody = z
  .object({
    organization_id: ZId,
    site_id: ZId.nullable().default(null),
    carrier_service_id: ZId,
    customer_number: z.string().trim().min(1, { message: 'validation.required' }).max(50),
    valid_from: ZIsoDate.nullable().default(null),
    valid_to: ZIsoDate.nullable().default(null),
  })
  .superRefine((agreement, context) => {
    if (agreement.valid_from && agreement.valid_to && agreement.valid_to < agreement.valid_from) {
      context.addIssue({ code: 'custom', path: ['valid_to'], message: 'validation.date_order' });
    }
  });
export type TBookingAgreementBody = z.infer<typeof ZBookingAgreementBody>;
export type TBookingAgreementBodyInput = z.input<typeof ZBookingAgreementBody>;

/** Create (no id) or update (with id) many agreements at once; all land or none. */
export const ZBookingAgreementBatchBody = z.object({
  agreements: z
    .array(z.intersection(z.object({ id: ZId.optional() }), ZBookingAgreementBody))
    .min(1, { message: 'validation.required' })
    .max(500),
});
export type TBookingAgreementBatchBody = z.infer<typeof ZBookingAgreementBatchBody>;

/** Agreements removed together: all of them or, when one is unknown, none. */
export const ZBookingAgreementBatchDeleteBody = z.object({
  ids: z.array(ZId).min(1, { message: 'validation.required' }).max(500),
});
export type TBookingAgreementBatchDeleteBody = z.infer<typeof ZBookingAgreementBatchDeleteBody>;

export const ZBookingAgreementBatchResponse = z.object({ data: z.array(ZBookingAgreement) });
export const ZListBookingAgreementsResponse = listResponse(ZBookingAgreement);
export type TListBookingAgreementsResponse = z.infer<typeof ZListBookingAgreementsResponse>;
