import { ZAnnouncementBody, type AnnouncementDelivery, type TAnnouncement, type TAnnouncementBodyInput } from '@freight/contracts';
import dayjs from 'dayjs';
import { contractResolver } from '../../lib/forms';

/** The form: the contract's body, with chosen ids as text (as Mantine's selects keep them) and a local date-time. */
export interface AnnouncementForm {
  title: { en: string; es: string; 'zh-CN': string };
  message: { en: string; es: string; 'zh-CN': string };
  audience: { everyone: boolean; organization_ids: string[]; site_ids: string[]; role_ids: string[]; user_ids: string[] };
  delivery: AnnouncementDelivery;
  /** `YYYY-MM-DD HH:mm:ss` in the user's time zone, as the date-time picker gives it. */
  scheduled_at: string | null;
  email: boolean;
}

export const AUDIENCE_LISTS = ['organization_ids', 'site_ids', 'role_ids', 'user_ids'] as const;

export function formValues(announcement: TAnnouncement | null): AnnouncementForm {
  const ids = (list: { id: number }[] | undefined) => (list ?? []).map((entry) => String(entry.id));
  return {
    title: { en: announcement?.title.en ?? '', es: announcement?.title.es ?? '', 'zh-CN': announcement?.title['zh-CN'] ?? '' },
    message: { en: announcement?.message.en ?? '', es: announcement?.message.es ?? '', 'zh-CN': announcement?.message['zh-CN'] ?? '' },
    audience: {
      everyone: announcement?.audience.everyone ?? false,
      organization_ids: ids(announcement?.audience.organizations),
      site_ids: ids(announcement?.audience.sites),
      role_ids: ids(announcement?.audience.roles),
      user_ids: ids(announcement?.audience.users),
    },
    delivery: announcement?.status === 'scheduled' ? 'schedule' : announcement ? 'draft' : 'now',
    scheduled_at: announcement?.scheduled_at ? dayjs(announcement.scheduled_at).format('YYYY-MM-DD HH:mm:ss') : null,
    email: announcement?.email ?? false,
  };
}

export function bodyOf(form: AnnouncementForm): TAnnouncementBodyInput {
  const numbers = (list: string[]) => list.map(Number);
  return {
    title: form.title,
    message: form.message,
    audience: {
      everyone: form.audience.everyone,
      organization_ids: numbers(form.audience.organization_ids),
      site_ids: numbers(form.audience.site_ids),
      role_ids: numbers(form.audience.role_ids),
      user_ids: numbers(form.audience.user_ids),
    },
    delivery: form.delivery,
    scheduled_at: form.delivery === 'schedule' && form.scheduled_at ? dayjs(form.scheduled_at).toISOString() : null,
    email: form.email,
  };
}

export const announcementResolver = contractResolver(ZAnnouncementBody, bodyOf);

/** The form field a server error belongs under: `audience.site_ids.2` under the sites, `title.es` under the Spanish title. */
export function formFieldOf(
  field: string,
): keyof AnnouncementForm | `${'title' | 'message'}.${'en' | 'es' | 'zh-CN'}` | `audience.${(typeof AUDIENCE_LISTS)[number]}` | null {
  const text = /^(title|message)\.(en|es|zh-CN)$/.exec(field);
  if (text) return `${text[1] as 'title' | 'message'}.${text[2] as 'en' | 'es' | 'zh-CN'}`;
  const list = /^audience\.(organization_ids|site_ids|role_ids|user_ids)(\.\d+)?$/.exec(field);
  if (list) return `audience.${list[1] as (typeof AUDIENCE_LISTS)[number]}`;
  if (field === 'audience' || field === 'scheduled_at' || field === 'delivery' || field === 'email') return field;
  return null;
}

export interface AudienceWords {
  everyone: string;
  count: (kind: 'organizations' | 'sites' | 'roles' | 'users', count: number) => string;
  in: (roles: string, places: string) => string;
  plus: (group: string, users: string) => string;
}

/**
 * The audience in a line: everyone, or what was chosen by name when it is one thing, by count
 * when more, as `Site Admin in Nordic Freight AB, and 2 users`.
 */
export function audienceSummary(audience: TAnnouncement['audience'], words: AudienceWords): string {
  if (audience.everyone) return words.everyone;
  const named = (kind: 'organizations' | 'sites' | 'roles' | 'users') => {
    const list = audience[kind];
    if (list.length === 0) return null;
    return list.length === 1 ? list[0]!.name : words.count(kind, list.length);
  };
  const places = [named('organizations'), named('sites')].filter((part) => part !== null).join(', ');
  const roles = named('roles');
  const group = roles && places ? words.in(roles, places) : (roles ?? (places || null));
  const users = named('users');
  if (group && users) return words.plus(group, users);
  return group ?? users ?? '';
}
