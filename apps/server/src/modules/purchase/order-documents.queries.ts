import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchaseOrderComments, purchaseOrderDocuments, purchaseOrders, users } from '../../db/schema';
import type { Scope } from '../../platform/tenancy';
import { ordersOf } from './purchase.queries';

export type OrderDocumentRow = typeof purchaseOrderDocuments.$inferSelect;

export async function documentsOf(db: Executor, orderId: number) {
  return db
    .select({ document: purchaseOrderDocuments, uploader: { id: users.id, name: users.name } })
    .from(purchaseOrderDocuments)
    .leftJoin(users, eq(users.id, purchaseOrderDocuments.uploaded_by_user_id))
    .where(eq(purchaseOrderDocuments.order_id, orderId))
    .orderBy(desc(purchaseOrderDocuments.created_at), desc(purchaseOrderDocuments.id));
}

/** A document of an order the user may see; none for another site's order. */
export async function findDocument(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select({ document: purchaseOrderDocuments, uploader: { id: users.id, name: users.name } })
    .from(purchaseOrderDocuments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderDocuments.order_id))
    .leftJoin(users, eq(users.id, purchaseOrderDocuments.uploaded_by_user_id))
    .where(and(eq(purchaseOrderDocuments.id, id), ordersOf(scope)));
  return row ?? null;
}

export async function insertDocument(db: Executor, values: typeof purchaseOrderDocuments.$inferInsert) {
  const [row] = await db.insert(purchaseOrderDocuments).values(values).returning({ id: purchaseOrderDocuments.id });
  return row!.id;
}

export async function deleteDocument(db: Executor, id: number) {
  await db.delete(purchaseOrderDocuments).where(eq(purchaseOrderDocuments.id, id));
}

/** Where an order's files are kept, to remove them with the order. */
export async function documentPaths(db: Executor, orderId: number) {
  const rows = await db
    .select({ path: purchaseOrderDocuments.path })
    .from(purchaseOrderDocuments)
    .where(eq(purchaseOrderDocuments.order_id, orderId));
  return rows.map((row) => row.path);
}

export async function commentsOf(db: Executor, orderId: number) {
  return db
    .select({ comment: purchaseOrderComments, author: { id: users.id, name: users.name } })
    .from(purchaseOrderComments)
    .leftJoin(users, eq(users.id, purchaseOrderComments.user_id))
    .where(eq(purchaseOrderComments.order_id, orderId))
    .orderBy(asc(purchaseOrderComments.created_at), asc(purchaseOrderComments.id));
}

export async function insertComment(db: Executor, values: typeof purchaseOrderComments.$inferInsert) {
  const [row] = await db.insert(purchaseOrderComments).values(values).returning({ id: purchaseOrderComments.id });
  return row!.id;
}

/** The order a document or comment is added to, if the user may see it. */
export async function findOrder(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select({ id: purchaseOrders.id, organization_id: purchaseOrders.organization_id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), ordersOf(scope)));
  return row ?? null;
}
