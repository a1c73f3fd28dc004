import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { ZId } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';
import {
  CUSTOMS_ADDITIONAL_TYPES,
  CUSTOMS_DECLARATION_TYPES,
  CUSTOMS_DOCUMENT_TYPES,
  CUSTOMS_ITEMS_MAX,
  CUSTOMS_PARTY_ROLES,
  CUSTOMS_STATUSES,
  CUSTOMS_TRANSPORT_DOCUMENT_TYPES,
  CUSTOMS_VIEW_KEYS,
} from './customs-constants';
import { INCOTERMS } from '../common/incoterms';

/*
 * The shapes of customs requests. Codes are taken as typed here (upper-cased, dots and spaces of
 * printed tariffs dropped); their structure (commodity code, EORI, MRN check character, LRN, net
 * within gross mass) is checked by the rules of `@freight/domain` on the server, field by field.
 */

const code = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .nullable()
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null));

export const ZCommodityCodeInput = z
  .string()
  .trim()
  .max(20, { message: 'validation.too_long' })
  .nullable()
  .optional()
  .transform((value) => (value ? value.replace(/[.\s]/g, '') : null));

/** A two-letter country code; left blank it is none. */
export const ZCustomsCountry = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value.toUpperCase() : null))
  .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { message: 'validation.country' });

export const ZCustomsMass = z
  .number({ message: 'validation.number' })
  .min(0, { message: 'validation.not_negative' })
  .max(100_000_000, { message: 'validation.too_large' })
  .nullable()
  .default(null);

const ZMinorUnits = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.not_negative' })
  .max(1_000_000_000_000, { message: 'validation.too_large' })
  .nullable()
  .default(null);

export const ZCustomsParty = z.object({
  name: optionalText(200),
  eori: code(17),
  address: optionalText(200),
  post_code: optionalText(20),
  city: optionalText(100),
  country: ZCustomsCountry,
});
export type TCustomsParty = z.infer<typeof ZCustomsParty>;

const emptyParty = { name: null, eori: null, address: null, post_code: null, city: null, country: null };

export const ZCustomsParties = z.object({
  importer: ZCustomsParty.default(emptyParty),
  exporter: ZCustomsParty.default(emptyParty),
  declarant: ZCustomsParty.default(emptyParty),
});
export type TCustomsParties = z.infer<typeof ZCustomsParties>;

/** A goods item as the shipper or agent enters it. Masses in kg, the statistical value in minor units. */
export const ZCustomsItemBody = z.object({
  /** The organization's own article number; a line naming one teaches the product library. */
  article_number: optionalText(50),
  /** How many units of the article the line holds; with the library's unit weight it gives the net mass. */
  quantity: z
    .number({ message: 'validation.number' })
    .positive({ message: 'validation.positive' })
    .max(100_000_000, { message: 'validation.too_large' })
    .nullable()
    .default(null),
  commodity_code: ZCommodityCodeInput,
  description: requiredText(280),
  origin_country: ZCustomsCountry,
  net_mass: ZCustomsMass,
  gross_mass: ZCustomsMass,
  statistical_value: ZMinorUnits,
  /** Data element 11 09, four digits such as 4000 (release for free circulation) or 1000 (export). */
  procedure_code: code(4).refine((value) => value === null || /^\d{4}$/.test(value), { message: 'validation.customs_procedure' }),
  /** Data element 11 10, three characters such as C07. */
  additional_procedure_code: code(3).refine((value) => value === null || /^[A-Z0-9]{3}$/.test(value), {
    message: 'validation.customs_additional_procedure',
  }),
  packages: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(0, { message: 'validation.not_negative' })
    .max(1_000_000, { message: 'validation.too_large' })
    .nullable()
    .default(null),
  /** Data element 14 11, three digits such as 100 (no preference) or 300 (preferential origin). */
  preference_code: code(3).refine((value) => value === null || /^\d{3}$/.test(value), { message: 'validation.customs_preference' }),
  /** Data element 12 03 codes with their references, such as "N380 INV-1001; N271 PL-77". */
  supporting_documents: optionalText(500),
});
export type TCustomsItemBody = z.infer<typeof ZCustomsItemBody>;
export type TCustomsItemBodyInput = z.input<typeof ZCustomsItemBody>;

/** The header of a declaration: what a shipper fills in and the agent completes. */
export const ZCustomsHeaderBody = z.object({
  agent_company_id: ZId.nullable().default(null),
  declaration_type: z.enum(CUSTOMS_DECLARATION_TYPES, { message: 'validation.invalid_value' }),
  additional_type: z.enum(CUSTOMS_ADDITIONAL_TYPES, { message: 'validation.invalid_value' }).default('A'),
  /** The declarant's own reference; one is made up when left out. */
  lrn: code(22),
  parties: ZCustomsParties.default({ importer: emptyParty, exporter: emptyParty, declarant: emptyParty }),
  incoterm: z.enum(INCOTERMS, { message: 'validation.customs_incoterm' }).nullable().default(null),
  incoterm_place: optionalText(100),
  /** Customs office of lodgement, an8 such as SE003033. */
  customs_office: code(8).refine((value) => value === null || /^[A-Z]{2}[A-Z0-9]{6}$/.test(value), {
    message: 'validation.customs_office',
  }),
  transport_document_type: z.enum(CUSTOMS_TRANSPORT_DOCUMENT_TYPES, { message: 'validation.invalid_value' }).nullable().default(null),
  transport_document_number: optionalText(70),
  previous_document: optionalText(70),
  invoice_number: optionalText(50),
  invoice_currency: code(3).refine((value) => value === null || /^[A-Z]{3}$/.test(value), { message: 'validation.currency' }),
  invoice_amount: ZMinorUnits,
});
export type TCustomsHeaderBody = z.infer<typeof ZCustomsHeaderBody>;
export type TCustomsHeaderBodyInput = z.input<typeof ZCustomsHeaderBody>;

export const ZCreateCustomsDeclarationBody = ZCustomsHeaderBody.extend({
  /** One of the sites acted as that has the customs application; the first such when left out. */
  site_id: ZId.nullable().default(null),
  items: z.array(ZCustomsItemBody).max(CUSTOMS_ITEMS_MAX, { message: 'validation.too_big' }).default([]),
  /** Portal shipments carrying the goods, by uuid. */
  shipment_uuids: z
    .array(z.uuid({ message: 'validation.invalid' }))
    .max(50)
    .default([]),
});
export type TCreateCustomsDeclarationBody = z.infer<typeof ZCreateCustomsDeclarationBody>;
export type TCreateCustomsDeclarationBodyInput = z.input<typeof ZCreateCustomsDeclarationBody>;

/** Starts a declaration from a portal shipment: its addresses, goods, weights, waybill and invoice fill it. */
export const ZCustomsFromShipmentBody = z.object({
  shipment_uuid: z.uuid({ message: 'validation.invalid' }),
  declaration_type: z.enum(CUSTOMS_DECLARATION_TYPES, { message: 'validation.invalid_value' }).default('H1'),
});
export type TCustomsFromShipmentBody = z.infer<typeof ZCustomsFromShipmentBody>;

export const ZCustomsStatusBody = z.object({
  status: z.enum(CUSTOMS_STATUSES, { message: 'validation.invalid_value' }),
  /** Required for a rejection; told to the other party. */
  reason: optionalText(1000),
  /** Required on acceptance: the MRN customs gave. */
  mrn: code(18),
});
export type TCustomsStatusBody = z.infer<typeof ZCustomsStatusBody>;
export type TCustomsStatusBodyInput = z.input<typeof ZCustomsStatusBody>;

export const ZCustomsCommentBody = z.object({ body: requiredText(2000) });
export type TCustomsCommentBody = z.infer<typeof ZCustomsCommentBody>;

export const ZCustomsShipmentLinkBody = z.object({ shipment_uuid: z.uuid({ message: 'validation.invalid' }) });

export const ZCustomsDocumentType = z.enum(CUSTOMS_DOCUMENT_TYPES, { message: 'validation.invalid_value' });

const ZPersonName = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ZCustomsShipmentRef = z.object({ uuid: z.string(), shipment_number: z.string(), status: z.string() });

/** A declaration as lists show it. */
export const ZCustomsDeclarationRow = z.object({
  id: z.number().int(),
  status: z.enum(CUSTOMS_STATUSES),
  version: z.number().int(),
  declaration_type: z.enum(CUSTOMS_DECLARATION_TYPES),
  direction: z.enum(['import', 'export', 'transit']),
  lrn: z.string(),
  mrn: z.string().nullable(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  agent_company_id: z.number().int().nullable(),
  agent_company_name: z.string().nullable(),
  importer_name: z.string().nullable(),
  exporter_name: z.string().nullable(),
  waybill_number: z.string().nullable(),
  hs_codes: z.array(z.string()),
  items_count: z.number().int(),
  gross_mass: z.number().nullable(),
  documents_count: z.number().int(),
  shipments: z.array(ZCustomsShipmentRef),
  status_reason: z.string().nullable(),
  created_by: ZPersonName,
  /** What the reader is on this declaration: the shipper, its agent, or both. */
  roles: z.array(z.enum(CUSTOMS_PARTY_ROLES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCustomsDeclarationRow = z.infer<typeof ZCustomsDeclarationRow>;

export const ZCustomsItem = z.object({
  id: z.number().int(),
  line_number: z.number().int(),
  article_number: z.string().nullable(),
  quantity: z.number().nullable(),
  commodity_code: z.string().nullable(),
  description: z.string(),
  origin_country: z.string().nullable(),
  net_mass: z.number().nullable(),
  gross_mass: z.number().nullable(),
  statistical_value: z.number().nullable(),
  procedure_code: z.string().nullable(),
  additional_procedure_code: z.string().nullable(),
  packages: z.number().int().nullable(),
  preference_code: z.string().nullable(),
  supporting_documents: z.string().nullable(),
});
export type TCustomsItem = z.infer<typeof ZCustomsItem>;

export const ZCustomsDocument = z.object({
  id: z.number().int(),
  document_type: z.enum(CUSTOMS_DOCUMENT_TYPES),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: ZPersonName,
  created_at: z.string(),
});
export type TCustomsDocument = z.infer<typeof ZCustomsDocument>;

export const ZCustomsEvent = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'status', 'amended', 'comment', 'document_added', 'document_removed']),
  from_status: z.enum(CUSTOMS_STATUSES).nullable(),
  to_status: z.enum(CUSTOMS_STATUSES).nullable(),
  version: z.number().int().nullable(),
  body: z.string().nullable(),
  user: ZPersonName,
  created_at: z.string(),
});
export type TCustomsEvent = z.infer<typeof ZCustomsEvent>;

const ZCustomsPartyValue = z.object({
  name: z.string().nullable(),
  eori: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const ZCustomsDeclaration = ZCustomsDeclarationRow.extend({
  additional_type: z.enum(CUSTOMS_ADDITIONAL_TYPES),
  parties: z.object({ importer: ZCustomsPartyValue, exporter: ZCustomsPartyValue, declarant: ZCustomsPartyValue }),
  incoterm: z.enum(INCOTERMS).nullable(),
  incoterm_place: z.string().nullable(),
  customs_office: z.string().nullable(),
  transport_document_type: z.enum(CUSTOMS_TRANSPORT_DOCUMENT_TYPES).nullable(),
  transport_document_number: z.string().nullable(),
  previous_document: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_currency: z.string().nullable(),
  invoice_amount: z.number().nullable(),
  items: z.array(ZCustomsItem),
  documents: z.array(ZCustomsDocument),
  events: z.array(ZCustomsEvent),
  versions: z.array(z.object({ version: z.number().int(), created_by: ZPersonName, created_at: z.string() })),
  /** The statuses the reader may move it to now. */
  transitions: z.array(z.enum(CUSTOMS_STATUSES)),
  /** Whether the reader may change its content now. */
  editable: z.boolean(),
});
export type TCustomsDeclaration = z.infer<typeof ZCustomsDeclaration>;

export const ZListCustomsDeclarationsResponse = listResponse(ZCustomsDeclarationRow);
export type TListCustomsDeclarationsResponse = z.infer<typeof ZListCustomsDeclarationsResponse>;
export const ZCustomsDeclarationResponse = dataResponse(ZCustomsDeclaration);

/** One kept version, whole, as it was saved. */
export const ZCustomsVersionResponse = dataResponse(
  z.object({ version: z.number().int(), content: z.record(z.string(), z.unknown()), created_by: ZPersonName, created_at: z.string() }),
);

/** Counts above the list: per status and per shipper view, for the filters applied besides status and view. */
export const ZCustomsStatisticsResponse = dataResponse(
  z.object({
    statuses: z.record(z.enum(CUSTOMS_STATUSES), z.number().int()),
    views: z.record(z.enum(CUSTOMS_VIEW_KEYS as [string, ...string[]]), z.number().int()),
    total: z.number().int(),
  }),
);
export type TCustomsStatistics = z.infer<typeof ZCustomsStatisticsResponse>['data'];

/** Agent companies serving the organization worked in, to choose from on a request. */
export const ZCustomsAgentsResponse = dataResponse(z.array(z.object({ id: z.number().int(), name: z.string() })));
