import { z } from 'zod';
import { requiredText } from '../common/text';

/** What a document attached to a purchase order is. */
export const PURCHASE_DOCUMENT_TYPES = ['order_confirmation', 'proforma_invoice', 'packing_list', 'other'] as const;
export type PurchaseDocumentType = (typeof PURCHASE_DOCUMENT_TYPES)[number];
export const ZPurchaseDocumentType = z.enum(PURCHASE_DOCUMENT_TYPES, { message: 'validation.invalid_value' });

const ZPerson = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ZPurchaseOrderDocument = z.object({
  id: z.number().int(),
  document_type: ZPurchaseDocumentType,
  filename: z.string(),
  /** The type the content really is, read from its first bytes when it was uploaded. */
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: ZPerson,
  created_at: z.string(),
});
export type TPurchaseOrderDocument = z.infer<typeof ZPurchaseOrderDocument>;

export const ZPurchaseOrderComment = z.object({
  id: z.number().int(),
  body: z.string(),
  author: ZPerson,
  created_at: z.string(),
});
export type TPurchaseOrderComment = z.infer<typeof ZPurchaseOrderComment>;

export const ZPurchaseCommentBody = z.object({ body: requiredText(2000) });
export type TPurchaseCommentBody = z.infer<typeof ZPurchaseCommentBody>;
