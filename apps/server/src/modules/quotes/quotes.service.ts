import type { Readable } from 'node:stream';
import {
  EU_COUNTRIES,
  NORDIC_COUNTRIES,
  bookingReasons,
  convertMoney,
  quoteService,
  rankQuotes,
  type FactorSetCandidate,
  type ExchangeRates,
  type GoodsLine,
  type IneligibilityReason,
  type Markup,
  type Quote,
  type RatedCarrierService,
  type RateRequest,
} from '@freight/domain';
import {
  DEFAULT_CURRENCY,
  type TPriceCalculation,
  type TPriceCalculationRequest,
  type TPriceLine,
  type TQuote,
  type TQuoteReason,
  type TransportMode,
  type TSimplePriceCalculationRequest,
  type TUnavailableService,
  PORTAL_TIME_ZONE,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { createChangeCache, type ChangeCache } from '../../platform/session-cache';
import { carrierLogoUrl } from '../carriers';
import { emissionsEstimator, factorSetCandidatesOf } from '../emissions';
import type { UploadedFile } from '../../platform/form-body';
import { readSpreadsheet } from '../../platform/spreadsheet';
import { quoteResultsWriter, readQuoteFile, type BestOffers } from './quote-file';
import * as queries from './quotes.queries';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';

/**
 * Reference rates against SEK for turning a markup's fixed SEK amount into a price list's
 * currency and for ranking quotes priced in different currencies. One SEK buys this much.
 */
export const REFERENCE_EXCHANGE_RATES: ExchangeRates = {
  base: 'SEK',
  rates: { EUR: 0.087, NOK: 1.01, DKK: 0.65, USD: 0.095, GBP: 0.074 },
};

/** The organization a user works in: their own, or for a super user the one acted as. */
export function actingOrganizationId(ctx: SignedInContext): number {
  return workingOrganizationId(ctx.actor);
}

/** Organization administrators and above see carrier prices and markups separately. */
export function seesCarrierPrice(ctx: SignedInContext): boolean {
  const { actor } = ctx;
  return actor.isGodUser || actor.level === 'super' || actor.level === 'organization-admin';
}

export function toGoodsLines(goods: TPriceCalculationRequest['goods']): GoodsLine[] {
  return goods.map((item) => ({
    quantity: item.units,
    packageType: item.package_type,
    weightKg: item.weight,
    lengthCm: item.depth ?? null,
    widthCm: item.width ?? null,
    heightCm: item.height ?? null,
    stackable: item.non_stackable === true ? false : (item.stackable ?? true),
    dangerousGoods: item.dangerous_goods,
    unNumber: item.un_number ?? null,
    volumeM3: item.volume ?? null,
    loadingMetres: item.load_meters ?? null,
    palletPlaces: item.pallet_spaces ?? null,
  }));
}

type ServiceRow = Awaited<ReturnType<typeof queries.findRatedServices>>[number];
/** What a quote shows of a service's row once its tables are converted: who carries it and how. */
type ServiceName = Pick<ServiceRow, 'carrier' | 'service'>;

function toRatedService(row: ServiceRow): RatedCarrierService | null {
  const list = row.priceList;
  if (!list) return null;
  const rating = row.rating;
  return {
    carrierId: row.carrier.id,
    carrierName: row.carrier.name,
    serviceId: row.service.id,
    serviceName: row.service.name,
    priceList: {
      currency: list.currency,
      zones: list.tariff.zones.map((zone) => ({ code: zone.code, country: zone.country, postcodeRanges: zone.postcode_ranges })),
      lanes: list.tariff.lanes.map((lane) => ({
        originZone: lane.origin_zone,
        destinationZone: lane.destination_zone,
        minimumCharge: lane.minimum_charge,
        weightBreaks: lane.weight_breaks.map((step) => ({
          upToKg: step.up_to_kg,
          pricePerKg: step.price_per_kg,
          pricePerConsignment: step.price_per_consignment,
        })),
      })),
      minimumCharge: list.minimum_charge,
      fuelSurchargePercent: list.fuel_surcharge_percent,
      surcharges: list.tariff.surcharges.map((surcharge) => ({
        type: surcharge.type,
        label: surcharge.label ?? undefined,
        amount: surcharge.amount,
        per: surcharge.per,
        when: surcharge.when ?? undefined,
        subjectToFuel: surcharge.subject_to_fuel,
      })),
    },
    leadTimes: {
      entries: (row.leadTimes?.entries ?? []).map((entry) => ({
        originZone: entry.origin_zone,
        destinationZone: entry.destination_zone,
        workingDays: entry.working_days,
      })),
      cutOff: row.leadTimes?.cut_off ?? '16:00',
      timeZone: row.leadTimes?.time_zone ?? PORTAL_TIME_ZONE,
    },
    factors: {
      kgPerM3: rating?.kg_per_m3,
      kgPerLdm: rating?.kg_per_ldm,
      kgPerPalletPlace: rating?.kg_per_pallet_place,
      roundingStepKg: list.rounding_step_kg,
      roundingBands: rating?.rounding_bands?.map((band) => ({ upToKg: band.up_to_kg, stepKg: band.step_kg })),
      floorSpace: {
        chargedFor: rating?.floor_space_charged_for ?? 'all_goods',
        stackableAboveHeightCm: rating?.stackable_floor_space_above_cm,
      },
    },
    limits: {
      maxConsignmentWeightKg: rating?.max_consignment_weight_kg,
      maxPackageWeightKg: rating?.max_package_weight_kg,
      maxLengthCm: rating?.max_length_cm,
      maxWidthCm: rating?.max_width_cm,
      maxHeightCm: rating?.max_height_cm,
      maxLoadingMetres: rating?.max_loading_metres,
      acceptsDangerousGoods: rating?.accepts_dangerous_goods ?? false,
    },
  };
}

export function toDomainMarkup(row: Awaited<ReturnType<typeof queries.findMarkupsOfOrganization>>[number]): Markup {
  const rates: Markup['geographySpecificRates'] = {};
  for (const [key, box] of Object.entries(row.geography_specific_rates)) {
    rates[key as keyof Markup['geographySpecificRates']] = box ? { ratePercent: box.rate, fixedOre: box.fixed } : null;
  }
  return {
    carrierServiceIds: row.carrierServiceIds,
    ratePercent: row.rate,
    fixedOre: row.fixed_ore,
    bookingEnabled: row.booking_enabled,
    geographySpecificRates: rates,
  };
}

function toReason(reason: IneligibilityReason): TQuoteReason {
  const { code, ...params } = reason;
  return { code, params };
}

function carrierAndService(row: ServiceName) {
  return {
    carrier: { id: row.carrier.id, name: row.carrier.name, logo_url: carrierLogoUrl(row.carrier) },
    service: {
      id: row.service.id,
      name: row.service.name,
      code: row.service.code,
      transport_mode: row.service.transport_mode as TransportMode,
    },
  };
}

/** The quote with every figure, as stored; `forViewer` cuts it down for customers. */
function toStoredQuote(row: ServiceName, quote: Quote, bookingBlockers: IneligibilityReason[], co2eKg: number | null): TQuote {
  const price = quote.carrierPrice;
  const lines: TPriceLine[] = [
    { kind: 'freight', type: 'Freight', label: 'Freight', amount: price.base.amount },
    ...price.surcharges.map((line) => ({ kind: 'surcharge' as const, type: line.type, label: line.label, amount: line.amount.amount })),
    { kind: 'fuel', type: 'Fuel surcharge', label: 'Fuel surcharge', amount: price.fuelSurcharge.amount },
  ];
  if (quote.markup.markup.amount !== 0) lines.push({ kind: 'markup', type: 'Other', label: 'Markup', amount: quote.markup.markup.amount });
  const weight = quote.chargeableWeight;
  return {
    rank: 0,
    ...carrierAndService(row),
    chargeable_weight: {
      kg: weight.kg,
      basis: weight.basis,
      unrounded_kg: weight.unroundedKg,
      actual_kg: weight.actualKg,
      volume_kg: weight.volumeKg,
      loading_meter_kg: weight.loadingMetreKg,
      pallet_place_kg: weight.palletPlaceKg,
      rounding_step_kg: weight.roundingStepKg,
      floor_space_charged_for: weight.floorSpaceChargedFor,
    },
    price: {
      currency: quote.total.currency,
      total: quote.total.amount,
      lines,
      admin: {
        carrier_price: price.total.amount,
        markup: quote.markup.markup.amount,
        geography_key: quote.markup.geographyKey,
        markup_rate_percent: quote.markup.ratePercent,
        markup_fixed: quote.markup.fixedAmount.amount,
        fuel_surcharge_percent: price.fuelSurchargePercent,
        minimum_applied: price.minimumApplied,
      },
    },
    pickup_date: quote.pickupDate,
    delivery_date: quote.deliveryDate,
    working_days: quote.workingDays,
    bookable: quote.bookable,
    booking_reasons: bookingBlockers.map(toReason),
    co2e_kg: co2eKg,
  };
}

/**
 * What a customer of the organization sees of a quote: the markup folded into the freight line,
 * no carrier price. Shared links show this, whoever made them.
 */
export function customerQuote(quote: TQuote): TQuote {
  const markup = quote.price.lines.filter((line) => line.kind === 'markup').reduce((sum, line) => sum + line.amount, 0);
  const lines = quote.price.lines
    .filter((line) => line.kind !== 'markup')
    .map((line) => (line.kind === 'freight' ? { ...line, amount: line.amount + markup } : line));
  const { admin: _hidden, ...price } = quote.price;
  return { ...quote, price: { ...price, lines } };
}

const forViewer = (quote: TQuote, admin: boolean): TQuote => (admin ? quote : customerQuote(quote));

/** Quotes in the order asked for; prices in other currencies are compared in SEK. */
function ranked(quotes: TQuote[], by: 'price' | 'smart'): TQuote[] {
  const comparable = quotes.map((quote) => ({
    quote,
    deliveryDate: quote.delivery_date,
    co2eKg: quote.co2e_kg,
    total: convertMoney({ amount: quote.price.total, currency: quote.price.currency }, DEFAULT_CURRENCY, REFERENCE_EXCHANGE_RATES),
  }));
  return rankQuotes(comparable, by).map((entry, index) => ({ ...entry.quote, rank: index + 1 }));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD on the portal's clocks. */
function today(moment: Date): string {
  return dayFormat.format(moment);
}

type Kind = TPriceCalculation['kind'];

interface RatedRow {
  row: ServiceName;
  service: RatedCarrierService | null;
}

/**
 * Rated services per database and day, read and converted once while the rate tables stay as
 * they are: a quote then compares the fingerprint of those tables instead of reading a thousand
 * zones of every price list again. Days whose services have the same price list share its
 * conversion, so a file of many pickup days holds each price list once.
 */
interface Catalogue {
  version: string;
  byDay: Map<string, RatedRow[]>;
  /** Converted services by service and price list. */
  converted: Map<string, RatedRow>;
}
const catalogues = new WeakMap<AppDeps['db'], Catalogue>();
const CACHED_DAYS = 7;

async function ratedServices(deps: AppDeps, day: string, serviceIds?: readonly number[]): Promise<RatedRow[]> {
  const version = await queries.ratesVersion(deps.db);
  let catalogue = catalogues.get(deps.db);
  if (catalogue?.version !== version) {
    catalogue = { version, byDay: new Map(), converted: new Map() };
    catalogues.set(deps.db, catalogue);
  }
  const { byDay, converted } = catalogue;
  let rated = byDay.get(day);
  if (!rated) {
    const rows = await queries.findRatedServices(deps.db, day);
    rated = rows.map((row) => {
      const key = `${row.service.id} ${row.priceList?.id ?? ''}`;
      let known = converted.get(key);
      if (!known) {
        // Only the converted tables are kept: the rows as read would hold every price list twice.
        known = { row: { carrier: row.carrier, service: row.service }, service: toRatedService(row) };
        converted.set(key, known);
      }
      return known;
    });
    if (catalogues.get(deps.db) === catalogue) {
      byDay.set(day, rated);
      if (byDay.size > CACHED_DAYS) {
        byDay.delete(byDay.keys().next().value!);
        // Conversions no kept day uses any more are let go.
        const used = new Set([...byDay.values()].flat());
        for (const [key, entry] of converted) if (!used.has(entry)) converted.delete(key);
      }
    }
  }
  return serviceIds ? rated.filter(({ row }) => serviceIds.includes(row.service.id)) : rated;
}

/** This process's statements that change what a quote reads of an organization; triggers notify the rest. */
const RATING_WRITE =
  /^(?:insert into|update|delete from) "(?:organizations|organization_rate_settings|sites|markups|markup_carrier_services|booking_agreements|emission_factor_sets|emission_factor_set_mappings|emission_factors)"/;
const RATING_CHANGE_CHANNEL = 'rating_change';
const ratingCaches = new WeakMap<AppDeps['db'], ChangeCache>();

/**
 * What quotes read of an organization (settings, sites, markups, agreements, emission factor sets)
 * is kept for a few seconds per database, emptied by any change to it, as sessions are: a quote
 * then reads only the rate catalogue's fingerprint and stores itself.
 */
export function createRatingCache(deps: AppDeps): ChangeCache {
  const cache = createChangeCache(deps.db, RATING_CHANGE_CHANNEL, RATING_WRITE);
  ratingCaches.set(deps.db, cache);
  return cache;
}

/** `load`'s answer, kept under `key` while nothing it is read from changes. */
async function kept<T>(deps: AppDeps, key: string, load: () => Promise<T>): Promise<T> {
  const cache = ratingCaches.get(deps.db);
  if (!cache) return load();
  const entry = await cache.get(key, async () => ({ value: await load() }));
  return entry!.value;
}

const actingSitesOf = (deps: AppDeps, organizationId: number, siteIds: readonly number[]) =>
  kept(deps, `sites ${organizationId} ${siteIds.join(',')}`, () => queries.findSitesOfOrganization(deps.db, organizationId, siteIds));

/** What every quote of one organization's request shares: its settings, sites, markups and agreements. */
interface RatingContext {
  organizationId: number;
  siteIds: number[];
  moment: Date;
  day: string;
  /** The organization's emission factor sets, read once for every service and line. */
  emissionSets: FactorSetCandidate[];
  base: Pick<
    RateRequest,
    'excludedCarrierIds' | 'bookingAgreementServiceIds' | 'markups' | 'bookingMoment' | 'organizationCountry' | 'region' | 'exchangeRates'
  >;
}

type SiteRow = Awaited<ReturnType<typeof queries.findSitesOfOrganization>>[number];

/** The site a calculation is made for, read once: checked against the request, then rated with. */
async function siteRowMadeFor(deps: AppDeps, ctx: SignedInContext, requested: number | null | undefined): Promise<SiteRow> {
  const acting = await actingSitesOf(deps, actingOrganizationId(ctx), ctx.actor.siteIds);
  if (requested !== null && requested !== undefined) {
    const named = acting.find((site) => site.id === requested);
    if (!named) throw new ValidationError({ site_id: ['validation.site_not_allowed'] });
    return named;
  }
  if (acting.length === 0) throw new ValidationError({ site_id: ['validation.sites_required'] });
  return acting[0]!;
}

/**
 * The one site a calculation or a price request is made for: the site named, which must be one of
 * the organization's sites acted as; else the site acted as, the first of them when several.
 */
export async function siteMadeFor(deps: AppDeps, ctx: SignedInContext, requested: number | null | undefined): Promise<number> {
  return (await siteRowMadeFor(deps, ctx, requested)).id;
}

/**
 * Rates for the sites given as rows already read, or for every site acted as (a quote file
 * stores nothing). With the rows at hand, everything else is read at once.
 */
async function ratingContext(deps: AppDeps, ctx: SignedInContext, known?: readonly SiteRow[]): Promise<RatingContext> {
  const organizationId = actingOrganizationId(ctx);
  const moment = new Date();
  const day = today(moment);
  const agreements = (siteIds: number[]) =>
    kept(deps, `agreements ${organizationId} ${siteIds.join(',')} ${day}`, () =>
      queries.findAgreementServiceIds(deps.db, organizationId, siteIds, day),
    );
  const [setting, actingSites, markupRows, emissionSets, knownAgreements] = await Promise.all([
    kept(deps, `setting ${organizationId}`, () => queries.findOrganizationSetting(deps.db, organizationId)),
    known ?? actingSitesOf(deps, organizationId, ctx.actor.siteIds),
    kept(deps, `markups ${organizationId}`, () => queries.findMarkupsOfOrganization(deps.db, organizationId)),
    kept(deps, `emission sets ${organizationId}`, () => factorSetCandidatesOf(deps.db, organizationId)),
    known ? agreements(known.map((site) => site.id)) : null,
  ]);
  const siteIds = actingSites.map((site) => site.id);
  return {
    organizationId,
    siteIds,
    moment,
    day,
    emissionSets,
    base: {
      excludedCarrierIds: [...new Set(actingSites.flatMap((site) => site.excluded_carrier_ids))],
      bookingAgreementServiceIds: knownAgreements ?? (await agreements(siteIds)),
      markups: markupRows.map(toDomainMarkup),
      bookingMoment: moment,
      organizationCountry: setting?.country ?? 'SE',
      region: setting?.region === 'eu' ? EU_COUNTRIES : NORDIC_COUNTRIES,
      exchangeRates: REFERENCE_EXCHANGE_RATES,
    },
  };
}

/** Price lists apply by the day the goods are collected, which is never before today. */
const catalogueDay = (context: RatingContext, pickupDate: string | null | undefined) =>
  pickupDate && pickupDate > context.day ? pickupDate : context.day;

/** The domain's request for one consignment, shared by every service it is rated with. */
function rateRequestOf(context: RatingContext, request: TPriceCalculationRequest): RateRequest {
  return {
    ...context.base,
    origin: { country: request.pickup.country, postcode: request.pickup.zip },
    destination: { country: request.delivery.country, postcode: request.delivery.zip },
    lines: toGoodsLines(request.goods),
    purpose: request.flow === 'booking' ? 'booking' : 'price',
    additionalServices: request.additional_services,
    requestedPickupDate: request.pickup_date ?? null,
  };
}

type Co2eEstimate = ReturnType<typeof emissionsEstimator>;

const endsOf = (request: TPriceCalculationRequest) =>
  [
    { countrycode: request.pickup.country, city: request.pickup.city ?? null, zip: request.pickup.zip },
    { countrycode: request.delivery.country, city: request.delivery.city ?? null, zip: request.delivery.zip },
  ] as const;

/** The CO2e estimate between the consignment's two places, located once for all its services. */
function co2eEstimate(context: RatingContext, request: TPriceCalculationRequest): Co2eEstimate {
  return emissionsEstimator(context.emissionSets, ...endsOf(request));
}

/** A service's eligible quote with what the stored quote is made from. */
interface Offer {
  row: ServiceName;
  service: RatedCarrierService;
  quote: Quote;
}

/** Every service's quote for one consignment, or why it is not offered. */
function rateConsignment(context: RatingContext, serviceRows: RatedRow[], kind: Kind, request: TPriceCalculationRequest) {
  const rateRequest = rateRequestOf(context, request);
  const quotes: TQuote[] = [];
  const unavailable: TUnavailableService[] = [];
  const co2eOf = co2eEstimate(context, request);
  for (const { row, service } of serviceRows) {
    if (!service) {
      if (kind === 'simple') unavailable.push({ ...carrierAndService(row), reasons: [{ code: 'no_price_list', params: {} }] });
      continue;
    }
    const result = quoteService(service, rateRequest);
    if (result.eligible) {
      quotes.push(storedOffer({ row, service, quote: result.quote }, rateRequest, co2eOf));
    } else if (kind === 'simple' || !result.reasons.some((reason) => reason.code === 'carrier_not_offered')) {
      // Placeholder carriers are never choices, so a list of all services does not mention them.
      unavailable.push({ ...carrierAndService(row), reasons: result.reasons.map(toReason) });
    }
  }
  return { quotes: ranked(quotes, kind === 'smart' ? 'smart' : 'price'), unavailable };
}

// The goods' actual mass, not the chargeable weight: ISO 14083 allocates emissions by the mass
// carried, while volume or loading-metre weight is a pricing rule; it also keeps a quote's CO2e
// equal to what the booked shipment's record will show.
const storedOffer = ({ row, service, quote }: Offer, rateRequest: RateRequest, co2eOf: Co2eEstimate) =>
  toStoredQuote(
    row,
    quote,
    bookingReasons(service, rateRequest),
    co2eOf(row.service.transport_mode, quote.chargeableWeight.actualKg, { carrier_id: row.carrier.id, carrier_service_id: row.service.id }),
  );

/**
 * The cheapest and the fastest offer for one consignment of a quote file, picked as the ranked
 * quotes of a single calculation would give them, but with only those two made into full quotes:
 * a file line never shows the other services' breakdowns.
 */
function bestOffersOf(context: RatingContext, serviceRows: RatedRow[], request: TPriceCalculationRequest, co2eOf: Co2eEstimate) {
  const rateRequest = rateRequestOf(context, request);
  const offers: Offer[] = [];
  for (const { row, service } of serviceRows) {
    if (!service) continue;
    const result = quoteService(service, rateRequest);
    if (result.eligible) offers.push({ row, service, quote: result.quote });
  }
  const byPrice = rankQuotes(
    offers.map((offer) => ({
      offer,
      deliveryDate: offer.quote.deliveryDate,
      total: convertMoney(offer.quote.total, DEFAULT_CURRENCY, REFERENCE_EXCHANGE_RATES),
    })),
    'price',
  ).map((entry) => entry.offer);
  const cheapest = byPrice[0];
  const fastest = fastestOffer(byPrice);
  const stored = (offer: Offer | undefined) => offer && { ...storedOffer(offer, rateRequest, co2eOf), rank: byPrice.indexOf(offer) + 1 };
  return { quoted: offers.length, cheapest: stored(cheapest), fastest: fastest === cheapest ? stored(cheapest) : stored(fastest) };
}

/** The earliest delivery of quotes ranked by price, the cheaper of two equally fast; a service without a lead time is never the fastest. */
function fastestOffer(byPrice: readonly Offer[]): Offer | undefined {
  let fastest: Offer | undefined;
  for (const offer of byPrice) {
    const date = offer.quote.deliveryDate;
    if (date === null) continue;
    if (
      !fastest ||
      date < fastest.quote.deliveryDate! ||
      (date === fastest.quote.deliveryDate && offer.quote.total.amount < fastest.quote.total.amount)
    )
      fastest = offer;
  }
  return fastest;
}

async function calculate(
  deps: AppDeps,
  ctx: SignedInContext,
  kind: Kind,
  request: TPriceCalculationRequest & { carrier_service_id?: number },
): Promise<TPriceCalculation> {
  const day = today(new Date());
  const { site_id: requestedSite, ...calculated } = request;
  const site = await siteRowMadeFor(deps, ctx, requestedSite);
  const siteId = site.id;
  const [context, serviceRows] = await Promise.all([
    ratingContext(deps, ctx, [site]),
    ratedServices(
      deps,
      request.pickup_date && request.pickup_date > day ? request.pickup_date : day,
      request.carrier_service_id === undefined ? undefined : [request.carrier_service_id],
    ),
  ]);
  if (kind === 'simple' && serviceRows.length === 0) throw new NotFoundError();
  const stored = await queries.insertCalculation(deps.db, {
    organization_id: context.organizationId,
    site_id: siteId,
    user_id: ctx.actor.userId,
    kind,
    request: calculated,
    response: rateConsignment(context, serviceRows, kind, calculated),
  });
  return presentCalculation(ctx, stored);
}

/** Lines priced between two turns of the event loop, so other requests are answered while a long file is priced. */
const LINES_PER_TURN = 50;

/** Place pairs whose CO2e estimate a quote file keeps: a shipper's file sends along the same few lanes again and again. */
const ESTIMATES_KEPT = 1000;

/**
 * Prices many consignments at once, as a quote file asks: the organization's settings and the
 * rate catalogue are read once, before the answer is given; then each line's cheapest and fastest
 * offer is handed to `each` at once, so a long file never holds every service's quote of every
 * line. Pricing stops early when `signal` is aborted.
 */
export async function consignmentsRater(deps: AppDeps, ctx: SignedInContext, requests: readonly TPriceCalculationRequest[]) {
  const context = await ratingContext(deps, ctx);
  const catalogues = new Map<string, RatedRow[]>();
  for (const day of new Set(requests.map((request) => catalogueDay(context, request.pickup_date))))
    catalogues.set(day, await ratedServices(deps, day));
  const admin = seesCarrierPrice(ctx);
  return async function rateEach(each: (offers: BestOffers, index: number) => void, signal?: AbortSignal): Promise<void> {
    const estimates = new Map<string, Co2eEstimate>();
    for (let index = 0; index < requests.length; index += 1) {
      if (index > 0 && index % LINES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) return;
      const request = requests[index]!;
      const lane = JSON.stringify(endsOf(request));
      let co2eOf = estimates.get(lane);
      if (!co2eOf) {
        if (estimates.size >= ESTIMATES_KEPT) estimates.clear();
        co2eOf = co2eEstimate(context, request);
        estimates.set(lane, co2eOf);
      }
      const { quoted, cheapest, fastest } = bestOffersOf(
        context,
        catalogues.get(catalogueDay(context, request.pickup_date))!,
        request,
        co2eOf,
      );
      each({ quoted, cheapest: cheapest && forViewer(cheapest, admin), fastest: fastest && forViewer(fastest, admin) }, index);
    }
  };
}

function presentCalculation(ctx: SignedInContext, row: Awaited<ReturnType<typeof queries.insertCalculation>>): TPriceCalculation {
  const admin = seesCarrierPrice(ctx);
  return {
    id: row.id,
    kind: row.kind,
    site_id: row.site_id,
    created_at: row.created_at.toISOString(),
    request: row.request,
    quotes: row.response.quotes.map((quote) => forViewer(quote, admin)),
    unavailable: row.response.unavailable,
  };
}

export function calculateSimple(deps: AppDeps, ctx: SignedInContext, request: TSimplePriceCalculationRequest) {
  return calculate(deps, ctx, 'simple', request);
}

export function calculateMultiple(deps: AppDeps, ctx: SignedInContext, request: TPriceCalculationRequest) {
  return calculate(deps, ctx, 'multiple', request);
}

export function calculateSmart(deps: AppDeps, ctx: SignedInContext, request: TPriceCalculationRequest) {
  return calculate(deps, ctx, 'smart', request);
}

/** Calculations of the sites acted as; any other answers as unknown. */
export function calculationScope(ctx: SignedInContext) {
  return queries.calculationsOf(scopeOf(ctx));
}

export async function findCalculation(deps: AppDeps, ctx: SignedInContext, id: string): Promise<TPriceCalculation> {
  const row = await queries.findCalculation(deps.db, id, calculationScope(ctx));
  if (!row) throw new NotFoundError();
  return presentCalculation(ctx, row);
}

/**
 * Prices every line of a quote file into the results workbook. A wrong line refuses the file
 * before anything is priced; then the workbook streams out as its lines are priced, so neither
 * the answer nor every line's offers are held whole.
 */
export async function priceQuoteFile(
  deps: AppDeps,
  ctx: SignedInContext,
  file: UploadedFile,
): Promise<{ filename: string; stream: Readable }> {
  const lines = readQuoteFile(await readSpreadsheet(file));
  const rateEach = await consignmentsRater(
    deps,
    ctx,
    lines.map((line) => line.request),
  );
  const results = quoteResultsWriter();
  // A client that leaves stops the pricing; a failure half-way ends the answer short.
  const stopped = new AbortController();
  results.stream.once('close', () => stopped.abort());
  rateEach((offers, index) => results.add(lines[index]!, offers), stopped.signal).then(
    () => results.finish(),
    (error: unknown) => results.stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const stem = file.filename.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'quote-file';
  return { filename: `${stem}-quotes-${today(new Date())}.xlsx`, stream: results.stream };
}
