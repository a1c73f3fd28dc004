import {
  CANNED_RESPONSE_PLACEHOLDERS,
  LOCALES,
  type Locale,
  type TCannedResponse,
  type TCannedResponseUsage,
  type TConsignmentMessage,
  type TRenderedCannedResponse,
  type ZCannedResponseActionBody,
  type ZCannedResponseBody,
  type ZListCannedResponsesQuery,
  type ZSendConsignmentMessageBody,
} from '@freight/contracts';
import { placeTimeZone } from '@freight/domain';
import type { z } from 'zod';
import type { consignmentMessages } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { JobRun } from '../../platform/jobs';
import { AppError, ForbiddenError, NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { MailAttachment, MailOutcome } from '../../platform/mail';
import type { Actor, SignedInContext } from '../../platform/request-context';
import { visibleConsignments } from '../../platform/shipment-scope';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { interfaceText } from '../translations';
import * as queries from './canned-responses.queries';
import { messageHtml, placeholderFormats, renderCannedResponse, templateProblems, type PlaceholderValues } from './render';

type ResponseRow = NonNullable<Awaited<ReturnType<typeof queries.findResponse>>>;
type Body = z.output<typeof ZCannedResponseBody>;

/** Who may keep responses at a level: god users the platform's, admins their organization's, everybody their own. */
function mayKeep(actor: Actor, scope: Body['scope']): boolean {
  switch (scope) {
    case 'platform':
      return actor.isGodUser;
    case 'organization':
      return actor.level === 'organization-admin' || actor.level === 'super';
    case 'personal':
      return true;
  }
}

function mayChange(actor: Actor, row: ResponseRow['response']): boolean {
  if (!mayKeep(actor, row.scope)) return false;
  if (row.scope === 'personal') return row.owner_user_id === actor.userId;
  if (row.scope === 'organization') return row.organization_id === workingOrganizationId(actor);
  return true;
}

function present(actor: Actor, row: ResponseRow): TCannedResponse {
  const { response } = row;
  return {
    id: response.id,
    name: response.name,
    purpose: response.purpose,
    scope: response.scope,
    texts: response.texts,
    editable: mayChange(actor, response),
    organization_name: response.scope === 'platform' ? null : row.organization_name,
    created_by: row.created_by,
    updated_at: response.updated_at.toISOString(),
  };
}

export async function listResponses(deps: AppDeps, ctx: SignedInContext, query: z.output<typeof ZListCannedResponsesQuery>) {
  const rows = await queries.listResponses(deps.db, scopeOf(ctx), { purpose: query.purpose, scope: query.scope });
  return rows.map((row) => present(ctx.actor, row));
}

async function usableResponse(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findResponse(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getResponse(deps: AppDeps, ctx: SignedInContext, id: number) {
  return present(ctx.actor, await usableResponse(deps, ctx, id));
}

/** The placeholders with their meaning in the reader's language. */
export async function placeholders(deps: AppDeps, locale: Locale) {
  const text = await interfaceText(deps, locale, 'cannedResponses');
  return CANNED_RESPONSE_PLACEHOLDERS.map(({ key, kind }) => ({
    key,
    kind,
    label: text(`placeholders.${key}`) ?? key,
    token: `{{ ${key} }}`,
  }));
}

/** Each subject and body must use only known placeholders and filters, so no e-mail goes out with a hole in it. */
function checkTemplates(texts: Body['texts']) {
  const errors: Record<string, FieldMessage[]> = {};
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (!text) continue;
    for (const field of ['subject', 'body'] as const) {
      const messages = templateProblems(text[field]).map((problem): FieldMessage =>
        problem.kind === 'unknown_placeholder'
          ? { key: 'validation.unknown_placeholder', params: { name: problem.name } }
          : { key: 'validation.template_syntax', params: { message: problem.message } },
      );
      if (messages.length > 0) errors[`texts.${locale}.${field}`] = messages;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export async function createResponse(deps: AppDeps, ctx: SignedInContext, body: Body) {
  if (!mayKeep(ctx.actor, body.scope)) throw new ValidationError({ scope: ['validation.canned_response_scope'] });
  checkTemplates(body.texts);
  const organizationId = workingOrganizationId(ctx.actor);
  const id = await queries.insertResponse(deps.db, {
    scope: body.scope,
    organization_id: body.scope === 'platform' ? null : organizationId,
    owner_user_id: body.scope === 'personal' ? ctx.actor.userId : null,
    created_by_user_id: ctx.actor.userId,
    name: body.name,
    purpose: body.purpose,
    texts: body.texts,
  });
  return getResponse(deps, ctx, id);
}

async function changeableResponse(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await usableResponse(deps, ctx, id);
  if (!mayChange(ctx.actor, row.response)) throw new ForbiddenError();
  return row;
}

/** Changes a response; its level stays, as moving one between levels would hand it to other people. */
export async function updateResponse(deps: AppDeps, ctx: SignedInContext, id: number, body: Body) {
  const row = await changeableResponse(deps, ctx, id);
  if (body.scope !== row.response.scope) throw new ValidationError({ scope: ['validation.canned_response_scope'] });
  checkTemplates(body.texts);
  await queries.updateResponse(deps.db, id, { name: body.name, purpose: body.purpose, texts: body.texts });
  return getResponse(deps, ctx, id);
}

export async function deleteResponse(deps: AppDeps, ctx: SignedInContext, id: number) {
  await changeableResponse(deps, ctx, id);
  await queries.deleteResponse(deps.db, id);
}

export async function usage(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TCannedResponseUsage> {
  await usableResponse(deps, ctx, id);
  const { totals, recent } = await queries.responseUsage(deps.db, id, visibleConsignments(ctx));
  return {
    sent: totals.sent,
    failed: totals.failed,
    last_sent_at: totals.last_sent_at?.toISOString() ?? null,
    recent: recent.map((row) => ({
      message_id: row.message.id,
      consignment_uuid: row.consignment_uuid,
      shipment_number: row.shipment_number,
      to: row.message.to_address,
      locale: row.message.locale,
      sent_by: row.sent_by,
      status: row.message.status,
      created_at: row.message.created_at.toISOString(),
    })),
  };
}

function shareUrl(deps: AppDeps, uuid: string) {
  return `${deps.config.appUrl}/shared/consignments/${uuid}`;
}

type Facts = NonNullable<Awaited<ReturnType<typeof queries.findShipmentFacts>>>;

/** Every placeholder's value for a shipment, written in the recipient's language. */
async function placeholderValues(
  deps: AppDeps,
  ctx: SignedInContext,
  facts: Facts,
  locale: Locale,
  trackingLink: string | null,
): Promise<PlaceholderValues> {
  const shipment = facts.consignment;
  const [shipmentsText, sender] = await Promise.all([
    interfaceText(deps, locale, 'shipments'),
    queries.findSender(deps.db, ctx.actor.userId),
  ]);
  const atDelivery = placeholderFormats(locale, placeTimeZone(shipment.consignee_countrycode, shipment.consignee_zip) ?? 'UTC');
  const atPickup = placeholderFormats(locale, placeTimeZone(shipment.consignor_countrycode, shipment.consignor_zip) ?? 'UTC');
  const lines = (...parts: (string | null)[]) => parts.filter((part) => part !== null && part.trim() !== '').join('\n') || null;
  const named = (group: string, code: string | null) => (code === null ? null : (shipmentsText(`${group}.${code}`) ?? code));
  const weight = shipment.total_weight === null ? null : Number(shipment.total_weight);
  return {
    shipment_number: shipment.shipment_number,
    status: named('statuses', shipment.status),
    eta: atDelivery.date(shipment.eta_at),
    pickup_date: atPickup.date(shipment.pickup_at),
    delivered_date: atDelivery.date(shipment.delivered_at),
    carrier: shipment.carrier_name,
    transport_mode: named('modes', shipment.transport_mode),
    waybill_number: shipment.waybill_number,
    booking_number: facts.booking_number,
    reference: shipment.consignee_reference ?? shipment.consignor_reference,
    packages: atDelivery.number(shipment.packages),
    weight: atDelivery.number(weight, 'kg'),
    consignor: shipment.consignor_name,
    consignor_address: lines(
      shipment.consignor_address,
      [shipment.consignor_zip, shipment.consignor_city].filter(Boolean).join(' '),
      shipment.consignor_countrycode,
    ),
    consignee: shipment.consignee_name,
    consignee_address: lines(
      shipment.consignee_address,
      [shipment.consignee_zip, shipment.consignee_city].filter(Boolean).join(' '),
      shipment.consignee_countrycode,
    ),
    tracking_link: trackingLink,
    sender_name: sender?.name ?? null,
    sender_email: sender?.email ?? null,
    sender_organization: sender?.organization ?? null,
    sender_signature: sender ? lines(sender.name, sender.organization, sender.email) : null,
  };
}

async function shipmentFacts(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const facts = await queries.findShipmentFacts(deps.db, uuid, visibleConsignments(ctx));
  if (!facts) throw new NotFoundError();
  return facts;
}

/**
 * A response worded for a shipment (`canned-responses/action`). To send, the shipment gets a
 * tracking link when the response names one and it has none; a preview makes nothing.
 */
export async function renderForShipment(
  deps: AppDeps,
  ctx: SignedInContext,
  body: z.output<typeof ZCannedResponseActionBody>,
): Promise<TRenderedCannedResponse> {
  const row = await usableResponse(deps, ctx, body.canned_response_id);
  const facts = await shipmentFacts(deps, ctx, body.consignment_uuid);
  let link = await queries.newestShareLink(deps.db, facts.consignment.id);
  const text = row.response.texts;
  const namesLink = Object.values(text).some((wording) => `${wording.subject} ${wording.body}`.includes('tracking_link'));
  if (!link && namesLink && body.mode === 'compose') {
    link = await queries.insertShareLink(deps.db, {
      organization_id: facts.consignment.organization_id,
      consignment_id: facts.consignment.id,
      created_by_user_id: ctx.actor.userId,
    });
  }
  const values = await placeholderValues(deps, ctx, facts, body.locale, link ? shareUrl(deps, link) : null);
  const rendered = renderCannedResponse(text, body.locale, values);
  return { subject: rendered.subject, body: rendered.body, locale: rendered.locale, empty_placeholders: rendered.emptyPlaceholders };
}

type MessageRow = Awaited<ReturnType<typeof queries.listMessages>>[number];

function presentMessage(row: MessageRow): TConsignmentMessage {
  const { message } = row;
  return {
    id: message.id,
    canned_response_id: message.canned_response_id,
    canned_response_name: row.canned_response_name,
    to: message.to_address,
    locale: message.locale,
    subject: message.subject,
    body: message.body,
    attachments: message.attachments,
    sent_by: row.sent_by,
    status: message.status,
    error: message.error,
    attempts: message.attempts,
    created_at: message.created_at.toISOString(),
    sent_at: message.sent_at?.toISOString() ?? null,
  };
}

export async function listMessages(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const facts = await shipmentFacts(deps, ctx, uuid);
  return (await queries.listMessages(deps.db, facts.consignment.id)).map(presentMessage);
}

/** The job that sends one message about a shipment. */
export const SHIPMENT_MESSAGE_JOB = 'shipment-message';

/**
 * Hands a message marked `sending` to the mailer and notes the outcome. A refusal is tried again
 * by the job queue; after the last try the message is failed, keeping everything needed to send
 * it again. A message no longer `sending` (sent, or failed for good) is never sent by a late job.
 */
export async function deliverMessage(deps: AppDeps, run: JobRun<{ id: number }>) {
  const message = await queries.findQueuedMessage(deps.db, run.data.id);
  if (!message || message.status !== 'sending') return;
  const sender = message.sent_by_user_id === null ? null : await queries.findSender(deps.db, message.sent_by_user_id);
  let outcome: MailOutcome;
  try {
    outcome = await mail(deps, message, sender?.email);
  } catch (error) {
    outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.status === 'failed' && !run.lastTry) {
    await queries.updateMessage(deps.db, message.id, { error: outcome.error });
    throw new Error(outcome.error);
  }
  await queries.updateMessage(deps.db, message.id, {
    status: outcome.status,
    error: outcome.error,
    sent_at: outcome.status === 'failed' ? null : new Date(),
  });
}

async function mail(deps: AppDeps, message: typeof consignmentMessages.$inferSelect, replyTo: string | undefined) {
  const attachments: MailAttachment[] = [];
  const stored = await queries.findDocuments(deps.db, message.consignment_id);
  for (const attachment of message.attachments) {
    const document = stored.find((candidate) => candidate.id === attachment.document_id);
    const content = document ? await deps.files.read(document.path) : null;
    if (document && content) attachments.push({ filename: document.filename, content, contentType: document.content_type });
  }
  return deps.mailer.send({
    to: message.to_address,
    subject: message.subject,
    text: message.body,
    html: messageHtml(message.body, message.locale),
    replyTo,
    attachments,
  });
}

/** Sends an e-mail about a shipment and puts it on the shipment's timeline (`consignments/{uuid}/canned-response`). */
export async function sendMessage(deps: AppDeps, ctx: SignedInContext, uuid: string, body: z.output<typeof ZSendConsignmentMessageBody>) {
  const facts = await shipmentFacts(deps, ctx, uuid);
  if (body.canned_response_id !== null) await usableResponse(deps, ctx, body.canned_response_id);
  const documents = await queries.findDocuments(deps.db, facts.consignment.id);
  const attachments = [...new Set(body.document_ids)].map((id) => documents.find((document) => document.id === id));
  if (attachments.some((document) => document === undefined))
    throw new ValidationError({ document_ids: ['validation.document_not_on_shipment'] });
  return recordAndDeliver(deps, ctx, {
    organization_id: facts.consignment.organization_id,
    consignment_id: facts.consignment.id,
    canned_response_id: body.canned_response_id,
    to_address: body.to,
    locale: body.locale,
    subject: body.subject,
    body: body.body,
    attachments: attachments.map((document) => ({ document_id: document!.id, filename: document!.filename })),
  });
}

type NewMessage = Pick<
  typeof consignmentMessages.$inferInsert,
  'organization_id' | 'consignment_id' | 'canned_response_id' | 'to_address' | 'locale' | 'subject' | 'body' | 'attachments'
>;

async function recordAndDeliver(deps: AppDeps, ctx: SignedInContext, message: NewMessage) {
  const values = {
    ...message,
    canned_response_id: message.canned_response_id ?? null,
    attachments: message.attachments ?? [],
    sent_by_user_id: ctx.actor.userId,
    // The shipment shows the e-mail on its way until the job has sent it or given up.
    status: 'sending' as const,
    error: null,
  };
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await queries.insertMessage(tx, values);
    await deps.jobs.send(SHIPMENT_MESSAGE_JOB, { id: inserted }, { db: tx });
    return inserted;
  });
  return (await messageOf(deps, ctx, id)).message;
}

/**
 * An e-mail about a shipment written elsewhere in the portal (an exception forwarded to a carrier),
 * sent and kept on the shipment's timeline like any other, failed ones included.
 */
export function sendShipmentMessage(
  deps: AppDeps,
  ctx: SignedInContext,
  shipment: { id: number; organizationId: number },
  message: { to: string; subject: string; body: string },
) {
  return recordAndDeliver(deps, ctx, {
    organization_id: shipment.organizationId,
    consignment_id: shipment.id,
    to_address: message.to,
    locale: ctx.locale,
    subject: message.subject,
    body: message.body,
  });
}

async function messageOf(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findMessage(deps.db, id, visibleConsignments(ctx));
  if (!row) throw new NotFoundError();
  return { row, message: presentMessage(row) };
}

/** Queues a failed message again, as it was written; one on its way or already gone is refused, so none leaves twice. */
export async function retryMessage(deps: AppDeps, ctx: SignedInContext, id: number) {
  await messageOf(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    const claimed = await queries.claimFailedMessage(tx, id);
    if (!claimed) throw new AppError(422, 'errors.message_not_failed');
    await deps.jobs.send(SHIPMENT_MESSAGE_JOB, { id }, { db: tx });
  });
  return (await messageOf(deps, ctx, id)).message;
}
