import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/client';
import {
  consignmentBookmarks,
  consignmentComments,
  consignmentDocuments,
  consignmentExceptions,
  consignmentReminders,
  consignments,
  consignmentShareLinks,
  consignmentViews,
  users,
  userSites,
} from '../../db/schema';

export async function findConsignmentRef(db: Executor, uuid: string, visible: SQL) {
  const [row] = await db
    .select({ id: consignments.id, organizationId: consignments.organization_id, siteId: consignments.site_id })
    .from(consignments)
    .where(and(eq(consignments.uuid, uuid), visible))
    .limit(1);
  return row;
}

export async function findConsignmentRefs(db: Executor, uuids: string[], visible: SQL) {
  if (uuids.length === 0) return [];
  return db
    .select({ id: consignments.id, organizationId: consignments.organization_id, uuid: consignments.uuid })
    .from(consignments)
    .where(and(inArray(consignments.uuid, uuids), visible));
}

const shipmentParam = sql.placeholder('consignmentId');
const userParam = sql.placeholder('userId');

/** What a shipment's page shows beside it, each list one prepared statement (every page view reads them). */
const activityStatements = preparedStatement((db) => ({
  comments: db
    .select({ comment: consignmentComments, author: users.name })
    .from(consignmentComments)
    .leftJoin(users, eq(users.id, consignmentComments.user_id))
    .where(eq(consignmentComments.consignment_id, shipmentParam))
    .orderBy(asc(consignmentComments.created_at), asc(consignmentComments.id))
    .prepare('consignment_activity_comments'),
  reminders: db
    .select({ reminder: consignmentReminders, author: users.name })
    .from(consignmentReminders)
    .leftJoin(users, eq(users.id, consignmentReminders.user_id))
    .where(and(eq(consignmentReminders.consignment_id, shipmentParam), eq(consignmentReminders.user_id, userParam)))
    .orderBy(asc(consignmentReminders.remind_at))
    .prepare('consignment_activity_reminders'),
  exceptions: db
    .select({ exception: consignmentExceptions, owner: users.name })
    .from(consignmentExceptions)
    .leftJoin(users, eq(users.id, consignmentExceptions.owner_user_id))
    .where(eq(consignmentExceptions.consignment_id, shipmentParam))
    .orderBy(desc(consignmentExceptions.opened_at))
    .prepare('consignment_activity_exceptions'),
  documents: db
    .select({ document: consignmentDocuments, uploader: users.name })
    .from(consignmentDocuments)
    .leftJoin(users, eq(users.id, consignmentDocuments.uploaded_by_user_id))
    .where(eq(consignmentDocuments.consignment_id, shipmentParam))
    .orderBy(desc(consignmentDocuments.created_at))
    .prepare('consignment_activity_documents'),
  shareLinks: db
    .select()
    .from(consignmentShareLinks)
    .where(and(eq(consignmentShareLinks.consignment_id, shipmentParam), isNull(consignmentShareLinks.revoked_at)))
    .orderBy(desc(consignmentShareLinks.created_at))
    .prepare('consignment_activity_share_links'),
}));

/**
 * Which of a shipment's activity lists hold anything for the user, read along with the shipment:
 * most lists of most shipments are empty, and an empty list then costs no statement of its own.
 */
export const activityPresence = (userId: number) => ({
  has_comments: sql<boolean>`exists (select 1 from ${consignmentComments} where ${consignmentComments.consignment_id} = ${consignments.id})`,
  has_reminders: sql<boolean>`exists (select 1 from ${consignmentReminders} where ${consignmentReminders.consignment_id} = ${consignments.id} and ${consignmentReminders.user_id} = ${userId})`,
  has_exceptions: sql<boolean>`exists (select 1 from ${consignmentExceptions} where ${consignmentExceptions.consignment_id} = ${consignments.id})`,
  has_documents: sql<boolean>`exists (select 1 from ${consignmentDocuments} where ${consignmentDocuments.consignment_id} = ${consignments.id})`,
  has_share_links: sql<boolean>`exists (select 1 from ${consignmentShareLinks} where ${consignmentShareLinks.consignment_id} = ${consignments.id} and ${consignmentShareLinks.revoked_at} is null)`,
  bookmarked: sql<boolean>`exists (select 1 from ${consignmentBookmarks} where ${consignmentBookmarks.consignment_id} = ${consignments.id} and ${consignmentBookmarks.user_id} = ${userId})`,
});

export type ActivityPresence = { [Key in keyof ReturnType<typeof activityPresence>]: boolean };

export async function findActivity(db: Executor, consignmentId: number, userId: number, present: ActivityPresence) {
  const statements = activityStatements(db);
  const values = { consignmentId, userId };
  const [comments, reminders, exceptions, documents, shareLinks] = await Promise.all([
    present.has_comments ? statements.comments.execute(values) : [],
    present.has_reminders ? statements.reminders.execute(values) : [],
    present.has_exceptions ? statements.exceptions.execute(values) : [],
    present.has_documents ? statements.documents.execute(values) : [],
    present.has_share_links ? statements.shareLinks.execute(values) : [],
  ]);
  return { comments, reminders, exceptions, documents, shareLinks, bookmarked: present.bookmarked };
}

export async function markSeen(db: Executor, consignmentId: number, userId: number, seen: boolean) {
  if (!seen) {
    await db.delete(consignmentViews).where(and(eq(consignmentViews.consignment_id, consignmentId), eq(consignmentViews.user_id, userId)));
    return;
  }
  await db
    .insert(consignmentViews)
    .values({ consignment_id: consignmentId, user_id: userId })
    .onConflictDoUpdate({ target: [consignmentViews.user_id, consignmentViews.consignment_id], set: { seen_at: sql`now()` } });
}

/** A change to a shipment moves its updated_at, so it shows as not seen to the others. */
export async function touch(db: Executor, consignmentId: number, values: Partial<typeof consignments.$inferInsert> = {}) {
  await db
    .update(consignments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(consignments.id, consignmentId));
}

/**
 * Who may own a shipment: the users who see it, being members of its site or its
 * organization's admins. Platform super users act for clients and are never offered.
 */
export async function ownerCandidates(db: Executor, ref: { organizationId: number; siteId: number }, userId?: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organization_id, ref.organizationId),
        userId === undefined ? undefined : eq(users.id, userId),
        or(
          eq(users.level, 'organization-admin'),
          sql`exists (select 1 from ${userSites} where ${userSites.user_id} = ${users.id} and ${userSites.site_id} = ${ref.siteId})`,
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** Reminders are personal: only their author, on a shipment still visible, reaches one. */
export async function findOwnReminder(db: Executor, id: number, userId: number, visible: SQL) {
  const [row] = await db
    .select({ id: consignmentReminders.id })
    .from(consignmentReminders)
    .innerJoin(consignments, eq(consignments.id, consignmentReminders.consignment_id))
    .where(and(eq(consignmentReminders.id, id), eq(consignmentReminders.user_id, userId), visible))
    .limit(1);
  return row;
}
