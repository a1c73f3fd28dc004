import { routePath, type TChatMessage, type TPostChatMessageBody, type TShipmentChat } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { visibleConsignments } from '../../platform/shipment-scope';
import { deliverSoon, recordEvents } from '../notifications';
import * as queries from './shipment-chat.queries';

/** A conversation shows its newest messages; older ones are rarely read again. */
const SHOWN_MESSAGES = 200;
/** A message's first words in a notification. */
const EXCERPT = 140;

/** The shipment as the reader may see it: a shipment outside their sites answers 404, as its page does. */
async function shipmentOf(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const shipment = await queries.findShipment(deps.db, uuid, visibleConsignments(ctx));
  if (!shipment) throw new NotFoundError();
  return shipment;
}

export async function conversation(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TShipmentChat> {
  const shipment = await shipmentOf(deps, ctx, uuid);
  const me = ctx.actor.userId;
  const [rows, unread] = await Promise.all([
    queries.findMessages(deps.db, shipment.id, me, SHOWN_MESSAGES),
    queries.countUnread(deps.db, shipment.id, me),
  ]);
  return {
    messages: rows.reverse().map((row): TChatMessage => ({
      id: row.id,
      body: row.body,
      author: row.user_id !== null && row.author !== null ? { id: row.user_id, name: row.author } : null,
      mine: row.user_id === me,
      unread: row.user_id !== me && !row.read,
      created_at: row.created_at.toISOString(),
    })),
    unread,
  };
}

/** Posts a message; the shipment's owner, bookmarkers and the others in the conversation are told. */
export async function postMessage(deps: AppDeps, ctx: SignedInContext, uuid: string, body: TPostChatMessageBody): Promise<TChatMessage> {
  const shipment = await shipmentOf(deps, ctx, uuid);
  const me = ctx.actor.userId;
  const message = await deps.db.transaction(async (tx) => {
    const inserted = await queries.insertMessage(tx, {
      organization_id: shipment.organizationId,
      consignment_id: shipment.id,
      user_id: me,
      body: body.body,
    });
    // Writing answers everything before it.
    await queries.markRead(tx, me, shipment.id, inserted.id);
    const author = await queries.findUserName(tx, me);
    const excerpt = inserted.body.length > EXCERPT ? `${inserted.body.slice(0, EXCERPT - 1)}…` : inserted.body;
    await recordEvents(tx, [
      {
        type: 'shipment_message',
        organizationId: shipment.organizationId,
        shipmentId: shipment.id,
        userIds: await queries.findParticipants(tx, shipment.id, me),
        actorUserId: me,
        subject: { key: 'notifications.shipment_message_subject', params: { number: shipment.number } },
        content: { key: 'notifications.shipment_message_content', params: { name: author, text: excerpt } },
        link: routePath('transport.shipments.detail', { uuid: shipment.uuid }),
        mailNote: inserted.body === excerpt ? null : inserted.body,
      },
    ]);
    return { ...inserted, author };
  });
  deliverSoon(deps);
  return {
    id: message.id,
    body: message.body,
    author: { id: me, name: message.author },
    mine: true,
    unread: false,
    created_at: message.created_at.toISOString(),
  };
}

/** Marks everything in the conversation read for the reader. */
export async function markRead(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const shipment = await shipmentOf(deps, ctx, uuid);
  const latest = await queries.latestMessageId(deps.db, shipment.id);
  if (latest !== null) await queries.markRead(deps.db, ctx.actor.userId, shipment.id, latest);
}
