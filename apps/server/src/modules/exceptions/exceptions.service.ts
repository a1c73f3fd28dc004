import { EXCEPTION_TYPES, type TExceptionStatistics, type TSiteExceptionSettings } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { recordAudit } from '../../platform/audit';
import { NotFoundError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { actingScope } from '../../platform/shipment-scope';
import { recordEvents } from '../notifications';
import * as queries from './exceptions.queries';

export { refreshExceptionFlag } from './exceptions.queries';

/**
 * Tells of an exception that opened or was resolved: the shipment's owner and bookmarkers and,
 * unless the site turned that type off, the site's members and the organization's admins.
 */
export async function recordExceptionEvent(
  db: Executor,
  values: { consignmentId: number; type: string; description: string | null; resolved: boolean; actorUserId?: number | null },
) {
  const shipment = await queries.findShipment(db, values.consignmentId);
  if (!shipment) return;
  const setting = await queries.findNotifySetting(db, shipment.siteId, values.type);
  const sitePeople = setting && !setting.notify ? [] : await queries.findSitePeople(db, shipment.organizationId, shipment.siteId);
  const exceptionType = { key: `exception_types.${values.type}` };
  await recordEvents(db, [
    {
      type: values.resolved ? 'exception_resolved' : 'exception_opened',
      organizationId: shipment.organizationId,
      shipmentId: values.consignmentId,
      userIds: sitePeople.map((person) => person.id),
      actorUserId: values.actorUserId,
      subject: {
        key: values.resolved ? 'notifications.exception_resolved_subject' : 'notifications.exception_subject',
        params: { number: shipment.number },
      },
      content: {
        key: values.resolved ? 'notifications.exception_resolved_content' : 'notifications.exception_content',
        params: { type: exceptionType, description: values.description ?? '' },
      },
      link: `/transport/shipments/${shipment.uuid}`,
    },
  ]);
}

/**
 * Opens an exception on a shipment and records who is told of it; the caller sends the e-mails
 * with `deliverSoon` once its transaction has committed.
 */
export async function openException(
  db: Executor,
  values: {
    organizationId: number;
    consignmentId: number;
    type: string;
    description: string | null;
    eventId?: number;
    ownerUserId?: number;
  },
) {
  await queries.insertException(db, {
    organization_id: values.organizationId,
    consignment_id: values.consignmentId,
    type: values.type,
    description: values.description,
    event_id: values.eventId ?? null,
    owner_user_id: values.ownerUserId ?? null,
  });
  await queries.refreshExceptionFlag(db, values.consignmentId);
  await recordExceptionEvent(db, {
    consignmentId: values.consignmentId,
    type: values.type,
    description: values.description,
    resolved: false,
    actorUserId: values.ownerUserId,
  });
}

/** Open, investigating and recently resolved exceptions of the sites acted as, by type. */
export async function exceptionStatistics(deps: AppDeps, ctx: SignedInContext): Promise<TExceptionStatistics> {
  const { byType, resolved } = await queries.countExceptions(deps.db, await actingScope(deps, ctx));
  return {
    data: {
      open: byType.reduce((sum, row) => sum + row.open, 0),
      investigating: byType.reduce((sum, row) => sum + row.investigating, 0),
      resolved_last_30_days: resolved,
      by_type: byType,
    },
  };
}

async function siteOf(deps: AppDeps, siteId: number) {
  const site = await queries.findSite(deps.db, siteId);
  if (!site) throw new NotFoundError();
  return site;
}

/** Every exception type with whether the site is notified of it; on unless turned off. */
export async function siteExceptionSettingsOf(deps: AppDeps, siteId: number): Promise<TSiteExceptionSettings> {
  const site = await siteOf(deps, siteId);
  const rows = await queries.findSiteSettings(deps.db, siteId);
  const notify = new Map(rows.map((row) => [row.exception_type, row.notify]));
  return {
    data: EXCEPTION_TYPES.map((type) => ({ exception_type: type, notify: notify.get(type) ?? true })),
    site: { id: site.id, name: site.name },
  };
}

/** Saves which exception types a site's people are told of; the audit trail keeps each change. */
export async function saveSiteExceptionSettings(
  deps: AppDeps,
  ctx: SignedInContext,
  siteId: number,
  settings: { exception_type: (typeof EXCEPTION_TYPES)[number]; notify: boolean }[],
) {
  const site = await siteOf(deps, siteId);
  const asRow = (rows: TSiteExceptionSettings['data']) => Object.fromEntries(rows.map((row) => [row.exception_type, row.notify]));
  const before = asRow((await siteExceptionSettingsOf(deps, siteId)).data);
  await deps.db.transaction(async (tx) => {
    for (const setting of settings) {
      await queries.saveSiteSetting(tx, {
        organization_id: site.organizationId,
        site_id: siteId,
        exception_type: setting.exception_type,
        notify: setting.notify,
      });
    }
    const after = { ...before, ...Object.fromEntries(settings.map((setting) => [setting.exception_type, setting.notify])) };
    await recordAudit(tx, ctx, {
      entity: 'site_exception_settings',
      entityId: siteId,
      action: 'update',
      organizationId: site.organizationId,
      before,
      after,
      label: site.name,
    });
  });
  return siteExceptionSettingsOf(deps, siteId);
}
