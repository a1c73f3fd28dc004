import type { TUser } from '@freight/contracts';
import { ApiError, toApiError } from './api-error';
import { currentLocale } from './i18n';
import { queryClient } from './query-client';
import { requestHeaders } from './request-headers';
import { sessionKeys } from './session/keys';
import { sessionId } from './session/session-id';
import { readCsrfToken } from './session/token';

export { ApiError } from './api-error';

/** A failure the whole app reacts to: a toast for server faults, a dialog for an ended session. */
export type ApiFailure = { kind: 'server'; error: ApiError } | { kind: 'unauthorized'; error: ApiError };

const failureListeners = new Set<(failure: ApiFailure) => void>();

export function onApiFailure(listener: (failure: ApiFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Handle every failure at the call site; nothing app-wide is shown. */
  quiet?: boolean;
  /** Act as these sites for this call only, among those acted as (a booking is made for one site). */
  siteIds?: readonly number[];
}

type ResponseKind = 'json' | 'blob' | 'file';

/** A downloaded file with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a `content-disposition` header, UTF-8 form first. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions, kind: ResponseKind = 'json'): Promise<T> {
  const headers = requestHeaders({
    csrfToken: readCsrfToken(),
    locale: currentLocale(),
    siteIds: options.siteIds ?? queryClient.getQueryData<TUser>(sessionKeys.user)?.sitesFilter ?? [],
    sessionId: sessionId(),
    pathname: window.location.pathname,
  });
  // A FormData body sets its own multipart boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? null : multipart ? body : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    if (!options.quiet) emit({ kind: 'server', error });
    throw error;
  }

  if (response.ok && kind === 'blob') return (await response.blob()) as T;
  if (response.ok && kind === 'file')
    return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('content-disposition')) } as T;
  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = toApiError(response.status, data, response.headers.get('retry-after'));
  if (!options.quiet) {
    if (error.status >= 500) emit({ kind: 'server', error });
    else if (error.status === 401) emit({ kind: 'unauthorized', error });
  }
  throw error;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function emit(failure: ApiFailure): void {
  for (const listener of failureListeners) listener(failure);
}

/**
 * The JSON API under /api. Paths are relative to it: `api.get('/whoami')`. A FormData body is
 * sent as multipart; `blob` reads a file, such as an image that needs the session.
 */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  blob: (path: string, options: RequestOptions = {}) => request<Blob>('GET', path, undefined, options, 'blob'),
  file: (path: string, options: RequestOptions = {}) => request<DownloadedFile>('GET', path, undefined, options, 'file'),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};
