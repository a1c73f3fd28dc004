import type { TAnnouncement } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { audienceSummary, bodyOf, formFieldOf, formValues } from './announcement-form';

const words = {
  everyone: 'Everyone',
  count: (kind: string, count: number) => `${count} ${kind}`,
  in: (roles: string, places: string) => `${roles} in ${places}`,
  plus: (group: string, users: string) => `${group}, and ${users}`,
};
const none = { everyone: false, organizations: [], sites: [], roles: [], users: [] };

describe('the audience summary', () => {
  it('names one choice, counts several, and puts roles in their places', () => {
    expect(audienceSummary({ ...none, everyone: true }, words)).toBe('Everyone');
    expect(audienceSummary({ ...none, organizations: [{ id: 1, name: 'Nordic Freight AB' }] }, words)).toBe('Nordic Freight AB');
    expect(
      audienceSummary(
        {
          ...none,
          organizations: [{ id: 1, name: 'Nordic Freight AB' }],
          roles: [{ id: 3, name: 'Site Admin' }],
          users: [
            { id: 7, name: 'Ulla' },
            { id: 8, name: 'Anders' },
          ],
        },
        words,
      ),
    ).toBe('Site Admin in Nordic Freight AB, and 2 users');
    expect(audienceSummary({ ...none, roles: [{ id: 3, name: 'Site Admin' }] }, words)).toBe('Site Admin');
  });
});

describe('the announcement form', () => {
  it('sends chosen ids as numbers, the moment only when scheduling, and starts a new one as sent now', () => {
    const form = formValues(null);
    expect(form.delivery).toBe('now');
    const body = bodyOf({
      ...form,
      title: { en: 'Hello', es: '', 'zh-CN': '' },
      audience: { ...form.audience, site_ids: ['4', '5'] },
      scheduled_at: '2030-01-02 08:30:00',
    });
    expect(body.audience.site_ids).toEqual([4, 5]);
    expect(body.scheduled_at).toBeNull();
    expect(bodyOf({ ...form, delivery: 'schedule', scheduled_at: '2030-01-02 08:30:00' }).scheduled_at).toMatch(/^2030-01-0\dT/);
  });

  it('opens a scheduled announcement as scheduled, with its audience chosen', () => {
    const announcement = {
      status: 'scheduled',
      title: { en: 'A', es: null, 'zh-CN': null },
      message: { en: 'B', es: 'C', 'zh-CN': null },
      audience: { ...none, users: [{ id: 9, name: 'Ulla' }] },
      scheduled_at: '2030-01-02T08:30:00.000Z',
      email: true,
    } as unknown as TAnnouncement;
    const form = formValues(announcement);
    expect(form).toMatchObject({ delivery: 'schedule', email: true, title: { es: '' }, message: { es: 'C' } });
    expect(form.audience.user_ids).toEqual(['9']);
  });

  it('puts each server error under its field', () => {
    expect(formFieldOf('audience.site_ids.2')).toBe('audience.site_ids');
    expect(formFieldOf('title.zh-CN')).toBe('title.zh-CN');
    expect(formFieldOf('audience')).toBe('audience');
    expect(formFieldOf('something')).toBeNull();
  });
});
