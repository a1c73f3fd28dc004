import { z } from 'zod';
import { ZFormInt } from '../common/numbers';
import { listResponse } from '../common/list';

/** The records whose every create, update and delete is kept in the audit trail. */
export const AUDIT_ENTITIES = [
  'organization',
  'site',
  'user',
  'role',
  'site_applications',
  'carrier',
  'carrier_service',
  'carrier_detector',
  'status_dictionary',
  'good_type',
  'translation',
  'agent',
  'sftp_account',
  'identity_provider',
  'report',
  'site_exception_settings',
  'template_type',
  'invoice_rule',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's value before and after; a created record has no `from`, a deleted one no `to`. */
export const ZAuditChange = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const ZAuditEvent = z.object({
  id: z.number().int(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What the record was called when it changed, so a deleted record still reads well. */
  label: z.string().nullable(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  changes: z.record(z.string(), ZAuditChange),
  created_at: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventsQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().trim().min(1).max(100),
  page: ZFormInt.min(1).default(1),
  pageSize: ZFormInt.min(1).max(200).default(50),
});
export type TAuditEventsQuery = z.output<typeof ZAuditEventsQuery>;

export const ZAuditEventsResponse = listResponse(ZAuditEvent);
export type TAuditEventsResponse = z.infer<typeof ZAuditEventsResponse>;
