import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/client';
import {
  carriers,
  carrierServices,
  consignmentBookmarks,
  consignmentComments,
  consignmentDocuments,
  consignmentEvents,
  consignmentExceptions,
  consignmentItems,
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

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function insertComment(db: Executor, values: Insert<typeof consignmentComments>) {
  await db.insert(consignmentComments).values(values);
}

/** A tracking event; none when the same event (by its dedupe key) is already there. */
export async function insertEvent(db: Executor, values: Insert<typeof consignmentEvents>) {
  const [event] = await db.insert(consignmentEvents).values(values).onConflictDoNothing().returning({ id: consignmentEvents.id });
  return event;
}

/** Whether a later event already set a status, so an older one must not overwrite it. */
export async function hasLaterStatusEvent(db: Executor, consignmentId: number, occurredAt: Date) {
  const [newer] = await db
    .select({ id: consignmentEvents.id })
    .from(consignmentEvents)
    .where(
      and(
        eq(consignmentEvents.consignment_id, consignmentId),
        sql`${consignmentEvents.occurred_at} > ${occurredAt}`,
        sql`${consignmentEvents.status} is not null`,
      ),
    )
    .limit(1);
  return newer !== undefined;
}

export async function setBookmark(db: Executor, consignmentId: number, userId: number, bookmarked: boolean) {
  if (bookmarked) {
    await db.insert(consignmentBookmarks).values({ user_id: userId, consignment_id: consignmentId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(consignmentBookmarks)
    .where(and(eq(consignmentBookmarks.user_id, userId), eq(consignmentBookmarks.consignment_id, consignmentId)));
}

export async function insertReminders(db: Executor, values: Insert<typeof consignmentReminders>[]) {
  await db.insert(consignmentReminders).values(values);
}

export async function completeReminder(db: Executor, id: number) {
  await db
    .update(consignmentReminders)
    .set({ done_at: new Date() })
    .where(and(eq(consignmentReminders.id, id), isNull(consignmentReminders.done_at)));
}

export async function deleteReminder(db: Executor, id: number) {
  await db.delete(consignmentReminders).where(eq(consignmentReminders.id, id));
}

const attachedTables = { exception: consignmentExceptions, document: consignmentDocuments, shareLink: consignmentShareLinks };

/** An exception, document or share link with the shipment it belongs to, if that shipment is visible. */
export async function findAttachedRow(db: Executor, kind: keyof typeof attachedTables, id: number, visible: SQL) {
  const table = attachedTables[kind];
  const [row] = await db
    .select({ id: table.id, consignmentId: table.consignment_id })
    .from(table as typeof consignmentExceptions)
    .innerJoin(consignments, eq(consignments.id, table.consignment_id))
    .where(and(eq(table.id, id), visible))
    .limit(1);
  return row;
}

export async function findException(db: Executor, id: number) {
  const [row] = await db.select().from(consignmentExceptions).where(eq(consignmentExceptions.id, id));
  return row;
}

export async function updateException(db: Executor, id: number, values: Partial<Insert<typeof consignmentExceptions>>) {
  await db.update(consignmentExceptions).set(values).where(eq(consignmentExceptions.id, id));
}

export async function findShipment(db: Executor, consignmentId: number) {
  const [row] = await db
    .select({
      number: consignments.shipment_number,
      uuid: consignments.uuid,
      organizationId: consignments.organization_id,
      ownerUserId: consignments.owner_user_id,
      carrierId: consignments.carrier_id,
      status: consignments.status,
      etaAt: consignments.eta_at,
    })
    .from(consignments)
    .where(eq(consignments.id, consignmentId));
  return row;
}

export async function insertDocument(db: Executor, values: Insert<typeof consignmentDocuments>) {
  await db.insert(consignmentDocuments).values(values);
}

export async function findDocument(db: Executor, id: number) {
  const [row] = await db.select().from(consignmentDocuments).where(eq(consignmentDocuments.id, id));
  return row;
}

export async function deleteDocument(db: Executor, id: number) {
  await db.delete(consignmentDocuments).where(eq(consignmentDocuments.id, id));
}

export async function insertShareLink(db: Executor, values: Insert<typeof consignmentShareLinks>) {
  const [link] = await db.insert(consignmentShareLinks).values(values).returning();
  return link!;
}

export async function revokeShareLink(db: Executor, id: number) {
  await db.update(consignmentShareLinks).set({ revoked_at: new Date() }).where(eq(consignmentShareLinks.id, id));
}

export async function findCarrierOfService(db: Executor, serviceId: number) {
  const [row] = await db.select({ carrierId: carrierServices.carrier_id }).from(carrierServices).where(eq(carrierServices.id, serviceId));
  return row;
}

export async function findCarrier(db: Executor, carrierId: number) {
  const [row] = await db.select({ id: carriers.id, name: carriers.name }).from(carriers).where(eq(carriers.id, carrierId));
  return row;
}

/** Puts a shipment's goods in place of the ones it had. */
export async function replaceItems(
  db: Executor,
  ref: { id: number; organizationId: number },
  items: Omit<Insert<typeof consignmentItems>, 'organization_id' | 'consignment_id'>[],
) {
  await db.delete(consignmentItems).where(eq(consignmentItems.consignment_id, ref.id));
  if (items.length === 0) return;
  await db.insert(consignmentItems).values(items.map((item) => ({ ...item, organization_id: ref.organizationId, consignment_id: ref.id })));
}

/** A shared shipment behind an unrevoked share link. */
export async function findSharedConsignment(db: Executor, shareUuid: string) {
  const [row] = await db
    .select({ consignment: consignments })
    .from(consignmentShareLinks)
    .innerJoin(consignments, eq(consignments.id, consignmentShareLinks.consignment_id))
    .where(and(eq(consignmentShareLinks.uuid, shareUuid), isNull(consignmentShareLinks.revoked_at)))
    .limit(1);
  return row?.consignment;
}

/** The comments meant for the customer, oldest first. */
export async function findPublicComments(db: Executor, consignmentId: number) {
  return db
    .select()
    .from(consignmentComments)
    .where(and(eq(consignmentComments.consignment_id, consignmentId), eq(consignmentComments.is_internal, false)))
    .orderBy(asc(consignmentComments.created_at));
}

/** A shipment by its id and uuid, with its owner's name, if that user still owns it. */
export async function findOwnedConsignment(db: Executor, consignmentId: number, uuid: string, ownerUserId: number) {
  const [row] = await db
    .select({ consignment: consignments, owner: users.name })
    .from(consignments)
    .innerJoin(users, eq(users.id, consignments.owner_user_id))
    .where(and(eq(consignments.id, consignmentId), eq(consignments.uuid, uuid), eq(consignments.owner_user_id, ownerUserId)))
    .limit(1);
  return row;
}

/**
 * Marks reminders that fell due as told and returns them with their shipment; the rows are
 * locked while claimed and those another process holds are skipped, so each is told once.
 */
export async function claimDueReminders(db: Executor, limit: number) {
  const due = db
    .select({ id: consignmentReminders.id })
    .from(consignmentReminders)
    .where(
      and(isNull(consignmentReminders.done_at), isNull(consignmentReminders.notified_at), sql`${consignmentReminders.remind_at} <= now()`),
    )
    .orderBy(asc(consignmentReminders.remind_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(consignmentReminders)
    .set({ notified_at: sql`now()` })
    .where(inArray(consignmentReminders.id, due))
    .returning({
      organizationId: consignmentReminders.organization_id,
      consignmentId: consignmentReminders.consignment_id,
      userId: consignmentReminders.user_id,
      text: consignmentReminders.text,
    });
  return withShipmentNumbers(db, claimed);
}

/** Claims telling of a share link's view, at most once an hour per link. */
export async function claimSharedView(db: Executor, shareUuid: string) {
  const claimed = await db
    .update(consignmentShareLinks)
    .set({ view_notified_at: sql`now()` })
    .where(
      and(
        eq(consignmentShareLinks.uuid, shareUuid),
        isNull(consignmentShareLinks.revoked_at),
        or(isNull(consignmentShareLinks.view_notified_at), sql`${consignmentShareLinks.view_notified_at} < now() - interval '1 hour'`),
      ),
    )
    .returning({
      organizationId: consignmentShareLinks.organization_id,
      consignmentId: consignmentShareLinks.consignment_id,
      userId: consignmentShareLinks.created_by_user_id,
    });
  return withShipmentNumbers(db, claimed);
}

async function withShipmentNumbers<T extends { consignmentId: number }>(db: Executor, rows: T[]) {
  if (rows.length === 0) return [];
  const shipments = await db
    .select({ id: consignments.id, number: consignments.shipment_number, uuid: consignments.uuid })
    .from(consignments)
    .where(inArray(consignments.id, [...new Set(rows.map((row) => row.consignmentId))]));
  const byId = new Map(shipments.map((shipment) => [shipment.id, shipment]));
  return rows.flatMap((row) => {
    const shipment = byId.get(row.consignmentId);
    return shipment ? [{ ...row, number: shipment.number, uuid: shipment.uuid }] : [];
  });
}
