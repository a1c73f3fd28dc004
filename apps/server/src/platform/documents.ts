import { open } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { ValidationError } from './errors';
import type { UploadedFile } from './form-body';

/** The largest document a user may attach to a record. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The documents the portal keeps, by file name ending: the content type stored and served, and what
 * the first bytes must be (file-type's names) — or 'text' for plain text, which has no signature.
 * Office Open XML files are zip archives that not every writer lays out so file-type can name them.
 */
const DOCUMENT_KINDS: Record<string, { contentType: string; content: readonly string[] | 'text' }> = {
  pdf: { contentType: 'application/pdf', content: ['pdf'] },
  png: { contentType: 'image/png', content: ['png'] },
  jpg: { contentType: 'image/jpeg', content: ['jpg'] },
  jpeg: { contentType: 'image/jpeg', content: ['jpg'] },
  webp: { contentType: 'image/webp', content: ['webp'] },
  tif: { contentType: 'image/tiff', content: ['tif'] },
  tiff: { contentType: 'image/tiff', content: ['tif'] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: ['docx', 'zip'] },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: ['xlsx', 'zip'] },
  doc: { contentType: 'application/msword', content: ['cfb'] },
  xls: { contentType: 'application/vnd.ms-excel', content: ['cfb'] },
  csv: { contentType: 'text/csv; charset=utf-8', content: 'text' },
  txt: { contentType: 'text/plain; charset=utf-8', content: 'text' },
  xml: { contentType: 'application/xml', content: ['xml'] },
};

export interface CheckedDocument {
  /** The name as uploaded, without characters a download header or a file system would trip on. */
  filename: string;
  /** The type the content really is, as stored and served. */
  contentType: string;
}

/** Whether the file starts as text does: no NUL byte in its first kilobytes. */
async function looksLikeText(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    return !buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a document a user attaches before it is kept: its size, its kind by name, and that its
 * first bytes are that kind, so a program renamed to .pdf is refused. Refusals are 422 on `file`.
 */
export async function checkDocument(file: UploadedFile, field = 'file'): Promise<CheckedDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw new ValidationError({ [field]: [{ key: 'validation.file_too_large', params: { megabytes: DOCUMENT_MAX_BYTES / 1024 / 1024 } }] });
  }
  const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const kind = DOCUMENT_KINDS[extension];
  if (!kind || file.size === 0) throw new ValidationError({ [field]: ['validation.document_type'] });
  const detected = await fileTypeFromFile(file.path);
  const matches =
    kind.content === 'text'
      ? detected === undefined && (await looksLikeText(file.path))
      : detected !== undefined && kind.content.includes(detected.ext);
  if (!matches) throw new ValidationError({ [field]: [{ key: 'validation.document_content', params: { extension: `.${extension}` } }] });
  return { filename: safeFilename(file.filename), contentType: kind.contentType };
}

export function safeFilename(name: string): string {
  return name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'document';
}

/** Sends a kept document or a drawn one as a download under its own name. */
export function sendDocument(reply: FastifyReply, document: { content: Buffer; filename: string; contentType: string }) {
  return reply
    .type(document.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
    .send(document.content);
}
