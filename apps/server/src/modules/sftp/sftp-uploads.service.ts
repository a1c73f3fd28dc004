import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale, TListQuery, TListSftpUploadsResponse, TSftpUpload, TSftpUploadError } from '@freight/contracts';
import type { SftpUploadError, sftpUploads } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { importShipments } from '../consignment-imports';
import { readSpreadsheet } from '../../platform/spreadsheet';
import { feedScope } from '../../platform/tenancy';
import * as queries from './sftp.queries';

type UploadRow = typeof sftpUploads.$inferSelect;

/** The largest file the inbox takes, as the web upload does. */
export const SFTP_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** Files the inbox imports; other names are refused or wait to be renamed to one of these. */
export const IMPORTABLE_FILE = /\.(csv|xlsx)$/i;

const ROW_FIELD = /^rows\.(\d+)\.(.+)$/;

function presentErrors(locale: Locale, errors: SftpUploadError[]): TSftpUploadError[] {
  return errors.map((error) => {
    const row = ROW_FIELD.exec(error.field);
    return {
      field: error.field,
      line: row ? Number(row[1]) : null,
      column: row ? row[2]! : null,
      messages: error.messages.map((message) => translate(locale, message.key, message.params)),
    };
  });
}

export function presentUpload(locale: Locale, row: UploadRow): TSftpUpload {
  return {
    id: row.id,
    account_id: row.account_id,
    filename: row.filename,
    size: row.size,
    status: row.status,
    rows: row.rows,
    created: row.created,
    updated: row.updated,
    events_added: row.events_added,
    events_duplicate: row.events_duplicate,
    unmatched_carriers: row.unmatched_carriers,
    message: row.error_key ? translate(locale, row.error_key, row.error_params) : null,
    errors: presentErrors(locale, row.errors),
    created_at: row.created_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
  };
}

export async function listUploads(
  deps: AppDeps,
  ctx: SignedInContext,
  accountId: number,
  query: TListQuery,
): Promise<TListSftpUploadsResponse> {
  if (!(await queries.findAccountById(deps.db, accountId))) throw new NotFoundError();
  const plan = planList(query, queries.uploadList);
  const { rows, total } = await queries.listUploads(deps.db, accountId, plan);
  return { data: rows.map((row) => presentUpload(ctx.locale, row)), meta: listMeta(total, plan) };
}

/** The refusal of a failed file as plain text, for the `.errors.txt` beside it in `failed/`. */
export function errorReport(row: UploadRow, locale: Locale = 'en'): string {
  const upload = presentUpload(locale, row);
  const lines = [upload.message ?? translate(locale, 'errors.server')];
  for (const error of upload.errors) {
    const where = error.line !== null ? `${error.line}\t${error.column}` : `\t${error.field}`;
    for (const message of error.messages) lines.push(`${where}\t${message}`);
  }
  return `${lines.join('\n')}\n`;
}

function failure(error: unknown): Pick<typeof sftpUploads.$inferInsert, 'status' | 'error_key' | 'error_params' | 'errors'> {
  if (error instanceof ValidationError) {
    return {
      status: 'failed',
      error_key: error.messageKey,
      error_params: error.params,
      errors: Object.entries(error.fieldErrors).map(([field, messages]) => ({
        field,
        messages: messages.map((message) => (typeof message === 'string' ? { key: message, params: {} } : message)),
      })),
    };
  }
  return { status: 'failed', error_key: 'errors.server', error_params: {}, errors: [] };
}

/**
 * Imports uploaded files one after another in this process: two files of one organization
 * naming the same new shipment must not race to create it.
 */
export function createUploadProcessor(deps: AppDeps, log: FastifyBaseLogger) {
  let queue: Promise<void> = Promise.resolve();

  async function importUpload(uploadId: number) {
    const upload = await queries.findUpload(deps.db, uploadId);
    if (!upload || upload.status !== 'processing') return;
    const account = await queries.findAccountById(deps.db, upload.account_id);
    try {
      const data = await deps.files.read(upload.file_key);
      if (!data) throw new ValidationError({ file: ['validation.file_unreadable'] });
      const rows = await readSpreadsheet({ filename: upload.filename, data });
      const result = await importShipments(
        deps,
        {
          organizationId: upload.organization_id,
          scope: feedScope(upload.organization_id),
          source: 'sftp',
          filename: upload.filename,
          defaultSiteId: account?.site_id ?? undefined,
        },
        rows,
      );
      await queries.finishUpload(deps.db, uploadId, {
        status: 'imported',
        import_id: result.id,
        rows: result.rows,
        created: result.created,
        updated: result.updated,
        events_added: result.events_added,
        events_duplicate: result.events_duplicate,
        unmatched_carriers: result.unmatched_carriers,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) log.error({ err: error, uploadId }, 'SFTP import failed');
      await queries.finishUpload(deps.db, uploadId, failure(error));
    }
  }

  const enqueue = (uploadId: number) => {
    queue = queue.then(() => importUpload(uploadId)).catch((error: unknown) => log.error({ err: error, uploadId }, 'SFTP import failed'));
    return queue;
  };

  return {
    /** Keeps a closed upload and queues its import; the inbox lists it until the import is done. */
    async receive(accountId: number, filename: string, data: Buffer): Promise<UploadRow> {
      const account = await queries.findAccountById(deps.db, accountId);
      if (!account?.is_active) throw new NotFoundError();
      const fileKey = `sftp/${account.id}/${randomUUID()}-${filename.replace(/[^\w.-]+/g, '_')}`;
      await deps.files.write(fileKey, data);
      const upload = await queries.insertUpload(deps.db, {
        account_id: account.id,
        organization_id: account.organization_id,
        filename,
        size: data.length,
        file_key: fileKey,
      });
      void enqueue(upload.id);
      return upload;
    },
    /** Imports files a stopped process left waiting, once their claim is old. */
    async resumeStale(olderThanMinutes = 10) {
      for (const { id } of await queries.claimStaleUploads(deps.db, olderThanMinutes)) void enqueue(id);
    },
    /** Settles once every queued import is done. */
    idle: () => queue,
  };
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>;
