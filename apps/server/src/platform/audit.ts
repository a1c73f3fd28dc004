import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@freight/contracts';
import type { Executor } from '../db/client';
import { auditEvents, users, type AuditChanges } from '../db/schema';
import type { SignedInContext } from './request-context';

/** Columns never copied into the trail: secrets, and bookkeeping every write touches. */
const UNRECORDED = /(password|secret|token|hash|private_key|api_key)/i;
const BOOKKEEPING = new Set(['created_at', 'updated_at']);

type Row = Record<string, unknown>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields whose values differ, each with its value before and after. */
export function auditChanges(before: Row | null | undefined, after: Row | null | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (UNRECORDED.test(field) || BOOKKEEPING.has(field)) continue;
    const from = comparable(before?.[field]);
    const to = comparable(after?.[field]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = { ...(before ? { from: from ?? null } : {}), ...(after ? { to: to ?? null } : {}) };
  }
  return changes;
}

export interface AuditRecord {
  entity: AuditEntity;
  entityId: string | number;
  action: AuditAction;
  /** The client organization the record belongs to; null for the platform's own data. */
  organizationId: number | null;
  before?: Row | null;
  after?: Row | null;
  /** What the record is called, e.g. the site's name. */
  label?: string | null;
}

/**
 * Records who changed what. Call it with the transaction of the change, so the trail and the
 * record never disagree. An update that changed nothing leaves no entry.
 */
export async function recordAudit(db: Executor, ctx: SignedInContext, record: AuditRecord): Promise<void> {
  const changes = auditChanges(record.before, record.after);
  if (record.action === 'update' && Object.keys(changes).length === 0) return;
  await db.insert(auditEvents).values({
    organization_id: record.organizationId,
    entity: record.entity,
    entity_id: String(record.entityId),
    action: record.action,
    label: record.label ?? null,
    actor_user_id: ctx.actor.userId,
    actor_name: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${ctx.actor.userId}), '')`,
    changes,
    request_id: ctx.requestId,
  });
}
