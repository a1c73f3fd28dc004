import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { EXCEPTION_TYPES, type Locale, type TExceptionStatistics, type TSiteExceptionSettings } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { consignmentExceptions, consignments, frontNotifications, sites, siteExceptionSettings, users, userSites } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { SignedInContext } from '../../platform/request-context';
import { actingScope } from '../consignments';

/** Keeps the open-exception flag of a shipment true while any exception is not resolved. */
export async function refreshExceptionFlag(db: Executor, consignmentId: number) {
  await db
    .update(consignments)
    .set({
      has_open_exception: sql`exists (select 1 from ${consignmentExceptions} where ${consignmentExceptions.consignment_id} = ${consignmentId} and ${consignmentExceptions.state} <> 'resolved')`,
      updated_at: new Date(),
    })
    .where(eq(consignments.id, consignmentId));
}

const asLocale = (value: string): Locale => (value === 'es' || value === 'zh-CN' ? value : 'en');

/**
 * Tells the people of the shipment's site about a new exception, unless the site turned that
 * type off: its members and the organization's admins, each in their own language.
 */
async function notifySite(db: Executor, consignmentId: number, type: string, description: string | null) {
  const [shipment] = await db
    .select({ number: consignments.shipment_number, siteId: consignments.site_id, organizationId: consignments.organization_id })
    .from(consignments)
    .where(eq(consignments.id, consignmentId));
  if (!shipment) return;
  const [setting] = await db
    .select({ notify: siteExceptionSettings.notify })
    .from(siteExceptionSettings)
    .where(and(eq(siteExceptionSettings.site_id, shipment.siteId), eq(siteExceptionSettings.exception_type, type)));
  if (setting && !setting.notify) return;
  const recipients = await db
    .selectDistinct({ id: users.id, locale: users.locale })
    .from(users)
    .leftJoin(userSites, and(eq(userSites.user_id, users.id), eq(userSites.site_id, shipment.siteId)))
    .where(
      and(
        eq(users.organization_id, shipment.organizationId),
        or(sql`${userSites.site_id} is not null`, eq(users.level, 'organization-admin')),
      ),
    );
  if (recipients.length === 0) return;
  await db.insert(frontNotifications).values(
    recipients.map((recipient) => {
      const locale = asLocale(recipient.locale);
      return {
        organization_id: shipment.organizationId,
        user_id: recipient.id,
        subject: translate(locale, 'notifications.exception_subject', { number: shipment.number }),
        content: translate(locale, 'notifications.exception_content', {
          type: translate(locale, `exception_types.${type}`),
          description: description ?? '',
        }).trim(),
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
  await db.insert(consignmentExceptions).values({
    organization_id: values.organizationId,
    consignment_id: values.consignmentId,
    type: values.type,
    description: values.description,
    event_id: values.eventId ?? null,
    owner_user_id: values.ownerUserId ?? null,
  });
  await refreshExceptionFlag(db, values.consignmentId);
  await notifySite(db, values.consignmentId, values.type, values.description);
}

/** Open, investigating and recently resolved exceptions of the sites acted as, by type. */
export async function exceptionStatistics(deps: AppDeps, ctx: SignedInContext): Promise<TExceptionStatistics> {
  const scope = await actingScope(deps, ctx);
  const byType = await deps.db
    .select({
      type: consignmentExceptions.type,
      open: sql<number>`count(*) filter (where ${consignmentExceptions.state} = 'open')::int`,
      investigating: sql<number>`count(*) filter (where ${consignmentExceptions.state} = 'investigating')::int`,
    })
    .from(consignmentExceptions)
    .innerJoin(consignments, eq(consignments.id, consignmentExceptions.consignment_id))
    .where(and(scope, inArray(consignmentExceptions.state, ['open', 'investigating'])))
    .groupBy(consignmentExceptions.type)
    .orderBy(consignmentExceptions.type);
  const [resolved] = await deps.db
    .select({ n: count() })
    .from(consignmentExceptions)
    .innerJoin(consignments, eq(consignments.id, consignmentExceptions.consignment_id))
    .where(and(scope, eq(consignmentExceptions.state, 'resolved'), gt(consignmentExceptions.resolved_at, sql`now() - interval '30 days'`)));
  return {
    data: {
      open: byType.reduce((sum, row) => sum + row.open, 0),
      investigating: byType.reduce((sum, row) => sum + row.investigating, 0),
      resolved_last_30_days: resolved?.n ?? 0,
      by_type: byType,
    },
  };
}

async function siteOf(deps: AppDeps, siteId: number) {
  const [site] = await deps.db.select({ id: sites.id, organizationId: sites.organization_id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new NotFoundError();
  return site;
}

/** Every exception type with whether the site is notified of it; on unless turned off. */
export async function siteExceptionSettingsOf(deps: AppDeps, siteId: number): Promise<TSiteExceptionSettings> {
  await siteOf(deps, siteId);
  const rows = await deps.db.select().from(siteExceptionSettings).where(eq(siteExceptionSettings.site_id, siteId));
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
      await tx
        .insert(siteExceptionSettings)
        .values({ organization_id: site.organizationId, site_id: siteId, exception_type: setting.exception_type, notify: setting.notify })
        .onConflictDoUpdate({
          target: [siteExceptionSettings.site_id, siteExceptionSettings.exception_type],
          set: { notify: setting.notify },
        });
    }
  });
  return siteExceptionSettingsOf(deps, siteId);
}
