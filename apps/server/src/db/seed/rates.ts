import { eq, inArray } from 'drizzle-orm';
import type { TPriceListDocument, TransportMode } from '@freight/contracts';
import type { Executor } from '../client';
import {
  bookingAgreements,
  carriers,
  carrierServiceRatings,
  carrierServices,
  leadTimeTables,
  markupCarrierServices,
  markups,
  organizations,
  priceLists,
} from '../schema';

/**
 * Demo price lists and lead times (in SEK, öre amounts) for the known carriers' services, so a
 * newcomer gets real-looking quotes at once: Sweden domestic by four postcode zones, the Nordics,
 * the EU and worldwide lanes, as far as each transport mode makes sense. Prices and lead times
 * vary by carrier so that ranking by price, lead time or both gives different orders.
 */

interface ZoneSpec {
  code: string;
  country: string;
  ranges?: [string, string][];
  /** Price multiplier of a lane from Sweden into the zone, domestic west = 1. */
  distance: number;
  /** Road transit days from western Sweden. */
  days: number;
  scope: 'domestic' | 'nordic' | 'eu' | 'world';
}

const ZONES: ZoneSpec[] = [
  { code: 'SE-S', country: 'SE', ranges: [['20', '39']], distance: 1.2, days: 1, scope: 'domestic' },
  { code: 'SE-W', country: 'SE', ranges: [['40', '54']], distance: 1, days: 1, scope: 'domestic' },
  {
    code: 'SE-E',
    country: 'SE',
    ranges: [
      ['10', '19'],
      ['55', '76'],
    ],
    distance: 1.25,
    days: 1,
    scope: 'domestic',
  },
  { code: 'SE-N', country: 'SE', ranges: [['77', '98']], distance: 1.7, days: 3, scope: 'domestic' },
  { code: 'NO-S', country: 'NO', ranges: [['0', '3']], distance: 2.3, days: 2, scope: 'nordic' },
  { code: 'NO-N', country: 'NO', ranges: [['4', '9']], distance: 3.1, days: 4, scope: 'nordic' },
  { code: 'DK', country: 'DK', distance: 2, days: 2, scope: 'nordic' },
  { code: 'FI', country: 'FI', distance: 2.8, days: 3, scope: 'nordic' },
  { code: 'DE', country: 'DE', distance: 2.6, days: 3, scope: 'eu' },
  { code: 'NL', country: 'NL', distance: 3, days: 4, scope: 'eu' },
  { code: 'PL', country: 'PL', distance: 2.9, days: 4, scope: 'eu' },
  { code: 'FR', country: 'FR', distance: 3.6, days: 5, scope: 'eu' },
  { code: 'GB', country: 'GB', distance: 3.8, days: 5, scope: 'world' },
  { code: 'US', country: 'US', distance: 6, days: 6, scope: 'world' },
  { code: 'CN', country: 'CN', distance: 7, days: 8, scope: 'world' },
];

type Kind = 'road' | 'parcel' | 'express' | 'air' | 'sea' | 'rail' | 'multimodal';

interface KindSpec {
  scopes: ZoneSpec['scope'][];
  /** Countries of the worldwide scope the mode serves. */
  world?: string[];
  factors: Omit<typeof carrierServiceRatings.$inferInsert, 'carrier_service_id'>;
  rounding: number;
  /** [up to kg, share of the first step's price per kg]. */
  steps: [number, number][];
  /** Öre per kg of the first step on a domestic west lane, before distance. */
  perKg: number;
  /** Öre per consignment. */
  perConsignment: number;
  minimum: number;
  fuel: number;
  cutOff: string;
  /** Transit days: the zone's road days times this, plus the constant. */
  daysFactor: number;
  daysPlus: number;
}

const KINDS: Record<Kind, KindSpec> = {
  road: {
    scopes: ['domestic', 'nordic', 'eu', 'world'],
    world: ['GB'],
    factors: {
      kg_per_m3: 333,
      kg_per_ldm: 1850,
      kg_per_pallet_place: 740,
      max_consignment_weight_kg: 25_000,
      max_height_cm: 240,
      max_loading_metres: 13.6,
      accepts_dangerous_goods: true,
    },
    rounding: 10,
    steps: [
      [100, 1],
      [300, 0.82],
      [500, 0.68],
      [1000, 0.55],
      [2500, 0.45],
      [5000, 0.37],
      [10_000, 0.3],
      [25_000, 0.24],
    ],
    perKg: 260,
    perConsignment: 19_500,
    minimum: 45_000,
    fuel: 21,
    cutOff: '15:00',
    daysFactor: 1,
    daysPlus: 0,
  },
  parcel: {
    scopes: ['domestic', 'nordic', 'eu'],
    factors: {
      kg_per_m3: 250,
      max_consignment_weight_kg: 1000,
      max_package_weight_kg: 35,
      max_length_cm: 150,
      max_height_cm: 100,
      accepts_dangerous_goods: false,
    },
    rounding: 1,
    steps: [
      [5, 1],
      [10, 0.8],
      [20, 0.6],
      [35, 0.5],
      [1000, 0.42],
    ],
    perKg: 450,
    perConsignment: 8_900,
    minimum: 9_900,
    fuel: 12,
    cutOff: '17:00',
    daysFactor: 1,
    daysPlus: 0,
  },
  express: {
    scopes: ['domestic', 'nordic', 'eu', 'world'],
    world: ['GB', 'US', 'CN'],
    factors: {
      kg_per_m3: 200,
      max_consignment_weight_kg: 1000,
      max_package_weight_kg: 70,
      max_length_cm: 120,
      accepts_dangerous_goods: false,
    },
    rounding: 0.5,
    steps: [
      [10, 1],
      [30, 0.8],
      [70, 0.65],
      [300, 0.55],
      [1000, 0.5],
    ],
    perKg: 2_400,
    perConsignment: 29_000,
    minimum: 39_000,
    fuel: 28,
    cutOff: '16:00',
    daysFactor: 0.4,
    daysPlus: 0,
  },
  air: {
    scopes: ['eu', 'world'],
    world: ['GB', 'US', 'CN'],
    factors: { kg_per_m3: 167, max_consignment_weight_kg: 10_000, max_height_cm: 160, accepts_dangerous_goods: true },
    rounding: 1,
    steps: [
      [45, 1],
      [100, 0.85],
      [300, 0.72],
      [500, 0.64],
      [1000, 0.58],
      [10_000, 0.52],
    ],
    perKg: 450,
    perConsignment: 45_000,
    minimum: 120_000,
    fuel: 32,
    cutOff: '12:00',
    daysFactor: 0.5,
    daysPlus: 1,
  },
  sea: {
    scopes: ['world'],
    world: ['US', 'CN'],
    factors: { kg_per_m3: 1000, max_consignment_weight_kg: 28_000, accepts_dangerous_goods: true },
    rounding: 100,
    steps: [
      [1000, 1],
      [5000, 0.8],
      [28_000, 0.65],
    ],
    perKg: 45,
    perConsignment: 250_000,
    minimum: 300_000,
    fuel: 12,
    cutOff: '12:00',
    daysFactor: 4,
    daysPlus: 6,
  },
  rail: {
    scopes: ['world'],
    world: ['CN'],
    factors: { kg_per_m3: 333, max_consignment_weight_kg: 24_000, accepts_dangerous_goods: false },
    rounding: 10,
    steps: [
      [1000, 1],
      [5000, 0.8],
      [24_000, 0.7],
    ],
    perKg: 90,
    perConsignment: 150_000,
    minimum: 250_000,
    fuel: 15,
    cutOff: '12:00',
    daysFactor: 2.2,
    daysPlus: 2,
  },
  multimodal: {
    scopes: ['eu', 'world'],
    world: ['GB', 'US', 'CN'],
    factors: { kg_per_m3: 333, kg_per_ldm: 1750, max_consignment_weight_kg: 24_000, accepts_dangerous_goods: true },
    rounding: 10,
    steps: [
      [500, 1],
      [2500, 0.75],
      [24_000, 0.6],
    ],
    perKg: 320,
    perConsignment: 60_000,
    minimum: 150_000,
    fuel: 18,
    cutOff: '14:00',
    daysFactor: 2,
    daysPlus: 1,
  },
};

const KIND_BY_MODE: Record<TransportMode, Kind> = {
  ROAD: 'road',
  COURIER: 'parcel',
  EXPRESS: 'express',
  AIR: 'air',
  SEA: 'sea',
  OCEAN: 'sea',
  RAIL: 'rail',
  MULTIMODAL: 'multimodal',
};

/** Carriers whose services get demo price lists; the long tail of groupage carriers has none. */
const RATED_CARRIERS = [
  'DHL Express',
  'DHL Freight',
  'DHL Global Forwarding',
  'PostNord',
  'Schenker',
  'UPS',
  'TNT',
  'DSV Road',
  'Bring Parcels',
  'Jetpak',
  'NTG Air & Ocean',
  'Greencarrier',
  'Yusen Logistics',
  'Dachser',
  'GEODIS',
];

/** A stable number in [0, 1) from a name, so every demo database gets the same prices. */
function spread(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

const round = (value: number, step = 1) => Math.round(value / step) * step;

function priceList(serviceId: number, serviceName: string, kind: Kind): TPriceListDocument {
  const spec = KINDS[kind];
  const level = 0.86 + spread(serviceName) * 0.34;
  const slower = spread(`${serviceName} days`) < 0.4 ? 1 : 0;
  const served = ZONES.filter((zone) => spec.scopes.includes(zone.scope) && (zone.scope !== 'world' || spec.world?.includes(zone.country)));
  const origins = ZONES.filter((zone) => zone.scope === 'domestic');
  const destinations = served;
  const lanes: TPriceListDocument['lanes'] = [];
  const leadTimes: TPriceListDocument['lead_times'] = [];
  for (const origin of origins) {
    for (const destination of destinations) {
      // Domestic lanes between two zones cost and take as much as the longer of the two legs.
      const distance =
        destination.scope === 'domestic'
          ? Math.max(origin.distance, destination.distance) + (origin === destination ? 0 : 0.15)
          : destination.distance + (origin.distance - 1) / 2;
      const days =
        destination.scope === 'domestic' ? Math.max(origin.days, destination.days) : destination.days + (origin.code === 'SE-N' ? 1 : 0);
      lanes.push({
        origin_zone: origin.code,
        destination_zone: destination.code,
        minimum_charge: null,
        weight_breaks: spec.steps.map(([upToKg, share]) => ({
          up_to_kg: upToKg,
          price_per_kg: round(spec.perKg * distance * share * level),
          price_per_consignment: round(spec.perConsignment * level, 100),
        })),
      });
      leadTimes.push({
        origin_zone: origin.code,
        destination_zone: destination.code,
        working_days:
          Math.max(kind === 'express' ? 1 : 0, Math.round(days * spec.daysFactor + spec.daysPlus)) +
          (destination.scope === 'domestic' ? 0 : slower),
      });
    }
  }
  const servedCodes = served.map((zone) => zone.code);
  const surcharges: TPriceListDocument['surcharges'] = [];
  if (kind === 'road' || kind === 'multimodal') {
    surcharges.push({
      type: 'Other',
      label: 'Tail-lift delivery',
      amount: 35_000,
      per: 'consignment',
      when: { kind: 'service', service: 'tail_lift' },
      subject_to_fuel: true,
    });
    surcharges.push({
      type: 'Other',
      label: 'Dangerous goods',
      amount: 45_000,
      per: 'consignment',
      when: { kind: 'dangerous_goods' },
      subject_to_fuel: true,
    });
  }
  if (servedCodes.includes('SE-N')) {
    surcharges.push({
      type: 'Outer area',
      label: 'Northern Sweden',
      amount: 15_000,
      per: 'consignment',
      when: { kind: 'zone', zones: ['SE-N'] },
      subject_to_fuel: true,
    });
  }
  const nonEu = servedCodes.filter((code) => ['NO-S', 'NO-N', 'GB', 'US', 'CN'].includes(code));
  if (nonEu.length > 0) {
    surcharges.push({
      type: 'Local Charges Destination',
      label: 'Export customs clearance',
      amount: round(32_000 * level, 100),
      per: 'consignment',
      when: { kind: 'zone', zones: nonEu, side: 'destination' },
      subject_to_fuel: false,
    });
  }
  const eu = servedCodes.filter((code) => ['DE', 'NL', 'PL', 'FR'].includes(code));
  if (kind === 'road' && eu.length > 0) {
    surcharges.push({
      type: 'Road tax',
      label: 'Road toll',
      amount: 9,
      per: 'kg',
      when: { kind: 'zone', zones: eu, side: 'destination' },
      subject_to_fuel: false,
    });
  }
  return {
    carrier_service_id: serviceId,
    currency: 'SEK',
    valid_from: '2024-01-01',
    valid_to: null,
    fuel_surcharge_percent: round(spec.fuel + (spread(`${serviceName} fuel`) - 0.5) * 6, 0.5),
    minimum_charge: round(spec.minimum * level, 100),
    rounding_step_kg: spec.rounding,
    cut_off: spec.cutOff,
    time_zone: 'Europe/Stockholm',
    zones: [...new Set([...origins, ...served])].map((zone) => ({
      code: zone.code,
      country: zone.country,
      postcode_ranges: zone.ranges ?? [],
    })),
    lanes,
    surcharges,
    lead_times: leadTimes,
  };
}

type RatingOverride = Partial<Omit<typeof carrierServiceRatings.$inferInsert, 'carrier_service_id'>>;

/**
 * Services whose weight rules differ from their mode's, as their real counterparts publish them.
 * DHL Freight Pall is DHL Freight Sweden's domestic pallet product: like Swedish and Norwegian
 * groupage (ColliCare, Fraktus, Scanfreight) it charges a stackable pallet on volume at 280 kg per
 * m³ and floor space only for non-stackable goods or a pallet taller than 150 cm. DHL Freight
 * Euroconnect, DB Schenker System, DSV Groupage, Dachser and GEODIS are continental groupage
 * networks and PostNord Pallet is priced per pallet: they charge every pallet its floor space, the
 * default. None of the demo carriers publishes weight bands for rounding (ColliCare does: 10 kg up
 * to 2,500 kg, 100 kg above), so they keep their price list's single step.
 */
const SERVICE_RATINGS: Readonly<Record<string, RatingOverride>> = {
  DHL_FRT_PALL: { kg_per_m3: 280, floor_space_charged_for: 'non_stackable', stackable_floor_space_above_cm: 150 },
};

/** Nordic Freight AB's markups and agreements: some services bookable, road and parcel marked up. */
const DEMO_ORGANIZATION = 'Nordic Freight AB';
const BOOKABLE_SERVICES = ['DHL_FRT_EUC', 'DBS_SYSTEM', 'PN_PALLET', 'PN_PARCEL', 'DSV_GROUPAGE'];

export async function seedDemoRates(db: Executor) {
  const services = await db
    .select({ id: carrierServices.id, name: carrierServices.name, code: carrierServices.code, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .where(inArray(carriers.name, RATED_CARRIERS))
    .orderBy(carrierServices.id);
  for (const service of services) {
    const kind = KIND_BY_MODE[service.mode];
    const document = priceList(service.id, service.name, kind);
    await db
      .insert(carrierServiceRatings)
      .values({ carrier_service_id: service.id, ...KINDS[kind].factors, ...SERVICE_RATINGS[service.code] });
    await db.insert(priceLists).values({
      carrier_service_id: service.id,
      currency: document.currency,
      valid_from: document.valid_from,
      valid_to: document.valid_to,
      fuel_surcharge_percent: document.fuel_surcharge_percent,
      minimum_charge: document.minimum_charge,
      rounding_step_kg: document.rounding_step_kg,
      tariff: { zones: document.zones, lanes: document.lanes, surcharges: document.surcharges },
    });
    await db.insert(leadTimeTables).values({
      carrier_service_id: service.id,
      cut_off: document.cut_off,
      time_zone: document.time_zone,
      entries: document.lead_times,
    });
  }

  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!organization) return;
  const idOf = new Map(services.map((service) => [service.code, service.id]));
  const byMode = (modes: TransportMode[]) => services.filter((service) => modes.includes(service.mode)).map((service) => service.id);
  const demoMarkups: { services: number[]; rate: number; fixed: number; boxes: Record<string, { rate: number; fixed: number }> }[] = [
    {
      services: byMode(['ROAD', 'MULTIMODAL']),
      rate: 8,
      fixed: 5_000,
      boxes: { DOM_REG: { rate: 10, fixed: 7_500 }, DOM_WW: { rate: 12, fixed: 10_000 } },
    },
    { services: byMode(['COURIER', 'EXPRESS']), rate: 5, fixed: 1_500, boxes: { DOM_REG: { rate: 7, fixed: 2_500 } } },
  ];
  for (const spec of demoMarkups) {
    const [markup] = await db
      .insert(markups)
      .values({
        organization_id: organization.id,
        rate: spec.rate,
        fixed_ore: spec.fixed,
        booking_enabled: true,
        geography_specific_rates: { DOM_DOM: { rate: spec.rate, fixed: spec.fixed }, ...spec.boxes },
      })
      .returning({ id: markups.id });
    await db
      .insert(markupCarrierServices)
      .values(spec.services.map((id) => ({ organization_id: organization.id, markup_id: markup!.id, carrier_service_id: id })));
  }
  const bookable = BOOKABLE_SERVICES.map((code) => idOf.get(code)).filter((id) => id !== undefined);
  await db.insert(bookingAgreements).values(
    bookable.map((id, index) => ({
      organization_id: organization.id,
      carrier_service_id: id,
      customer_number: `NF-${String(100_200 + index * 37)}`,
      valid_from: '2024-01-01',
    })),
  );
}
