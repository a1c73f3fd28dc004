import { EXCEPTION_TYPES, type Locale, type TExceptionStatistics, type TSiteExceptionSettings } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { actingScope } from '../../platform/shipment-scope';
import { notify } from '../notifications';
import * as queries from './exceptions.queries';

export { refreshExceptionFlag } from './exceptions.queries';

const asLocale = (value: string): Locale => (value === 'es' || value === 'zh-CN' ? value : 'en');

/**
 * Tells the people of the shipment's site about a new exception, unless the site turned that
 * type off: its members and the organization's admins, each in their own language.
 */
async function notifySite(db: Executor, consignmentId: number, type: string, description: string | null) {
  const shipment = await queries.findShipment(db, consignmentId);
  if (!shipment) return;
  const setting = await queries.findNotifySetting(db, shipment.siteId, type);
  if (setting && !setting.notify) return;
  const recipients = await queries.findSitePeople(db, shipment.organizationId, shipment.siteId);
  await notify(
    db,
    recipients.map((recipient) => {
      const locale = asLocale(recipient.locale);
      return {
        organization_id: shipment.organizationId,
        user_id: recipient.id,
        locale,
        subject: { key: 'notifications.exception_subject', params: { number: shipment.number } },
        content: {
          key: 'notifications.exception_content',
          params: { type: { key: `exception_types.${type}` }, description: description ?? '' },
        },
      };
    }),
  );
}

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
  await notifySite(db, values.consignmentId, values.type, values.description);
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
  await siteOf(deps, siteId);
  const rows = await queries.findSiteSettings(deps.db, siteId);
  const notify = new Map(rows.map((row) => [row.exception_type, row.notify]));
  return { data: EXCEPTION_TYPES.map((type) => ({ exception_type: type, notify: notify.get(type) ?? true })) };
}

export async function saveSiteExceptionSettings(
  deps: AppDeps,
  siteId: number,
  settings: { exception_type: (typeof EXCEPTION_TYPES)[number]; notify: boolean }[],
) {
  const site = await siteOf(deps, siteId);
  await deps.db.transaction(async (tx) => {
    for (const setting of settings) {
      await queries.saveSiteSetting(tx, {
        organization_id: site.organizationId,
        site_id: siteId,
        exception_type: setting.exception_type,
        notify: setting.notify,
      });
    }
  });
  return siteExceptionSettingsOf(deps, siteId);
}
