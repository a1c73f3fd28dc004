import type { ConsignmentStatus, TransportMode } from '@freight/contracts';
import type { Executor } from '../client';
import { consignmentEvents, consignmentExceptions, consignmentItems, consignments } from '../schema';

/** A small deterministic random source, so demo data and benchmarks are the same every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll <= 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}
export type RandomSource = ReturnType<typeof randomSource>;

const PLACES: readonly (readonly [country: string, city: string, zip: string, lat: number, lon: number])[] = [
  ['SE', 'Göteborg', '41755', 57.71, 11.97],
  ['SE', 'Stockholm', '11134', 59.33, 18.07],
  ['SE', 'Malmö', '21122', 55.6, 13.0],
  ['SE', 'Jönköping', '55302', 57.78, 14.16],
  ['SE', 'Borås', '50451', 57.72, 12.94],
  ['SE', 'Uppsala', '75320', 59.86, 17.64],
  ['SE', 'Helsingborg', '25225', 56.05, 12.69],
  ['NO', 'Oslo', '0150', 59.91, 10.75],
  ['NO', 'Bergen', '5003', 60.39, 5.32],
  ['DK', 'København', '1050', 55.68, 12.57],
  ['DK', 'Aarhus', '8000', 56.16, 10.2],
  ['FI', 'Helsinki', '00100', 60.17, 24.94],
  ['DE', 'Hamburg', '20095', 53.55, 9.99],
  ['DE', 'München', '80331', 48.14, 11.58],
  ['NL', 'Rotterdam', '3011', 51.92, 4.48],
  ['PL', 'Poznań', '61-001', 52.41, 16.93],
  ['GB', 'Manchester', 'M1 1AD', 53.48, -2.24],
  ['FR', 'Lyon', '69001', 45.76, 4.84],
  ['CN', 'Shanghai', '200000', 31.23, 121.47],
  ['US', 'Chicago', '60601', 41.88, -87.63],
];

const COMPANIES = [
  'Alfa Verkstad AB',
  'Bergström Möbler',
  'Carlsson Kemi',
  'Dalarna Trä AB',
  'Ekman Industri',
  'Fjord Seafood AS',
  'Grönlund Textil',
  'Hansa Components GmbH',
  'Isberg Elektronik',
  'Jansson Bygg',
  'Kullaberg Foods',
  'Lindqvist Medical',
  'Mälardalen Pack',
  'Nordkap Marine',
  'Öresund Retail',
  'Polar Outdoor Oy',
  'Rhein Maschinenbau',
  'Sundsvall Papper',
  'Tidö Verktyg',
  'Umeå Plast AB',
  'Västkust Logistik',
  'Wexiö Glas',
  'Yangtze Trading Co.',
  'Lakeside Supply Inc.',
];

const STATUS_WEIGHTS: readonly (readonly [ConsignmentStatus, number])[] = [
  ['DELIVERED', 45],
  ['IN_TRANSIT', 18],
  ['BOOKED', 8],
  ['CONFIRMED', 5],
  ['NOT_CONFIRMED', 4],
  ['PICKED_UP', 6],
  ['OUT_FOR_DELIVERY', 4],
  ['EXCEPTION', 6],
  ['CANCELLED', 3],
  ['RETURNED', 1],
];

/** Carrier event codes of a shipment's life, in order, with the normalized status each maps to. */
const LIFE: readonly (readonly [code: string, status: ConsignmentStatus, text: string])[] = [
  ['EDI', 'BOOKED', 'Shipment information received'],
  ['PU', 'PICKED_UP', 'Picked up from sender'],
  ['TRM', 'IN_TRANSIT', 'Arrived at terminal'],
  ['DEP', 'IN_TRANSIT', 'Departed from terminal'],
  ['OFD', 'OUT_FOR_DELIVERY', 'Out for delivery'],
  ['DLV', 'DELIVERED', 'Delivered'],
];
const STEPS_REACHED: Record<ConsignmentStatus, number> = {
  NOT_CONFIRMED: 0,
  CONFIRMED: 0,
  BOOKED: 1,
  PICKED_UP: 2,
  IN_TRANSIT: 4,
  OUT_FOR_DELIVERY: 5,
  DELIVERED: 6,
  EXCEPTION: 3,
  CANCELLED: 1,
  RETURNED: 4,
};
const LEAD_DAYS: Record<TransportMode, [number, number]> = {
  ROAD: [1, 4],
  COURIER: [1, 2],
  EXPRESS: [1, 2],
  AIR: [2, 5],
  SEA: [20, 35],
  OCEAN: [25, 40],
  RAIL: [14, 20],
  MULTIMODAL: [10, 25],
};

export interface CarrierChoice {
  carrierId: number;
  carrierName: string;
  serviceId: number;
  mode: TransportMode;
}

export interface ShipmentSite {
  organizationId: number;
  siteId: number;
  /** Where the site ships from; outbound shipments leave from here. */
  home: readonly [string, string, string];
}

const DAY_MS = 86_400_000;

/** One generated shipment with its goods and tracking events, ready to insert. */
export function generateShipment(random: RandomSource, site: ShipmentSite, carrier: CarrierChoice, serial: number, now: number) {
  const status = random.weighted(STATUS_WEIGHTS);
  const direction = random.next() < 0.7 ? 'outbound' : 'inbound';
  const far = random.pick(PLACES);
  const homePlace = PLACES.find((place) => place[1] === site.home[1]) ?? PLACES[0]!;
  const [from, to] = direction === 'outbound' ? [homePlace, far] : [far, homePlace];
  const bookedAt = now - random.int(0, 120) * DAY_MS - random.int(0, 86_000) * 1000;
  const pickupAt = bookedAt + random.int(0, 2) * DAY_MS;
  const [minLead, maxLead] = LEAD_DAYS[carrier.mode];
  const etaAt = pickupAt + random.int(minLead, maxLead) * DAY_MS;
  const reached = STEPS_REACHED[status];
  const packages = random.int(1, 12);
  const weight = Math.round(random.int(5, 2400) * 10) / 10;
  const consignor = random.pick(COMPANIES);
  const consignee = random.pick(COMPANIES.filter((name) => name !== consignor));
  const number = `${site.siteId.toString().padStart(3, '0')}${serial.toString().padStart(7, '0')}`;

  const events: {
    occurred_at: Date;
    status_code: string;
    status: ConsignmentStatus;
    description: string;
    city: string;
    countrycode: string;
    latitude: number;
    longitude: number;
  }[] = [];
  const span = Math.max(etaAt - bookedAt, DAY_MS);
  for (let step = 0; step < reached; step += 1) {
    const [code, eventStatus, text] = LIFE[step]!;
    const place = step < 2 ? from : step >= 4 ? to : random.next() < 0.5 ? from : to;
    events.push({
      occurred_at: new Date(Math.min(now - 60_000, bookedAt + (span * (step + 1)) / (LIFE.length + 1))),
      status_code: code,
      status: eventStatus,
      description: text,
      city: place[1],
      countrycode: place[0],
      latitude: place[3],
      longitude: place[4],
    });
  }
  if (status === 'EXCEPTION' || status === 'CANCELLED' || status === 'RETURNED') {
    const codes = {
      EXCEPTION: ['DMG', 'Goods damaged in transit'],
      CANCELLED: ['CAN', 'Shipment cancelled by sender'],
      RETURNED: ['RTS', 'Returned to sender'],
    } as const;
    const [code, text] = codes[status];
    events.push({
      occurred_at: new Date(Math.min(now - 30_000, (events.at(-1)?.occurred_at.getTime() ?? bookedAt) + DAY_MS / 2)),
      status_code: code,
      status,
      description: text,
      city: to[1],
      countrycode: to[0],
      latitude: to[3],
      longitude: to[4],
    });
  }
  const deliveredAt = status === 'DELIVERED' ? events.at(-1)!.occurred_at : null;
  const lastChange = events.at(-1)?.occurred_at.getTime() ?? bookedAt;

  return {
    consignment: {
      organization_id: site.organizationId,
      site_id: site.siteId,
      shipment_number: number,
      external_key: `demo-${number}`,
      source: 'import' as const,
      direction: direction as 'inbound' | 'outbound',
      carrier_id: carrier.carrierId,
      carrier_service_id: carrier.serviceId,
      carrier_name: carrier.carrierName,
      transport_mode: carrier.mode,
      status,
      status_raw: events.at(-1)?.status_code ?? null,
      consignor_name: consignor,
      consignor_address: `${random.pick(['Industrivägen', 'Hamngatan', 'Lagergatan', 'Terminalvägen'])} ${random.int(1, 80)}`,
      consignor_zip: from[2],
      consignor_city: from[1],
      consignor_countrycode: from[0],
      consignee_name: consignee,
      consignee_address: `${random.pick(['Storgatan', 'Kajen', 'Fabriksgatan', 'Parkvägen'])} ${random.int(1, 80)}`,
      consignee_zip: to[2],
      consignee_city: to[1],
      consignee_countrycode: to[0],
      total_weight: weight,
      total_volume: Math.round((weight / 250) * 1000) / 1000,
      load_meters: carrier.mode === 'ROAD' ? Math.round(packages * 0.4 * 10) / 10 : null,
      pallet_spaces: carrier.mode === 'ROAD' ? packages : null,
      packages,
      consignor_reference: `SO-${random.int(10_000, 99_999)}`,
      consignee_reference: random.next() < 0.6 ? `PO-${random.int(100_000, 999_999)}` : null,
      purchase_order_number: random.next() < 0.4 ? `${random.int(4_500_000, 4_599_999)}` : null,
      price_amount: random.int(350, 48_000) * 100,
      price_currency: 'SEK',
      terms_type: random.pick(['DAP', 'DDP', 'EXW', 'FCA']),
      terms_location: to[1],
      booked_at: new Date(bookedAt),
      pickup_at: reached >= 2 ? new Date(pickupAt) : null,
      eta_at: status === 'CANCELLED' ? null : new Date(etaAt),
      delivered_at: deliveredAt,
      waybill_number: `${carrier.carrierName.slice(0, 3).toUpperCase()}${random.int(100_000_000, 999_999_999)}`,
      container_number: carrier.mode === 'OCEAN' || carrier.mode === 'SEA' ? `MSCU${random.int(1_000_000, 9_999_999)}` : null,
      has_open_exception: status === 'EXCEPTION',
      created_at: new Date(bookedAt),
      updated_at: new Date(lastChange),
    },
    items: Array.from({ length: random.int(1, 3) }, () => {
      const item = {
        goods_type: random.pick(['Pallet', 'Parcel', 'Half pallet', 'Crate', 'Roll']),
        package_type: random.pick(['EUR pallet', 'Carton', 'Crate']),
        description: random.pick(['Machine parts', 'Furniture', 'Textiles', 'Food products', 'Electronics', 'Paper rolls']),
        units: random.int(1, 6),
        weight: Math.round((weight / 2) * 10) / 10,
        length: 120 as number | null,
        width: 80 as number | null,
        height: random.int(40, 180) as number | null,
        stackable: random.next() < 0.8,
        dangerous_goods: random.next() < 0.03,
        container_size: null as string | null,
      };
      // Sea freight goes in 40-foot standard containers (ISO 6346 42G1).
      return carrier.mode === 'OCEAN' || carrier.mode === 'SEA'
        ? { ...item, package_type: 'container', container_size: '42G1', length: null, width: null, height: null }
        : item;
    }),
    events,
  };
}

/** Inserts generated shipments in batches, each shipment with its goods and events. */
export async function insertShipments(db: Executor, shipments: ReturnType<typeof generateShipment>[], batchSize = 500) {
  for (let start = 0; start < shipments.length; start += batchSize) {
    const batch = shipments.slice(start, start + batchSize);
    const ids = await db
      .insert(consignments)
      .values(batch.map((shipment) => shipment.consignment))
      .returning({ id: consignments.id });
    const items = batch.flatMap((shipment, index) =>
      shipment.items.map((item) => ({ ...item, consignment_id: ids[index]!.id, organization_id: shipment.consignment.organization_id })),
    );
    const events = batch.flatMap((shipment, index) =>
      shipment.events.map((event) => ({
        ...event,
        consignment_id: ids[index]!.id,
        organization_id: shipment.consignment.organization_id,
        source: 'carrier' as const,
        dedupe_key: `${event.status_code}:${event.occurred_at.toISOString()}`,
      })),
    );
    if (items.length > 0) await db.insert(consignmentItems).values(items);
    if (events.length > 0) await db.insert(consignmentEvents).values(events);
    const exceptions = batch.flatMap((shipment, index) =>
      shipment.consignment.has_open_exception
        ? [
            {
              organization_id: shipment.consignment.organization_id,
              consignment_id: ids[index]!.id,
              type: 'DAMAGE',
              description: shipment.events.at(-1)?.description ?? null,
              opened_at: shipment.events.at(-1)?.occurred_at ?? new Date(),
            },
          ]
        : [],
    );
    if (exceptions.length > 0) await db.insert(consignmentExceptions).values(exceptions);
  }
  return shipments;
}
