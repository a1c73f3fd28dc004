import { EXCLUDED_CARRIER_NAME_MARKER, EXCLUDED_CARRIER_NAMES } from '@freight/contracts';
import { chargeableWeight, type ServiceFactors } from './chargeable-weight';
import { actualWeightKg, footprintCm, isDangerousGoods, loadingMetres, DEFAULT_STACKING, type GoodsLine } from './goods';
import { type LeadTimeTable } from './lead-time';
import { markupFor, type Markup } from './markup';
import { findLane, laneMaxKg, type PriceList, type ServedLane } from './price-list';
import { type Place } from './zones';

/** What a carrier service accepts; a limit left out is not checked. */
export interface ServiceLimits {
  maxConsignmentWeightKg?: number | null;
  maxPackageWeightKg?: number | null;
  /** Longest side of a package's footprint. */
  maxLengthCm?: number | null;
  /** Shortest side of a package's footprint. */
  maxWidthCm?: number | null;
  maxHeightCm?: number | null;
  maxLoadingMetres?: number | null;
  acceptsDangerousGoods: boolean;
}

/** A carrier service with everything needed to price it. */
export interface RatedCarrierService {
  carrierId: number;
  carrierName: string;
  serviceId: number;
  serviceName: string;
  priceList: PriceList;
  leadTimes: LeadTimeTable;
  factors: ServiceFactors;
  limits: ServiceLimits;
}

export interface EligibilityRequest {
  origin: Place;
  destination: Place;
  lines: readonly GoodsLine[];
  /** A price lookup shows services that cannot be booked; a booking needs an agreement. */
  purpose: 'price' | 'booking';
  /** The site's excluded_carrier_ids (SPEC §3 Site). */
  excludedCarrierIds: readonly number[];
  /** Carrier services the organization has a booking agreement for. */
  bookingAgreementServiceIds: readonly number[];
  /** The organization's markups; one with booking disabled keeps its services from being booked. */
  markups: readonly Markup[];
}

export type IneligibilityReason =
  | { code: 'carrier_not_offered' }
  | { code: 'carrier_excluded_by_site' }
  /** A zone is null when the price list does not cover that end at all. */
  | { code: 'lane_not_served'; originZone: string | null; destinationZone: string | null }
  | { code: 'over_max_weight'; basis: 'actual' | 'chargeable'; limitKg: number; weightKg: number }
  | { code: 'over_max_package_weight'; limitKg: number; weightKg: number }
  | { code: 'over_max_length'; limitCm: number; lengthCm: number }
  | { code: 'over_max_width'; limitCm: number; widthCm: number }
  | { code: 'over_max_height'; limitCm: number; heightCm: number }
  | { code: 'over_max_loading_metres'; limit: number; loadingMetres: number }
  | { code: 'dangerous_goods_not_accepted' }
  | { code: 'no_booking_agreement' }
  | { code: 'booking_not_enabled' };

export type Eligibility = { eligible: true; lane: ServedLane } | { eligible: false; reasons: IneligibilityReason[] };

/**
 * Carriers that stand for "the shipper's own transport" or a template placeholder are never
 * offered (SPEC §3 Carrier): a name containing '{product}' or equal to 'egen transportör'.
 */
export function isOfferedCarrierName(name: string): boolean {
  let offered = offeredNames.get(name);
  if (offered === undefined) {
    const lower = name.trim().toLowerCase();
    offered =
      !lower.includes(EXCLUDED_CARRIER_NAME_MARKER.toLowerCase()) &&
      !EXCLUDED_CARRIER_NAMES.some((excluded) => excluded.toLowerCase() === lower);
    if (offeredNames.size >= NAMES_KEPT) offeredNames.clear();
    offeredNames.set(name, offered);
  }
  return offered;
}

/** Carrier names checked lately: a quote checks each service's carrier again for every consignment. */
const offeredNames = new Map<string, boolean>();
const NAMES_KEPT = 1000;

const largest = (values: readonly number[]) => values.reduce((max, value) => Math.max(max, value), 0);
const limit = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/** The goods' measures every service's limits are checked against, taken once per consignment. */
interface GoodsMeasures {
  weightKg: number;
  packageKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  dangerousGoods: boolean;
}

const measured = new WeakMap<readonly GoodsLine[], GoodsMeasures>();

function measuresOf(lines: readonly GoodsLine[]): GoodsMeasures {
  let measures = measured.get(lines);
  if (!measures) {
    // Goods can be turned on the floor, so the longer footprint side is the length.
    const footprints = lines.map(footprintCm).filter((footprint) => footprint !== null);
    measures = {
      weightKg: actualWeightKg(lines),
      packageKg: largest(lines.map((line) => line.weightKg)),
      lengthCm: largest(footprints.map((footprint) => Math.max(footprint.lengthCm, footprint.widthCm))),
      widthCm: largest(footprints.map((footprint) => Math.min(footprint.lengthCm, footprint.widthCm))),
      heightCm: largest(lines.map((line) => line.heightCm ?? 0)),
      dangerousGoods: lines.some(isDangerousGoods),
    };
    measured.set(lines, measures);
  }
  return measures;
}

function goodsReasons(service: RatedCarrierService, lines: readonly GoodsLine[]): IneligibilityReason[] {
  const { limits } = service;
  const reasons: IneligibilityReason[] = [];
  const { weightKg, packageKg, lengthCm, widthCm, heightCm, dangerousGoods } = measuresOf(lines);
  if (limit(limits.maxConsignmentWeightKg) && weightKg > limits.maxConsignmentWeightKg) {
    reasons.push({ code: 'over_max_weight', basis: 'actual', limitKg: limits.maxConsignmentWeightKg, weightKg });
  }
  if (limit(limits.maxPackageWeightKg) && packageKg > limits.maxPackageWeightKg) {
    reasons.push({ code: 'over_max_package_weight', limitKg: limits.maxPackageWeightKg, weightKg: packageKg });
  }
  if (limit(limits.maxLengthCm) && lengthCm > limits.maxLengthCm) {
    reasons.push({ code: 'over_max_length', limitCm: limits.maxLengthCm, lengthCm });
  }
  if (limit(limits.maxWidthCm) && widthCm > limits.maxWidthCm) {
    reasons.push({ code: 'over_max_width', limitCm: limits.maxWidthCm, widthCm });
  }
  if (limit(limits.maxHeightCm) && heightCm > limits.maxHeightCm) {
    reasons.push({ code: 'over_max_height', limitCm: limits.maxHeightCm, heightCm });
  }
  if (limit(limits.maxLoadingMetres)) {
    const metres = loadingMetres(lines, service.factors.stacking ?? DEFAULT_STACKING);
    if (metres > limits.maxLoadingMetres) {
      reasons.push({ code: 'over_max_loading_metres', limit: limits.maxLoadingMetres, loadingMetres: metres });
    }
  }
  if (!limits.acceptsDangerousGoods && dangerousGoods) reasons.push({ code: 'dangerous_goods_not_accepted' });
  return reasons;
}

/** Why the service cannot be booked by the organization, whatever the purpose of the request. */
export function bookingReasons(
  service: RatedCarrierService,
  request: Pick<EligibilityRequest, 'bookingAgreementServiceIds' | 'markups'>,
): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (!request.bookingAgreementServiceIds.includes(service.serviceId)) reasons.push({ code: 'no_booking_agreement' });
  if (markupFor(request.markups, service.serviceId)?.bookingEnabled === false) reasons.push({ code: 'booking_not_enabled' });
  return reasons;
}

/**
 * Whether the service can carry the goods on the lane for this site, with every reason it
 * cannot, so the shipper sees all that stands in the way at once rather than one at a time.
 */
export function eligibility(service: RatedCarrierService, request: EligibilityRequest): Eligibility {
  const reasons: IneligibilityReason[] = [];
  if (!isOfferedCarrierName(service.carrierName)) reasons.push({ code: 'carrier_not_offered' });
  if (request.excludedCarrierIds.includes(service.carrierId)) reasons.push({ code: 'carrier_excluded_by_site' });

  const goods = goodsReasons(service, request.lines);
  const found = findLane(service.priceList, request.origin, request.destination);
  if (found.lane === null) {
    reasons.push({
      code: 'lane_not_served',
      originZone: found.originZone?.code ?? null,
      destinationZone: found.destinationZone?.code ?? null,
    });
  } else if (!goods.some((reason) => reason.code === 'over_max_weight')) {
    // Goods already too heavy for the service need not be told again that the tariff stops.
    const chargeable = chargeableWeight(request.lines, service.factors).kg;
    const maxKg = laneMaxKg(found.lane);
    if (chargeable > maxKg) {
      reasons.push({ code: 'over_max_weight', basis: 'chargeable', limitKg: maxKg, weightKg: chargeable });
    }
  }
  reasons.push(...goods);
  if (request.purpose === 'booking') reasons.push(...bookingReasons(service, request));

  return reasons.length === 0 && found.lane !== null ? { eligible: true, lane: found } : { eligible: false, reasons };
}
