import { and, count, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { frontNotifications } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { ValidationError } from '../../platform/errors';
import { ownRowsScope, type Scope } from '../../platform/tenancy';

function dayBound(value: string | string[], condition: (day: string) => SQL): SQL {
  const day = Array.isArray(value) ? value[0] : value;
  const calendarDay =
    day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day);
  if (!calendarDay) throw new ValidationError({ filters: ['validation.date'] });
  return condition(day);
}

export const notificationList: ListDefinition = {
  sortable: {
    id: frontNotifications.id,
    created_at: frontNotifications.created_at,
    updated_at: frontNotifications.updated_at,
    read_at: frontNotifications.read_at,
  },
  filters: {
    read: {
      build: (value) => {
        const wanted = Array.isArray(value) ? value[0] : value;
        if (wanted === '1' || wanted === 'true') return isNotNull(frontNotifications.read_at);
        if (wanted === '0' || wanted === 'false') return isNull(frontNotifications.read_at);
        return undefined;
      },
    },
    type: { column: frontNotifications.event_type, type: 'text', operators: ['=', 'in'] },
    // Whole days (UTC): a notice of the last day chosen is in.
    from: { build: (value) => dayBound(value, (day) => sql`${frontNotifications.created_at} >= ${day}::date`) },
    to: { build: (value) => dayBound(value, (day) => sql`${frontNotifications.created_at} < ${day}::date + 1`) },
  },
  search: [frontNotifications.subject, frontNotifications.content],
  tieBreaker: frontNotifications.id,
};

export async function listNotifications(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(frontNotifications).$dynamic(), plan),
    db.$count(frontNotifications, plan.where),
  ]);
  return { rows, total };
}

/** A user's own notifications only, whatever their level. */
export function ownNotifications(scope: Scope): SQL {
  return ownRowsScope(scope, { organizationId: frontNotifications.organization_id, userId: frontNotifications.user_id });
}

export async function markRead(db: Executor, scope: Scope, ids: number[]) {
  const now = new Date();
  const rows = await db
    .update(frontNotifications)
    .set({ read_at: now, updated_at: now })
    .where(and(ownNotifications(scope), inArray(frontNotifications.id, ids), isNull(frontNotifications.read_at)))
    .returning({ id: frontNotifications.id });
  return rows.map((row) => row.id);
}

export async function insertNotifications(db: Executor, values: (typeof frontNotifications.$inferInsert)[]) {
  if (values.length > 0) await db.insert(frontNotifications).values(values);
}

export async function markAllRead(db: Executor, where: SQL | undefined) {
  const now = new Date();
  const rows = await db
    .update(frontNotifications)
    .set({ read_at: now, updated_at: now })
    .where(and(where, isNull(frontNotifications.read_at)))
    .returning({ id: frontNotifications.id });
  return rows.length;
}

export async function countByType(db: Executor, own: SQL) {
  return db
    .select({
      event_type: frontNotifications.event_type,
      count: count(),
      unread: sql<number>`count(*) filter (where ${frontNotifications.read_at} is null)`.mapWith(Number),
    })
    .from(frontNotifications)
    .where(own)
    .groupBy(frontNotifications.event_type)
    .orderBy(frontNotifications.event_type);
}
