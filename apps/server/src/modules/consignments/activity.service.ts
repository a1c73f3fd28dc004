import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  type TComment,
  type TDocument,
  type TException,
  type TReminder,
  type TShareLink,
  type ZAddCommentBody,
  type ZAddEventBody,
  type ZRaiseExceptionBody,
  type ZReplaceItemsBody,
  type ZUpdateConsignmentBody,
  routePath,
} from '@freight/contracts';
import { formatDate } from '@freight/domain';
import type { z } from 'zod';
import type { consignmentExceptions, consignments } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { readUploadedFile, type UploadedFile } from '../../platform/form-body';
import type { SignedInContext } from '../../platform/request-context';
import { sendShipmentMessage } from '../canned-responses';
import { changesEmissionInputs, recordShipmentEmissions } from '../emissions';
import { openException, recordExceptionEvent, refreshExceptionFlag } from '../exceptions';
import { deliverSoon, publishEvents, recordEvents, type NotificationEvent } from '../notifications';
import * as queries from './activity.queries';
import { visibleConsignments } from '../../platform/shipment-scope';
import { ownerLink } from './shared.service';

async function consignmentRef(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const ref = await queries.findConsignmentRef(deps.db, uuid, visibleConsignments(ctx));
  if (!ref) throw new NotFoundError();
  return ref;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const shipmentPath = (uuid: string) => routePath('transport.shipments.detail', { uuid });

export function shareUrl(deps: AppDeps, uuid: string) {
  return `${deps.config.appUrl}/shared/consignments/${uuid}`;
}

type Activity = Awaited<ReturnType<typeof queries.findActivity>>;

export function presentActivity(deps: AppDeps, activity: Activity) {
  const now = Date.now();
  return {
    comments: activity.comments.map(({ comment, author }): TComment => ({
      id: comment.id,
      body: comment.body,
      is_internal: comment.is_internal,
      author,
      created_at: comment.created_at.toISOString(),
    })),
    reminders: activity.reminders.map(({ reminder, author }): TReminder => ({
      id: reminder.id,
      remind_at: reminder.remind_at.toISOString(),
      text: reminder.text,
      done_at: iso(reminder.done_at),
      author,
      is_expired: reminder.done_at === null && reminder.remind_at.getTime() < now,
    })),
    exceptions: activity.exceptions.map(({ exception, owner }): TException => ({
      id: exception.id,
      type: exception.type,
      state: exception.state,
      description: exception.description,
      owner,
      claim_reference: exception.claim_reference,
      forwarded_to: exception.forwarded_to,
      resolution: exception.resolution,
      opened_at: exception.opened_at.toISOString(),
      resolved_at: iso(exception.resolved_at),
    })),
    documents: activity.documents.map(({ document, uploader }): TDocument => ({
      id: document.id,
      filename: document.filename,
      content_type: document.content_type,
      size: document.size,
      created_at: document.created_at.toISOString(),
      uploaded_by: uploader,
    })),
    share_links: activity.shareLinks.map((link): TShareLink => ({
      id: link.id,
      uuid: link.uuid,
      url: shareUrl(deps, link.uuid),
      created_at: link.created_at.toISOString(),
    })),
    bookmarked: activity.bookmarked,
  };
}

export async function addComment(deps: AppDeps, ctx: SignedInContext, uuid: string, body: z.output<typeof ZAddCommentBody>) {
  const ref = await consignmentRef(deps, ctx, uuid);
  await deps.db.transaction(async (tx) => {
    await queries.insertComment(tx, {
      organization_id: ref.organizationId,
      consignment_id: ref.id,
      user_id: ctx.actor.userId,
      body: body.body,
      is_internal: body.is_internal,
    });
    await queries.touch(tx, ref.id);
  });
}

/** A tracking event entered by a person; an exception status opens an exception. */
export async function addEvent(deps: AppDeps, ctx: SignedInContext, uuid: string, body: z.output<typeof ZAddEventBody>) {
  const ref = await consignmentRef(deps, ctx, uuid);
  const occurredAt = new Date(body.occurred_at);
  await deps.db.transaction(async (tx) => {
    const before = await queries.findShipment(tx, ref.id);
    const event = await queries.insertEvent(tx, {
      organization_id: ref.organizationId,
      consignment_id: ref.id,
      occurred_at: occurredAt,
      status: body.status,
      description: body.description,
      city: body.city,
      countrycode: body.countrycode,
      source: 'user',
      created_by_user_id: ctx.actor.userId,
      dedupe_key: `user|${occurredAt.toISOString()}|${body.description}`.toLowerCase(),
    });
    if (!event) throw new ValidationError({ description: ['validation.event_duplicate'] });
    if (body.status) {
      if (!(await queries.hasLaterStatusEvent(tx, ref.id, occurredAt))) {
        await queries.touch(tx, ref.id, {
          status: body.status,
          status_raw: null,
          ...(body.status === 'DELIVERED' ? { delivered_at: occurredAt } : {}),
        });
        if (before && before.status !== body.status) {
          await recordEvents(tx, [
            {
              type: 'shipment_status',
              organizationId: ref.organizationId,
              shipmentId: ref.id,
              actorUserId: ctx.actor.userId,
              subject: {
                key: 'notifications.shipment_status_subject',
                params: { number: before.number, status: { key: `shipment_statuses.${body.status}` } },
              },
              content: {
                key: 'notifications.shipment_status_content',
                params: {
                  number: before.number,
                  from: { key: `shipment_statuses.${before.status}` },
                  status: { key: `shipment_statuses.${body.status}` },
                },
              },
              link: shipmentPath(before.uuid),
            },
          ]);
        }
      }
      if (body.status === 'EXCEPTION') {
        await openException(tx, {
          organizationId: ref.organizationId,
          consignmentId: ref.id,
          type: 'OTHER',
          description: body.description,
          eventId: event.id,
          ownerUserId: ctx.actor.userId,
        });
      }
    }
    await queries.touch(tx, ref.id);
  });
  deliverSoon(deps);
}

export async function snooze(deps: AppDeps, ctx: SignedInContext, uuid: string, until: string | null) {
  const ref = await consignmentRef(deps, ctx, uuid);
  if (until !== null && Date.parse(until) <= Date.now()) throw new ValidationError({ until: ['validation.date_future'] });
  await queries.touch(deps.db, ref.id, { snoozed_until: until === null ? null : new Date(until) });
}

export async function setBookmark(deps: AppDeps, ctx: SignedInContext, uuid: string, bookmarked: boolean) {
  const ref = await consignmentRef(deps, ctx, uuid);
  await queries.setBookmark(deps.db, ref.id, ctx.actor.userId, bookmarked);
}

export async function markNotSeen(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const ref = await consignmentRef(deps, ctx, uuid);
  await queries.markSeen(deps.db, ref.id, ctx.actor.userId, false);
}

export async function addReminders(deps: AppDeps, ctx: SignedInContext, uuids: string[], remindAt: string, text: string) {
  const refs = await queries.findConsignmentRefs(deps.db, [...new Set(uuids)], visibleConsignments(ctx));
  if (refs.length !== new Set(uuids).size) throw new NotFoundError();
  await queries.insertReminders(
    deps.db,
    refs.map((ref) => ({
      organization_id: ref.organizationId,
      consignment_id: ref.id,
      user_id: ctx.actor.userId,
      remind_at: new Date(remindAt),
      text,
    })),
  );
  return refs.length;
}

/** An exception, document or share link of a shipment the user has; otherwise 404. */
async function ownedBy(deps: AppDeps, ctx: SignedInContext, kind: 'exception' | 'document' | 'shareLink', id: number) {
  const row = await queries.findAttachedRow(deps.db, kind, id, visibleConsignments(ctx));
  if (!row) throw new NotFoundError();
  return row;
}

async function ownReminder(deps: AppDeps, ctx: SignedInContext, id: number) {
  if (!(await queries.findOwnReminder(deps.db, id, ctx.actor.userId, visibleConsignments(ctx)))) throw new NotFoundError();
}

export async function completeReminder(deps: AppDeps, ctx: SignedInContext, id: number) {
  await ownReminder(deps, ctx, id);
  await queries.completeReminder(deps.db, id);
}

export async function deleteReminder(deps: AppDeps, ctx: SignedInContext, id: number) {
  await ownReminder(deps, ctx, id);
  await queries.deleteReminder(deps.db, id);
}

export async function raiseException(deps: AppDeps, ctx: SignedInContext, uuid: string, body: z.output<typeof ZRaiseExceptionBody>) {
  const ref = await consignmentRef(deps, ctx, uuid);
  await deps.db.transaction((tx) =>
    openException(tx, {
      organizationId: ref.organizationId,
      consignmentId: ref.id,
      type: body.type,
      description: body.description,
      ownerUserId: ctx.actor.userId,
    }),
  );
  deliverSoon(deps);
}

type ExceptionChange =
  | { action: 'investigate' }
  | { action: 'claim'; claimReference: string }
  | { action: 'forward'; email: string; message: string }
  | { action: 'resolve'; resolution: string };

/** Moves an exception along: investigate, claim, forward to someone by e-mail, or resolve. */
export async function changeException(deps: AppDeps, ctx: SignedInContext, id: number, change: ExceptionChange) {
  const owned = await ownedBy(deps, ctx, 'exception', id);
  const current = await queries.findException(deps.db, id);
  if (current!.state === 'resolved') throw new ValidationError({ state: ['validation.exception_resolved'] });
  const values: Partial<typeof consignmentExceptions.$inferInsert> = { updated_at: new Date(), owner_user_id: ctx.actor.userId };
  switch (change.action) {
    case 'investigate':
      values.state = 'investigating';
      break;
    case 'claim':
      values.state = 'investigating';
      values.claim_reference = change.claimReference;
      break;
    case 'forward':
      values.forwarded_to = change.email;
      break;
    case 'resolve':
      values.state = 'resolved';
      values.resolution = change.resolution;
      values.resolved_at = new Date();
      break;
  }
  await deps.db.transaction(async (tx) => {
    await queries.updateException(tx, id, values);
    await refreshExceptionFlag(tx, owned.consignmentId);
    if (change.action === 'resolve') {
      await recordExceptionEvent(tx, {
        consignmentId: owned.consignmentId,
        type: current!.type,
        description: change.resolution,
        resolved: true,
        actorUserId: ctx.actor.userId,
      });
    }
  });
  deliverSoon(deps);
  if (change.action === 'forward') {
    const shipment = await queries.findShipment(deps.db, owned.consignmentId);
    // Kept on the shipment's timeline like any e-mail sent from it, so a failed forward can be sent again.
    await sendShipmentMessage(
      deps,
      ctx,
      { id: owned.consignmentId, organizationId: shipment!.organizationId },
      {
        to: change.email,
        subject: `Shipment ${shipment!.number}: ${current!.type}`,
        body: [change.message, '', current!.description ?? '', '', `${deps.config.appUrl}/transport/shipments/${shipment!.uuid}`]
          .filter((line, index) => index > 0 || line !== '')
          .join('\n'),
      },
    );
  }
}

export async function uploadDocument(deps: AppDeps, ctx: SignedInContext, uuid: string, file: UploadedFile) {
  const ref = await consignmentRef(deps, ctx, uuid);
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw new ValidationError({ file: [{ key: 'validation.file_too_large', params: { megabytes: DOCUMENT_MAX_BYTES / 1024 / 1024 } }] });
  }
  const safeName = file.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'document';
  const path = `documents/${ref.organizationId}/${ref.id}/${randomBytes(8).toString('hex')}`;
  await deps.files.write(path, await readUploadedFile(file));
  await deps.db.transaction(async (tx) => {
    await queries.insertDocument(tx, {
      organization_id: ref.organizationId,
      consignment_id: ref.id,
      filename: safeName,
      content_type: file.mimetype || 'application/octet-stream',
      size: file.size,
      path,
      uploaded_by_user_id: ctx.actor.userId,
    });
    await queries.touch(tx, ref.id);
  });
}

export async function readDocument(deps: AppDeps, ctx: SignedInContext, id: number) {
  await ownedBy(deps, ctx, 'document', id);
  const document = await queries.findDocument(deps.db, id);
  const content = await deps.files.read(document!.path);
  if (!content) throw new NotFoundError();
  return { content, filename: document!.filename, contentType: document!.content_type };
}

export async function deleteDocument(deps: AppDeps, ctx: SignedInContext, id: number) {
  const owned = await ownedBy(deps, ctx, 'document', id);
  await deps.db.transaction(async (tx) => {
    await queries.deleteDocument(tx, id);
    await queries.touch(tx, owned.consignmentId);
  });
}

export async function createShareLink(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TShareLink> {
  const ref = await consignmentRef(deps, ctx, uuid);
  const link = await queries.insertShareLink(deps.db, {
    organization_id: ref.organizationId,
    consignment_id: ref.id,
    created_by_user_id: ctx.actor.userId,
  });
  return { id: link.id, uuid: link.uuid, url: shareUrl(deps, link.uuid), created_at: link.created_at.toISOString() };
}

export async function revokeShareLink(deps: AppDeps, ctx: SignedInContext, id: number) {
  await ownedBy(deps, ctx, 'shareLink', id);
  await queries.revokeShareLink(deps.db, id);
}

/**
 * Saves what an edit dialog changed. A carrier service must belong to the carrier and an owner
 * must be one of the users who see the shipment.
 */
export async function updateConsignment(deps: AppDeps, ctx: SignedInContext, uuid: string, body: z.output<typeof ZUpdateConsignmentBody>) {
  const ref = await consignmentRef(deps, ctx, uuid);
  const errors: Record<string, string[]> = {};
  if (body.carrier_service_id) {
    const service = await queries.findCarrierOfService(deps.db, body.carrier_service_id);
    const current = await queries.findShipment(deps.db, ref.id);
    const carrierId = body.carrier_id === undefined ? current?.carrierId : body.carrier_id;
    if (!service || service.carrierId !== carrierId) errors.carrier_service_id = ['validation.service_not_of_carrier'];
  }
  if (body.carrier_id) {
    if (!(await queries.findCarrier(deps.db, body.carrier_id))) errors.carrier_id = ['validation.invalid'];
  }
  if (body.owner_user_id) {
    const [owner] = await queries.ownerCandidates(deps.db, ref, body.owner_user_id);
    if (!owner) errors.owner_user_id = ['validation.invalid'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const moments = ['booked_at', 'pickup_at', 'eta_at', 'delivered_at'] as const;
  const values: Partial<typeof consignments.$inferInsert> = { ...body } as Partial<typeof consignments.$inferInsert>;
  for (const field of moments) {
    const value = body[field];
    if (value !== undefined) values[field] = value === null ? null : new Date(value);
  }
  // A pickup time set by hand replaces the booked window, so its end no longer applies.
  if (body.pickup_at !== undefined) values.pickup_until = null;
  if (body.eta_at !== undefined) values.eta_until = null;
  if (body.carrier_id) {
    values.carrier_name = (await queries.findCarrier(deps.db, body.carrier_id))!.name;
  }
  await deps.db.transaction(async (tx) => {
    const before = await queries.findShipment(tx, ref.id);
    await queries.touch(tx, ref.id, values);
    if (changesEmissionInputs(values)) await recordShipmentEmissions(tx, [ref.id]);
    if (before && values.eta_at !== undefined && dayOf(values.eta_at) !== dayOf(before.etaAt)) {
      const none = { key: 'notifications.eta_none' };
      await recordEvents(tx, [
        {
          type: 'eta_change',
          organizationId: ref.organizationId,
          shipmentId: ref.id,
          actorUserId: ctx.actor.userId,
          subject: { key: 'notifications.eta_change_subject', params: { number: before.number } },
          content: {
            key: 'notifications.eta_change_content',
            params: { number: before.number, eta: dayOf(values.eta_at) ?? none, previous: dayOf(before.etaAt) ?? none },
          },
          link: shipmentPath(before.uuid),
        },
      ]);
    }
  });
  deliverSoon(deps);
}

/** What people are told of a shipment whose status or ETA someone else's change moved, as a change by hand tells. */
export function shipmentChangeEvents(change: {
  organizationId: number;
  shipmentId: number;
  uuid: string;
  number: string;
  actorUserId: number | null;
  before: { status: string; etaAt: Date | null };
  after: { status: string; etaAt: Date | null };
}): NotificationEvent[] {
  const { before, after } = change;
  const about = {
    organizationId: change.organizationId,
    shipmentId: change.shipmentId,
    actorUserId: change.actorUserId,
    link: shipmentPath(change.uuid),
  };
  const events: NotificationEvent[] = [];
  if (before.status !== after.status) {
    events.push({
      ...about,
      type: 'shipment_status',
      subject: {
        key: 'notifications.shipment_status_subject',
        params: { number: change.number, status: { key: `shipment_statuses.${after.status}` } },
      },
      content: {
        key: 'notifications.shipment_status_content',
        params: {
          number: change.number,
          from: { key: `shipment_statuses.${before.status}` },
          status: { key: `shipment_statuses.${after.status}` },
        },
      },
    });
  }
  if (dayOf(before.etaAt) !== dayOf(after.etaAt)) {
    const none = { key: 'notifications.eta_none' };
    events.push({
      ...about,
      type: 'eta_change',
      subject: { key: 'notifications.eta_change_subject', params: { number: change.number } },
      content: {
        key: 'notifications.eta_change_content',
        params: { number: change.number, eta: dayOf(after.etaAt) ?? none, previous: dayOf(before.etaAt) ?? none },
      },
    });
  }
  return events;
}

/** An ETA is told of by the day: a new hour on the same day is no news. */
const dayOf = (value: Date | null | undefined) => (value ? formatDate(value) : null);

/** Replaces the goods of a shipment and keeps its totals in step. */
export async function replaceItems(deps: AppDeps, ctx: SignedInContext, uuid: string, items: z.output<typeof ZReplaceItemsBody>['items']) {
  const ref = await consignmentRef(deps, ctx, uuid);
  const sum = (pick: (item: (typeof items)[number]) => number | null) => {
    const values = items.map(pick).filter((value): value is number => value !== null);
    return values.length > 0 ? Math.round(values.reduce((total, value) => total + value, 0) * 1000) / 1000 : null;
  };
  await deps.db.transaction(async (tx) => {
    await queries.replaceItems(tx, ref, items);
    await queries.touch(tx, ref.id, {
      total_weight: sum((item) => (item.weight === null ? null : item.weight * item.units)),
      total_volume: sum((item) => (item.volume === null ? null : item.volume * item.units)),
      load_meters: sum((item) => item.load_meters),
      pallet_spaces: sum((item) => item.pallet_spaces),
      packages: items.reduce((total, item) => total + item.units, 0),
    });
    await recordShipmentEmissions(tx, [ref.id]);
  });
}

export async function listOwnerCandidates(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  return queries.ownerCandidates(deps.db, await consignmentRef(deps, ctx, uuid));
}

/** The owner's link to a shipment, for the dialogs that e-mail it. */
export async function createOwnerLink(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const ref = await consignmentRef(deps, ctx, uuid);
  const row = await queries.findShipment(deps.db, ref.id);
  if (!row?.ownerUserId) throw new ValidationError({ owner_user_id: ['validation.owner_missing'] });
  return ownerLink(deps, { id: ref.id, uuid, ownerUserId: row.ownerUserId });
}

const REMINDER_BATCH = 100;

/** Tells each user of their reminders that fell due, once; run every minute. */
export async function notifyDueReminders(deps: AppDeps) {
  for (;;) {
    const due = await queries.claimDueReminders(deps.db, REMINDER_BATCH);
    await publishEvents(
      deps,
      due.flatMap((reminder) =>
        reminder.userId === null
          ? []
          : [
              {
                type: 'reminder_due' as const,
                organizationId: reminder.organizationId,
                userIds: [reminder.userId],
                subject: { key: 'notifications.reminder_due_subject', params: { number: reminder.number } },
                content: { key: 'notifications.reminder_due_content', params: { text: reminder.text } },
                link: shipmentPath(reminder.uuid),
              },
            ],
      ),
    );
    if (due.length < REMINDER_BATCH) return;
  }
}
