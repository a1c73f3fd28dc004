import { TABLE_PINNED_COLUMNS_MAX } from '@freight/contracts';

/** Fewest columns a table keeps visible (SPEC §5 column picker). */
export const MIN_VISIBLE_COLUMNS = 3;

/** One column of a table layout; the array order is the display order. */
export interface ColumnLayoutEntry {
  key: string;
  visible: boolean;
  pinned: boolean;
}

export type ColumnLayout = readonly ColumnLayoutEntry[];

/** A column as a table defines it (SPEC §3 "Table definition"). */
export interface ColumnDefaults {
  key: string;
  /** Shown unless the user hides it; true when not said. */
  toggled?: boolean;
  pin?: boolean;
}

const pinnedCount = (layout: ColumnLayout) => layout.filter((entry) => entry.pinned).length;
const visibleCount = (layout: ColumnLayout) => layout.filter((entry) => entry.visible).length;
const minimumVisible = (layout: ColumnLayout) => Math.min(MIN_VISIBLE_COLUMNS, layout.length);

/**
 * Brings a layout within the rules: at most three pinned columns (the first three win), pinned
 * columns visible and in front, and at least three columns visible (the first hidden ones are
 * shown again). Used on every layout read from storage, which may predate a rule.
 */
export function normalizeColumnLayout(layout: ColumnLayout): ColumnLayoutEntry[] {
  let pins = 0;
  const entries = layout.map((entry) => {
    const pinned = entry.pinned && pins < TABLE_PINNED_COLUMNS_MAX;
    if (pinned) pins += 1;
    return { key: entry.key, pinned, visible: entry.visible || pinned };
  });
  let missing = minimumVisible(entries) - visibleCount(entries);
  for (const entry of entries) {
    if (missing <= 0) break;
    if (!entry.visible) {
      entry.visible = true;
      missing -= 1;
    }
  }
  return [...entries.filter((entry) => entry.pinned), ...entries.filter((entry) => !entry.pinned)];
}

/** The layout a table starts with, from its column definitions. */
export function defaultColumnLayout(columns: readonly ColumnDefaults[]): ColumnLayoutEntry[] {
  return normalizeColumnLayout(
    columns.map((column) => ({ key: column.key, visible: column.toggled ?? true, pinned: column.pin ?? false })),
  );
}

function isEntry(value: unknown): value is ColumnLayoutEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && typeof entry.visible === 'boolean' && typeof entry.pinned === 'boolean';
}

/**
 * A saved layout fitted to the columns the table has now: saved columns keep their order and
 * settings, columns the table no longer has are dropped, and new ones join at their default
 * setting after the saved ones. Anything unreadable gives the default layout.
 */
export function restoreColumnLayout(saved: unknown, defaults: ColumnLayout): ColumnLayoutEntry[] {
  if (!Array.isArray(saved)) return normalizeColumnLayout(defaults);
  const known = new Set(defaults.map((entry) => entry.key));
  const seen = new Set<string>();
  const kept = saved.filter((entry): entry is ColumnLayoutEntry => {
    if (!isEntry(entry) || !known.has(entry.key) || seen.has(entry.key)) return false;
    seen.add(entry.key);
    return true;
  });
  return normalizeColumnLayout([...kept, ...defaults.filter((entry) => !seen.has(entry.key))]);
}

/**
 * Whether a column may be shown or hidden: a pinned column (one of the first three) stays,
 * and hiding stops at three visible columns.
 */
export function canToggleColumn(layout: ColumnLayout, key: string): boolean {
  const entry = layout.find((candidate) => candidate.key === key);
  if (!entry) return false;
  if (!entry.visible) return true;
  const pinnedIndex = layout.filter((candidate) => candidate.pinned).indexOf(entry);
  if (pinnedIndex !== -1 && pinnedIndex < TABLE_PINNED_COLUMNS_MAX) return false;
  return visibleCount(layout) > minimumVisible(layout);
}

/** Shows or hides a column; the layout comes back unchanged when the rules forbid it. */
export function toggleColumn(layout: ColumnLayout, key: string): ColumnLayoutEntry[] {
  if (!canToggleColumn(layout, key)) return [...layout];
  return layout.map((entry) => (entry.key === key ? { ...entry, visible: !entry.visible } : entry));
}

/** Whether a column may be pinned or unpinned: unpinning always, pinning while fewer than three are. */
export function canTogglePin(layout: ColumnLayout, key: string): boolean {
  const entry = layout.find((candidate) => candidate.key === key);
  if (!entry) return false;
  return entry.pinned || pinnedCount(layout) < TABLE_PINNED_COLUMNS_MAX;
}

/**
 * Pins a column (it becomes visible and joins the end of the pinned ones) or unpins it (it
 * becomes the first unpinned column); unchanged when the rules forbid it.
 */
export function togglePin(layout: ColumnLayout, key: string): ColumnLayoutEntry[] {
  if (!canTogglePin(layout, key)) return [...layout];
  const entry = layout.find((candidate) => candidate.key === key)!;
  const changed = { ...entry, pinned: !entry.pinned, visible: true };
  const others = layout.filter((candidate) => candidate.key !== key);
  const pinned = others.filter((candidate) => candidate.pinned);
  const unpinned = others.filter((candidate) => !candidate.pinned);
  // Right after the other pinned columns: the end of the pinned group or the start of the rest.
  return [...pinned, changed, ...unpinned];
}

/** Whether a column can move one place (-1 earlier, 1 later) without leaving its pinned or unpinned group. */
export function canMoveColumn(layout: ColumnLayout, key: string, step: -1 | 1): boolean {
  const index = layout.findIndex((entry) => entry.key === key);
  const neighbour = layout[index + step];
  return index !== -1 && neighbour !== undefined && neighbour.pinned === layout[index]!.pinned;
}

/** Moves a column one place within its group; unchanged at the edge of the group. */
export function moveColumn(layout: ColumnLayout, key: string, step: -1 | 1): ColumnLayoutEntry[] {
  const entries = [...layout];
  if (!canMoveColumn(layout, key, step)) return entries;
  const index = entries.findIndex((entry) => entry.key === key);
  [entries[index], entries[index + step]] = [entries[index + step]!, entries[index]!];
  return entries;
}
