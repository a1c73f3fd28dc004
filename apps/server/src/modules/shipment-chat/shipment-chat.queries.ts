import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consignments, shipmentChatMessages, shipmentChatReads, users } from '../../db/schema';

export async function findShipment(db: Executor, uuid: string, visible: SQL) {
  const [row] = await db
    .select({
      id: consignments.id,
      organizationId: consignments.organization_id,
      number: consignments.shipment_number,
      uuid: consignments.uuid,
    })
    .from(consignments)
    .where(and(eq(consignments.uuid, uuid), visible))
    .limit(1);
  return row;
}

const lastRead = (userId: number, consignmentId: number) =>
  sql<number>`coalesce((select ${shipmentChatReads.last_read_message_id} from ${shipmentChatReads} where ${shipmentChatReads.user_id} = ${userId} and ${shipmentChatReads.consignment_id} = ${consignmentId}), 0)`;

/** The newest messages of a shipment's conversation, newest first, each with whether the reader has read it. */
export async function findMessages(db: Executor, consignmentId: number, userId: number, limit: number) {
  return db
    .select({
      id: shipmentChatMessages.id,
      body: shipmentChatMessages.body,
      user_id: shipmentChatMessages.user_id,
      author: users.name,
      created_at: shipmentChatMessages.created_at,
      read: sql<boolean>`${shipmentChatMessages.id} <= ${lastRead(userId, consignmentId)}`,
    })
    .from(shipmentChatMessages)
    .leftJoin(users, eq(users.id, shipmentChatMessages.user_id))
    .where(eq(shipmentChatMessages.consignment_id, consignmentId))
    .orderBy(desc(shipmentChatMessages.id))
    .limit(limit);
}

/** How many messages of others the reader has not read, beyond those listed. */
export async function countUnread(db: Executor, consignmentId: number, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shipmentChatMessages)
    .where(
      and(
        eq(shipmentChatMessages.consignment_id, consignmentId),
        sql`${shipmentChatMessages.user_id} is distinct from ${userId}`,
        gt(shipmentChatMessages.id, lastRead(userId, consignmentId)),
      ),
    );
  return row?.count ?? 0;
}

export async function insertMessage(db: Executor, values: typeof shipmentChatMessages.$inferInsert) {
  const [row] = await db.insert(shipmentChatMessages).values(values).returning();
  return row!;
}

/** Marks the conversation read up to a message; reading never moves the mark back. */
export async function markRead(db: Executor, userId: number, consignmentId: number, messageId: number) {
  await db
    .insert(shipmentChatReads)
    .values({ user_id: userId, consignment_id: consignmentId, last_read_message_id: messageId })
    .onConflictDoUpdate({
      target: [shipmentChatReads.user_id, shipmentChatReads.consignment_id],
      set: {
        last_read_message_id: sql`greatest(${shipmentChatReads.last_read_message_id}, excluded.last_read_message_id)`,
        read_at: sql`now()`,
      },
    });
}

export async function latestMessageId(db: Executor, consignmentId: number) {
  const [row] = await db
    .select({ id: shipmentChatMessages.id })
    .from(shipmentChatMessages)
    .where(eq(shipmentChatMessages.consignment_id, consignmentId))
    .orderBy(desc(shipmentChatMessages.id))
    .limit(1);
  return row?.id ?? null;
}

/** The other people who have written in the conversation: they follow it. */
export async function findParticipants(db: Executor, consignmentId: number, exceptUserId: number) {
  const rows = await db
    .selectDistinct({ id: shipmentChatMessages.user_id })
    .from(shipmentChatMessages)
    .where(and(eq(shipmentChatMessages.consignment_id, consignmentId), ne(shipmentChatMessages.user_id, exceptUserId)));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

export async function findUserName(db: Executor, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}
