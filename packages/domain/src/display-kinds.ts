export type StatusShape = 'filled' | 'outline';
export type StatusColor = 'red' | 'green' | 'gray';

export interface StatusAppearance {
  shape: StatusShape;
  color: StatusColor;
}

/** Statuses of a booking still awaiting the carrier: drawn as an open circle. */
const OUTLINED_STATUSES: readonly string[] = ['CONFIRMED', 'NOT_CONFIRMED'];

/**
 * How a shipment status is drawn (SPEC §4): an outline circle for CONFIRMED and NOT_CONFIRMED,
 * a filled one otherwise (no status included); red for EXCEPTION, grey without a status and for a
 * cancelled shipment (green would read as going well), green for every other status.
 */
export function statusAppearance(status: string | null | undefined): StatusAppearance {
  const code = status?.trim().toUpperCase() ?? '';
  return {
    shape: OUTLINED_STATUSES.includes(code) ? 'outline' : 'filled',
    color: code === '' || code === 'CANCELLED' ? 'gray' : code === 'EXCEPTION' ? 'red' : 'green',
  };
}

/** SEA and OCEAN are one mode under two codes (SPEC §9): a list offers it once and finds both. */
const SAME_MODES: readonly (readonly string[])[] = [['SEA', 'OCEAN']];

/** The transport mode codes a filter on `mode` finds: itself and any other code of the same mode. */
export function transportModesLike(mode: string): string[] {
  return [...(SAME_MODES.find((codes) => codes.includes(mode)) ?? [mode])];
}

/** The modes a filter offers: one entry a mode, by the first of its codes. */
export function distinctTransportModes<T extends string>(modes: readonly T[]): T[] {
  return modes.filter((mode) => transportModesLike(mode)[0] === mode);
}

export type TransportModeKind = 'rail' | 'courier' | 'air' | 'road' | 'express' | 'ocean' | 'multimodal' | 'unknown';

const TRANSPORT_MODE_KINDS: Readonly<Record<string, TransportModeKind>> = {
  RAIL: 'rail',
  COURIER: 'courier',
  AIR: 'air',
  ROAD: 'road',
  EXPRESS: 'express',
  SEA: 'ocean',
  OCEAN: 'ocean',
  MULTIMODAL: 'multimodal',
};

/** The icon family of a transport mode (SPEC §4); SEA and OCEAN share one, others are unknown. */
export function transportModeKind(mode: string | null | undefined): TransportModeKind {
  return TRANSPORT_MODE_KINDS[mode?.trim().toUpperCase() ?? ''] ?? 'unknown';
}

export type FileTypeKind = 'pdf' | 'docx' | 'png' | 'jpg' | 'jpeg' | 'other';

const FILE_TYPE_KINDS: readonly FileTypeKind[] = ['pdf', 'docx', 'png', 'jpg', 'jpeg'];

/** The icon of a document by its extension (SPEC §9), read from a file name, path or address. */
export function fileTypeOf(name: string | null | undefined): FileTypeKind {
  const path = (name ?? '').split(/[?#]/)[0]!;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return FILE_TYPE_KINDS.find((kind) => kind === extension) ?? 'other';
}
