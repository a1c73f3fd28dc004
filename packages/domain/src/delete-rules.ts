/** Everything the delete dialog can remove (SPEC §3 "Delete kinds"). */
export const DELETE_KINDS = [
  'organization',
  'site',
  'user',
  'site_user',
  'report',
  'role',
  'markup',
  'site_mapping_rule',
  'consignment_sharing_rule',
  'shipment_direction_mapping_rule',
  'template',
  'contact',
  'agreement',
  'supplier',
  'article',
  'customs_product',
  'template_type',
  'saved_report',
  'invoice_rule',
] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];

/** The word that confirms a removal that takes other records with it. */
export const DELETE_COMMAND = 'delete';

/** Kinds whose removal carries the command without the user typing it (SPEC §4). */
const PRESET_COMMAND_KINDS: readonly DeleteKind[] = ['organization', 'user'];

/** What the user chose in the delete dialog, handed to the screen that makes the call. */
export interface DeleteDecision {
  kind: DeleteKind;
  /** 'delete' when the removal takes dependants along; null otherwise. */
  command: string | null;
  /** For a site: the site its users move to instead of being removed. */
  moveToSiteId: number | null;
}

/** Whether the typed text is the delete command, ignoring case and surrounding spaces. */
export function isDeleteCommand(text: string | null | undefined): boolean {
  return text?.trim().toLowerCase() === DELETE_COMMAND;
}

/**
 * The decision for the user's input (SPEC §4), or null while it cannot be confirmed. An
 * organization or user carries the preset command; a site needs the typed command (the site
 * and its users go) or a site to move its users to; everything else can always be removed.
 */
export function deleteDecision(
  kind: DeleteKind,
  input: { command?: string | null; moveToSiteId?: number | null } = {},
): DeleteDecision | null {
  if (PRESET_COMMAND_KINDS.includes(kind)) return { kind, command: DELETE_COMMAND, moveToSiteId: null };
  if (kind !== 'site') return { kind, command: null, moveToSiteId: null };
  if (input.moveToSiteId !== null && input.moveToSiteId !== undefined) {
    return { kind, command: null, moveToSiteId: input.moveToSiteId };
  }
  return isDeleteCommand(input.command) ? { kind, command: DELETE_COMMAND, moveToSiteId: null } : null;
}
