import {
  MANUAL_PRICE_REQUEST_OPEN_STATUSES,
  type Locale,
  type ManualPriceRequestStatus,
  type TListManualPriceRequestsResponse,
  type TListQuery,
  type TManualPriceRequest,
  type TManualPriceRequestAnswerBody,
  type TManualPriceRequestBody,
  type TManualPriceRequestDetails,
  PORTAL_TIME_ZONE,
  routePath,
} from '@freight/contracts';
import { formatMoney } from '@freight/domain';
import type { ManualPriceRequestAnswer } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { translate, translatePlural } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { Actor, SignedInContext } from '../../platform/request-context';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { calculationScope, siteMadeFor } from '../quotes';
import { notify, publishEvents } from '../notifications';
import * as queries from './manual-price-requests.queries';

/** What the logistics team may answer: a request not declined or cancelled; an answer can be revised. */
const ANSWERABLE: readonly ManualPriceRequestStatus[] = [...MANUAL_PRICE_REQUEST_OPEN_STATUSES, 'answered'];

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

function localeOf(value: string | null | undefined): Locale {
  return value === 'es' || value === 'zh-CN' ? value : 'en';
}

function presentAnswer(answer: ManualPriceRequestAnswer | null): TManualPriceRequest['answer'] {
  if (!answer) return null;
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    price_amount: number(answer.price_amount),
    currency: text(answer.currency),
    carrier_name: text(answer.carrier_name),
    transit_days: number(answer.transit_days),
    valid_until: text(answer.valid_until),
    note: text(answer.note),
    decline_reason: text(answer.decline_reason),
  };
}

function present(row: queries.RequestRow): TManualPriceRequest {
  const { request } = row;
  const person = (value: { id: number | null; name: string | null; email: string | null } | null) =>
    value?.id != null && value.name !== null && value.email !== null ? { id: value.id, name: value.name, email: value.email } : null;
  return {
    id: request.id,
    status: request.status,
    organization_id: request.organization_id,
    organization_name: row.organization_name,
    site_id: request.site_id,
    site_name: row.site_name,
    requested_by: person(row.requester),
    request: request.request as TManualPriceRequestDetails,
    answer: presentAnswer(request.answer),
    answered_by: person(row.answerer),
    answered_at: request.answered_at?.toISOString() ?? null,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
  };
}

export async function listRequests(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListManualPriceRequestsResponse> {
  const plan = planList(query, queries.requestList, [queries.requestsOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listRequests(deps.db, plan);
  return { data: rows.map(present), meta: listMeta(total, plan) };
}

async function loadRequest(deps: AppDeps, actor: Actor, id: number) {
  const row = await queries.findRequest(deps.db, id, queries.requestsOf(scopeOf({ actor })));
  if (!row) throw new NotFoundError();
  return row;
}

export async function getRequest(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TManualPriceRequest> {
  return present(await loadRequest(deps, ctx.actor, id));
}

const placeText = (place: TManualPriceRequestDetails['pickup']) => [place.country, place.zip, place.city].filter(Boolean).join(' ');
const routeText = (details: TManualPriceRequestDetails) => `${placeText(details.pickup)} → ${placeText(details.delivery)}`;
const requestLink = (deps: AppDeps, id: number) => `${deps.config.appUrl}/transport/manual-price-request?request=${id}`;

/** Tells the logistics team a request waits for them. */
async function mailTeam(deps: AppDeps, row: queries.RequestRow) {
  const t = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);
  const details = row.request.request as TManualPriceRequestDetails;
  const packages = details.goods.reduce((sum, line) => sum + line.units, 0);
  const weight = details.goods.reduce((sum, line) => sum + line.units * line.weight, 0);
  const text = [
    t('mail.price_request.body', {
      name: row.requester?.name ?? '',
      email: row.requester?.email ?? '',
      organization: row.organization_name,
    }),
    '',
    t('mail.price_request.route', { route: routeText(details) }),
    t('mail.price_request.ready_date', { date: details.ready_date }),
    translatePlural('en', 'mail.price_request.goods', packages, { weight: Math.round(weight * 1000) / 1000 }),
    t('mail.price_request.mode', { mode: details.transport_mode ?? t('price_request.any_mode') }),
    ...(details.notes ? [t('mail.price_request.notes', { notes: details.notes })] : []),
    '',
    t('mail.price_request.open'),
    requestLink(deps, row.request.id),
    '',
    t('mail.signature'),
  ].join('\n');
  await deps.mailer.send({
    to: deps.config.LOGISTICS_TEAM_EMAIL,
    subject: t('mail.price_request.subject', { id: row.request.id, organization: row.organization_name }),
    text,
  });
}

/** The site a request is for: that of the calculation it follows, else the one named or acted as. */
async function requestSite(deps: AppDeps, ctx: SignedInContext, body: TManualPriceRequestBody): Promise<number> {
  if (body.calculation_id === null) return siteMadeFor(deps, ctx, body.site_id);
  const calculation = await queries.calculationOf(deps.db, body.calculation_id, calculationScope(ctx));
  if (!calculation) throw new ValidationError({ calculation_id: ['errors.not_found'] });
  if (body.site_id !== null && body.site_id !== calculation.site_id)
    throw new ValidationError({ site_id: ['validation.site_not_allowed'] });
  return calculation.site_id;
}

export async function createRequest(deps: AppDeps, ctx: SignedInContext, body: TManualPriceRequestBody): Promise<TManualPriceRequest> {
  const organizationId = workingOrganizationId(ctx.actor);
  if (body.ready_date < dayFormat.format(new Date())) throw new ValidationError({ ready_date: ['validation.ready_date_past'] });
  const siteId = await requestSite(deps, ctx, body);
  const { site_id: _site, ...details } = body;
  const id = await queries.insertRequest(deps.db, {
    organization_id: organizationId,
    site_id: siteId,
    requested_by_user_id: ctx.actor.userId,
    request: details satisfies TManualPriceRequestDetails,
  });
  const row = await loadRequest(deps, ctx.actor, id);
  await mailTeam(deps, row);
  return present(row);
}

/** Tells the requester what became of the request: in the portal, and once decided as they chose to hear of answers. */
async function notifyRequester(deps: AppDeps, row: queries.RequestRow) {
  const requester = row.requester;
  if (requester?.id == null || !requester.email) return;
  const locale = localeOf(requester.locale);
  const { request } = row;
  const details = request.request as TManualPriceRequestDetails;
  const answer = presentAnswer(request.answer);
  const route = routeText(details);
  type Text = { key: string; params: Record<string, string | number> };
  let subject: Text;
  let content: Text;
  switch (request.status) {
    case 'answered':
      subject = { key: 'notifications.price_request_answered_subject', params: { id: request.id } };
      content = {
        key: 'notifications.price_request_answered_content',
        params: {
          route,
          price: formatMoney(answer?.price_amount ?? 0, answer?.currency ?? 'SEK'),
          carrier: answer?.carrier_name ?? '',
          days: answer?.transit_days ?? 0,
          valid_until: answer?.valid_until ?? '',
        },
      };
      break;
    case 'declined':
      subject = { key: 'notifications.price_request_declined_subject', params: { id: request.id } };
      content = { key: 'notifications.price_request_declined_content', params: { route, reason: answer?.decline_reason ?? '' } };
      break;
    default:
      subject = { key: 'notifications.price_request_in_progress_subject', params: { id: request.id } };
      content = { key: 'notifications.price_request_in_progress_content', params: { route } };
  }
  const link = `${routePath('transport.manual_price_request')}?request=${request.id}`;
  if (request.status !== 'answered' && request.status !== 'declined') {
    // Work in progress is news for the portal only.
    await notify(deps.db, [
      {
        organization_id: request.organization_id,
        user_id: requester.id,
        locale,
        subject,
        content,
        event_type: 'price_request_answered',
        link,
      },
    ]);
    return;
  }
  await publishEvents(deps, [
    {
      type: 'price_request_answered',
      organizationId: request.organization_id,
      userIds: [requester.id],
      subject,
      content,
      link,
      mailNote: request.status === 'answered' ? (answer?.note ?? null) : null,
    },
  ]);
}

function closedError(status: ManualPriceRequestStatus, locale: Locale) {
  return new ValidationError({
    status: [{ key: 'validation.price_request_closed', params: { status: translate(locale, `price_request.status.${status}`) } }],
  });
}

/** The logistics team's answer; only god users answer. */
export async function answerRequest(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TManualPriceRequestAnswerBody,
): Promise<TManualPriceRequest> {
  if (!ctx.actor.isGodUser) throw new ForbiddenError();
  const current = await loadRequest(deps, ctx.actor, id);
  if (!ANSWERABLE.includes(current.request.status)) throw closedError(current.request.status, ctx.locale);
  if (body.status === 'answered' && body.valid_until < dayFormat.format(new Date()))
    throw new ValidationError({ valid_until: ['validation.date_future'] });
  const now = new Date();
  const answer: ManualPriceRequestAnswer =
    body.status === 'answered'
      ? {
          price_amount: body.price_amount,
          currency: body.currency,
          carrier_name: body.carrier_name,
          transit_days: body.transit_days,
          valid_until: body.valid_until,
          note: body.note,
        }
      : body.status === 'declined'
        ? { decline_reason: body.reason }
        : { ...(current.request.answer ?? {}), note: body.note };
  const decided = body.status !== 'in_progress';
  const changed = await queries.updateRequest(deps.db, id, ANSWERABLE, {
    status: body.status,
    answer,
    updated_at: now,
    ...(decided ? { answered_by_user_id: ctx.actor.userId, answered_at: now } : {}),
  });
  if (!changed) throw closedError((await loadRequest(deps, ctx.actor, id)).request.status, ctx.locale);
  const row = await loadRequest(deps, ctx.actor, id);
  await notifyRequester(deps, row);
  return present(row);
}

/** The requester takes back a request nobody has answered yet. */
export async function cancelRequest(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TManualPriceRequest> {
  const current = await loadRequest(deps, ctx.actor, id);
  if (current.request.requested_by_user_id !== ctx.actor.userId) throw new ForbiddenError();
  const changed = await queries.updateRequest(deps.db, id, MANUAL_PRICE_REQUEST_OPEN_STATUSES, {
    status: 'cancelled',
    updated_at: new Date(),
  });
  if (!changed) throw closedError(current.request.status, ctx.locale);
  return getRequest(deps, ctx, id);
}
