import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { carriers, carrierServices, organizations, sites } from '../schema';
import { generateShipment, insertShipments, randomSource, type CarrierChoice } from './consignments';

/** Delivered shipments per site over the last year, so the analytics charts of the demo have a history to tell. */
const HISTORY_PER_SITE = 600;
const HISTORY_DAYS = 365;
const DAY_MS = 86_400_000;
/** Transit days a carrier promises by mode; the promised day is pickup plus these. */
const PROMISED_DAYS: Record<string, number> = { ROAD: 3, COURIER: 2, EXPRESS: 1, AIR: 4, SEA: 32, OCEAN: 36, RAIL: 18, MULTIMODAL: 20 };

/**
 * What sets carriers apart in the demo: how often they deliver after the promised day, their
 * price per chargeable kg (öre) and how far the booked price strays above the quote. Carriers
 * take a profile in name order, so the same carrier is the late one every time.
 */
const PROFILES = [
  { lateShare: 0.06, perKg: 190, overQuote: 0.01 },
  { lateShare: 0.31, perKg: 140, overQuote: 0.09 },
  { lateShare: 0.12, perKg: 240, overQuote: 0.02 },
  { lateShare: 0.19, perKg: 165, overQuote: 0.05 },
] as const;

/**
 * A year of delivered shipments for the first demo organization: each with its promised day,
 * pickup and delivery, chargeable weight, booked price and, for most, the quote it was booked from.
 */
export async function seedDemoShipmentHistory(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id)).limit(1);
  if (!organization) return;
  const siteRows = await db
    .select({ id: sites.id, city: sites.city, post_code: sites.post_code })
    .from(sites)
    .where(eq(sites.organization_id, organization.id))
    .orderBy(asc(sites.id));
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .orderBy(asc(carriers.name), asc(carrierServices.id))) as CarrierChoice[];
  const carrierNames = [...new Set(services.map((service) => service.carrierName))];
  const profileOf = (name: string) => PROFILES[carrierNames.indexOf(name) % PROFILES.length]!;
  const random = randomSource(20250101);
  const now = Date.now();

  const shipments = siteRows.flatMap((site) =>
    Array.from({ length: HISTORY_PER_SITE }, (_, index) => {
      const carrier = random.pick(services);
      const profile = profileOf(carrier.carrierName);
      const generated = generateShipment(
        random,
        { organizationId: organization.id, siteId: site.id, home: ['SE', site.city ?? 'Göteborg', site.post_code ?? ''] },
        carrier,
        100_000 + index,
        now,
      );
      const promisedDays = PROMISED_DAYS[carrier.mode] ?? 3;
      const bookedAt = now - random.int(7 + promisedDays + 10, HISTORY_DAYS) * DAY_MS - random.int(0, 36_000) * 1000;
      const pickupAt = bookedAt + random.int(0, 1) * DAY_MS;
      const late = random.next() < profile.lateShare;
      const transit = late ? promisedDays + random.int(1, 4) : Math.max(0, promisedDays - random.int(0, Math.min(2, promisedDays)));
      const deliveredAt = pickupAt + transit * DAY_MS + random.int(0, 20_000) * 1000;
      const weight = generated.consignment.total_weight;
      const chargeable = Math.max(weight, Math.round(generated.consignment.total_volume * 333));
      const price = Math.round((30_000 + chargeable * profile.perKg * (0.9 + random.next() * 0.2)) / 100) * 100;
      const quoted = random.next() < 0.8 ? Math.round(price / (1 + profile.overQuote * random.next() * 2) / 100) * 100 : null;
      const day = (at: number) => new Date(at).toISOString().slice(0, 10);
      return {
        ...generated,
        consignment: {
          ...generated.consignment,
          status: 'DELIVERED' as const,
          status_raw: 'DLV',
          booked_at: new Date(bookedAt),
          pickup_at: new Date(pickupAt),
          eta_at: new Date(pickupAt + promisedDays * DAY_MS),
          promised_delivery_date: day(pickupAt + promisedDays * DAY_MS),
          delivered_at: new Date(deliveredAt),
          chargeable_weight: chargeable,
          price_amount: price,
          quoted_price_amount: quoted,
          has_open_exception: false,
          created_at: new Date(bookedAt),
          updated_at: new Date(deliveredAt),
        },
        // Picked up where it left and delivered where it went, as the carrier reported.
        events:
          generated.events.length > 0
            ? [
                {
                  ...generated.events[0]!,
                  occurred_at: new Date(pickupAt),
                  status_code: 'PU',
                  status: 'PICKED_UP' as const,
                  description: 'Picked up from sender',
                },
                {
                  ...generated.events.at(-1)!,
                  occurred_at: new Date(deliveredAt),
                  status_code: 'DLV',
                  status: 'DELIVERED' as const,
                  description: 'Delivered',
                },
              ]
            : [],
      };
    }),
  );
  await insertShipments(db, shipments);
}
