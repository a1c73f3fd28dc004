/** Selected names a multi-select lists before it switches to a count (SPEC §9). */
export const SELECTION_NAMES_LIMIT = 5;

export type SelectionSummary =
  { kind: 'none' } | { kind: 'names'; names: readonly string[] } | { kind: 'count'; count: number; total: number | null };

/**
 * What a multi-select shows for its selection: the names while there are at most `limit`,
 * then 'N selected', or 'N/M selected' when the number of options is to be shown.
 */
export function selectionSummary(names: readonly string[], options: { limit?: number; total?: number | null } = {}): SelectionSummary {
  if (names.length === 0) return { kind: 'none' };
  if (names.length <= (options.limit ?? SELECTION_NAMES_LIMIT)) return { kind: 'names', names };
  return { kind: 'count', count: names.length, total: options.total ?? null };
}

/** Whether one more option may be selected under an optional maximum (SPEC §5). */
export function canSelectMore(selectedCount: number, max?: number | null): boolean {
  return max === undefined || max === null || selectedCount < max;
}
