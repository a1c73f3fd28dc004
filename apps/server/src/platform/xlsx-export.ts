import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { ZFormId } from '@freight/contracts';

/** `POST /api/<model>/export` (SPEC §7): the rows by id, or all rows of the list's filter. */
export const ZExportBody = z.object({
  data: z.array(ZFormId).max(100_000).default([]),
  columns: z.array(z.union([z.string(), z.object({ key: z.string(), title: z.string().optional() })])).default([]),
  model: z.string().optional(),
  filter: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  // The list's sort, so the file reads in the order of the screen it was exported from.
  sortKey: z.string().min(1).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type TExportBody = z.infer<typeof ZExportBody>;

export interface ExportColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string | number | Date | null;
  width?: number;
  /** The unit of a figure, said in its header, since a spreadsheet cell holds the number alone. */
  unit?: string;
}

/**
 * The columns the client asked for, in its order and with its titles; all of them when it names
 * none the export knows.
 */
export function pickColumns<Row>(available: ExportColumn<Row>[], requested: TExportBody['columns']): ExportColumn<Row>[] {
  const picked = requested.flatMap((entry) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    const column = available.find((candidate) => candidate.key === key);
    if (!column) return [];
    const title = typeof entry === 'string' ? undefined : entry.title;
    return [{ ...column, header: title ?? column.header }];
  });
  return (picked.length > 0 ? picked : available).map((column) =>
    column.unit && !column.header.endsWith(`(${column.unit})`) ? { ...column, header: `${column.header} (${column.unit})` } : column,
  );
}

/** Streams rows as an .xlsx download named after the model and the moment of export. */
export async function sendXlsx<Row>(reply: FastifyReply, model: string, columns: ExportColumn<Row>[], rows: AsyncIterable<Row[]>) {
  // The first batch is read before anything is sent, so a refused filter or sort is the answer
  // (422) rather than a download cut short.
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const stream = new PassThrough();
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${model}_${stamp}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(model);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  const writing = (async () => {
    for (let next = first; !next.done; next = await iterator.next()) {
      for (const row of next.value) sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((error: unknown) => stream.destroy(error as Error));
  return reply.send(stream);
}

/**
 * Reads rows for an export a batch at a time in a list's own order, which must end in a unique
 * column (the list's tie-breaker), so no row repeats or goes missing between batches.
 */
export async function* batchesInOrder<Row>(read: (offset: number, limit: number) => Promise<Row[]>, batchSize = 1000) {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await read(offset, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}

/**
 * Reads rows for an export a batch at a time in id order, so memory stays flat for any size.
 * `read` answers the rows after an id, at most `limit` of them, ordered by id.
 */
export async function* batchesById<Row extends { id: number }>(read: (after: number, limit: number) => Promise<Row[]>, batchSize = 1000) {
  let after = 0;
  for (;;) {
    const batch = await read(after, batchSize);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
    if (batch.length < batchSize) return;
  }
}
