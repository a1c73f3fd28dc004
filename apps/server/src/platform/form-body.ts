import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import { z } from 'zod';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Multipart bodies use bracketed nested keys (SPEC §7: `data[0]`, `columns[1][key]`); they are
 * turned into the same nested object a JSON body would be, so one zod contract checks both.
 * Files land at their field name as UploadedFile values.
 */
export async function parseMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const pairs: string[] = [];
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const marker = `__file_${files.size}`;
      files.set(marker, { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      pairs.push(`${encodeURIComponent(part.fieldname)}=${marker}`);
    } else {
      pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(String(part.value))}`);
    }
  }
  const body = qs.parse(pairs.join('&'), { depth: 10, arrayLimit: 10_000, parameterLimit: 20_000 });
  request.body = files.size > 0 ? replaceFileMarkers(body, files) : body;
}

function replaceFileMarkers(value: unknown, files: Map<string, UploadedFile>): unknown {
  if (typeof value === 'string') return files.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceFileMarkers(item, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceFileMarkers(item, files)]));
  }
  return value;
}

/** A file field of a multipart body, as parseMultipartBody leaves it. */
export const ZUploadedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data),
  { message: 'validation.required' },
);
