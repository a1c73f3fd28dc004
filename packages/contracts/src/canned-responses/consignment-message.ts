import { z } from 'zod';
import { ZId } from '../common/numbers';
import { requiredText } from '../common/text';
import { LOCALES } from '../locales';

export const MESSAGE_MAX_ATTACHMENTS = 10;

/**
 * `sending`: handed to the mail server and not yet answered; `logged`: kept in the portal's outbox,
 * as no mail server is set up. Only a `failed` message may be sent again.
 */
export const CONSIGNMENT_MESSAGE_STATUSES = ['sending', 'sent', 'logged', 'failed'] as const;
export type ConsignmentMessageStatus = (typeof CONSIGNMENT_MESSAGE_STATUSES)[number];

/** An e-mail sent from a shipment (`POST /api/consignments/{uuid}/canned-response`), as the user finally wrote it. */
export const ZSendConsignmentMessageBody = z.object({
  canned_response_id: ZId.nullable().default(null),
  to: z.email({ message: 'validation.email' }).max(200),
  locale: z.enum(LOCALES),
  subject: requiredText(300),
  body: requiredText(20_000),
  document_ids: z.array(ZId).max(MESSAGE_MAX_ATTACHMENTS).default([]),
});
export type TSendConsignmentMessageBody = z.input<typeof ZSendConsignmentMessageBody>;

/** An e-mail on a shipment's timeline: who sent what to whom, and whether it left. */
export const ZConsignmentMessage = z.object({
  id: z.number().int(),
  canned_response_id: z.number().int().nullable(),
  canned_response_name: z.string().nullable(),
  to: z.string(),
  locale: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ document_id: z.number().int(), filename: z.string() })),
  sent_by: z.string().nullable(),
  status: z.enum(CONSIGNMENT_MESSAGE_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TConsignmentMessage = z.infer<typeof ZConsignmentMessage>;
