import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CUSTOMS_VIEWS, type CustomsStatus, type CustomsView } from '@freight/contracts';
import type { Executor } from '../../db/client';
import {
  agentOrganizationGrants,
  bookings,
  companies,
  consignmentItems,
  consignments,
  customsDeclarationDocuments,
  customsDeclarationEvents,
  customsDeclarationItems,
  customsDeclarations,
  customsDeclarationShipments,
  customsDeclarationVersions,
  organizations,
  siteApplications,
  sites,
  users,
} from '../../db/schema';
import { ValidationError } from '../../platform/errors';
import { countAll, escapeLike, isCalendarDate, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const creator = alias(users, 'creator');
const d = customsDeclarations;

/** Who reads: the sites they act as that have the customs application, and the agent company they work for. */
export interface CustomsReader {
  /** The reader's scope narrowed to the sites acted as with the customs application. */
  shipper: Scope;
  customsSiteIds: number[];
  companyId: number | null;
  agentOrganizationIds: number[];
}

/** Declarations of the sites acted as with the customs application: the reader is their shipper. */
export function shipperCondition(reader: CustomsReader): SQL {
  return tenantScope(reader.shipper, { organizationId: d.organization_id, siteId: d.site_id });
}

/**
 * Requests made to the reader's agent company by organizations it serves: the reader is their
 * agent. A draft is the shipper's until handed over, so agents never see one.
 */
export function agentCondition(reader: CustomsReader): SQL {
  if (reader.companyId === null || reader.agentOrganizationIds.length === 0) return sql`false`;
  return and(
    eq(d.agent_company_id, reader.companyId),
    inArray(d.organization_id, reader.agentOrganizationIds),
    ne(d.status, 'draft'),
  ) as SQL;
}

/** Declarations chosen by id, as for an export; none chosen leaves the list whole. */
export const chosenDeclarations = (ids: number[]) => (ids.length > 0 ? inArray(d.id, ids) : undefined);

/** Everything a reader may see; anything else answers 404. */
export function readableBy(reader: CustomsReader): SQL {
  return or(shipperCondition(reader), agentCondition(reader)) as SQL;
}

const importerName = sql<string | null>`${d.parties} -> 'importer' ->> 'name'`;
const exporterName = sql<string | null>`${d.parties} -> 'exporter' ->> 'name'`;

function selectDeclarations(db: Executor, reader: CustomsReader) {
  return db
    .select({
      declaration: d,
      organization_name: organizations.name,
      site_name: sites.name,
      agent_company_name: companies.name,
      creator: { id: creator.id, name: creator.name },
      is_shipper: sql<boolean>`(${shipperCondition(reader)})`,
      is_agent: sql<boolean>`(${agentCondition(reader)})`,
      hs_codes: sql<
        string[]
      >`array(select distinct ${customsDeclarationItems.commodity_code} from ${customsDeclarationItems} where ${customsDeclarationItems.declaration_id} = ${d.id} and ${customsDeclarationItems.commodity_code} is not null order by 1)`,
      items_count: sql<number>`(select count(*)::int from ${customsDeclarationItems} where ${customsDeclarationItems.declaration_id} = ${d.id})`,
      gross_mass: sql<
        string | null
      >`(select sum(${customsDeclarationItems.gross_mass}) from ${customsDeclarationItems} where ${customsDeclarationItems.declaration_id} = ${d.id})`,
      documents_count: sql<number>`(select count(*)::int from ${customsDeclarationDocuments} where ${customsDeclarationDocuments.declaration_id} = ${d.id})`,
      shipments: sql<
        { uuid: string; shipment_number: string; status: string }[]
      >`coalesce((select json_agg(json_build_object('uuid', ${consignments.uuid}, 'shipment_number', ${consignments.shipment_number}, 'status', ${consignments.status}) order by ${consignments.shipment_number}) from ${customsDeclarationShipments} join ${consignments} on ${consignments.id} = ${customsDeclarationShipments.consignment_id} where ${customsDeclarationShipments.declaration_id} = ${d.id}), '[]'::json)`,
    })
    .from(d)
    .innerJoin(organizations, eq(organizations.id, d.organization_id))
    .innerJoin(sites, eq(sites.id, d.site_id))
    .leftJoin(companies, eq(companies.id, d.agent_company_id))
    .leftJoin(creator, eq(creator.id, d.created_by_user_id));
}

export type DeclarationRow = Awaited<ReturnType<typeof findDeclaration>> & {};

const listOf = (value: string | string[]) =>
  (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== '');

const textFilter = (expression: SQL | AnyPgColumn) => ({
  build: (value: string | string[]) => {
    const text = (Array.isArray(value) ? value.join(',') : value).trim();
    return text ? ilike(expression, `%${escapeLike(text)}%`) : undefined;
  },
});

/** What the declarations list sorts, filters and searches by; `role` keeps those the reader is shipper or agent of. */
export function declarationListFor(reader: CustomsReader): ListDefinition {
  return {
    ...declarationList,
    filters: {
      ...declarationList.filters,
      role: {
        build: (value) => {
          const roles = listOf(value);
          const conditions = [
            ...(roles.includes('shipper') ? [shipperCondition(reader)] : []),
            ...(roles.includes('agent') ? [agentCondition(reader)] : []),
          ];
          return conditions.length > 0 ? (or(...conditions) as SQL) : sql`false`;
        },
      },
    },
  };
}

const declarationList: ListDefinition = {
  sortable: {
    id: d.id,
    status: d.status,
    lrn: d.lrn,
    mrn: d.mrn,
    declaration_type: d.declaration_type,
    site_name: sites.name,
    organization_name: organizations.name,
    importer_name: importerName,
    waybill_number: d.transport_document_number,
    created_at: d.created_at,
    updated_at: d.updated_at,
  },
  filters: {
    status: { column: d.status, type: 'text', operators: ['=', '!=', 'in'] },
    view: {
      build: (value) => {
        const statuses: CustomsStatus[] = listOf(value).flatMap((view) =>
          view in CUSTOMS_VIEWS ? [...CUSTOMS_VIEWS[view as CustomsView]] : [],
        );
        return statuses.length > 0 ? inArray(d.status, statuses) : sql`false`;
      },
    },
    declaration_type: { column: d.declaration_type, type: 'text', operators: ['=', 'in'] },
    site_id: { column: d.site_id, type: 'number' },
    organization_id: { column: d.organization_id, type: 'number' },
    created_at: { column: d.created_at, type: 'date' },
    /** `start,end` days, both included (SPEC §5 date ranges). */
    created_between: {
      build: (value) => {
        const [start, end] = listOf(value);
        if (!start || !end || !isCalendarDate(start) || !isCalendarDate(end))
          throw new ValidationError({ created_between: ['validation.invalid'] });
        return sql`${d.created_at} >= ${start}::date and ${d.created_at} < ${end}::date + 1`;
      },
    },
    importer: textFilter(importerName),
    waybill: textFilter(d.transport_document_number),
    hs_code: {
      build: (value) => {
        const prefix = (Array.isArray(value) ? (value[0] ?? '') : value).replace(/[.\s]/g, '');
        if (!prefix) return undefined;
        return sql`exists (select 1 from ${customsDeclarationItems} where ${customsDeclarationItems.declaration_id} = ${d.id} and ${customsDeclarationItems.commodity_code} like ${`${escapeLike(prefix)}%`})`;
      },
    },
    shipment_uuid: {
      build: (value) => {
        const uuids = listOf(value).filter((uuid) => /^[0-9a-f-]{36}$/i.test(uuid));
        if (uuids.length === 0) return sql`false`;
        return sql`exists (select 1 from ${customsDeclarationShipments} join ${consignments} on ${consignments.id} = ${customsDeclarationShipments.consignment_id} where ${customsDeclarationShipments.declaration_id} = ${d.id} and ${inArray(consignments.uuid, uuids)})`;
      },
    },
  },
  search: [d.lrn, d.mrn, importerName, exporterName, d.transport_document_number, sql`${d.id}::text`],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: d.id,
};

export async function listDeclarations(db: Executor, reader: CustomsReader, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectDeclarations(db, reader).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(d)
      .innerJoin(organizations, eq(organizations.id, d.organization_id))
      .innerJoin(sites, eq(sites.id, d.site_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every row of a list's filter in its order, a batch at a time, for the export. */
export function exportDeclarations(db: Executor, reader: CustomsReader, plan: ListPlan, offset: number, limit: number) {
  return selectDeclarations(db, reader)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .offset(offset)
    .limit(limit);
}

export async function countByStatus(db: Executor, where: SQL | undefined) {
  return db
    .select({ status: d.status, count: countAll })
    .from(d)
    .innerJoin(organizations, eq(organizations.id, d.organization_id))
    .innerJoin(sites, eq(sites.id, d.site_id))
    .where(where)
    .groupBy(d.status);
}

export async function findDeclaration(db: Executor, reader: CustomsReader, id: number) {
  const [row] = await selectDeclarations(db, reader).where(and(eq(d.id, id), readableBy(reader)));
  return row ?? null;
}

/** The sites among those given that have the customs application. */
export async function customsSitesAmong(db: Executor, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ siteId: siteApplications.site_id })
    .from(siteApplications)
    .where(and(inArray(siteApplications.site_id, [...siteIds]), eq(siteApplications.application, 'customs')));
  return rows.map((row) => row.siteId).sort((a, b) => a - b);
}

export function itemsOf(db: Executor, declarationId: number) {
  return db
    .select()
    .from(customsDeclarationItems)
    .where(eq(customsDeclarationItems.declaration_id, declarationId))
    .orderBy(asc(customsDeclarationItems.line_number), asc(customsDeclarationItems.id));
}

const uploader = alias(users, 'uploader');
export function documentsOf(db: Executor, declarationId: number) {
  return db
    .select({ document: customsDeclarationDocuments, uploader: { id: uploader.id, name: uploader.name } })
    .from(customsDeclarationDocuments)
    .leftJoin(uploader, eq(uploader.id, customsDeclarationDocuments.uploaded_by_user_id))
    .where(eq(customsDeclarationDocuments.declaration_id, declarationId))
    .orderBy(asc(customsDeclarationDocuments.created_at), asc(customsDeclarationDocuments.id));
}

const actor = alias(users, 'actor');
export function eventsOf(db: Executor, declarationId: number) {
  return db
    .select({ event: customsDeclarationEvents, user: { id: actor.id, name: actor.name } })
    .from(customsDeclarationEvents)
    .leftJoin(actor, eq(actor.id, customsDeclarationEvents.user_id))
    .where(eq(customsDeclarationEvents.declaration_id, declarationId))
    .orderBy(asc(customsDeclarationEvents.created_at), asc(customsDeclarationEvents.id));
}

export function versionsOf(db: Executor, declarationId: number) {
  return db
    .select({
      version: customsDeclarationVersions.version,
      created_at: customsDeclarationVersions.created_at,
      user: { id: actor.id, name: actor.name },
    })
    .from(customsDeclarationVersions)
    .leftJoin(actor, eq(actor.id, customsDeclarationVersions.created_by_user_id))
    .where(eq(customsDeclarationVersions.declaration_id, declarationId))
    .orderBy(desc(customsDeclarationVersions.version));
}

export async function findVersion(db: Executor, declarationId: number, version: number) {
  const [row] = await db
    .select({ version: customsDeclarationVersions, user: { id: actor.id, name: actor.name } })
    .from(customsDeclarationVersions)
    .leftJoin(actor, eq(actor.id, customsDeclarationVersions.created_by_user_id))
    .where(and(eq(customsDeclarationVersions.declaration_id, declarationId), eq(customsDeclarationVersions.version, version)));
  return row ?? null;
}

export async function insertDeclaration(db: Executor, values: Insert<typeof customsDeclarations>) {
  const [row] = await db.insert(d).values(values).returning({ id: d.id });
  return row!.id;
}

export async function lrnTaken(db: Executor, organizationId: number, lrn: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.organization_id, organizationId), eq(d.lrn, lrn), exceptId === null ? undefined : ne(d.id, exceptId)));
  return row !== undefined;
}

/** Changes a declaration only while it is in the status it was read in; answers whether it did. */
export async function updateDeclaration(
  db: Executor,
  id: number,
  fromStatus: CustomsStatus,
  values: Partial<Insert<typeof customsDeclarations>>,
) {
  const rows = await db
    .update(d)
    .set(values)
    .where(and(eq(d.id, id), eq(d.status, fromStatus)))
    .returning({ id: d.id });
  return rows.length > 0;
}

export async function replaceItems(db: Executor, declarationId: number, items: Insert<typeof customsDeclarationItems>[]) {
  await db.delete(customsDeclarationItems).where(eq(customsDeclarationItems.declaration_id, declarationId));
  if (items.length > 0) await db.insert(customsDeclarationItems).values(items);
}

export async function insertItem(db: Executor, values: Insert<typeof customsDeclarationItems>) {
  const [row] = await db.insert(customsDeclarationItems).values(values).returning({ id: customsDeclarationItems.id });
  return row!.id;
}

export async function insertItems(db: Executor, items: Insert<typeof customsDeclarationItems>[]) {
  if (items.length > 0) await db.insert(customsDeclarationItems).values(items);
}

export async function findItem(db: Executor, id: number) {
  const [row] = await db.select().from(customsDeclarationItems).where(eq(customsDeclarationItems.id, id));
  return row ?? null;
}

export async function updateItem(db: Executor, id: number, values: Partial<Insert<typeof customsDeclarationItems>>) {
  await db.update(customsDeclarationItems).set(values).where(eq(customsDeclarationItems.id, id));
}

export async function deleteItem(db: Executor, id: number) {
  await db.delete(customsDeclarationItems).where(eq(customsDeclarationItems.id, id));
}

export async function nextLineNumber(db: Executor, declarationId: number) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${customsDeclarationItems.line_number}), 0)::int + 1` })
    .from(customsDeclarationItems)
    .where(eq(customsDeclarationItems.declaration_id, declarationId));
  return row?.next ?? 1;
}

export async function insertVersion(db: Executor, values: Insert<typeof customsDeclarationVersions>) {
  await db.insert(customsDeclarationVersions).values(values);
}

export async function insertEvent(db: Executor, values: Insert<typeof customsDeclarationEvents>) {
  await db.insert(customsDeclarationEvents).values(values);
}

export async function insertDocument(db: Executor, values: Insert<typeof customsDeclarationDocuments>) {
  const [row] = await db.insert(customsDeclarationDocuments).values(values).returning({ id: customsDeclarationDocuments.id });
  return row!.id;
}

export async function findDocument(db: Executor, id: number) {
  const [row] = await db.select().from(customsDeclarationDocuments).where(eq(customsDeclarationDocuments.id, id));
  return row ?? null;
}

export async function deleteDocument(db: Executor, id: number) {
  await db.delete(customsDeclarationDocuments).where(eq(customsDeclarationDocuments.id, id));
}

export async function linkShipments(db: Executor, declarationId: number, organizationId: number, consignmentIds: number[]) {
  if (consignmentIds.length === 0) return;
  await db
    .insert(customsDeclarationShipments)
    .values(consignmentIds.map((consignment_id) => ({ declaration_id: declarationId, consignment_id, organization_id: organizationId })))
    .onConflictDoNothing();
}

export async function unlinkShipment(db: Executor, declarationId: number, consignmentId: number) {
  const rows = await db
    .delete(customsDeclarationShipments)
    .where(
      and(eq(customsDeclarationShipments.declaration_id, declarationId), eq(customsDeclarationShipments.consignment_id, consignmentId)),
    )
    .returning({ id: customsDeclarationShipments.consignment_id });
  return rows.length > 0;
}

export async function touch(db: Executor, id: number) {
  await db.update(d).set({ updated_at: new Date() }).where(eq(d.id, id));
}

/** Shipments by uuid within a visibility condition, with what a declaration takes from them. */
export function shipmentsByUuid(db: Executor, uuids: string[], visible: SQL) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(consignments)
    .where(and(inArray(consignments.uuid, uuids), visible));
}

/** Agent companies (flagged as agents) serving an organization. */
export function agentsServing(db: Executor, organizationId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.is_agent, true),
        sql`exists (select 1 from ${agentOrganizationGrants} where ${agentOrganizationGrants.company_id} = ${companies.id} and ${agentOrganizationGrants.organization_id} = ${organizationId})`,
      ),
    )
    .orderBy(asc(companies.name));
}

/** Whom to tell: the users of the agent company, or the shipper who made the request. */
export function usersOfCompany(db: Executor, companyId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, organization_id: users.organization_id })
    .from(users)
    .where(eq(users.company_id, companyId));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, organization_id: users.organization_id })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findRawDeclaration(db: Executor, id: number) {
  const [row] = await db.select().from(d).where(eq(d.id, id));
  return row ?? null;
}

export async function updateDeclarationValues(db: Executor, id: number, values: Partial<Insert<typeof customsDeclarations>>) {
  await db.update(d).set(values).where(eq(d.id, id));
}

export async function organizationOfSite(db: Executor, siteId: number) {
  const [row] = await db.select({ organizationId: sites.organization_id }).from(sites).where(eq(sites.id, siteId));
  return row!.organizationId;
}

/** Those of the sites given that belong to an organization, in id order. */
export async function sitesOfOrganization(db: Executor, organizationId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.organization_id, organizationId), inArray(sites.id, [...siteIds])))
    .orderBy(asc(sites.id));
  return rows.map((row) => row.id);
}

export function shipmentItems(db: Executor, consignmentId: number) {
  return db.select().from(consignmentItems).where(eq(consignmentItems.consignment_id, consignmentId)).orderBy(asc(consignmentItems.id));
}

/** The commercial invoice of the booking behind a shipment, if it has one. */
export async function invoiceOfShipment(db: Executor, consignmentId: number) {
  const [row] = await db.select({ details: bookings.details }).from(bookings).where(eq(bookings.consignment_id, consignmentId));
  return row?.details.invoice ?? null;
}
