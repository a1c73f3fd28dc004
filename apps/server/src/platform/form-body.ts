import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { z } from 'zod';
import { AppError, MalformedBodyError, ValidationError } from './errors';

/** A file of a multipart body, streamed to a temporary file that is removed once the request ends. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** Bytes received. */
  size: number;
  path: string;
}

/** What one multipart request may carry in all, files and fields together. */
export const MULTIPART_REQUEST_LIMIT_BYTES = 25 * 1024 * 1024;
const MULTIPART_FIELD_LIMIT_BYTES = 1024 * 1024;
const MULTIPART_PARTS_LIMIT = 20_000;

export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, 'errors.payload_too_large');
  }
}

const uploadDirectories = new WeakMap<FastifyRequest, string>();

async function removeUploads(request: FastifyRequest) {
  const directory = uploadDirectories.get(request);
  if (!directory) return;
  uploadDirectories.delete(request);
  await rm(directory, { recursive: true, force: true });
}

/** Registers the multipart parser and removes each request's uploaded files when it ends. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_REQUEST_LIMIT_BYTES, fieldSize: MULTIPART_FIELD_LIMIT_BYTES, parts: MULTIPART_PARTS_LIMIT },
  });
  // Removed before the answer leaves, so no upload outlives the request that brought it.
  app.addHook('onSend', async (request, _reply, payload) => {
    await removeUploads(request);
    return payload;
  });
  app.addHook('onRequestAbort', removeUploads);
}

/** Counts a part's bytes against what the request has left, failing the stream past the limit. */
function byteCounter(budget: { left: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      budget.left -= chunk.length;
      if (budget.left < 0) callback(new PayloadTooLargeError());
      else callback(null, chunk);
    },
  });
}

/**
 * The preValidation step of a route that takes a multipart body. Bracketed nested keys (SPEC §7:
 * `data[0]`, `columns[1][key]`) become the same nested object a JSON body would be, so one zod
 * contract checks both. Only the named file fields take a file; each is streamed to disk and lands
 * at its field name as an UploadedFile. A file anywhere else is refused before it is read, and the
 * request as a whole is capped, so no upload is ever held in memory.
 */
export function multipartBody(fileFields: readonly string[] = []) {
  return async function parseMultipartBody(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    const pairs: string[] = [];
    const files = new Map<string, UploadedFile>();
    const budget = { left: MULTIPART_REQUEST_LIMIT_BYTES };
    try {
      for await (const part of request.parts({ limits: { files: fileFields.length + 1 } })) {
        if (part.type === 'file') {
          if (!fileFields.includes(part.fieldname)) {
            part.file.resume();
            throw new ValidationError({ [part.fieldname]: ['validation.file_not_accepted'] });
          }
          let directory = uploadDirectories.get(request);
          if (!directory) {
            directory = await mkdtemp(join(tmpdir(), 'freight-upload-'));
            uploadDirectories.set(request, directory);
          }
          const marker = `__file_${files.size}`;
          const path = join(directory, marker);
          const before = budget.left;
          await pipeline(part.file, byteCounter(budget), createWriteStream(path));
          if (part.file.truncated) throw new PayloadTooLargeError();
          files.set(marker, { filename: part.filename, mimetype: part.mimetype, size: before - budget.left, path });
          pairs.push(`${encodeURIComponent(part.fieldname)}=${marker}`);
        } else {
          const value = String(part.value);
          budget.left -= Buffer.byteLength(value) + Buffer.byteLength(part.fieldname);
          if (budget.left < 0 || part.valueTruncated) throw new PayloadTooLargeError();
          pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(value)}`);
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
    const body = qs.parse(pairs.join('&'), { depth: 10, arrayLimit: 10_000, parameterLimit: MULTIPART_PARTS_LIMIT });
    request.body = files.size > 0 ? replaceFileMarkers(body, files) : body;
  };
}

/** The client's fault in a multipart body as the API's error; anything else stays a fault of ours. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new PayloadTooLargeError();
  if (code === 'FST_FILES_LIMIT') return new ValidationError({ body: ['validation.file_not_accepted'] });
  // Busboy's own complaints (no boundary, a part cut short, a malformed header) carry no code.
  if (error instanceof Error && (code === undefined || code.startsWith('FST_'))) return new MalformedBodyError();
  return error;
}

function replaceFileMarkers(value: unknown, files: Map<string, UploadedFile>): unknown {
  if (typeof value === 'string') return files.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceFileMarkers(item, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceFileMarkers(item, files)]));
  }
  return value;
}

/** The whole content of an uploaded file, for the small files (logos, avatars) kept as they are. */
export function readUploadedFile(file: UploadedFile): Promise<Buffer> {
  return readFile(file.path);
}

/** A file field of a multipart body, as multipartBody leaves it. */
export const ZUploadedFile = z.custom<UploadedFile>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).path === 'string' &&
    typeof (value as UploadedFile).size === 'number',
  { message: 'validation.required' },
);
