import { type IsoDate } from './calendar-date';
import { chargeableWeight, type ChargeableWeight } from './chargeable-weight';
import { type ExchangeRates } from './currency';
import { bookingReasons, eligibility, type EligibilityRequest, type IneligibilityReason, type RatedCarrierService } from './eligibility';
import { priceFreight, type PriceBreakdown } from './freight-price';
import { geographyKey } from './geography';
import { deliveryDate, leadTimeFor, pickupDate } from './lead-time';
import { applyMarkup, markupFor, type MarkedUpPrice } from './markup';
import { type Money } from './money';

export interface RateRequest extends EligibilityRequest {
  /** Additional services asked for, by the codes the price lists use. */
  additionalServices?: readonly string[];
  bookingMoment: Date;
  requestedPickupDate?: IsoDate | null;
  /** The organization's country and region, for the markup's geography key. */
  organizationCountry: string;
  region: ReadonlySet<string>;
  /** Needed when a price list is not in SEK and a markup has a fixed amount. */
  exchangeRates?: ExchangeRates;
}

export interface Quote {
  carrierId: number;
  carrierName: string;
  serviceId: number;
  serviceName: string;
  chargeableWeight: ChargeableWeight;
  carrierPrice: PriceBreakdown;
  markup: MarkedUpPrice;
  /** What the organization's user pays, in the price list's currency. */
  total: Money;
  pickupDate: IsoDate;
  /** Null when the service has no lead time for the lane. */
  deliveryDate: IsoDate | null;
  workingDays: number | null;
  /** Whether the organization could book it; a price lookup also shows what cannot be booked. */
  bookable: boolean;
}

export type QuoteResult = { eligible: true; quote: Quote } | { eligible: false; reasons: IneligibilityReason[] };

/** One service's quote for the request: eligibility, chargeable weight, carrier price, markup and dates. */
export function quoteService(service: RatedCarrierService, request: RateRequest): QuoteResult {
  const verdict = eligibility(service, request);
  if (!verdict.eligible) return verdict;
  const { lane, originZone, destinationZone } = verdict.lane;

  const weight = chargeableWeight(request.lines, service.factors);
  const consignment = { lines: request.lines, additionalServices: request.additionalServices };
  const carrierPrice = priceFreight(service.priceList, lane, weight.kg, consignment);
  const key = geographyKey(request.origin.country, request.destination.country, request.organizationCountry, request.region);
  const markup = applyMarkup(carrierPrice.total, markupFor(request.markups, service.serviceId), key, request.exchangeRates);

  const { cutOff, timeZone } = service.leadTimes;
  const workingDays = leadTimeFor(service.leadTimes, originZone.code, destinationZone.code);
  const moment = request.bookingMoment;
  const origin = request.origin.country;
  const dateOptions = { requestedPickupDate: request.requestedPickupDate, destinationCountry: request.destination.country };

  return {
    eligible: true,
    quote: {
      carrierId: service.carrierId,
      carrierName: service.carrierName,
      serviceId: service.serviceId,
      serviceName: service.serviceName,
      chargeableWeight: weight,
      carrierPrice,
      markup,
      total: markup.total,
      pickupDate: pickupDate(moment, origin, cutOff, timeZone, request.requestedPickupDate),
      deliveryDate: workingDays === null ? null : deliveryDate(moment, origin, workingDays, cutOff, timeZone, dateOptions),
      workingDays,
      bookable: bookingReasons(service, request).length === 0,
    },
  };
}
