import { filterParams, type FilterState } from '@freight/domain';

export interface ExportRequest {
  model: string;
  /** Selected row ids; none exports every row of the current filter. */
  ids: readonly string[];
  columns: readonly { key: string; title: string }[];
  filters: FilterState;
  search: string;
}

/** The multipart body of `POST /api/<model>/export` (SPEC §7), in bracketed keys. */
export function exportForm({ model, ids, columns, filters, search }: ExportRequest): FormData {
  const form = new FormData();
  ids.forEach((id, index) => form.append(`data[${index}]`, id));
  columns.forEach((column, index) => {
    form.append(`columns[${index}][key]`, column.key);
    form.append(`columns[${index}][title]`, column.title);
  });
  form.append('model', model);
  const query = search.trim();
  if (query) form.append('filter[search]', query);
  for (const [key, value] of filterParams(filters)) form.append(key, value);
  return form;
}
