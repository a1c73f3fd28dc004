import { z } from 'zod';
import { dataResponse } from '../common/list';

/** The most rows a purchase workbook (order lines or articles) may hold. */
export const PURCHASE_IMPORT_ROWS_MAX = 5_000;

/** What an orders workbook added: new draft orders and their lines. */
export const ZPurchaseOrdersImportResult = z.object({
  orders: z.number().int(),
  lines: z.number().int(),
});
export type TPurchaseOrdersImportResult = z.infer<typeof ZPurchaseOrdersImportResult>;
export const ZPurchaseOrdersImportResponse = dataResponse(ZPurchaseOrdersImportResult);

/** What an articles workbook did: articles added, and articles of the same number brought up to date. */
export const ZArticlesImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type TArticlesImportResult = z.infer<typeof ZArticlesImportResult>;
export const ZArticlesImportResponse = dataResponse(ZArticlesImportResult);
