import type { FlowKind } from '@freight/contracts';

/**
 * Whether a field is locked by a template: locked itself, or inside a locked section. `goods`
 * locks `goods.0.weight`; `consignor.zip` locks only the consignor's postcode.
 */
export function isLocked(lockedFields: readonly string[] | null | undefined, path: string): boolean {
  if (!lockedFields) return false;
  return lockedFields.some((locked) => locked === path || path.startsWith(`${locked}.`));
}

/** Locks or unlocks one path; a section's lock takes the place of its fields' own locks. */
export function toggleLock(lockedFields: readonly string[], path: string, locked: boolean): string[] {
  const others = lockedFields.filter((entry) => entry !== path && !entry.startsWith(`${path}.`));
  return locked ? [...others, path] : others;
}

/** The parts of each kind's form a template can lock as a whole, in the form's order. */
export const LOCKABLE_SECTIONS: Record<FlowKind, readonly string[]> = {
  quote: ['pickup', 'delivery', 'pickup_date', 'goods'],
  booking: [
    'consignor',
    'consignee',
    'pickup',
    'delivery',
    'pickup_date',
    'goods',
    'references',
    'terms',
    'payer',
    'additional_services',
    'freight_print_types',
  ],
};

/** Fields of a place that can be locked one by one. */
export const PLACE_FIELDS = ['country', 'zip', 'city'] as const;
