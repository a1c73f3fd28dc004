import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntity } from '@freight/contracts';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditEventFilter {
  entity: AuditEntity;
  entityId: string;
  /** Only this organization's events; null reads every organization's and the platform's. */
  organizationId: number | null;
}

function whereOf(filter: AuditEventFilter): SQL | undefined {
  return and(
    eq(auditEvents.entity, filter.entity),
    eq(auditEvents.entity_id, filter.entityId),
    filter.organizationId === null ? undefined : eq(auditEvents.organization_id, filter.organizationId),
  );
}

export async function listAuditEvents(db: Database, filter: AuditEventFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
