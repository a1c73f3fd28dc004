const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; without it the cookie ends with the browser session. */
  days?: number;
  secure?: boolean;
  now?: Date;
}

/** Builds a `document.cookie` assignment for one cookie, readable app-wide. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.days !== undefined) {
    const expires = new Date((options.now ?? new Date()).getTime() + options.days * DAY_MS);
    parts.push(`expires=${expires.toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Finds one cookie's value in a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (decodeURIComponent(pair.slice(0, separator).trim()) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The cookies of the request a page is rendered for on the server; the document's in the browser. */
let requestCookies: string | null = null;

/** Renders on the server with the request's cookies read as the document's would be in the browser. */
export function withRequestCookies<T>(cookieHeader: string, render: () => T): T {
  requestCookies = cookieHeader;
  try {
    return render();
  } finally {
    requestCookies = null;
  }
}

/** Whether the server is rendering a page for a request, where only the request tells about the device. */
export function isRenderingForRequest(): boolean {
  return requestCookies !== null;
}

/**
 * The document's cookies as read once in this run of script. Each read of `document.cookie` asks
 * the browser's cookie store, about 2 ms on a slow phone, and starting a page reads it some thirty
 * times. Within one run only this module's writes change it: a response's cookies arrive in a
 * later task, by when the copy is gone.
 */
let documentCookies: string | null = null;

function readDocumentCookies(): string {
  if (documentCookies === null) {
    documentCookies = document.cookie;
    queueMicrotask(() => {
      documentCookies = null;
    });
  }
  return documentCookies;
}

export function readCookie(name: string): string | null {
  return parseCookie(requestCookies ?? readDocumentCookies(), name);
}

export function writeCookie(name: string, value: string, days?: number): void {
  const secure = window.location.protocol === 'https:';
  document.cookie = serializeCookie(name, value, days === undefined ? { secure } : { days, secure });
  documentCookies = null;
}

export function removeCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { days: -1 });
  documentCookies = null;
}
