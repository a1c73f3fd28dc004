import { routePath } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { publishEvents, recordEvents } from '../notifications';
import * as queries from './alerts.queries';

const orderPath = (id: number) => routePath('purchase.orders.detail', { id });

/**
 * Tells an order's buyer that someone else moved its cargo-ready date later, in the order's
 * transaction; the caller sends the e-mail with `deliverSoon` after the commit.
 */
export async function recordCargoReadySlip(
  db: Executor,
  order: { id: number; organizationId: number; number: string; buyerUserId: number | null },
  dates: { from: string | null; to: string | null },
  actorUserId: number,
) {
  const { from, to } = dates;
  if (order.buyerUserId === null || order.buyerUserId === actorUserId || from === null || to === null || to <= from) return;
  await recordEvents(db, [
    {
      type: 'purchase_orders',
      organizationId: order.organizationId,
      userIds: [order.buyerUserId],
      subject: { key: 'notifications.purchase_date_moved_subject', params: { number: order.number } },
      content: { key: 'notifications.purchase_date_moved_content', params: { number: order.number, from, to } },
      link: orderPath(order.id),
    },
  ]);
}

const BATCH = 100;

/** Tells buyers, once per line, of lines still not booked close to their cargo-ready date; run every minute. */
export async function alertUnbookedLines(deps: AppDeps) {
  for (;;) {
    const lines = await queries.claimUnbookedLines(deps.db, BATCH);
    await publishEvents(
      deps,
      lines.map((line) => ({
        type: 'purchase_orders' as const,
        organizationId: line.organizationId,
        userIds: line.buyerUserId === null ? [] : [line.buyerUserId],
        subject: { key: 'notifications.purchase_unbooked_subject', params: { number: line.orderNumber, line: line.lineNumber } },
        content: {
          key: 'notifications.purchase_unbooked_content',
          params: {
            number: line.orderNumber,
            line: line.lineNumber,
            article: line.article,
            date: line.cargoReady,
            open: line.ordered - line.booked,
            ordered: line.ordered,
          },
        },
        link: orderPath(line.orderId),
      })),
    );
    if (lines.length < BATCH) return;
  }
}
