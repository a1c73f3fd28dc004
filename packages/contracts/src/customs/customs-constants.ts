/**
 * Customs declarations (`/customs`, `/customs-declarations`, API `/api/customs/...`), modelled on
 * the EU customs data model of the Union Customs Code (Delegated Reg. 2015/2446 Annex B as
 * replaced by 2021/234; formats in Implementing Reg. 2015/2447). A shipper's site asks its
 * customs agent to declare goods; the agent completes the codes, lodges and follows it.
 */

/** UCC declaration types (Annex B columns) a shipper can ask for. */
export const CUSTOMS_DECLARATION_TYPES = ['H1', 'H2', 'H3', 'H4', 'H6', 'H7', 'I1', 'B1', 'B2', 'C1', 'D1'] as const;
export type CustomsDeclarationType = (typeof CUSTOMS_DECLARATION_TYPES)[number];

/** Which way the goods go for each type: into the Union, out of it, or through it. */
export const CUSTOMS_DECLARATION_DIRECTIONS: Record<CustomsDeclarationType, 'import' | 'export' | 'transit'> = {
  H1: 'import',
  H2: 'import',
  H3: 'import',
  H4: 'import',
  H6: 'import',
  H7: 'import',
  I1: 'import',
  B1: 'export',
  B2: 'export',
  C1: 'export',
  D1: 'transit',
};

/** Data element 11 02, additional declaration type: A/D standard, B/C/E/F simplified, X/Y/Z supplementary. */
export const CUSTOMS_ADDITIONAL_TYPES = ['A', 'B', 'C', 'D', 'E', 'F', 'X', 'Y', 'Z'] as const;
export type CustomsAdditionalType = (typeof CUSTOMS_ADDITIONAL_TYPES)[number];

/** Transport documents (data element 12 05): bill of lading, air waybill, road consignment note (CMR). */
export const CUSTOMS_TRANSPORT_DOCUMENT_TYPES = ['N705', 'N740', 'N730'] as const;
export type CustomsTransportDocumentType = (typeof CUSTOMS_TRANSPORT_DOCUMENT_TYPES)[number];

/** Kinds of files kept with a declaration: invoice, packing list, transport documents, the release note, others. */
export const CUSTOMS_DOCUMENT_TYPES = ['N380', 'N271', 'N705', 'N740', 'N730', 'release', 'other'] as const;
export type CustomsDocumentType = (typeof CUSTOMS_DOCUMENT_TYPES)[number];

export const CUSTOMS_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'lodged',
  'accepted',
  'under_control',
  'released',
  'rejected',
  'invalidated',
] as const;
export type CustomsStatus = (typeof CUSTOMS_STATUSES)[number];

/** The three views a shipper filters by (SPEC §3: Done, Review, Rejected), each a set of statuses. */
export const CUSTOMS_VIEWS = {
  review: ['draft', 'submitted', 'in_review', 'lodged', 'accepted', 'under_control'],
  done: ['released'],
  rejected: ['rejected', 'invalidated'],
} as const satisfies Record<string, readonly CustomsStatus[]>;
export type CustomsView = keyof typeof CUSTOMS_VIEWS;
export const CUSTOMS_VIEW_KEYS = Object.keys(CUSTOMS_VIEWS) as CustomsView[];

/** Who acts on a declaration: the shipper whose goods they are, or the customs agent declaring them. */
export const CUSTOMS_PARTY_ROLES = ['shipper', 'agent'] as const;
export type CustomsPartyRole = (typeof CUSTOMS_PARTY_ROLES)[number];

/** At most this many goods items on one declaration (UCC: 999). */
export const CUSTOMS_ITEMS_MAX = 999;
export const CUSTOMS_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
