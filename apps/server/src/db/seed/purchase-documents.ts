import { and, asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { formatNumber } from '@freight/domain';
import type { Executor } from '../client';
import { BOLD, REGULAR, registerDocumentFonts } from '../../platform/document-fonts';
import { collectDocument, drawPartyBoxes, drawTable } from '../../platform/document-layout';
import type { FileStore } from '../../platform/files';
import {
  organizations,
  purchaseArticles,
  purchaseOrderComments,
  purchaseOrderDocuments,
  purchaseOrderLines,
  purchaseOrders,
  purchaseSuppliers,
  users,
} from '../schema';

interface ConfirmedOrder {
  orderNumber: string;
  buyer: string;
  supplier: string;
  currency: string;
  cargoReady: string | null;
  lines: { article: string; name: string; quantity: number; unitPrice: number; amount: number }[];
}

/** The confirmation a supplier sends back, as a real PDF, so the demo order's document opens in any viewer. */
async function orderConfirmationPdf(order: ConfirmedOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, autoFirstPage: false, info: { Title: `Order confirmation ${order.orderNumber}` } });
  registerDocumentFonts(doc, JSON.stringify(order));
  doc.addPage();
  doc.font(BOLD).fontSize(18).text('Order confirmation');
  doc.font(REGULAR).fontSize(9).text(`Your order ${order.orderNumber}`);
  doc.moveDown();
  drawPartyBoxes(doc, [
    ['Supplier', [order.supplier]],
    ['Buyer', [order.buyer, order.cargoReady ? `Cargo ready ${order.cargoReady}` : '']],
  ]);
  const money = (minor: number) => formatNumber(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  drawTable(
    doc,
    [
      { title: 'Article', width: 80 },
      { title: 'Description', width: 203 },
      { title: 'Quantity', width: 70, align: 'right' },
      { title: `Unit price ${order.currency}`, width: 85, align: 'right' },
      { title: `Amount ${order.currency}`, width: 85, align: 'right' },
    ],
    [
      ...order.lines.map((line) => [
        line.article,
        line.name,
        String(line.quantity),
        formatNumber(line.unitPrice, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
        money(line.amount),
      ]),
      ['', 'Total', '', '', money(order.lines.reduce((sum, line) => sum + line.amount, 0))],
    ],
  );
  doc.moveDown().font(REGULAR).fontSize(9).text('We confirm the order above with the prices and the cargo-ready date shown.');
  return collectDocument(doc);
}

/** One confirmed demo order carries the supplier's confirmation and a short exchange between buyers. */
export async function seedDemoOrderDocuments(db: Executor, files: FileStore) {
  const [order] = await db
    .select({ order: purchaseOrders, supplier: purchaseSuppliers.name })
    .from(purchaseOrders)
    .innerJoin(organizations, eq(organizations.id, purchaseOrders.organization_id))
    .innerJoin(purchaseSuppliers, eq(purchaseSuppliers.id, purchaseOrders.supplier_id))
    .where(and(eq(organizations.name, 'Nordic Freight AB'), eq(purchaseOrders.status, 'confirmed')))
    .orderBy(asc(purchaseOrders.id))
    .limit(1);
  if (!order) return;
  const [buyer] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'user@demo.example'));
  const [colleague] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'orgadmin@demo.example'));
  const lines = await db
    .select({ line: purchaseOrderLines, article: purchaseArticles })
    .from(purchaseOrderLines)
    .innerJoin(purchaseArticles, eq(purchaseArticles.id, purchaseOrderLines.article_id))
    .where(eq(purchaseOrderLines.order_id, order.order.id))
    .orderBy(asc(purchaseOrderLines.line_number));
  const content = await orderConfirmationPdf({
    orderNumber: order.order.order_number,
    buyer: buyer?.name ?? 'Nordic Freight AB',
    supplier: order.supplier,
    currency: order.order.currency,
    cargoReady: order.order.cargo_ready_confirmed,
    lines: lines.map(({ line, article }) => ({
      article: article.article_number,
      name: article.article_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      amount: line.line_amount,
    })),
  });
  const path = `purchase/${order.order.organization_id}/${order.order.id}/demo-order-confirmation`;
  await files.write(path, content);
  const confirmedAt = new Date(order.order.created_at.getTime() + 2 * 86_400_000);
  await db.insert(purchaseOrderDocuments).values({
    organization_id: order.order.organization_id,
    order_id: order.order.id,
    document_type: 'order_confirmation',
    filename: `Order confirmation ${order.order.order_number}.pdf`,
    content_type: 'application/pdf',
    size: content.length,
    path,
    uploaded_by_user_id: buyer?.id ?? null,
    created_at: confirmedAt,
  });
  await db.insert(purchaseOrderComments).values([
    {
      organization_id: order.order.organization_id,
      order_id: order.order.id,
      body: 'The supplier confirmed every line at our prices; the confirmation is attached.',
      user_id: buyer?.id ?? null,
      created_at: confirmedAt,
    },
    {
      organization_id: order.order.organization_id,
      order_id: order.order.id,
      body: 'Thanks. Please book the first half as soon as the cargo is ready, the store needs it for the campaign.',
      user_id: colleague?.id ?? null,
      created_at: new Date(confirmedAt.getTime() + 3 * 3_600_000),
    },
  ]);
}
