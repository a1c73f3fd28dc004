import type { TUser } from '@freight/contracts';
import { toApiError } from '../../lib/api-error';
import { currentLocale } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { requestHeaders } from '../../lib/request-headers';
import { sessionKeys } from '../../lib/session/keys';
import { sessionId } from '../../lib/session/session-id';
import { readCsrfToken } from '../../lib/session/token';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POSTs a multipart form under /api and reads the answer as a file, with the headers every API
 * call carries (SPEC §7). A failed answer throws an ApiError read from its JSON body.
 */
export async function postForm(path: string, form: FormData, signal?: AbortSignal): Promise<Blob> {
  const headers = requestHeaders({
    csrfToken: readCsrfToken(),
    locale: currentLocale(),
    siteIds: queryClient.getQueryData<TUser>(sessionKeys.user)?.sitesFilter ?? [],
    sessionId: sessionId(),
    pathname: window.location.pathname,
  });
  // The file on success, a JSON error body otherwise; the browser sets the multipart boundary.
  headers.Accept = `${XLSX_TYPE}, application/json`;
  const response = await fetch(`/api${path}`, { method: 'POST', headers, body: form, signal: signal ?? null });
  if (response.ok) return response.blob();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw toApiError(response.status, body, response.headers.get('retry-after'));
}

/** Saves a file the page received under the given name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
