import { filterParams, type FilterState } from '@freight/domain';

export interface ExportRequest {
  model: string;
  /** Selected row ids; none exports every row of the current filter. */
  ids: readonly string[];
  columns: readonly { key: string; title: string }[];
  filters: FilterState;
  search: string;
  /** The table's sort, so the file lists the rows in the order the user sees them. */
  sortKey?: string | null;
  sortOrder?: 'asc' | 'desc' | null;
}

/** The multipart body of `POST /api/<model>/export` (SPEC §7), in bracketed keys. */
export function exportForm({ model, ids, columns, filters, search, sortKey, sortOrder }: ExportRequest): FormData {
  const form = new FormData();
  ids.forEach((id, index) => form.append(`data[${index}]`, id));
  columns.forEach((column, index) => {
    form.append(`columns[${index}][key]`, column.key);
    form.append(`columns[${index}][title]`, column.title);
  });
  form.append('model', model);
  if (sortKey && sortOrder) {
    form.append('sortKey', sortKey);
    form.append('sortOrder', sortOrder);
  }
  const query = search.trim();
  if (query) form.append('filter[search]', query);
  for (const [key, value] of filterParams(filters)) form.append(key, value);
  return form;
}
