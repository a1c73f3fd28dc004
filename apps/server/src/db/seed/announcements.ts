import { announcementText, type Locale, type TAnnouncementAudience, type TAnnouncementText } from '@freight/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { announcements, frontNotifications, organizations, roles, users } from '../schema';

const DAY_MS = 86_400_000;
const localeOf = (value: string): Locale => (value === 'es' || value === 'zh-CN' ? value : 'en');

const CUT_OFF = {
  title: {
    en: 'New booking cut-off times from Monday',
    es: 'Nuevas horas límite de reserva a partir del lunes',
    'zh-CN': '自周一起启用新的订舱截止时间',
  },
  message: {
    en: 'Road bookings for next-day pickup now close at 15:00 local time instead of 16:00. Bookings made later are picked up the day after.',
    es: 'Las reservas por carretera con recogida al día siguiente cierran ahora a las 15:00 hora local en lugar de a las 16:00. Las reservas posteriores se recogen un día más tarde.',
    'zh-CN': '次日提货的公路订舱截止时间由当地时间 16:00 提前至 15:00。晚于该时间的订舱将在后一天提货。',
  },
};

const MAINTENANCE = {
  title: {
    en: 'Planned maintenance on Sunday night',
    es: 'Mantenimiento programado el domingo por la noche',
    'zh-CN': '周日夜间计划维护',
  },
  message: {
    en: 'The portal is unavailable on Sunday between 02:00 and 04:00 UTC. Tracking updates received meanwhile appear afterwards.',
    es: 'El portal no estará disponible el domingo entre las 02:00 y las 04:00 UTC. Las actualizaciones de seguimiento recibidas entretanto aparecerán después.',
    'zh-CN': '门户将于周日 02:00 至 04:00（UTC）暂停服务。期间收到的跟踪更新将在恢复后显示。',
  },
};

const PEAK_SEASON = {
  title: {
    en: 'Peak season capacity',
    es: 'Capacidad en temporada alta',
    'zh-CN': '旺季运力',
  },
  message: {
    en: 'Carriers expect tight capacity in December. Book sea and air freight at least two weeks ahead.',
    es: 'Los transportistas prevén poca capacidad en diciembre. Reserve el transporte marítimo y aéreo con al menos dos semanas de antelación.',
    'zh-CN': '承运商预计 12 月运力紧张。海运和空运请至少提前两周订舱。',
  },
};

const nobody: TAnnouncementAudience = { everyone: false, organization_ids: [], site_ids: [], role_ids: [], user_ids: [] };

/**
 * Announcements to see at once: one sent to everyone two days ago and read by some, one to the
 * first demo organization going out on Sunday with an e-mail copy, and a draft for site admins.
 */
export async function seedDemoAnnouncements(db: Executor) {
  const [god] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'god@demo.example'));
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  const [siteAdmins] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Site Admin'));
  if (!god || !organization || !siteAdmins) return;
  const now = Date.now();
  const sentAt = new Date(now - 2 * DAY_MS);
  const sunday = new Date(now + ((7 - new Date(now).getUTCDay()) % 7 || 7) * DAY_MS);
  sunday.setUTCHours(2, 0, 0, 0);

  const [sent] = await db
    .insert(announcements)
    .values([
      {
        ...CUT_OFF,
        audience: { ...nobody, everyone: true },
        email: false,
        status: 'sent',
        scheduled_at: sentAt,
        sent_at: sentAt,
        created_by_user_id: god.id,
        created_at: sentAt,
        updated_at: sentAt,
      },
      {
        ...MAINTENANCE,
        audience: { ...nobody, organization_ids: [organization.id] },
        email: true,
        status: 'scheduled',
        scheduled_at: sunday,
        created_by_user_id: god.id,
      },
      { ...PEAK_SEASON, audience: { ...nobody, role_ids: [siteAdmins.id] }, email: false, status: 'draft', created_by_user_id: god.id },
    ])
    .returning({ id: announcements.id });

  const reached = await db
    .select({ id: users.id, email: users.email, organization_id: users.organization_id, locale: users.locale })
    .from(users)
    .where(isNull(users.deactivated_at));
  // Those who have already opened it: the operators and the transport planner.
  const readBy = new Set(['god@demo.example', 'user@demo.example']);
  const text = (value: TAnnouncementText, locale: string) => announcementText(value, localeOf(locale));
  if (reached.length === 0) return;
  await db.insert(frontNotifications).values(
    reached.map((person) => ({
      organization_id: person.organization_id,
      user_id: person.id,
      subject: text(CUT_OFF.title, person.locale),
      content: text(CUT_OFF.message, person.locale),
      event_type: 'announcement' as const,
      announcement_id: sent!.id,
      read_at: readBy.has(person.email) ? new Date(sentAt.getTime() + 3_600_000) : null,
      created_at: sentAt,
      updated_at: sentAt,
    })),
  );
}
