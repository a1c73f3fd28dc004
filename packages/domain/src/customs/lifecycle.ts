import type { CustomsPartyRole, CustomsStatus } from '@freight/contracts';

/**
 * Who may move a declaration from one status to another. The shipper prepares and hands over a
 * draft, may take it back while nobody works on it, and reopens a rejected one to amend it; the
 * agent works it through customs: review, lodge, record the MRN on acceptance, control and release.
 */
const TRANSITIONS: Record<CustomsPartyRole, Partial<Record<CustomsStatus, readonly CustomsStatus[]>>> = {
  shipper: {
    draft: ['submitted', 'invalidated'],
    submitted: ['draft'],
    rejected: ['draft'],
  },
  agent: {
    submitted: ['in_review', 'rejected'],
    in_review: ['lodged', 'rejected'],
    lodged: ['accepted', 'rejected', 'invalidated'],
    accepted: ['under_control', 'released', 'invalidated'],
    under_control: ['released', 'rejected'],
  },
};

/** The statuses a party may move a declaration to from where it is. */
export function customsTransitions(roles: readonly CustomsPartyRole[], from: CustomsStatus): CustomsStatus[] {
  return [...new Set(roles.flatMap((role) => TRANSITIONS[role][from] ?? []))];
}

export function mayMoveCustoms(roles: readonly CustomsPartyRole[], from: CustomsStatus, to: CustomsStatus): boolean {
  return customsTransitions(roles, from).includes(to);
}

/** Moves that need a reason the other party reads. */
export function customsReasonRequired(to: CustomsStatus): boolean {
  return to === 'rejected';
}

/**
 * Who may change the content: the shipper while it is still theirs, the agent while working it;
 * a change after lodging is an amendment customs is told of, kept as a new version like the others.
 */
export function mayEditCustoms(roles: readonly CustomsPartyRole[], status: CustomsStatus): boolean {
  if (roles.includes('shipper') && status === 'draft') return true;
  return roles.includes('agent') && ['submitted', 'in_review', 'lodged', 'accepted', 'under_control'].includes(status);
}

/** The party who hears of a move: the one that did not make it. */
export function otherCustomsParty(role: CustomsPartyRole): CustomsPartyRole {
  return role === 'shipper' ? 'agent' : 'shipper';
}
