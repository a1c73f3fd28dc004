import type { TErrorBody } from '@freight/contracts';

/**
 * The text to show for a failed call (SPEC §8): take `errors`, else `message`; a list is
 * joined with ', ', a string is used as is, an object has its values joined with ', '.
 */
export function errorText(body: unknown): string {
  if (body === null || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  return describe(record.errors ?? record.message);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(describe).filter(Boolean).join(', ');
  if (value !== null && typeof value === 'object') {
    return Object.values(value).map(describe).filter(Boolean).join(', ');
  }
  return '';
}

/** A call the server answered with a non-2xx status, or one that never got an answer (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: TErrorBody | null,
    message: string,
    /** Seconds to wait before trying again, from a 429's Retry-After header. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** Messages per field of a 422 answer, already in the user's language. */
  get fieldErrors(): Record<string, string[]> {
    return this.status === 422 ? (this.body?.errors ?? {}) : {};
  }

  /** The server's own message, without the field details `message` may hold. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
}

export function toApiError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const errorBody = isErrorBody(body) ? body : null;
  const retryAfter = retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : null;
  return new ApiError(status, errorBody, errorText(body) || `HTTP ${status}`, retryAfter);
}

function isErrorBody(body: unknown): body is TErrorBody {
  return body !== null && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string';
}

/**
 * The text for a refused call shown where the call was made: the server's own message for a 4xx.
 * A 422 gives null, since its messages belong under the fields; server faults and lost
 * connections already raise the app's toast.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 422 ? error.serverMessage : null;
}
