import { and, asc, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CannedResponsePurpose, CannedResponseScope } from '@freight/contracts';
import type { Executor } from '../../db/client';
import {
  bookings,
  cannedResponses,
  consignmentDocuments,
  consignmentMessages,
  consignments,
  consignmentShareLinks,
  organizations,
  users,
} from '../../db/schema';
import { ownedByScope, workingOrganizationScope, type Scope } from '../../platform/tenancy';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** At most this many responses in one list: far more than anyone keeps, so the list needs no pages. */
const LIST_LIMIT = 500;

const creators = alias(users, 'canned_response_creators');

/** Responses a user may use: the platform's, their working organization's, and their own. */
function usableBy(scope: Scope): SQL {
  return or(
    eq(cannedResponses.scope, 'platform'),
    and(eq(cannedResponses.scope, 'organization'), workingOrganizationScope(scope, { organizationId: cannedResponses.organization_id })),
    and(eq(cannedResponses.scope, 'personal'), ownedByScope(scope, cannedResponses.owner_user_id)),
  ) as SQL;
}

const listColumns = {
  response: cannedResponses,
  organization_name: organizations.name,
  created_by: creators.name,
};

export async function listResponses(
  db: Executor,
  scope: Scope,
  filter: { purpose?: CannedResponsePurpose | undefined; scope?: CannedResponseScope | undefined },
) {
  return db
    .select(listColumns)
    .from(cannedResponses)
    .leftJoin(organizations, eq(organizations.id, cannedResponses.organization_id))
    .leftJoin(creators, eq(creators.id, cannedResponses.created_by_user_id))
    .where(
      and(
        usableBy(scope),
        filter.purpose ? eq(cannedResponses.purpose, filter.purpose) : undefined,
        filter.scope ? eq(cannedResponses.scope, filter.scope) : undefined,
      ),
    )
    .orderBy(asc(cannedResponses.purpose), asc(cannedResponses.name), asc(cannedResponses.id))
    .limit(LIST_LIMIT);
}

export async function findResponse(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(cannedResponses)
    .leftJoin(organizations, eq(organizations.id, cannedResponses.organization_id))
    .leftJoin(creators, eq(creators.id, cannedResponses.created_by_user_id))
    .where(and(eq(cannedResponses.id, id), usableBy(scope)));
  return row;
}

export async function insertResponse(db: Executor, values: Insert<typeof cannedResponses>) {
  const [row] = await db.insert(cannedResponses).values(values).returning({ id: cannedResponses.id });
  return row!.id;
}

export async function updateResponse(db: Executor, id: number, values: Partial<Insert<typeof cannedResponses>>) {
  await db
    .update(cannedResponses)
    .set({ ...values, updated_at: new Date() })
    .where(eq(cannedResponses.id, id));
}

export async function deleteResponse(db: Executor, id: number) {
  await db.delete(cannedResponses).where(eq(cannedResponses.id, id));
}

/** How often a response was sent from the shipments a user sees, and the latest sends. */
export async function responseUsage(db: Executor, id: number, visibleShipments: SQL) {
  const where = and(eq(consignmentMessages.canned_response_id, id), visibleShipments);
  const [totals] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${consignmentMessages.status} in ('sent', 'logged'))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${consignmentMessages.status} = 'failed')`.mapWith(Number),
      last_sent_at: max(consignmentMessages.sent_at),
    })
    .from(consignmentMessages)
    .innerJoin(consignments, eq(consignments.id, consignmentMessages.consignment_id))
    .where(where);
  const recent = await db
    .select({
      message: consignmentMessages,
      consignment_uuid: consignments.uuid,
      shipment_number: consignments.shipment_number,
      sent_by: users.name,
    })
    .from(consignmentMessages)
    .innerJoin(consignments, eq(consignments.id, consignmentMessages.consignment_id))
    .leftJoin(users, eq(users.id, consignmentMessages.sent_by_user_id))
    .where(where)
    .orderBy(desc(consignmentMessages.created_at), desc(consignmentMessages.id))
    .limit(20);
  return { totals: totals ?? { sent: 0, failed: 0, last_sent_at: null }, recent };
}

/** What the placeholders of a shipment are made of. */
export async function findShipmentFacts(db: Executor, uuid: string, visible: SQL) {
  const [row] = await db
    .select({ consignment: consignments, booking_number: bookings.booking_number })
    .from(consignments)
    .leftJoin(bookings, eq(bookings.consignment_id, consignments.id))
    .where(and(eq(consignments.uuid, uuid), visible));
  return row;
}

export async function newestShareLink(db: Executor, consignmentId: number) {
  const [row] = await db
    .select({ uuid: consignmentShareLinks.uuid })
    .from(consignmentShareLinks)
    .where(and(eq(consignmentShareLinks.consignment_id, consignmentId), sql`${consignmentShareLinks.revoked_at} is null`))
    .orderBy(desc(consignmentShareLinks.created_at), desc(consignmentShareLinks.id))
    .limit(1);
  return row?.uuid ?? null;
}

export async function insertShareLink(db: Executor, values: Insert<typeof consignmentShareLinks>) {
  const [row] = await db.insert(consignmentShareLinks).values(values).returning({ uuid: consignmentShareLinks.uuid });
  return row!.uuid;
}

export async function findSender(db: Executor, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, organization: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .where(eq(users.id, userId));
  return row;
}

export async function findDocuments(db: Executor, consignmentId: number) {
  return db.select().from(consignmentDocuments).where(eq(consignmentDocuments.consignment_id, consignmentId));
}

export async function insertMessage(db: Executor, values: Insert<typeof consignmentMessages>) {
  const [row] = await db.insert(consignmentMessages).values(values).returning({ id: consignmentMessages.id });
  return row!.id;
}

export async function findQueuedMessage(db: Executor, id: number) {
  const [row] = await db.select().from(consignmentMessages).where(eq(consignmentMessages.id, id));
  return row;
}

export async function updateMessage(db: Executor, id: number, values: Partial<Insert<typeof consignmentMessages>>) {
  await db.update(consignmentMessages).set(values).where(eq(consignmentMessages.id, id));
}

/**
 * Takes a failed message for one more attempt, marking it as on its way. The status test is in
 * the UPDATE itself, so of two retries at once only one gets the row back and sends it.
 */
export async function claimFailedMessage(db: Executor, id: number) {
  const [row] = await db
    .update(consignmentMessages)
    .set({ status: 'sending', error: null, attempts: sql`${consignmentMessages.attempts} + 1` })
    .where(and(eq(consignmentMessages.id, id), eq(consignmentMessages.status, 'failed')))
    .returning();
  return row;
}

const messageColumns = { message: consignmentMessages, sent_by: users.name, canned_response_name: cannedResponses.name };

export async function listMessages(db: Executor, consignmentId: number) {
  return db
    .select(messageColumns)
    .from(consignmentMessages)
    .leftJoin(users, eq(users.id, consignmentMessages.sent_by_user_id))
    .leftJoin(cannedResponses, eq(cannedResponses.id, consignmentMessages.canned_response_id))
    .where(eq(consignmentMessages.consignment_id, consignmentId))
    .orderBy(desc(consignmentMessages.created_at), desc(consignmentMessages.id))
    .limit(200);
}

export async function findMessage(db: Executor, id: number, visibleShipments: SQL) {
  const [row] = await db
    .select({ ...messageColumns, consignment_id: consignments.id })
    .from(consignmentMessages)
    .innerJoin(consignments, eq(consignments.id, consignmentMessages.consignment_id))
    .leftJoin(users, eq(users.id, consignmentMessages.sent_by_user_id))
    .leftJoin(cannedResponses, eq(cannedResponses.id, consignmentMessages.canned_response_id))
    .where(and(eq(consignmentMessages.id, id), visibleShipments));
  return row;
}
