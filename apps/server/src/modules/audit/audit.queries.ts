import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntity } from '@freight/contracts';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

export interface AuditEventFilter {
  entity: AuditEntity;
  entityId: string;
}

/** A record's events in the scope: an organization's own, or on the platform every organization's and the platform's. */
function whereOf(scope: Scope, filter: AuditEventFilter): SQL | undefined {
  return and(
    eq(auditEvents.entity, filter.entity),
    eq(auditEvents.entity_id, filter.entityId),
    tenantScope(scope, { organizationId: auditEvents.organization_id }),
  );
}

export async function listAuditEvents(db: Database, scope: Scope, filter: AuditEventFilter, page: { limit: number; offset: number }) {
  const where = whereOf(scope, filter);
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
