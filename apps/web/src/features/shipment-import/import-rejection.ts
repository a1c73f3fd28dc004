import { ApiError } from '../../lib/api';

export interface RejectedField {
  /** The column as the file names it, or null when the message is about the whole row. */
  column: string | null;
  messages: string[];
}

export interface RejectedRow {
  /** The row's number in the file, counting the header row as 1. */
  line: number;
  fields: RejectedField[];
}

export interface ImportRejection {
  /** The server's summary, in the user's language. */
  message: string;
  rows: RejectedRow[];
  /** Messages about the file as a whole, such as an unreadable or empty file. */
  general: string[];
}

const ROW_KEY = /^rows\.(\d+)\.(.+)$/;

/**
 * Reads a refused import: the server answers 422 with messages keyed `rows.<line>.<column>`,
 * already translated; they are grouped by row in file order.
 */
export function importRejection(error: unknown): ImportRejection | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const byLine = new Map<number, RejectedField[]>();
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const match = ROW_KEY.exec(key);
    if (!match) {
      general.push(...messages);
      continue;
    }
    const line = Number(match[1]);
    const column = match[2] === 'row' ? null : match[2]!;
    byLine.set(line, [...(byLine.get(line) ?? []), { column, messages }]);
  }
  const rows = [...byLine].sort(([a], [b]) => a - b).map(([line, fields]) => ({ line, fields }));
  return { message: error.serverMessage, rows, general };
}
