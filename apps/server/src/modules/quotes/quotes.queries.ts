import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedStatement, type Executor } from '../../db/client';
import { tenantScope, type Scope } from '../../platform/tenancy';
import {
  bookingAgreements,
  carriers,
  carrierServiceRatings,
  carrierServices,
  leadTimeTables,
  markupCarrierServices,
  markups,
  organizationRateSettings,
  organizations,
  priceCalculations,
  priceLists,
  sites,
} from '../../db/schema';

/** Lists in force on the day: open bounds count as always. */
const validOn = (from: AnyPgColumn, to: AnyPgColumn, day: string): SQL =>
  and(or(isNull(from), lte(from, day)), or(isNull(to), gte(to, day))) as SQL;

/**
 * Carrier services with their price list in force on the day (the latest starting one when
 * several overlap), factors, limits and lead times.
 */
export async function findRatedServices(db: Executor, day: string) {
  const rows = await db
    .select({
      service: carrierServices,
      carrier: { id: carriers.id, name: carriers.name, logo_path: carriers.logo_path, updated_at: carriers.updated_at },
      rating: carrierServiceRatings,
      leadTimes: leadTimeTables,
      priceList: priceLists,
    })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .leftJoin(carrierServiceRatings, eq(carrierServiceRatings.carrier_service_id, carrierServices.id))
    .leftJoin(leadTimeTables, eq(leadTimeTables.carrier_service_id, carrierServices.id))
    .leftJoin(
      priceLists,
      and(eq(priceLists.carrier_service_id, carrierServices.id), validOn(priceLists.valid_from, priceLists.valid_to, day)),
    )
    .orderBy(carrierServices.id, desc(priceLists.valid_from));
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.service.id)) return false;
    seen.add(row.service.id);
    return true;
  });
}

/**
 * A fingerprint of everything a rated service is read from: row counts and the latest change of
 * each table. Any insert, change or removal there gives a new one.
 */
const ratesVersionStatement = preparedStatement((db) => {
  const fingerprint = (
    table: typeof priceLists | typeof leadTimeTables | typeof carrierServiceRatings | typeof carrierServices | typeof carriers,
  ) => sql`(select count(*) || ':' || coalesce(max(${table.updated_at})::text, '') from ${table})`;
  return db
    .select({
      version: sql<string>`concat_ws('|', ${fingerprint(priceLists)}, (select coalesce(max(${priceLists.id}), 0) from ${priceLists}), ${fingerprint(leadTimeTables)}, ${fingerprint(carrierServiceRatings)}, ${fingerprint(carrierServices)}, ${fingerprint(carriers)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('quotes_rates_version');
});

export async function ratesVersion(db: Executor): Promise<string> {
  const [row] = await ratesVersionStatement(db).execute();
  return row!.version;
}

const organizationParam = sql.placeholder('organizationId');

const settingStatement = preparedStatement((db) =>
  db
    .select({ country: organizations.country_code, region: organizationRateSettings.region })
    .from(organizations)
    .leftJoin(organizationRateSettings, eq(organizationRateSettings.organization_id, organizations.id))
    .where(eq(organizations.id, organizationParam))
    .prepare('quotes_organization_setting'),
);

export async function findOrganizationSetting(db: Executor, organizationId: number) {
  const [row] = await settingStatement(db).execute({ organizationId });
  return row ?? null;
}

export async function findSitesOfOrganization(db: Executor, organizationId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: sites.id, excluded_carrier_ids: sites.excluded_carrier_ids })
    .from(sites)
    .where(and(eq(sites.organization_id, organizationId), inArray(sites.id, [...siteIds])))
    .orderBy(sites.id);
}

const markupStatements = preparedStatement((db) => ({
  markups: db.select().from(markups).where(eq(markups.organization_id, organizationParam)).orderBy(markups.id).prepare('quotes_markups'),
  links: db
    .select({ markup_id: markupCarrierServices.markup_id, carrier_service_id: markupCarrierServices.carrier_service_id })
    .from(markupCarrierServices)
    .where(eq(markupCarrierServices.organization_id, organizationParam))
    .prepare('quotes_markup_services'),
}));

export async function findMarkupsOfOrganization(db: Executor, organizationId: number) {
  const statements = markupStatements(db);
  const [rows, links] = await Promise.all([statements.markups.execute({ organizationId }), statements.links.execute({ organizationId })]);
  return rows.map((row) => ({
    ...row,
    carrierServiceIds: links.filter((link) => link.markup_id === row.id).map((link) => link.carrier_service_id),
  }));
}

/** Services the organization, or one of the sites, has an agreement for on the day. */
export async function findAgreementServiceIds(db: Executor, organizationId: number, siteIds: readonly number[], day: string) {
  const rows = await db
    .selectDistinct({ id: bookingAgreements.carrier_service_id })
    .from(bookingAgreements)
    .where(
      and(
        eq(bookingAgreements.organization_id, organizationId),
        siteIds.length > 0
          ? or(isNull(bookingAgreements.site_id), inArray(bookingAgreements.site_id, [...siteIds]))
          : isNull(bookingAgreements.site_id),
        validOn(bookingAgreements.valid_from, bookingAgreements.valid_to, day),
      ),
    );
  return rows.map((row) => row.id);
}

/** Stores a calculation; the caller has its request and response, so only the keys come back. */
export async function insertCalculation(db: Executor, values: typeof priceCalculations.$inferInsert) {
  const [row] = await db
    .insert(priceCalculations)
    .values(values)
    .returning({ id: priceCalculations.id, created_at: priceCalculations.created_at });
  return { ...values, ...row! };
}

export async function findCalculation(db: Executor, id: string, scope: SQL) {
  const [row] = await db
    .select()
    .from(priceCalculations)
    .where(and(eq(priceCalculations.id, id), scope));
  return row ?? null;
}

/** Calculations of the sites the scope acts as; any other answers as unknown. */
export function calculationsOf(scope: Scope): SQL {
  return tenantScope(scope, { organizationId: priceCalculations.organization_id, siteId: priceCalculations.site_id });
}
