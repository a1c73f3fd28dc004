import { isDeleteCommand, normalisePhone, siteContactProblems } from '@freight/domain';
import {
  lockedPrintTypesOf,
  type ApplicationKey,
  type TDeleteSiteBody,
  type TListQuery,
  type TSite,
  type TSiteBodyOutput,
  type TSitesApplicationsBody,
  type TSiteSummary,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import type { ExportColumn } from '../../platform/xlsx-export';
import * as queries from './sites.queries';

type SiteRow = Awaited<ReturnType<typeof queries.listSites>>['rows'][number];

export function toSite(row: SiteRow): TSite {
  return {
    ...row,
    is_active: row.is_active === 1 ? 1 : 0,
    applications: row.applications as TSite['applications'],
    locked_freight_print_types: lockedPrintTypesOf(row.locked_freight_print_types),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sites lists show every site the user may see, not only those acted as. */
export function visibleSites(ctx: SignedInContext) {
  return queries.sitesOf(scopeOf(ctx));
}

export async function listSites(deps: AppDeps, ctx: SignedInContext, query: TListQuery) {
  const plan = planList(query, queries.siteList, [visibleSites(ctx)]);
  const { rows, total } = await queries.listSites(deps.db, plan);
  return { data: rows.map(toSite), meta: listMeta(total, plan) };
}

export const siteExportColumns: ExportColumn<SiteRow>[] = [
  { key: 'id', header: 'ID', value: (row) => row.id, width: 8 },
  { key: 'name', header: 'Name', value: (row) => row.name, width: 30 },
  { key: 'key', header: 'Key', value: (row) => row.key, width: 24 },
  { key: 'email', header: 'E-mail', value: (row) => row.email, width: 30 },
  { key: 'phone', header: 'Phone', value: (row) => row.phone },
  { key: 'address', header: 'Address', value: (row) => row.address, width: 30 },
  { key: 'post_code', header: 'Post code', value: (row) => row.post_code, width: 12 },
  { key: 'city', header: 'City', value: (row) => row.city },
  { key: 'vat_number', header: 'VAT number', value: (row) => row.vat_number },
  { key: 'country_code', header: 'Country', value: (row) => row.country_code, width: 8 },
  { key: 'is_active', header: 'Active', value: (row) => row.is_active, width: 8 },
  { key: 'applications', header: 'Applications', value: (row) => row.applications.join(', '), width: 40 },
  { key: 'updated_at', header: 'Updated', value: (row) => row.updated_at, width: 22 },
];

export function exportSiteBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const plan = planList(query, queries.siteList, [visibleSites(ctx)]);
  return queries.siteBatches(deps.db, plan, ids);
}

/** Sites of the given organizations that the user may see, grouped by organization. */
export async function loadSiteSummariesByOrganization(deps: AppDeps, ctx: SignedInContext, organizationIds: number[]) {
  const rows = await queries.findSitesOfOrganizations(deps.db, organizationIds, visibleSites(ctx));
  const grouped = new Map<number, TSiteSummary[]>();
  for (const row of rows) {
    const site = toSite(row);
    const summary: TSiteSummary = {
      id: site.id,
      key: site.key,
      name: site.name,
      organization_id: site.organization_id,
      applications: site.applications,
      is_active: site.is_active,
      locked_freight_print_types: site.locked_freight_print_types,
    };
    grouped.set(row.organization_id, [...(grouped.get(row.organization_id) ?? []), summary]);
  }
  return grouped;
}

/** The sites of one organization the user may see; another organization's answers 404. */
export async function listOrganizationSites(deps: AppDeps, ctx: SignedInContext, organizationId: number) {
  if (ctx.actor.level !== 'super' && organizationId !== ctx.actor.organizationId) throw new NotFoundError();
  const rows = await queries.findSitesOfOrganizations(deps.db, [organizationId], visibleSites(ctx));
  return rows.map(toSite);
}

/** What the audit trail keeps of a site: its fields as a client sees them. */
function auditRow(site: TSite): Record<string, unknown> {
  const { updated_at: _updated, ...fields } = site;
  return fields;
}

/** A site the user may change: super users any, organization admins their organization's, site admins their own sites. */
export async function getSite(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TSite> {
  const row = await queries.findSite(deps.db, id, visibleSites(ctx));
  if (!row) throw new NotFoundError();
  return toSite(row);
}

async function organizationForNewSite(deps: AppDeps, ctx: SignedInContext, requested: number | undefined): Promise<number> {
  if (ctx.actor.level !== 'super') return ctx.actor.organizationId;
  if (requested === undefined) throw new ValidationError({ organization_id: ['validation.required'] });
  const organization = await queries.findOrganization(deps.db, requested);
  if (!organization) throw new ValidationError({ organization_id: ['validation.unknown_organization'] });
  return organization.id;
}

async function checkSiteBody(deps: AppDeps, organizationId: number, body: TSiteBodyOutput, exceptId: number | null) {
  const errors: Record<string, FieldMessage[]> = {};
  if (await queries.keyTaken(deps.db, organizationId, body.key, exceptId)) errors.key = ['validation.site_key_taken'];
  const carrierIds = [...new Set(body.excluded_carrier_ids)];
  const known = new Set(await queries.existingCarrierIds(deps.db, carrierIds));
  if (carrierIds.some((id) => !known.has(id))) errors.excluded_carrier_ids = ['validation.invalid_value'];
  if (!(await queries.countryExists(deps.db, body.country_code))) errors.country_code = ['validation.invalid_value'];
  else {
    for (const [field, problem] of Object.entries(siteContactProblems(body.country_code, body))) errors[field] = [problem];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return carrierIds;
}

function siteValues(body: TSiteBodyOutput, excludedCarrierIds: number[]) {
  return {
    name: body.name,
    key: body.key,
    email: body.email,
    // The stored format of a phone number; the postcode and VAT number stay as typed.
    phone: normalisePhone(body.country_code, body.phone),
    address: body.address,
    post_code: body.post_code,
    city: body.city,
    vat_number: body.vat_number,
    country_code: body.country_code,
    excluded_carrier_ids: excludedCarrierIds,
    is_active: body.is_active ? 1 : 0,
    // Left out of the body, the lock stays as it is.
    ...(body.locked_freight_print_types === undefined
      ? {}
      : { locked_freight_print_types: body.locked_freight_print_types && [...new Set(body.locked_freight_print_types)] }),
  };
}

/**
 * Adds a site to the user's organization, or for a super user to the one named. A site admin
 * who adds a site belongs to it, so they can go on to manage it.
 */
export async function createSite(deps: AppDeps, ctx: SignedInContext, body: TSiteBodyOutput): Promise<TSite> {
  const organizationId = await organizationForNewSite(deps, ctx, body.organization_id);
  const carrierIds = await checkSiteBody(deps, organizationId, body, null);
  const site = await deps.db.transaction(async (tx) => {
    const id = await queries.insertSite(tx, { organization_id: organizationId, ...siteValues(body, carrierIds) });
    if (ctx.actor.level === 'site-admin') await queries.addMember(tx, organizationId, ctx.actor.userId, id);
    const created = toSite((await queries.findSite(tx, id, undefined))!);
    await recordAudit(tx, ctx, {
      entity: 'site',
      entityId: id,
      action: 'create',
      organizationId,
      after: auditRow(created),
      label: created.name,
    });
    return created;
  });
  return site;
}

export async function updateSite(deps: AppDeps, ctx: SignedInContext, id: number, body: TSiteBodyOutput): Promise<TSite> {
  const before = await getSite(deps, ctx, id);
  const carrierIds = await checkSiteBody(deps, before.organization_id, body, id);
  return deps.db.transaction(async (tx) => {
    await queries.updateSite(tx, id, siteValues(body, carrierIds));
    const after = toSite((await queries.findSite(tx, id, undefined))!);
    await recordAudit(tx, ctx, {
      entity: 'site',
      entityId: id,
      action: 'update',
      organizationId: after.organization_id,
      before: auditRow(before),
      after: auditRow(after),
      label: after.name,
    });
    return after;
  });
}

/**
 * Removes a site (SPEC §4): with the command 'delete' its users go too (those who belong to no
 * other site), or they move to another site of the same organization first.
 */
export async function deleteSite(deps: AppDeps, ctx: SignedInContext, id: number, decision: TDeleteSiteBody) {
  const site = await getSite(deps, ctx, id);
  const moveTo = decision.move_users_to_site_id;
  if (moveTo === undefined && !isDeleteCommand(decision.command)) {
    throw new ValidationError({ command: ['validation.site_delete_choice'] }, 'validation.site_delete_choice');
  }
  if (moveTo !== undefined) {
    const target = moveTo === id ? undefined : await queries.findSite(deps.db, moveTo, visibleSites(ctx));
    if (!target || target.organization_id !== site.organization_id) {
      throw new ValidationError({ move_users_to_site_id: ['validation.move_target'] });
    }
  }
  await deps.db.transaction(async (tx) => {
    if (moveTo !== undefined) {
      await queries.moveMembers(tx, id, moveTo, site.organization_id);
    } else {
      const leaving = await queries.usersOnlyOnSite(tx, id, ctx.actor.userId);
      await queries.deleteUsers(
        tx,
        leaving.map((user) => user.id),
      );
      for (const user of leaving) {
        await recordAudit(tx, ctx, {
          entity: 'user',
          entityId: user.id,
          action: 'delete',
          organizationId: user.organization_id,
          before: { name: user.name, email: user.email },
          label: user.name,
        });
      }
    }
    await queries.deleteSite(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'site',
      entityId: id,
      action: 'delete',
      organizationId: site.organization_id,
      before: auditRow(site),
      label: site.name,
    });
  });
}

/** Takes a user off one site; the account stays. */
export async function removeSiteUser(deps: AppDeps, ctx: SignedInContext, siteId: number, userId: number) {
  const site = await getSite(deps, ctx, siteId);
  await deps.db.transaction(async (tx) => {
    if (!(await queries.removeMember(tx, siteId, userId))) throw new NotFoundError();
    await recordAudit(tx, ctx, {
      entity: 'user',
      entityId: userId,
      action: 'update',
      organizationId: site.organization_id,
      before: { site_ids: [siteId] },
      after: { site_ids: [] },
      label: site.name,
    });
  });
}

/**
 * Turns applications on and off per site (SPEC §6): organization admins for their organization's
 * sites, super users for any. All listed sites change together or none does.
 */
export async function updateSitesApplications(deps: AppDeps, ctx: SignedInContext, body: TSitesApplicationsBody): Promise<TSite[]> {
  const ids = [...new Set(body.sites.map((site) => site.id))];
  const current = await queries.findSitesByIds(deps.db, ids, visibleSites(ctx));
  if (current.length !== ids.length) throw new NotFoundError();
  return deps.db.transaction(async (tx) => {
    // Sites are locked in one order, so two requests naming the same sites cannot deadlock.
    for (const entry of [...body.sites].sort((a, b) => a.id - b.id)) {
      const before = current.find((row) => row.id === entry.id)!;
      const applications = [...new Set<ApplicationKey>(entry.applications)].sort();
      await queries.replaceApplications(tx, before.organization_id, entry.id, applications);
      await recordAudit(tx, ctx, {
        entity: 'site_applications',
        entityId: entry.id,
        action: 'update',
        organizationId: before.organization_id,
        before: { applications: before.applications },
        after: { applications },
        label: before.name,
      });
    }
    return (await queries.findSitesByIds(tx, ids, visibleSites(ctx))).map(toSite);
  });
}
