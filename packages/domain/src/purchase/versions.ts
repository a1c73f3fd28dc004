/** An order as a version keeps it: header fields and lines, all as display text. */
export interface OrderSnapshot {
  header: Record<string, string | null>;
  lines: SnapshotLine[];
}

export interface SnapshotLine {
  id: number;
  line_number: number;
  article_number: string;
  fields: Record<string, string | null>;
}

export interface OrderChange {
  kind: 'header' | 'line_added' | 'line_removed' | 'line_changed';
  field: string | null;
  line_number: number | null;
  article_number: string | null;
  before: string | null;
  after: string | null;
}

/** What changed from one version of an order to the next, field by field; lines are matched by id. */
export function diffOrders(before: OrderSnapshot, after: OrderSnapshot): OrderChange[] {
  const changes: OrderChange[] = [];
  const keys = [...new Set([...Object.keys(before.header), ...Object.keys(after.header)])];
  for (const field of keys) {
    const was = before.header[field] ?? null;
    const now = after.header[field] ?? null;
    if (was !== now) changes.push({ kind: 'header', field, line_number: null, article_number: null, before: was, after: now });
  }
  for (const line of before.lines) {
    const next = after.lines.find((candidate) => candidate.id === line.id);
    if (!next) {
      changes.push({
        kind: 'line_removed',
        field: null,
        line_number: line.line_number,
        article_number: line.article_number,
        before: line.fields.quantity ?? null,
        after: null,
      });
      continue;
    }
    const fields = [...new Set(['article_number', ...Object.keys(line.fields), ...Object.keys(next.fields)])];
    for (const field of fields) {
      const was = field === 'article_number' ? line.article_number : (line.fields[field] ?? null);
      const now = field === 'article_number' ? next.article_number : (next.fields[field] ?? null);
      if (was !== now) {
        changes.push({
          kind: 'line_changed',
          field,
          line_number: next.line_number,
          article_number: next.article_number,
          before: was,
          after: now,
        });
      }
    }
  }
  for (const line of after.lines) {
    if (before.lines.some((candidate) => candidate.id === line.id)) continue;
    changes.push({
      kind: 'line_added',
      field: null,
      line_number: line.line_number,
      article_number: line.article_number,
      before: null,
      after: line.fields.quantity ?? null,
    });
  }
  return changes;
}
