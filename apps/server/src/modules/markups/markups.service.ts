import { effectiveMarkupRates, markupProblems, type Markup } from '@freight/domain';
import {
  GEOGRAPHY_KEYS,
  type TGeographyKey,
  type TListMarkupsResponse,
  type TListQuery,
  type TMarkup,
  type TMarkupBody,
  type TMarkupRateBox,
} from '@freight/contracts';
import type { markups } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { filterIds, listMeta } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { workingOrganizationId } from '../../platform/tenancy';
import * as queries from './markups.queries';

type MarkupRow = typeof markups.$inferSelect;

/** God users manage every organization's markups; organization admins their own. */
function scopeOf(ctx: SignedInContext): queries.MarkupScope {
  return ctx.actor.isGodUser ? null : workingOrganizationId(ctx.actor);
}

async function present(deps: AppDeps, rows: MarkupRow[]): Promise<TMarkup[]> {
  const details = await queries.findMarkupDetails(
    deps.db,
    rows.map((row) => row.id),
    [...new Set(rows.map((row) => row.organization_id))],
  );
  return rows.map((row) => {
    const services = details.services.filter((service) => service.markup_id === row.id);
    const boxes = Object.fromEntries(GEOGRAPHY_KEYS.map((key) => [key, row.geography_specific_rates[key] ?? null])) as Record<
      TGeographyKey,
      TMarkupRateBox | null
    >;
    return {
      id: row.id,
      organization_id: row.organization_id,
      country_name: details.countries.find((country) => country.id === row.organization_id)?.country_name ?? null,
      carrier_service: services.map((service) => service.id),
      carrier_services: services.map(({ markup_id: _markup, ...service }) => service),
      rate: row.rate,
      fixed: row.fixed_ore,
      booking_enabled: row.booking_enabled,
      geography_specific_rates: boxes,
      updated_at: row.updated_at.toISOString(),
    };
  });
}

export async function listMarkups(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListMarkupsResponse> {
  const offset = (query.page - 1) * query.pageSize;
  const [requested] = filterIds(query.filter?.organization_id ?? '');
  const organizationFilter = requested ? requested : undefined;
  const { rows, total } = await queries.listMarkups(deps.db, scopeOf(ctx), organizationFilter, query.pageSize, offset);
  return { data: await present(deps, rows), meta: listMeta(total, { page: query.page, pageSize: query.pageSize, offset }) };
}

export async function getMarkup(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TMarkup> {
  const row = await queries.findMarkup(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  const [markup] = await present(deps, [row]);
  return markup!;
}

function toDomain(body: TMarkupBody): Markup {
  const rates: Markup['geographySpecificRates'] = {};
  for (const key of GEOGRAPHY_KEYS) {
    const box = body.geography_specific_rates[key];
    rates[key] = box ? { ratePercent: box.rate, fixedOre: box.fixed } : null;
  }
  return {
    carrierServiceIds: body.carrier_service,
    ratePercent: body.rate,
    fixedOre: body.fixed,
    bookingEnabled: body.booking_enabled,
    geographySpecificRates: rates,
  };
}

/** The nine boxes as saved: DOM_DOM takes the general rate where it was left empty (SPEC §5). */
function storedBoxes(markup: Markup): Record<string, { rate: number | null; fixed: number | null } | null> {
  const effective = effectiveMarkupRates(markup);
  return Object.fromEntries(
    GEOGRAPHY_KEYS.map((key) => {
      const box = effective[key];
      return [key, box ? { rate: box.ratePercent, fixed: box.fixedOre } : null];
    }),
  );
}

export async function saveMarkup(deps: AppDeps, ctx: SignedInContext, body: TMarkupBody, id?: number): Promise<TMarkup> {
  const scope = scopeOf(ctx);
  const existing = id === undefined ? null : await queries.findMarkup(deps.db, scope, id);
  if (id !== undefined && !existing) throw new NotFoundError();
  const organizationId =
    existing?.organization_id ?? (ctx.actor.isGodUser && body.organization_id ? body.organization_id : workingOrganizationId(ctx.actor));

  const errors: Record<string, FieldMessage[]> = {};
  const add = (field: string, message: FieldMessage) => (errors[field] ??= []).push(message);
  const serviceIds = [...new Set(body.carrier_service)];
  const markup = toDomain({ ...body, carrier_service: serviceIds });
  for (const problem of markupProblems(markup)) {
    if (problem === 'no_carrier_service') add('carrier_service', 'validation.markup_carrier_service');
    if (problem === 'no_geography_rate') add('geography_specific_rates', 'validation.markup_geography');
    if (problem === 'negative_amount') add('geography_specific_rates', 'validation.not_negative');
  }
  if (body.organization_id && ctx.actor.isGodUser && !(await queries.organizationExists(deps.db, body.organization_id))) {
    add('organization_id', 'validation.unknown_organization');
  }
  const known = await queries.findCarrierServices(deps.db, serviceIds);
  if (known.length !== serviceIds.length) add('carrier_service', 'validation.unknown_carrier_service');
  const taken = await queries.findServicesOfOtherMarkups(deps.db, organizationId, serviceIds, existing?.id ?? null);
  // One markup per service keeps the price a customer sees unambiguous.
  if (taken.length > 0)
    add('carrier_service', {
      key: 'validation.markup_service_taken',
      params: { services: taken.map((service) => service.name).join(', ') },
    });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const values = {
    organization_id: organizationId,
    rate: body.rate,
    fixed_ore: body.fixed,
    booking_enabled: body.booking_enabled,
    geography_specific_rates: storedBoxes(markup),
    updated_at: new Date(),
  };
  const row = await deps.db.transaction(async (tx) => {
    const saved = existing ? await queries.updateMarkup(tx, existing.id, values) : await queries.insertMarkup(tx, values);
    await queries.replaceMarkupServices(tx, organizationId, saved.id, serviceIds);
    return saved;
  });
  const [presented] = await present(deps, [row]);
  return presented!;
}

export async function deleteMarkup(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findMarkup(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  await queries.deleteMarkup(deps.db, id);
}
