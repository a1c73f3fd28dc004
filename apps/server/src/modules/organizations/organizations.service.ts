import { randomBytes } from 'node:crypto';
import { isDeleteCommand } from '@freight/domain';
import {
  ORGANIZATION_LOGO_MAX_BYTES,
  type TListOrganizationsResponse,
  type TListQuery,
  type TOrganization,
  type TOrganizationDetail,
  type TOrganizationWithSites,
  type ZOrganizationBody,
} from '@freight/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { organizations } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { changeFile } from '../../platform/files';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { acceptImage } from '../../platform/images';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope, scopeOf } from '../../platform/tenancy';
import { findSitesOfOrganizations, loadSiteSummariesByOrganization, toSite } from '../sites';
import * as queries from './organizations.queries';

type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationBody = z.output<typeof ZOrganizationBody>;

/** The last change is in the address (SPEC §7), so a browser never shows a replaced logo from its cache. */
export function organizationLogoUrl(row: Pick<OrganizationRow, 'id' | 'logo_path' | 'updated_at'>): string | null {
  return row.logo_path ? `/api/organizations/${row.id}/logo?v=${row.updated_at.getTime()}` : null;
}

function toOrganization(row: OrganizationRow): TOrganization {
  return {
    id: row.id,
    name: row.name,
    country_code: row.country_code,
    brand_color: row.brand_color,
    logo_url: organizationLogoUrl(row),
    is_demo: row.is_demo,
    is_active: row.is_active,
    quote_booking: row.quote_booking,
    purchase_unbooked_alert_days: row.purchase_unbooked_alert_days,
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit trail keeps of an organization. */
function auditRow(row: OrganizationRow): Record<string, unknown> {
  return {
    name: row.name,
    country_code: row.country_code,
    brand_color: row.brand_color,
    is_active: row.is_active,
    quote_booking: row.quote_booking,
    purchase_unbooked_alert_days: row.purchase_unbooked_alert_days,
    logo: row.logo_path !== null,
  };
}

/** Active organizations with the sites the user may see (the super user's site picker). */
export async function listActiveOrganizations(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TListQuery,
): Promise<{ data: TOrganizationWithSites[]; meta: ReturnType<typeof listMeta> }> {
  const plan = planList(query, queries.organizationList, [queries.activeOrganizations, queries.organizationsOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listOrganizations(deps.db, plan);
  const sitesByOrganization = await loadSiteSummariesByOrganization(
    deps,
    ctx,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({ ...toOrganization(row), sites: sitesByOrganization.get(row.id) ?? [] })),
    meta: listMeta(total, plan),
  };
}

/** Every organization, active or not, with its numbers of sites and users (god users). */
export async function listOrganizations(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListOrganizationsResponse> {
  const plan = planList(query, queries.organizationList, [queries.organizationsOf(platformScope(ctx))]);
  const { rows, total } = await queries.listOrganizationsWithCounts(deps.db, plan);
  return {
    data: rows.map((row) => ({ ...toOrganization(row.organization), sites_count: row.sites_count, users_count: row.users_count })),
    meta: listMeta(total, plan),
  };
}

async function findOwnOrganization(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findOrganization(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return row;
}

/** One organization with its sites and users: god users any, organization admins their own. */
export async function getOrganization(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TOrganizationDetail> {
  const row = await findOwnOrganization(deps, ctx, id);
  const [siteRows, users] = await Promise.all([
    findSitesOfOrganizations(deps.db, [id], sql`true`),
    queries.findOrganizationUsers(deps.db, scopeOf(ctx), id),
  ]);
  return { ...toOrganization(row), sites: siteRows.map(toSite), users };
}

export async function readLogo(deps: AppDeps, ctx: SignedInContext, organizationId: number) {
  const organization = await queries.findOrganization(deps.db, scopeOf(ctx), organizationId);
  if (!organization?.logo_path) throw new NotFoundError();
  const content = await deps.files.read(organization.logo_path);
  if (!content) throw new NotFoundError();
  return { content, contentType: organization.logo_content_type ?? 'application/octet-stream' };
}

/** Stores a checked logo; it gets a new name each time, so no cached old logo is shown. */
async function storeLogo(deps: AppDeps, file: UploadedFile) {
  const kind = await acceptImage(file, { field: 'logo', maxBytes: ORGANIZATION_LOGO_MAX_BYTES });
  const path = `organizations/${randomBytes(9).toString('hex')}.${kind.extension}`;
  await deps.files.write(path, kind.data);
  return { logo_path: path, logo_content_type: kind.type };
}

export async function createOrganization(deps: AppDeps, ctx: SignedInContext, body: OrganizationBody, logo: UploadedFile | undefined) {
  const stored = logo ? await storeLogo(deps, logo) : null;
  const created = await changeFile(
    deps.files,
    () =>
      deps.db.transaction(async (tx) => {
        const row = await queries.insertOrganization(tx, {
          name: body.name,
          country_code: body.country_code,
          brand_color: body.brand_color,
          is_active: body.is_active,
          quote_booking: ctx.actor.level === 'super' && body.quote_booking,
          ...(body.purchase_unbooked_alert_days === undefined ? {} : { purchase_unbooked_alert_days: body.purchase_unbooked_alert_days }),
          ...stored,
        });
        await recordAudit(tx, ctx, {
          entity: 'organization',
          entityId: row.id,
          action: 'create',
          organizationId: row.id,
          after: auditRow(row),
          label: row.name,
        });
        return row;
      }),
    { written: stored?.logo_path ?? null, superseded: null },
  );
  return getOrganization(deps, ctx, created.id);
}

/**
 * Changes an organization: god users any, organization admins their own, though only god users
 * turn an organization on or off.
 */
export async function updateOrganization(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: OrganizationBody,
  logo: UploadedFile | undefined,
) {
  const before = await findOwnOrganization(deps, ctx, id);
  const logoChange = logo ? await storeLogo(deps, logo) : body.remove_logo ? { logo_path: null, logo_content_type: null } : {};
  const change = () =>
    deps.db.transaction(async (tx) => {
      const after = await queries.updateOrganization(tx, id, {
        name: body.name,
        country_code: body.country_code,
        brand_color: body.brand_color,
        ...(body.purchase_unbooked_alert_days === undefined ? {} : { purchase_unbooked_alert_days: body.purchase_unbooked_alert_days }),
        ...(ctx.actor.level === 'super' ? { is_active: body.is_active, quote_booking: body.quote_booking } : {}),
        ...logoChange,
      });
      await recordAudit(tx, ctx, {
        entity: 'organization',
        entityId: id,
        action: 'update',
        organizationId: id,
        before: auditRow(before),
        after: { ...auditRow(after), ...(logo ? { logo_file: logo.filename } : {}) },
        label: after.name,
      });
    });
  await changeFile(deps.files, change, {
    written: logoChange.logo_path ?? null,
    superseded: 'logo_path' in logoChange ? before.logo_path : null,
  });
  return getOrganization(deps, ctx, id);
}

/** Removes an organization with its sites and users (SPEC §4, the command 'delete'); never one's own. */
export async function deleteOrganization(deps: AppDeps, ctx: SignedInContext, id: number, command: string | undefined) {
  if (!isDeleteCommand(command)) throw new ValidationError({ command: ['validation.delete_command'] }, 'validation.delete_command');
  const row = await findOwnOrganization(deps, ctx, id);
  if (row.id === ctx.actor.organizationId) {
    throw new ValidationError({ command: ['validation.delete_own_organization'] }, 'validation.delete_own_organization');
  }
  await changeFile(
    deps.files,
    () =>
      deps.db.transaction(async (tx) => {
        await queries.deleteOrganization(tx, id);
        await recordAudit(tx, ctx, {
          entity: 'organization',
          entityId: id,
          action: 'delete',
          organizationId: null,
          before: auditRow(row),
          label: row.name,
        });
      }),
    { written: null, superseded: row.logo_path },
  );
}
