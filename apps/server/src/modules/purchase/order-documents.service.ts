import { randomBytes } from 'node:crypto';
import type { PurchaseDocumentType, TPurchaseCommentBody, TPurchaseOrderComment, TPurchaseOrderDocument } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { checkDocument } from '../../platform/documents';
import { NotFoundError } from '../../platform/errors';
import { changeFile } from '../../platform/files';
import { readUploadedFile, type UploadedFile } from '../../platform/form-body';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './order-documents.queries';

const person = (value: { id: number | null; name: string | null } | null) =>
  value?.id != null && value.name !== null ? { id: value.id, name: value.name } : null;

function toDocument({ document, uploader }: Awaited<ReturnType<typeof queries.documentsOf>>[number]): TPurchaseOrderDocument {
  return {
    id: document.id,
    document_type: document.document_type,
    filename: document.filename,
    content_type: document.content_type,
    size: document.size,
    uploaded_by: person(uploader),
    created_at: document.created_at.toISOString(),
  };
}

async function visibleOrder(deps: AppDeps, ctx: SignedInContext, orderId: number) {
  const order = await queries.findOrder(deps.db, scopeOf(ctx), orderId);
  if (!order) throw new NotFoundError();
  return order;
}

export async function listDocuments(deps: AppDeps, ctx: SignedInContext, orderId: number): Promise<TPurchaseOrderDocument[]> {
  const order = await visibleOrder(deps, ctx, orderId);
  return (await queries.documentsOf(deps.db, order.id)).map(toDocument);
}

/** Keeps a file with an order once the shared document check has passed; the stored type is the one its content shows. */
export async function uploadDocument(
  deps: AppDeps,
  ctx: SignedInContext,
  orderId: number,
  file: UploadedFile,
  documentType: PurchaseDocumentType,
): Promise<TPurchaseOrderDocument> {
  const order = await visibleOrder(deps, ctx, orderId);
  const checked = await checkDocument(file);
  const path = `purchase/${order.organization_id}/${order.id}/${randomBytes(8).toString('hex')}`;
  await deps.files.write(path, await readUploadedFile(file));
  const id = await changeFile(
    deps.files,
    () =>
      queries.insertDocument(deps.db, {
        organization_id: order.organization_id,
        order_id: order.id,
        document_type: documentType,
        filename: checked.filename,
        content_type: checked.contentType,
        size: file.size,
        path,
        uploaded_by_user_id: ctx.actor.userId,
      }),
    { written: path, superseded: null },
  );
  return toDocument((await queries.findDocument(deps.db, scopeOf(ctx), id))!);
}

export async function readDocument(deps: AppDeps, ctx: SignedInContext, documentId: number) {
  const row = await queries.findDocument(deps.db, scopeOf(ctx), documentId);
  if (!row) throw new NotFoundError();
  const content = await deps.files.read(row.document.path);
  if (!content) throw new NotFoundError();
  return { content, filename: row.document.filename, contentType: row.document.content_type };
}

export async function deleteDocument(deps: AppDeps, ctx: SignedInContext, documentId: number): Promise<void> {
  const row = await queries.findDocument(deps.db, scopeOf(ctx), documentId);
  if (!row) throw new NotFoundError();
  await changeFile(deps.files, () => queries.deleteDocument(deps.db, documentId), { written: null, superseded: row.document.path });
}

export async function listComments(deps: AppDeps, ctx: SignedInContext, orderId: number): Promise<TPurchaseOrderComment[]> {
  const order = await visibleOrder(deps, ctx, orderId);
  const rows = await queries.commentsOf(deps.db, order.id);
  return rows.map(({ comment, author }) => ({
    id: comment.id,
    body: comment.body,
    author: person(author),
    created_at: comment.created_at.toISOString(),
  }));
}

export async function addComment(
  deps: AppDeps,
  ctx: SignedInContext,
  orderId: number,
  body: TPurchaseCommentBody,
): Promise<TPurchaseOrderComment[]> {
  const order = await visibleOrder(deps, ctx, orderId);
  await queries.insertComment(deps.db, {
    organization_id: order.organization_id,
    order_id: order.id,
    body: body.body,
    user_id: ctx.actor.userId,
  });
  return listComments(deps, ctx, orderId);
}
