import { randomBytes } from 'node:crypto';
import {
  actualWeightKg,
  buildSscc,
  goodsTypeErrors,
  isDutiableLane,
  isValidPhone,
  loadingMetres,
  packageCount,
  palletPlaces,
  pickupWindow,
  placeTimeZone,
  validateStep,
  volumeM3,
  zonedDateTime,
  zonedInstant,
} from '@freight/domain';
import {
  lockedPrintTypesOf,
  samePrintTypes,
  type FreightPrintType,
  type TAdHocBookingRequest,
  type TBooking,
  type TBookingAddress,
  type TDocument,
  type TFlowBookingRequest,
  type THandOver,
  type TQuoteReason,
  PORTAL_TIME_ZONE,
} from '@freight/contracts';
import type { AddressValue, BookingDetails } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { visibleConsignments } from '../../platform/shipment-scope';
import { additionalServiceCodes, additionalServicesOf, countryCodes } from '../booking-flow';
import { goodTypesByCode } from '../dictionaries';
import { checkBookedOrderLines, linkBookedOrderLines } from '../purchase';
import { recordShipmentEmissions } from '../emissions';
import { actingOrganizationId, calculateSimple, findCalculation, toGoodsLines } from '../quotes';
import * as queries from './bookings.queries';
import {
  renderCommercialInvoice,
  renderFreightDocuments,
  type DocumentBooking,
  type DocumentPackage,
  type RenderedDocument,
} from './freight-documents';
import { handOverNow, presentHandOver } from './hand-over.service';

const BOOKING_NUMBER_PREFIX = 'BK';
const BOOKING_SERIAL_DIGITS = 6;

/** The field message for a reason the price calculation gives against booking a service. */
function blockerMessage(reason: TQuoteReason): FieldMessage {
  switch (reason.code) {
    case 'no_booking_agreement':
      return 'validation.booking_no_agreement';
    case 'booking_not_enabled':
      return 'validation.booking_not_enabled';
    default:
      return 'validation.booking_service_unavailable';
  }
}

interface BookingSite {
  id: number;
  invoiceDetails: boolean;
  /** The print types the site's administrator fixed for its bookings; null when the booker chooses. */
  lockedPrintTypes: FreightPrintType[] | null;
}

/**
 * A site that locks its print types books exactly those; only an unlocked choice is remembered as
 * the booker's default (SPEC §3 Delivery terms freight_print_locked, freight_print_saved).
 */
function printTypesOf(site: BookingSite, request: BookingRequest): { rememberPrintTypes: boolean } {
  if (site.lockedPrintTypes && !samePrintTypes(request.freight_print_types, site.lockedPrintTypes))
    throw new ValidationError({ freight_print_types: ['validation.print_types_locked'] });
  return { rememberPrintTypes: request.freight_print_saved && site.lockedPrintTypes === null };
}

/**
 * The one site a booking is made for: of the sites acted as, the one with transport booking. A
 * buyer acting as a purchase site beside it books for the order's lines there; two sites that
 * can both book leave it open, and none can book with none.
 */
async function bookingSite(deps: AppDeps, ctx: SignedInContext, organizationId: number): Promise<BookingSite> {
  const candidates = await queries.findBookingSite(deps.db, organizationId, ctx.actor.siteIds);
  const booking = candidates.filter((site) => site.canBook);
  if (booking.length === 1) return { ...booking[0]!, lockedPrintTypes: lockedPrintTypesOf(booking[0]!.lockedPrintTypes) };
  if (booking.length === 0 && candidates.length > 0) throw new ValidationError({ site: ['validation.booking_site_application'] });
  throw new ValidationError({ site: ['validation.booking_one_site'] });
}

/** The service's quote calculated now from the booking's places and goods, or why it cannot be booked. */
async function currentQuote(
  deps: AppDeps,
  ctx: SignedInContext,
  request: TFlowBookingRequest,
  pickup: TBookingAddress,
  delivery: TBookingAddress,
  additionalServices: string[],
) {
  const repriced = await calculateSimple(deps, ctx, {
    carrier_service_id: request.carrier_service_id,
    pickup: { country: pickup.country, zip: pickup.zip, city: pickup.city },
    delivery: { country: delivery.country, zip: delivery.zip, city: delivery.city },
    goods: request.goods.map(({ shipping_mark: _mark, ...item }) => item),
    pickup_date: request.pickup_date,
    additional_services: additionalServices,
    flow: 'booking',
  });
  const quote = repriced.quotes[0];
  if (!quote) {
    const reasons = repriced.unavailable[0]?.reasons ?? [];
    throw new ValidationError({
      carrier_service_id: reasons.length > 0 ? reasons.map(blockerMessage) : ['validation.booking_service_unavailable'],
    });
  }
  if (!quote.bookable) throw new ValidationError({ carrier_service_id: quote.booking_reasons.map(blockerMessage) });
  return { quote, calculationId: repriced.id };
}

const toAddressValue = (address: TBookingAddress): AddressValue => ({ ...address });
const streetOf = (address: TBookingAddress) => [address.address, address.address2].filter(Boolean).join(', ');

type BookingRequest = TFlowBookingRequest | TAdHocBookingRequest;

/** The price a booking is made at; an ad-hoc booking has none. */
interface BookedPrice {
  amount: number;
  currency: string;
  /** The quote's expected delivery day. */
  deliveryDate: string | null;
}

function documentBooking(
  request: BookingRequest,
  parties: Pick<DocumentBooking, 'consignor' | 'consignee' | 'pickup' | 'delivery'>,
  values: {
    bookingNumber: string;
    customerNumber: string | null;
    bookedAt: Date;
    carrierName: string;
    serviceName: string;
    deliveryDate: string | null;
    packages: DocumentPackage[];
    totalWeightKg: number;
    totalVolumeM3: number | null;
  },
): DocumentBooking {
  return {
    ...parties,
    bookingNumber: values.bookingNumber,
    customerNumber: values.customerNumber,
    bookedAt: values.bookedAt,
    carrierName: values.carrierName,
    serviceName: values.serviceName,
    pickupDate: request.pickup_date,
    pickupTimeEarliest: request.pickup_time_earliest,
    pickupTimeLatest: request.pickup_time_latest,
    deliveryDate: values.deliveryDate,
    deliveryTimeEarliest: request.delivery_time_earliest,
    deliveryTimeLatest: request.delivery_time_latest,
    payer: request.payer,
    terms: request.terms ?? null,
    references: request.references,
    pickupInstructions: request.pickup_instructions,
    deliveryInstructions: request.delivery_instructions,
    goods: request.goods.map((item) => ({
      description: item.description,
      packageType: item.package_type,
      containerSize: item.container_size ?? null,
      units: item.units,
      weightKg: item.weight,
      volumeM3: item.volume ?? null,
      shippingMark: item.shipping_mark,
      dangerousGoods: item.dangerous_goods || Boolean(item.un_number),
      unNumber: item.un_number ?? null,
    })),
    packages: values.packages,
    totalWeightKg: values.totalWeightKg,
    totalVolumeM3: values.totalVolumeM3,
  };
}

/** The clock a place keeps; the portal's where its country alone does not say. */
const clockOf = (place: TBookingAddress) => placeTimeZone(place.country, place.zip) ?? PORTAL_TIME_ZONE;

/** A pickup window that has not passed yet; its times are on the pickup place's clocks. */
function futurePickupWindow(request: BookingRequest, now: Date) {
  const pickup = request.pickup ?? request.consignor;
  const window = pickupWindow(request.pickup_date, request.pickup_time_earliest, request.pickup_time_latest, clockOf(pickup));
  if (window.latest.getTime() <= now.getTime()) throw new ValidationError({ pickup_date: ['validation.pickup_in_past'] });
  return window;
}

/**
 * The chosen additional services must be the carrier service's; only the answers of its text and
 * tel questions are kept.
 */
async function chosenAdditionalServices(deps: AppDeps, request: BookingRequest) {
  const codes = additionalServiceCodes(await additionalServicesOf(deps.db, request.carrier_service_id));
  if (request.additional_services.some((code) => !codes.has(code)))
    throw new ValidationError({ additional_services: ['validation.additional_service_unknown'] });
  const values = Object.fromEntries(
    Object.entries(request.additional_service_values).filter(([code, value]) => codes.has(code) && value !== ''),
  );
  return { codes: [...new Set(request.additional_services)], values };
}

/** Each address's phone, kept as typed, is a number of that address's country (as a site's phone is). */
function checkPhones(request: BookingRequest) {
  const places = { consignor: request.consignor, consignee: request.consignee, pickup: request.pickup, delivery: request.delivery };
  const errors: Record<string, FieldMessage[]> = {};
  for (const [path, place] of Object.entries(places)) {
    if (place?.phone && !isValidPhone(place.country, place.phone)) errors[`${path}.phone`] = ['validation.phone_number'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Goods types named on the lines are known ones, with dangerous-goods details where they need them. */
async function checkGoodTypes(deps: AppDeps, request: BookingRequest) {
  if (!request.goods.some((item) => item.goods_type)) return;
  const errors = goodsTypeErrors(request.goods, await goodTypesByCode(deps.db));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Goods crossing a customs border travel with a complete commercial invoice (SPEC §4 dutiable),
 * and so do all of a site's bookings when it has invoice details on (SPEC §4 invoice step).
 */
async function checkInvoice(
  deps: AppDeps,
  request: BookingRequest,
  places: { pickup: TBookingAddress; delivery: TBookingAddress },
  invoiced: boolean,
) {
  if (!invoiced) return;
  if (!request.invoice) {
    const dutiable = isDutiableLane(places.pickup.country, places.delivery.country);
    throw new ValidationError({ invoice: [dutiable ? 'validation.invoice_required' : 'validation.invoice_details_required'] });
  }
  const countries = await countryCodes(deps.db);
  const errors = validateStep(
    'invoice',
    { ...request, ...places },
    {
      flowType: 'quote',
      today: zonedDateTime(new Date(), PORTAL_TIME_ZONE).date,
      minuteOfDay: 0,
      countryExists: (code) => countries.has(code),
      calculation: null,
      additionalServices: null,
      serviceRequiresDocuments: false,
    },
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

interface BookingPlan {
  organizationId: number;
  siteId: number;
  request: BookingRequest;
  pickup: TBookingAddress;
  delivery: TBookingAddress;
  window: { earliest: Date; latest: Date };
  now: Date;
  today: string;
  service: NonNullable<Awaited<ReturnType<typeof queries.findServiceWithConnector>>> & { connector: 'email'; destination: string };
  price: BookedPrice | null;
  customerNumber: string | null;
  calculationId: string | null;
  pricedCalculationId: string | null;
  additionalServices: { codes: string[]; values: Record<string, string> };
  /** The booking travels with a commercial invoice: dutiable goods, or a site with invoice details on. */
  invoiced: boolean;
  /** The booked print types become the booker's default. */
  rememberPrintTypes: boolean;
}

/**
 * Creates the booked shipment in one transaction (status BOOKED) with its booking number, SSCCs
 * and documents and a pending hand-over, then tries the hand-over at once; a failed try stays
 * pending for the retry job, so the booking is never lost.
 */
async function book(deps: AppDeps, ctx: SignedInContext, plan: BookingPlan): Promise<TBooking> {
  const { organizationId, siteId, request, pickup, delivery, window, now, today, service, price } = plan;
  const lines = toGoodsLines(request.goods);
  const totalWeightKg = actualWeightKg(lines);
  // Without heights or stated volumes the volume is unknown, not zero.
  const totalVolume = volumeM3(lines) || null;
  const parties = { consignor: request.consignor, consignee: request.consignee, pickup, delivery };
  // A fixed delivery date asked for is what the carrier delivers on; else the quote's lead time.
  const deliveryDate = request.delivery_date ?? price?.deliveryDate ?? null;
  // A delivery date is a day; noon on the delivery place's clocks keeps it on that day there. A
  // booked delivery window on that day is the arrival expected, from its start until its end.
  const { delivery_time_earliest: deliveryFrom, delivery_time_latest: deliveryUntil } = request;
  const etaAt = deliveryDate ? zonedInstant(deliveryDate, deliveryFrom ?? '12:00', clockOf(delivery)) : null;
  const etaUntil = deliveryDate && deliveryUntil ? zonedInstant(deliveryDate, deliveryUntil, clockOf(delivery)) : null;
  const details: BookingDetails = {
    ...parties,
    pickup_date: request.pickup_date,
    pickup_time_earliest: request.pickup_time_earliest,
    pickup_time_latest: request.pickup_time_latest,
    payer: request.payer,
    pickup_instructions: request.pickup_instructions,
    delivery_instructions: request.delivery_instructions,
    freight_print_types: request.freight_print_types,
    label_format: request.label_format,
    comments: request.comments,
    additional_services: plan.additionalServices.codes,
    additional_service_values: plan.additionalServices.values,
    delivery_date: request.delivery_date,
    delivery_time_earliest: request.delivery_time_earliest,
    delivery_time_latest: request.delivery_time_latest,
    goods_information: request.goods_information,
    payment_details: request.payment_details,
    invoice: plan.invoiced ? request.invoice : null,
    un_numbers: request.goods.map((item) => item.un_number ?? null),
  };

  const created = await deps.db.transaction(async (tx) => {
    const orderLines = await checkBookedOrderLines(tx, ctx, organizationId, request.purchase_lines);
    const year = Number(today.slice(0, 4));
    const serial = await queries.nextBookingSerial(tx, organizationId, year);
    const bookingNumber = `${BOOKING_NUMBER_PREFIX}${year}${String(serial).padStart(BOOKING_SERIAL_DIGITS, '0')}`;
    const count = packageCount(lines);
    const counters = await queries.reserveSsccCounters(tx, organizationId, deps.config.GS1_COMPANY_PREFIX, count);
    const packages: DocumentPackage[] = request.goods
      .flatMap((item) => Array.from({ length: item.units }, () => item))
      .map((item, index) => ({
        sequence: index + 1,
        sscc: buildSscc(counters.prefix, counters.first + index),
        packageType: item.package_type,
        containerSize: item.container_size ?? null,
        description: item.description,
        shippingMark: item.shipping_mark,
        weightKg: item.weight,
        lengthCm: item.depth ?? null,
        widthCm: item.width ?? null,
        heightCm: item.height ?? null,
      }));

    const consignment = await queries.insertConsignment(tx, {
      organization_id: organizationId,
      site_id: siteId,
      shipment_number: bookingNumber,
      // A later import or carrier feed of this number updates the booked shipment.
      external_key: bookingNumber,
      source: 'booking',
      direction: 'outbound',
      carrier_id: service.carrierId,
      carrier_service_id: service.serviceId,
      carrier_name: service.carrierName,
      transport_mode: service.transportMode,
      status: 'BOOKED',
      consignor_name: request.consignor.name,
      consignor_address: streetOf(request.consignor),
      consignor_zip: request.consignor.zip,
      consignor_city: request.consignor.city,
      consignor_countrycode: request.consignor.country,
      consignee_name: request.consignee.name,
      consignee_address: streetOf(request.consignee),
      consignee_zip: request.consignee.zip,
      consignee_city: request.consignee.city,
      consignee_countrycode: request.consignee.country,
      pickup_address: toAddressValue(pickup),
      delivery_address: toAddressValue(delivery),
      total_weight: totalWeightKg,
      total_volume: totalVolume,
      load_meters: loadingMetres(lines),
      pallet_spaces: palletPlaces(lines),
      packages: count,
      ...request.references,
      price_amount: price?.amount ?? null,
      price_currency: price?.currency ?? null,
      terms_type: request.terms?.type ?? null,
      terms_location: request.terms?.location ?? null,
      owner_user_id: ctx.actor.userId,
      booked_at: now,
      pickup_at: window.earliest,
      pickup_until: window.latest,
      eta_at: etaAt,
      eta_until: etaUntil,
      timeline: { booked: now.toISOString(), pickup: window.earliest.toISOString() },
    });
    await queries.insertItems(
      tx,
      request.goods.map((item) => ({
        organization_id: organizationId,
        consignment_id: consignment.id,
        goods_type: item.goods_type,
        package_type: item.package_type,
        description: item.description,
        shipping_mark: item.shipping_mark,
        units: item.units,
        weight: item.weight,
        length: item.depth ?? null,
        width: item.width ?? null,
        height: item.height ?? null,
        volume: item.volume ?? null,
        load_meters: item.load_meters ?? null,
        pallet_spaces: item.pallet_spaces ?? null,
        container_size: item.container_size ?? null,
        stackable: item.non_stackable === true ? false : (item.stackable ?? true),
        dangerous_goods: item.dangerous_goods || Boolean(item.un_number),
      })),
    );
    await queries.insertEvent(tx, {
      organization_id: organizationId,
      consignment_id: consignment.id,
      occurred_at: now,
      status_code: 'BKD',
      status: 'BOOKED',
      // No description: the status names the event, in the reader's language.
      description: null,
      countrycode: pickup.country,
      city: pickup.city,
      source: 'booking',
      created_by_user_id: ctx.actor.userId,
      dedupe_key: 'booked',
    });
    const bookingId = await queries.insertBooking(tx, {
      organization_id: organizationId,
      site_id: siteId,
      consignment_id: consignment.id,
      booking_number: bookingNumber,
      calculation_id: plan.calculationId,
      priced_calculation_id: plan.pricedCalculationId,
      customer_number: plan.customerNumber,
      booked_by_user_id: ctx.actor.userId,
      details,
    });
    await linkBookedOrderLines(tx, orderLines, consignment.id, bookingId);
    if (plan.rememberPrintTypes) await queries.rememberPrintTypes(tx, ctx.actor.userId, request.freight_print_types);
    // After the booking, whose freight payer decides the shipment's scope 3 category.
    await recordShipmentEmissions(tx, [consignment.id]);
    await queries.insertPackages(
      tx,
      packages.map((item) => ({ organization_id: organizationId, booking_id: bookingId, sequence: item.sequence, sscc: item.sscc })),
    );

    const printed = documentBooking(request, parties, {
      bookingNumber,
      customerNumber: plan.customerNumber,
      bookedAt: now,
      carrierName: service.carrierName,
      serviceName: service.serviceName,
      deliveryDate,
      packages,
      totalWeightKg,
      totalVolumeM3: totalVolume,
    });
    const documents: RenderedDocument[] = await renderFreightDocuments(
      printed,
      request.freight_print_types,
      ctx.locale,
      request.label_format,
    );
    // Customs hold dutiable goods without their commercial invoice, so it is always printed.
    if (details.invoice) {
      documents.push({
        kind: 'commercial_invoice',
        filename: `${bookingNumber}-commercial-invoice.pdf`,
        contentType: 'application/pdf',
        content: await renderCommercialInvoice(printed, details.invoice, ctx.locale),
      });
    }
    for (const document of documents) {
      const path = `documents/${organizationId}/${consignment.id}/${randomBytes(8).toString('hex')}`;
      await deps.files.write(path, document.content);
      await queries.insertDocument(
        tx,
        {
          organization_id: organizationId,
          consignment_id: consignment.id,
          filename: document.filename,
          content_type: document.contentType,
          size: document.content.length,
          path,
          uploaded_by_user_id: null,
        },
        bookingId,
        document.kind,
      );
    }
    const handOverId = await queries.insertHandOver(tx, {
      organization_id: organizationId,
      booking_id: bookingId,
      consignment_id: consignment.id,
      connector: service.connector,
      destination: service.destination,
      status: 'pending',
      next_attempt_at: now,
    });
    return { consignment, bookingId, bookingNumber, handOverId, packages };
  });

  const handOver = (await handOverNow(deps, created.handOverId))!;
  return {
    uuid: created.consignment.uuid,
    shipment_number: created.bookingNumber,
    booking_number: created.bookingNumber,
    status: 'BOOKED',
    carrier: { id: service.carrierId, name: service.carrierName },
    service: { id: service.serviceId, name: service.serviceName },
    price: price ? { amount: price.amount, currency: price.currency } : null,
    pickup_at: window.earliest.toISOString(),
    pickup_until: window.latest.toISOString(),
    pickup_time_zone: clockOf(pickup),
    delivery_time_zone: clockOf(delivery),
    eta_at: etaAt?.toISOString() ?? null,
    eta_until: etaUntil?.toISOString() ?? null,
    sscc: created.packages.map((item) => item.sscc),
    documents: await bookingDocuments(deps, created.bookingId),
    hand_over: presentHandOver(handOver),
  };
}

/** The carrier service with the connector its bookings travel by, or the field error why none. */
async function connectedService(deps: AppDeps, serviceId: number, offeredOnly: boolean) {
  const service = await queries.findServiceWithConnector(deps.db, serviceId, offeredOnly);
  if (!service) throw new ValidationError({ carrier_service_id: ['validation.unknown_carrier_service'] });
  if (!service.connector || !service.destination) throw new ValidationError({ carrier_service_id: ['validation.booking_no_connector'] });
  return { ...service, connector: service.connector, destination: service.destination };
}

/**
 * Books the chosen quote of a calculation: prices it again with the chosen additional services,
 * checks the agreement and, for dutiable goods, the commercial invoice, then books it.
 */
export async function createBooking(deps: AppDeps, ctx: SignedInContext, request: TFlowBookingRequest): Promise<TBooking> {
  const organizationId = actingOrganizationId(ctx);
  const site = await bookingSite(deps, ctx, organizationId);
  const { rememberPrintTypes } = printTypesOf(site, request);
  const siteId = site.id;
  const calculation = await findCalculation(deps, ctx, request.calculation_id);
  if (!calculation.quotes.some((quote) => quote.service.id === request.carrier_service_id)) {
    throw new ValidationError({ carrier_service_id: ['validation.booking_service_not_quoted'] });
  }
  checkPhones(request);
  const now = new Date();
  const window = futurePickupWindow(request, now);
  const pickup = request.pickup ?? request.consignor;
  const delivery = request.delivery ?? request.consignee;
  const additionalServices = await chosenAdditionalServices(deps, request);
  // Clients that name no services book what the calculation was priced with.
  if (additionalServices.codes.length === 0) additionalServices.codes = calculation.request.additional_services;
  const { quote, calculationId } = await currentQuote(deps, ctx, request, pickup, delivery, additionalServices.codes);
  const today = zonedDateTime(now, PORTAL_TIME_ZONE).date;
  const [agreement, service] = await Promise.all([
    queries.findAgreement(deps.db, organizationId, siteId, request.carrier_service_id, today),
    connectedService(deps, request.carrier_service_id, false),
  ]);
  if (!agreement) throw new ValidationError({ carrier_service_id: ['validation.booking_no_agreement'] });
  const invoiced = site.invoiceDetails || isDutiableLane(pickup.country, delivery.country);
  await checkInvoice(deps, request, { pickup, delivery }, invoiced);
  await checkGoodTypes(deps, request);
  return book(deps, ctx, {
    organizationId,
    siteId,
    request,
    pickup,
    delivery,
    window,
    now,
    today,
    service,
    price: { amount: quote.price.total, currency: quote.price.currency, deliveryDate: quote.delivery_date },
    customerNumber: agreement.customerNumber,
    calculationId: calculation.id,
    pricedCalculationId: calculationId,
    additionalServices,
    invoiced,
    rememberPrintTypes,
  });
}

/**
 * An ad-hoc booking (flow adHoc): any carrier service of an offered carrier, without a price or
 * an agreement; the carrier bills it outside the portal.
 */
export async function createAdHocBooking(deps: AppDeps, ctx: SignedInContext, request: TAdHocBookingRequest): Promise<TBooking> {
  const organizationId = actingOrganizationId(ctx);
  const site = await bookingSite(deps, ctx, organizationId);
  const { rememberPrintTypes } = printTypesOf(site, request);
  const siteId = site.id;
  const service = await connectedService(deps, request.carrier_service_id, true);
  checkPhones(request);
  const now = new Date();
  const window = futurePickupWindow(request, now);
  const pickup = request.pickup ?? request.consignor;
  const delivery = request.delivery ?? request.consignee;
  const additionalServices = await chosenAdditionalServices(deps, request);
  const invoiced = site.invoiceDetails || isDutiableLane(pickup.country, delivery.country);
  await checkInvoice(deps, request, { pickup, delivery }, invoiced);
  await checkGoodTypes(deps, request);
  return book(deps, ctx, {
    organizationId,
    siteId,
    request,
    pickup,
    delivery,
    window,
    now,
    today: zonedDateTime(now, PORTAL_TIME_ZONE).date,
    service,
    price: null,
    customerNumber: null,
    calculationId: null,
    pricedCalculationId: null,
    additionalServices,
    invoiced,
    rememberPrintTypes,
  });
}

async function bookingDocuments(deps: AppDeps, bookingId: number): Promise<TDocument[]> {
  const rows = await queries.findBookingDocuments(deps.db, bookingId);
  return rows.map(({ document }) => ({
    id: document.id,
    filename: document.filename,
    content_type: document.content_type,
    size: document.size,
    created_at: document.created_at.toISOString(),
    uploaded_by: null,
  }));
}

async function visibleBooking(deps: AppDeps, ctx: SignedInContext, uuid: string) {
  const row = await queries.findBookingByConsignment(deps.db, uuid, visibleConsignments(ctx));
  if (!row) throw new NotFoundError();
  return row;
}

export async function getHandOver(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<THandOver> {
  return presentHandOver((await visibleBooking(deps, ctx, uuid)).handOver);
}

/** A person's retry: now, also of a hand-over the job gave up on. */
export async function retryHandOver(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<THandOver> {
  const { handOver } = await visibleBooking(deps, ctx, uuid);
  if (handOver.status === 'sent') throw new ValidationError({ hand_over: ['validation.hand_over_sent'] });
  const tried = await handOverNow(deps, handOver.id);
  if (!tried) throw new ValidationError({ hand_over: ['validation.hand_over_sent'] });
  return presentHandOver(tried);
}
