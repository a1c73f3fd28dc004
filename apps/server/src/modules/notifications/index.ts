import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { announcementsRoutes } from './announcements.routes';
import { notificationsRoutes } from './notifications.routes';

export function registerNotifications(app: FastifyInstance, deps: AppDeps) {
  notificationsRoutes(app, deps);
  announcementsRoutes(app, deps);
}

export { notify, wordNotice, type Notice } from './notifications.service';
export { deliverNotificationMail, deliverSoon, publishEvents, recordEvents, type NotificationEvent } from './events.service';
export { deliverDueAnnouncements } from './announcements.service';
