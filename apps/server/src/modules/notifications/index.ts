import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { announcementsRoutes } from './announcements.routes';
import { deliverDueAnnouncements } from './announcements.service';
import { deliverNotificationMail, NOTIFICATION_MAIL_JOB } from './events.service';
import { notificationsRoutes } from './notifications.routes';

export function registerNotifications(app: FastifyInstance, deps: AppDeps) {
  notificationsRoutes(app, deps);
  announcementsRoutes(app, deps);
  // Each job takes whatever is due (rows are claimed, so jobs running at once share them out); a
  // job per commit, not one waiting job, so none can miss rows committed while it ran. Every
  // minute it also sends digests that came due and rows whose retries ran out.
  deps.jobs.define(NOTIFICATION_MAIL_JOB, () => deliverNotificationMail(deps), {
    retries: 5,
    retryDelaySeconds: 5,
    expireSeconds: 10 * 60,
    cron: '* * * * *',
  });
  deps.jobs.define('scheduled-announcements', () => deliverDueAnnouncements(deps), { oneWaiting: true, cron: '* * * * *' });
}

export { notify, wordNotice, type Notice } from './notifications.service';
export { deliverNotificationMail, deliverSoon, publishEvents, recordEvents, type NotificationEvent } from './events.service';
export { deliverDueAnnouncements } from './announcements.service';
