export const SESSION_ID_KEY = 'session_id';

function randomId(): string {
  // getRandomValues also works on plain-http intranet hosts, where randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An id for this browser's visit, generated once and kept until sign-out clears storage. */
export function sessionId(): string {
  let id = localStorage.getItem(SESSION_ID_KEY);
  if (!id) {
    id = randomId();
    localStorage.setItem(SESSION_ID_KEY, id);
  }
  return id;
}
