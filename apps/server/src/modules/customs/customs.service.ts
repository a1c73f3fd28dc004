import { randomBytes } from 'node:crypto';
import {
  CUSTOMS_DECLARATION_DIRECTIONS,
  CUSTOMS_DOCUMENT_MAX_BYTES,
  CUSTOMS_ITEMS_MAX,
  CUSTOMS_STATUSES,
  CUSTOMS_VIEW_KEYS,
  CUSTOMS_VIEWS,
  INCOTERMS,
  type CustomsDocumentType,
  type CustomsPartyRole,
  type CustomsStatus,
  type Incoterm,
  type Locale,
  type TCreateCustomsDeclarationBody,
  type TCustomsCommentBody,
  type TCustomsDeclaration,
  type TCustomsDeclarationRow,
  type TCustomsFromShipmentBody,
  type TCustomsHeaderBody,
  type TCustomsItemBody,
  type TCustomsParties,
  type TCustomsStatistics,
  type TCustomsStatusBody,
  type TListCustomsDeclarationsResponse,
  type TListQuery,
  routePath,
} from '@freight/contracts';
import {
  customsReasonRequired,
  customsTransitions,
  isEori,
  isLrn,
  isMrn,
  mayEditCustoms,
  mayMoveCustoms,
  netWithinGross,
  normalizeCommodityCode,
} from '@freight/domain';
import type { Executor } from '../../db/client';
import type { CustomsPartyValue } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { safeFilename } from '../../platform/documents';
import { ForbiddenError, NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { readUploadedFile, type UploadedFile } from '../../platform/form-body';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { narrowedToSites, scopeOf, systemScope, type Scope } from '../../platform/tenancy';
import { visibleConsignments } from '../../platform/shipment-scope';
import type { ExportColumn } from '../../platform/xlsx-export';
import { publishEvents, type wordNotice } from '../notifications';
import { codeSuggestionsFor, learnFromGoodsLines, productChoices } from './customs-products.service';
import * as queries from './customs.queries';
import { GOODS_WORKBOOK, readGoodsWorkbook } from './goods-workbook';
import { renderDeclarationSummary } from './declaration-summary';

type Errors = Record<string, FieldMessage[]>;

/** Who the signed-in user is towards customs declarations: a shipper on some sites, an agent for some organizations. */
export async function readerOf(deps: AppDeps, ctx: SignedInContext): Promise<queries.CustomsReader> {
  const { actor } = ctx;
  const customsSiteIds = await queries.customsSitesAmong(deps.db, actor.siteIds);
  return {
    shipper: narrowedToSites(scopeOf(ctx), customsSiteIds),
    customsSiteIds,
    companyId: actor.companyId,
    agentOrganizationIds: actor.agentOrganizationIds,
  };
}

const person = (value: { id: number | null; name: string | null } | null) =>
  value?.id != null && value.name !== null ? { id: value.id, name: value.name } : null;

function rolesOf(row: queries.DeclarationRow): CustomsPartyRole[] {
  return [...(row.is_shipper ? (['shipper'] as const) : []), ...(row.is_agent ? (['agent'] as const) : [])];
}

function presentRow(row: queries.DeclarationRow): TCustomsDeclarationRow {
  const { declaration } = row;
  return {
    id: declaration.id,
    status: declaration.status,
    version: declaration.version,
    declaration_type: declaration.declaration_type,
    direction: CUSTOMS_DECLARATION_DIRECTIONS[declaration.declaration_type],
    lrn: declaration.lrn,
    mrn: declaration.mrn,
    organization_id: declaration.organization_id,
    organization_name: row.organization_name,
    site_id: declaration.site_id,
    site_name: row.site_name,
    agent_company_id: declaration.agent_company_id,
    agent_company_name: row.agent_company_name,
    importer_name: declaration.parties.importer.name,
    exporter_name: declaration.parties.exporter.name,
    waybill_number: declaration.transport_document_number,
    hs_codes: row.hs_codes,
    items_count: row.items_count,
    gross_mass: row.gross_mass === null ? null : Number(row.gross_mass),
    documents_count: row.documents_count,
    shipments: row.shipments,
    status_reason: declaration.status_reason,
    created_by: person(row.creator),
    roles: rolesOf(row),
    created_at: declaration.created_at.toISOString(),
    updated_at: declaration.updated_at.toISOString(),
  };
}

export async function listDeclarations(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListCustomsDeclarationsResponse> {
  const reader = await readerOf(deps, ctx);
  const plan = planList(query, queries.declarationListFor(reader), [queries.readableBy(reader)]);
  const { rows, total } = await queries.listDeclarations(deps.db, reader, plan);
  return { data: rows.map(presentRow), meta: listMeta(total, plan) };
}

/** Counts per status and per shipper view, for the list's other filters: choosing a status keeps the others' counts. */
export async function declarationStatistics(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TCustomsStatistics> {
  const reader = await readerOf(deps, ctx);
  const { status: _status, view: _view, ...filter } = query.filter ?? {};
  const filters = query.filters?.filter((entry) => entry.name !== 'status' && entry.name !== 'view');
  const plan = planList({ ...query, filter, filters }, queries.declarationListFor(reader), [queries.readableBy(reader)]);
  const rows = await queries.countByStatus(deps.db, plan.where);
  const statuses = Object.fromEntries(CUSTOMS_STATUSES.map((status) => [status, 0])) as Record<CustomsStatus, number>;
  for (const row of rows) statuses[row.status] = row.count;
  const views = Object.fromEntries(
    CUSTOMS_VIEW_KEYS.map((view) => [view, CUSTOMS_VIEWS[view].reduce((sum: number, status) => sum + statuses[status], 0)]),
  );
  return { statuses, views, total: rows.reduce((sum, row) => sum + row.count, 0) };
}

async function load(deps: AppDeps, db: Executor, reader: queries.CustomsReader, id: number) {
  const row = await queries.findDeclaration(db, reader, id);
  if (!row) throw new NotFoundError();
  return row;
}

async function present(db: Executor, row: queries.DeclarationRow): Promise<TCustomsDeclaration> {
  const { declaration } = row;
  const [items, documents, events, versions] = await Promise.all([
    queries.itemsOf(db, declaration.id),
    queries.documentsOf(db, declaration.id),
    queries.eventsOf(db, declaration.id),
    queries.versionsOf(db, declaration.id),
  ]);
  const roles = rolesOf(row);
  return {
    ...presentRow(row),
    additional_type: declaration.additional_type as TCustomsDeclaration['additional_type'],
    parties: declaration.parties,
    incoterm: declaration.incoterm as Incoterm | null,
    incoterm_place: declaration.incoterm_place,
    customs_office: declaration.customs_office,
    transport_document_type: declaration.transport_document_type as TCustomsDeclaration['transport_document_type'],
    transport_document_number: declaration.transport_document_number,
    previous_document: declaration.previous_document,
    invoice_number: declaration.invoice_number,
    invoice_currency: declaration.invoice_currency,
    invoice_amount: declaration.invoice_amount,
    items: items.map((item) => ({
      id: item.id,
      line_number: item.line_number,
      article_number: item.article_number,
      quantity: item.quantity,
      commodity_code: item.commodity_code,
      description: item.description,
      origin_country: item.origin_country,
      net_mass: item.net_mass,
      gross_mass: item.gross_mass,
      statistical_value: item.statistical_value,
      procedure_code: item.procedure_code,
      additional_procedure_code: item.additional_procedure_code,
      packages: item.packages,
      preference_code: item.preference_code,
      supporting_documents: item.supporting_documents,
    })),
    documents: documents.map(({ document, uploader }) => ({
      id: document.id,
      document_type: document.document_type,
      filename: document.filename,
      content_type: document.content_type,
      size: document.size,
      uploaded_by: person(uploader),
      created_at: document.created_at.toISOString(),
    })),
    events: events.map(({ event, user }) => ({
      id: event.id,
      kind: event.kind,
      from_status: event.from_status,
      to_status: event.to_status,
      version: event.version,
      body: event.body,
      user: person(user),
      created_at: event.created_at.toISOString(),
    })),
    versions: versions.map((version) => ({
      version: version.version,
      created_by: person(version.user),
      created_at: version.created_at.toISOString(),
    })),
    transitions: customsTransitions(roles, declaration.status),
    editable: mayEditCustoms(roles, declaration.status),
  };
}

export async function getDeclaration(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TCustomsDeclaration> {
  return present(deps.db, await load(deps, deps.db, await readerOf(deps, ctx), id));
}

export async function getVersion(deps: AppDeps, ctx: SignedInContext, id: number, version: number) {
  await load(deps, deps.db, await readerOf(deps, ctx), id);
  const row = await queries.findVersion(deps.db, id, version);
  if (!row) throw new NotFoundError();
  return {
    version: row.version.version,
    content: row.version.content,
    created_by: person(row.user),
    created_at: row.version.created_at.toISOString(),
  };
}

// --- Checks ---------------------------------------------------------------------------------

function checkParties(parties: TCustomsParties, errors: Errors) {
  for (const role of ['importer', 'exporter', 'declarant'] as const) {
    const eori = parties[role].eori;
    if (eori !== null && !isEori(eori)) errors[`parties.${role}.eori`] = ['validation.eori'];
  }
}

/** Structure of an item's fields; `prefix` names it in the errors (`items.2.` or nothing). */
function checkItem(item: TCustomsItemBody, prefix: string, errors: Errors): TCustomsItemBody {
  let code = item.commodity_code;
  if (code !== null) {
    const normalized = normalizeCommodityCode(code);
    if (normalized === null) errors[`${prefix}commodity_code`] = ['validation.commodity_code'];
    else code = normalized;
  }
  if (!netWithinGross(item.net_mass, item.gross_mass)) errors[`${prefix}net_mass`] = ['validation.net_above_gross'];
  return { ...item, commodity_code: code };
}

function checkHeader(body: TCustomsHeaderBody, errors: Errors) {
  if (body.lrn !== null && !isLrn(body.lrn)) errors.lrn = ['validation.customs_lrn'];
  checkParties(body.parties, errors);
}

function raise(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** What lodging needs beyond structure: every party, code and mass customs asks for. */
function checkComplete(row: queries.DeclarationRow, items: Awaited<ReturnType<typeof queries.itemsOf>>): Errors {
  const { declaration } = row;
  const errors: Errors = {};
  const direction = CUSTOMS_DECLARATION_DIRECTIONS[declaration.declaration_type];
  const parties = declaration.parties;
  if (!parties.declarant.eori) errors['parties.declarant.eori'] = ['validation.required'];
  if (direction === 'import' && !parties.importer.eori) errors['parties.importer.eori'] = ['validation.required'];
  if (direction !== 'import' && !parties.exporter.eori) errors['parties.exporter.eori'] = ['validation.required'];
  if (!declaration.customs_office) errors.customs_office = ['validation.required'];
  if (items.length === 0) errors.items = ['validation.customs_items_required'];
  items.forEach((item, index) => {
    // Imports are declared at the CN8 or TARIC10 level; the six digits of the HS are not enough.
    if (!item.commodity_code) errors[`items.${index}.commodity_code`] = ['validation.required'];
    else if (direction === 'import' && item.commodity_code.length < 8)
      errors[`items.${index}.commodity_code`] = ['validation.commodity_code_incomplete'];
    if (item.gross_mass === null) errors[`items.${index}.gross_mass`] = ['validation.required'];
    if (!item.origin_country && direction === 'import') errors[`items.${index}.origin_country`] = ['validation.required'];
    if (!item.procedure_code) errors[`items.${index}.procedure_code`] = ['validation.required'];
  });
  return errors;
}

// --- Writing ------------------------------------------------------------------------------

function itemValues(organizationId: number, declarationId: number, item: TCustomsItemBody, lineNumber: number) {
  return { organization_id: organizationId, declaration_id: declarationId, line_number: lineNumber, ...item };
}

function headerValues(body: TCustomsHeaderBody) {
  const { agent_company_id: _agent, lrn: _lrn, ...rest } = body;
  return rest;
}

/** A new LRN: the year and random characters, unique within the organization by the index. */
const newLrn = () => `CD${new Date().getUTCFullYear()}-${randomBytes(5).toString('hex').toUpperCase()}`;

async function checkAgent(db: Executor, organizationId: number, agentCompanyId: number | null, errors: Errors) {
  if (agentCompanyId === null) return;
  const agents = await queries.agentsServing(db, organizationId);
  if (!agents.some((agent) => agent.id === agentCompanyId)) errors.agent_company_id = ['validation.customs_agent_unknown'];
}

/** Keeps the declaration as it now is as its current version, whole. */
async function keepVersion(tx: Executor, declarationId: number, userId: number) {
  const row = await queries.findRawDeclaration(tx, declarationId);
  const items = await queries.itemsOf(tx, declarationId);
  const { id: _id, organization_id: _organization, created_at: _created, updated_at: _updated, ...header } = row!;
  await queries.insertVersion(tx, {
    organization_id: row!.organization_id,
    declaration_id: declarationId,
    version: row!.version,
    content: {
      ...header,
      items: items.map(({ id: _itemId, organization_id: _o, declaration_id: _d, created_at: _c, updated_at: _u, ...item }) => item),
    },
    created_by_user_id: userId,
  });
}

/** The customs sites acted as in the organization worked in; a request is made for one of them. */
async function requestSite(reader: queries.CustomsReader, siteId: number | null): Promise<number> {
  if (siteId !== null) {
    if (!reader.customsSiteIds.includes(siteId)) throw new ValidationError({ site_id: ['validation.customs_site'] });
    return siteId;
  }
  const first = reader.customsSiteIds[0];
  if (first === undefined) throw new ForbiddenError();
  return first;
}

export async function createDeclaration(
  deps: AppDeps,
  ctx: SignedInContext,
  body: TCreateCustomsDeclarationBody,
): Promise<TCustomsDeclaration> {
  const reader = await readerOf(deps, ctx);
  const siteId = await requestSite(reader, body.site_id);
  const organizationId = await queries.organizationOfSite(deps.db, siteId);
  const errors: Errors = {};
  checkHeader(body, errors);
  const items = body.items.map((item, index) => checkItem(item, `items.${index}.`, errors));
  await checkAgent(deps.db, organizationId, body.agent_company_id, errors);
  const lrn = body.lrn ?? newLrn();
  if (body.lrn !== null && !errors.lrn && (await queries.lrnTaken(deps.db, organizationId, lrn, null)))
    errors.lrn = ['validation.customs_lrn_taken'];
  const shipments = await queries.shipmentsByUuid(deps.db, body.shipment_uuids, visibleConsignments(ctx));
  body.shipment_uuids.forEach((uuid, index) => {
    const shipment = shipments.find((candidate) => candidate.uuid === uuid);
    if (!shipment || shipment.organization_id !== organizationId) errors[`shipment_uuids.${index}`] = ['errors.not_found'];
  });
  raise(errors);
  const id = await deps.db.transaction(async (tx) => {
    const id = await queries.insertDeclaration(tx, {
      ...headerValues(body),
      organization_id: organizationId,
      site_id: siteId,
      agent_company_id: body.agent_company_id ?? (await soleAgent(tx, organizationId)),
      created_by_user_id: ctx.actor.userId,
      lrn,
    });
    if (items.length > 0)
      await queries.replaceItems(
        tx,
        id,
        items.map((item, index) => itemValues(organizationId, id, item, index + 1)),
      );
    await queries.linkShipments(
      tx,
      id,
      organizationId,
      shipments.map((shipment) => shipment.id),
    );
    await keepVersion(tx, id, ctx.actor.userId);
    await queries.insertEvent(tx, {
      organization_id: organizationId,
      declaration_id: id,
      kind: 'created',
      to_status: 'draft',
      version: 1,
      user_id: ctx.actor.userId,
    });
    return id;
  });
  return getDeclaration(deps, ctx, id);
}

/** The one agent serving an organization is named on its requests at once; with several the shipper chooses. */
async function soleAgent(db: Executor, organizationId: number) {
  const agents = await queries.agentsServing(db, organizationId);
  return agents.length === 1 ? agents[0]!.id : null;
}

export async function agentsForRequests(deps: AppDeps, ctx: SignedInContext) {
  const reader = await readerOf(deps, ctx);
  const siteId = reader.customsSiteIds[0];
  if (siteId === undefined) return [];
  return queries.agentsServing(deps.db, await queries.organizationOfSite(deps.db, siteId));
}

const TRANSPORT_DOCUMENTS: Record<string, TCustomsHeaderBody['transport_document_type']> = {
  AIR: 'N740',
  EXPRESS: 'N740',
  COURIER: 'N740',
  SEA: 'N705',
  OCEAN: 'N705',
  ROAD: 'N730',
};

/**
 * A declaration filled from a shipment: the consignor is the exporter and the consignee the
 * importer, the waybill the transport document, and the booking's commercial invoice (when it
 * has one) the goods items with their codes, origins and values; otherwise its goods lines.
 */
export async function createFromShipment(
  deps: AppDeps,
  ctx: SignedInContext,
  body: TCustomsFromShipmentBody,
): Promise<TCustomsDeclaration> {
  const reader = await readerOf(deps, ctx);
  const [shipment] = await queries.shipmentsByUuid(deps.db, [body.shipment_uuid], visibleConsignments(ctx));
  if (!shipment) throw new NotFoundError();
  const sameOrganization = await queries.sitesOfOrganization(deps.db, shipment.organization_id, reader.customsSiteIds);
  const siteId = sameOrganization.includes(shipment.site_id) ? shipment.site_id : sameOrganization[0];
  if (siteId === undefined) throw new ValidationError({ shipment_uuid: ['validation.customs_site'] });
  const party = (prefix: 'consignor' | 'consignee'): TCustomsParties['importer'] => ({
    name: shipment[`${prefix}_name`],
    eori: null,
    address: shipment[`${prefix}_address`],
    post_code: shipment[`${prefix}_zip`],
    city: shipment[`${prefix}_city`],
    country: shipment[`${prefix}_countrycode`],
  });
  const emptyParty: CustomsPartyValue = { name: null, eori: null, address: null, post_code: null, city: null, country: null };
  const invoice = await queries.invoiceOfShipment(deps.db, shipment.id);
  const goods = await queries.shipmentItems(deps.db, shipment.id);
  const incoterm = (invoice?.delivery_term ?? shipment.terms_type ?? '').toUpperCase();
  let items: TCustomsItemBody[];
  if (invoice && invoice.articles.length > 0) {
    const netTotal = invoice.articles.reduce((sum, article) => sum + (article.net_weight ?? 0), 0);
    const gross = shipment.total_weight;
    items = invoice.articles.map((article) => ({
      article_number: article.article_number,
      quantity: article.quantity,
      commodity_code: normalizeCommodityCode(article.hs_code) ?? null,
      description: article.description,
      origin_country: article.country_of_origin,
      net_mass: article.net_weight,
      // The shipment's gross weight shared out by net weight, when it covers the net weights.
      gross_mass:
        gross !== null && article.net_weight !== null && netTotal > 0 && gross >= netTotal
          ? Math.round((gross * article.net_weight * 1000) / netTotal) / 1000
          : null,
      statistical_value: Math.round(article.quantity * article.unit_price * 100),
      procedure_code: null,
      additional_procedure_code: null,
      packages: null,
      preference_code: null,
      supporting_documents: `N380 ${invoice.invoice_number}`,
    }));
  } else {
    items = goods.map((line) => ({
      article_number: null,
      quantity: null,
      commodity_code: null,
      description: line.description ?? line.goods_type ?? line.package_type ?? shipment.shipment_number,
      origin_country: null,
      net_mass: null,
      gross_mass: line.weight,
      statistical_value: null,
      procedure_code: null,
      additional_procedure_code: null,
      packages: line.units,
      preference_code: null,
      supporting_documents: null,
    }));
  }
  return createDeclaration(deps, ctx, {
    site_id: siteId,
    agent_company_id: null,
    declaration_type: body.declaration_type,
    additional_type: 'A',
    lrn: null,
    parties: { importer: party('consignee'), exporter: party('consignor'), declarant: emptyParty },
    incoterm: (INCOTERMS as readonly string[]).includes(incoterm) ? (incoterm as Incoterm) : null,
    incoterm_place: shipment.terms_location,
    customs_office: null,
    transport_document_type: TRANSPORT_DOCUMENTS[shipment.transport_mode ?? ''] ?? null,
    transport_document_number: shipment.waybill_number ?? shipment.shipment_number,
    previous_document: null,
    invoice_number: invoice?.invoice_number ?? null,
    invoice_currency: invoice?.currency ?? null,
    invoice_amount: invoice
      ? Math.round(invoice.articles.reduce((sum, article) => sum + article.quantity * article.unit_price, 0) * 100)
      : null,
    items: items.slice(0, 999),
    shipment_uuids: [shipment.uuid],
  });
}

/** Runs a change of content as a new version: only who may edit now, only while the status holds. */
async function amend(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  change: (tx: Executor, row: queries.DeclarationRow) => Promise<void>,
): Promise<TCustomsDeclaration> {
  const reader = await readerOf(deps, ctx);
  const row = await load(deps, deps.db, reader, id);
  if (!mayEditCustoms(rolesOf(row), row.declaration.status)) throw statusError(ctx.locale, row.declaration.status);
  await deps.db.transaction(async (tx) => {
    const version = row.declaration.version + 1;
    const changed = await queries.updateDeclaration(tx, id, row.declaration.status, { version, updated_at: new Date() });
    if (!changed) throw statusError(ctx.locale, row.declaration.status);
    await change(tx, row);
    await keepVersion(tx, id, ctx.actor.userId);
    await queries.insertEvent(tx, {
      organization_id: row.declaration.organization_id,
      declaration_id: id,
      kind: 'amended',
      version,
      user_id: ctx.actor.userId,
    });
  });
  return getDeclaration(deps, ctx, id);
}

function statusError(locale: Locale, status: CustomsStatus) {
  return new ValidationError({
    status: [{ key: 'validation.customs_not_editable', params: { status: translate(locale, `customs.status.${status}`) } }],
  });
}

export async function updateHeader(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TCustomsHeaderBody,
): Promise<TCustomsDeclaration> {
  const errors: Errors = {};
  checkHeader(body, errors);
  raise(errors);
  return amend(deps, ctx, id, async (tx, row) => {
    const { declaration } = row;
    const shipperEditing = rolesOf(row).includes('shipper') && declaration.status === 'draft';
    const agentCompanyId = shipperEditing ? body.agent_company_id : declaration.agent_company_id;
    const more: Errors = {};
    // Inside the amendment's transaction: on the embedded database the pool would wait for it.
    if (shipperEditing) await checkAgent(tx, declaration.organization_id, agentCompanyId, more);
    const lrn = body.lrn ?? declaration.lrn;
    if (lrn !== declaration.lrn && (await queries.lrnTaken(tx, declaration.organization_id, lrn, id)))
      more.lrn = ['validation.customs_lrn_taken'];
    raise(more);
    await queries.updateDeclarationValues(tx, id, { ...headerValues(body), agent_company_id: agentCompanyId, lrn });
  });
}

export async function addItem(deps: AppDeps, ctx: SignedInContext, id: number, body: TCustomsItemBody) {
  const errors: Errors = {};
  const item = checkItem(body, '', errors);
  raise(errors);
  return amend(deps, ctx, id, async (tx, row) => {
    await queries.insertItem(tx, itemValues(row.declaration.organization_id, id, item, await queries.nextLineNumber(tx, id)));
    // The agent's lines teach the shipper's library: it is the declaration's organization that learns.
    await learnFromGoodsLines(tx, row.declaration.organization_id, [item]);
  });
}

/**
 * Appends the goods lines of a workbook after the lines the declaration has, as one new version:
 * every line or, when any cell is wrong, none. Checked as lines typed on the page are.
 */
export async function importItems(deps: AppDeps, ctx: SignedInContext, id: number, file: UploadedFile) {
  // Another's declaration is not found before its file is read.
  const current = await getDeclaration(deps, ctx, id);
  if (!current.editable) throw statusError(ctx.locale, current.status);
  const items = await readGoodsWorkbook(file, ctx.locale, CUSTOMS_ITEMS_MAX - current.items.length, (item, errors) =>
    checkItem(item, '', errors),
  );
  return amend(deps, ctx, id, async (tx, row) => {
    const first = await queries.nextLineNumber(tx, id);
    await queries.insertItems(
      tx,
      items.map((item, index) => itemValues(row.declaration.organization_id, id, item, first + index)),
    );
    await learnFromGoodsLines(tx, row.declaration.organization_id, items);
  });
}

/** The empty goods lines workbook, headed in the user's language. */
export const goodsTemplate = (locale: Locale) => GOODS_WORKBOOK.template(locale);

async function itemOwner(deps: AppDeps, itemId: number) {
  const item = await queries.findItem(deps.db, itemId);
  if (!item) throw new NotFoundError();
  return item;
}

export async function updateItem(deps: AppDeps, ctx: SignedInContext, itemId: number, body: TCustomsItemBody) {
  const current = await itemOwner(deps, itemId);
  const errors: Errors = {};
  const item = checkItem(body, '', errors);
  raise(errors);
  return amend(deps, ctx, current.declaration_id, async (tx, row) => {
    await queries.updateItem(tx, itemId, { ...item, updated_at: new Date() });
    await learnFromGoodsLines(tx, row.declaration.organization_id, [item]);
  });
}

export async function deleteItem(deps: AppDeps, ctx: SignedInContext, itemId: number) {
  const current = await itemOwner(deps, itemId);
  return amend(deps, ctx, current.declaration_id, async (tx) => {
    await queries.deleteItem(tx, itemId);
  });
}

/** Articles of the declaration's organization's library, to pick on one of its goods lines. */
export async function declarationProducts(deps: AppDeps, ctx: SignedInContext, id: number, typed: string) {
  const row = await load(deps, deps.db, await readerOf(deps, ctx), id);
  return productChoices(deps.db, declarationLibrary(row.declaration), typed);
}

/** Commodity codes for a goods line of the declaration, from its organization's lines and library first. */
export async function declarationCodeSuggestions(deps: AppDeps, ctx: SignedInContext, id: number, typed: string) {
  const row = await load(deps, deps.db, await readerOf(deps, ctx), id);
  return codeSuggestionsFor(deps.db, declarationLibrary(row.declaration), typed);
}

// --- Status -------------------------------------------------------------------------------

export async function changeStatus(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TCustomsStatusBody,
): Promise<TCustomsDeclaration> {
  const reader = await readerOf(deps, ctx);
  const row = await load(deps, deps.db, reader, id);
  const roles = rolesOf(row);
  const from = row.declaration.status;
  const to = body.status;
  if (!mayMoveCustoms(roles, from, to)) {
    throw new ValidationError({
      status: [
        {
          key: 'validation.customs_transition',
          params: { from: translate(ctx.locale, `customs.status.${from}`), to: translate(ctx.locale, `customs.status.${to}`) },
        },
      ],
    });
  }
  const errors: Errors = {};
  if (customsReasonRequired(to) && !body.reason) errors.reason = ['validation.required'];
  if (to === 'accepted') {
    if (!body.mrn) errors.mrn = ['validation.required'];
    else if (!isMrn(body.mrn)) errors.mrn = ['validation.mrn'];
  }
  if (to === 'submitted' && row.declaration.agent_company_id === null) errors.agent_company_id = ['validation.customs_agent_required'];
  if (to === 'submitted' && row.items_count === 0) errors.items = ['validation.customs_items_required'];
  if (to === 'lodged') Object.assign(errors, checkComplete(row, await queries.itemsOf(deps.db, id)));
  raise(errors);
  const actedAs: CustomsPartyRole = roles.includes('agent') && mayMoveCustoms(['agent'], from, to) ? 'agent' : 'shipper';
  await deps.db.transaction(async (tx) => {
    const changed = await queries.updateDeclaration(tx, id, from, {
      status: to,
      updated_at: new Date(),
      ...(to === 'accepted' ? { mrn: body.mrn } : {}),
      ...(to === 'rejected' || to === 'invalidated' ? { status_reason: body.reason } : {}),
      ...(to === 'draft' || to === 'submitted' ? { status_reason: null } : {}),
    });
    if (!changed) throw statusError(ctx.locale, from);
    await queries.insertEvent(tx, {
      organization_id: row.declaration.organization_id,
      declaration_id: id,
      kind: 'status',
      from_status: from,
      to_status: to,
      version: row.declaration.version,
      body: to === 'accepted' ? body.mrn : body.reason,
      user_id: ctx.actor.userId,
    });
  });
  const after = await load(deps, deps.db, reader, id);
  await tellOtherParty(deps, ctx, after, actedAs, {
    subject: {
      key: 'notifications.customs_status_subject',
      params: { lrn: after.declaration.lrn, status: { key: `customs.status.${to}` } },
    },
    content:
      to === 'rejected' || (to === 'invalidated' && body.reason)
        ? {
            key: 'notifications.customs_status_reason_content',
            params: { lrn: after.declaration.lrn, status: { key: `customs.status.${to}` }, reason: body.reason ?? '' },
          }
        : to === 'accepted'
          ? { key: 'notifications.customs_accepted_content', params: { lrn: after.declaration.lrn, mrn: body.mrn ?? '' } }
          : {
              key: 'notifications.customs_status_content',
              params: { lrn: after.declaration.lrn, status: { key: `customs.status.${to}` } },
            },
  });
  return getDeclaration(deps, ctx, id);
}

type NoticeText = Parameters<typeof wordNotice>[1];

/** Tells the party that did not act, each as they chose to hear of customs changes and in their own language. */
async function tellOtherParty(
  deps: AppDeps,
  ctx: SignedInContext,
  row: queries.DeclarationRow,
  actedAs: CustomsPartyRole,
  text: { subject: NoticeText; content: NoticeText },
) {
  const { declaration } = row;
  let recipients: Awaited<ReturnType<typeof queries.usersOfCompany>> = [];
  if (actedAs === 'shipper' && declaration.agent_company_id !== null)
    recipients = await queries.usersOfCompany(deps.db, declaration.agent_company_id);
  if (actedAs === 'agent' && declaration.created_by_user_id !== null) {
    const shipper = await queries.findUser(deps.db, declaration.created_by_user_id);
    recipients = shipper ? [shipper] : [];
  }
  recipients = recipients.filter((user) => user.id !== ctx.actor.userId);
  // Each party is told within its own organization: an agent's people belong to the agent's.
  const organizations = [...new Set(recipients.map((user) => user.organization_id))];
  await publishEvents(
    deps,
    organizations.map((organizationId) => ({
      type: 'customs_status' as const,
      organizationId,
      userIds: recipients.filter((user) => user.organization_id === organizationId).map((user) => user.id),
      ...text,
      link: routePath('customs.single', { id: declaration.id }),
    })),
  );
}

// --- Comments, documents, shipments ---------------------------------------------------------

export async function addComment(deps: AppDeps, ctx: SignedInContext, id: number, body: TCustomsCommentBody): Promise<TCustomsDeclaration> {
  const reader = await readerOf(deps, ctx);
  const row = await load(deps, deps.db, reader, id);
  await deps.db.transaction(async (tx) => {
    await queries.insertEvent(tx, {
      organization_id: row.declaration.organization_id,
      declaration_id: id,
      kind: 'comment',
      body: body.body,
      user_id: ctx.actor.userId,
    });
    await queries.touch(tx, id);
  });
  await tellOtherParty(deps, ctx, row, rolesOf(row).includes('agent') ? 'agent' : 'shipper', {
    subject: { key: 'notifications.customs_comment_subject', params: { lrn: row.declaration.lrn } },
    content: { key: 'notifications.customs_comment_content', params: { lrn: row.declaration.lrn, comment: body.body } },
  });
  return getDeclaration(deps, ctx, id);
}

export async function uploadDocument(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  file: UploadedFile,
  documentType: CustomsDocumentType,
) {
  const reader = await readerOf(deps, ctx);
  const row = await load(deps, deps.db, reader, id);
  if (file.size > CUSTOMS_DOCUMENT_MAX_BYTES) {
    throw new ValidationError({
      file: [{ key: 'validation.file_too_large', params: { megabytes: CUSTOMS_DOCUMENT_MAX_BYTES / 1024 / 1024 } }],
    });
  }
  const { organization_id: organizationId } = row.declaration;
  const safeName = safeFilename(file.filename);
  const path = `customs/${organizationId}/${id}/${randomBytes(8).toString('hex')}`;
  await deps.files.write(path, await readUploadedFile(file));
  try {
    await deps.db.transaction(async (tx) => {
      await queries.insertDocument(tx, {
        organization_id: organizationId,
        declaration_id: id,
        document_type: documentType,
        filename: safeName,
        content_type: file.mimetype || 'application/octet-stream',
        size: file.size,
        path,
        uploaded_by_user_id: ctx.actor.userId,
      });
      await queries.insertEvent(tx, {
        organization_id: organizationId,
        declaration_id: id,
        kind: 'document_added',
        body: safeName,
        user_id: ctx.actor.userId,
      });
      await queries.touch(tx, id);
    });
  } catch (error) {
    await deps.files.remove(path);
    throw error;
  }
  return getDeclaration(deps, ctx, id);
}

async function ownDocument(deps: AppDeps, ctx: SignedInContext, documentId: number) {
  const document = await queries.findDocument(deps.db, documentId);
  if (!document) throw new NotFoundError();
  await load(deps, deps.db, await readerOf(deps, ctx), document.declaration_id);
  return document;
}

export async function readDocument(deps: AppDeps, ctx: SignedInContext, documentId: number) {
  const document = await ownDocument(deps, ctx, documentId);
  const content = await deps.files.read(document.path);
  if (!content) throw new NotFoundError();
  return { content, filename: document.filename, contentType: document.content_type };
}

/** Removes a document; one that came with the declaration stays in the history by name. */
export async function deleteDocument(deps: AppDeps, ctx: SignedInContext, documentId: number) {
  const document = await ownDocument(deps, ctx, documentId);
  await deps.db.transaction(async (tx) => {
    await queries.deleteDocument(tx, documentId);
    await queries.insertEvent(tx, {
      organization_id: document.organization_id,
      declaration_id: document.declaration_id,
      kind: 'document_removed',
      body: document.filename,
      user_id: ctx.actor.userId,
    });
    await queries.touch(tx, document.declaration_id);
  });
  await deps.files.remove(document.path);
}

export async function linkShipment(deps: AppDeps, ctx: SignedInContext, id: number, uuid: string) {
  const row = await load(deps, deps.db, await readerOf(deps, ctx), id);
  const [shipment] = await queries.shipmentsByUuid(deps.db, [uuid], visibleConsignments(ctx));
  if (!shipment || shipment.organization_id !== row.declaration.organization_id)
    throw new ValidationError({ shipment_uuid: ['errors.not_found'] });
  await deps.db.transaction(async (tx) => {
    await queries.linkShipments(tx, id, row.declaration.organization_id, [shipment.id]);
    await queries.touch(tx, id);
  });
  return getDeclaration(deps, ctx, id);
}

export async function unlinkShipment(deps: AppDeps, ctx: SignedInContext, id: number, uuid: string) {
  await load(deps, deps.db, await readerOf(deps, ctx), id);
  const [shipment] = await queries.shipmentsByUuid(deps.db, [uuid], visibleConsignments(ctx));
  if (!shipment || !(await queries.unlinkShipment(deps.db, id, shipment.id))) throw new NotFoundError();
  await queries.touch(deps.db, id);
  return getDeclaration(deps, ctx, id);
}

// --- Export -------------------------------------------------------------------------------

export function exportColumns(locale: Locale): ExportColumn<TCustomsDeclarationRow>[] {
  const t = (key: string) => translate(locale, `customs.export.${key}`);
  return [
    { key: 'id', header: t('id'), value: (row) => row.id, width: 8 },
    { key: 'lrn', header: t('lrn'), value: (row) => row.lrn, width: 22 },
    { key: 'mrn', header: t('mrn'), value: (row) => row.mrn, width: 22 },
    { key: 'status', header: t('status'), value: (row) => translate(locale, `customs.status.${row.status}`), width: 16 },
    { key: 'declaration_type', header: t('declaration_type'), value: (row) => row.declaration_type, width: 8 },
    { key: 'site_name', header: t('site'), value: (row) => row.site_name, width: 24 },
    { key: 'importer_name', header: t('importer'), value: (row) => row.importer_name, width: 28 },
    { key: 'exporter_name', header: t('exporter'), value: (row) => row.exporter_name, width: 28 },
    { key: 'waybill_number', header: t('waybill'), value: (row) => row.waybill_number, width: 20 },
    { key: 'hs_codes', header: t('hs_codes'), value: (row) => row.hs_codes.join(', '), width: 30 },
    { key: 'gross_mass', header: t('gross_mass'), value: (row) => row.gross_mass, unit: 'kg', width: 14 },
    {
      key: 'shipments',
      header: t('shipments'),
      value: (row) => row.shipments.map((shipment) => shipment.shipment_number).join(', '),
      width: 24,
    },
    { key: 'agent_company_name', header: t('agent'), value: (row) => row.agent_company_name, width: 24 },
    { key: 'created_at', header: t('created_at'), value: (row) => new Date(row.created_at), width: 18 },
    { key: 'updated_at', header: t('updated_at'), value: (row) => new Date(row.updated_at), width: 18 },
  ];
}

/**
 * The rows of an export: those chosen by id, or every row of the list's filter, in its order. The
 * filter is checked before the file starts, so a wrong one answers 422 instead of a broken download.
 */
export async function exportBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const reader = await readerOf(deps, ctx);
  const plan = planList(query, queries.declarationListFor(reader), [queries.readableBy(reader), queries.chosenDeclarations(ids)]);
  return (async function* () {
    for (let offset = 0; ; offset += 1000) {
      const rows = await queries.exportDeclarations(deps.db, reader, plan, offset, 1000);
      if (rows.length > 0) yield rows.map(presentRow);
      if (rows.length < 1000) return;
    }
  })();
}

/** The declaration summary as PDF, in the reader's language, for whoever may read the declaration. */
export async function declarationSummary(deps: AppDeps, ctx: SignedInContext, id: number) {
  const declaration = await getDeclaration(deps, ctx, id);
  const content = await renderDeclarationSummary(declaration, ctx.locale, new Date());
  return { content, filename: `${safeFilename(declaration.lrn)}.pdf`, contentType: 'application/pdf' };
}

/**
 * The library a declaration's goods lines draw on is its organization's, whoever works on it (an
 * agent of another company too): the declaration was found in the reader's scope first.
 */
function declarationLibrary(declaration: { organization_id: number }): Scope {
  return systemScope(declaration.organization_id);
}
