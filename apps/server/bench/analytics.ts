/**
 * Analytics benchmark (npm run bench:analytics). Fills a fresh database with N shipments over the
 * last year (promised and delivered dates, chargeable weights, booked and quoted prices) and their
 * emission records, a fifth of them in one organization, then measures each built-in dashboard
 * endpoint over HTTP for that organization's admin and a site user. The rollups are kept by the
 * triggers as the shipments are inserted, as in production.
 *
 *   npm run bench:analytics -- --n 1000000            PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:analytics -- --db pglite --n 5000   embedded database
 *   npm run bench:analytics -- --n 1000000 --keep     the filled database stays for the next run
 */
import { runOrganizationBench } from './organization-bench';

const DAY_MS = 86_400_000;

await runOrganizationBench({
  title: 'Analytics benchmark',
  databasePrefix: 'freight_bench_analytics',
  // Spread over the year, each with the day the carrier promised and the quote it was booked from.
  shipment: (shipment, random) => {
    const shift = random.int(0, 240) * DAY_MS;
    const at = (date: Date | null) => (date ? new Date(date.getTime() - shift) : null);
    const pickup = at(shipment.pickup_at) ?? at(shipment.booked_at)!;
    const promised = new Date(pickup.getTime() + random.int(1, 5) * DAY_MS).toISOString().slice(0, 10);
    return {
      ...shipment,
      booked_at: at(shipment.booked_at),
      pickup_at: at(shipment.pickup_at),
      eta_at: at(shipment.eta_at),
      delivered_at: at(shipment.delivered_at),
      created_at: at(shipment.created_at)!,
      updated_at: at(shipment.updated_at)!,
      promised_delivery_date: promised,
      chargeable_weight: Math.max(shipment.total_weight, Math.round(shipment.total_volume * 333)),
      quoted_price_amount: random.next() < 0.8 ? Math.round(shipment.price_amount * (0.9 + random.next() * 0.1)) : null,
    };
  },
  analyse: ['shipment_rollups', 'emission_sums'],
  // The footprint counts the sites with the emissions application only.
  applications: ['emissions'],
  scenarios: [
    ['shipments, last 12 months', '/api/reports/consignments'],
    ['shipments, one carrier', `/api/reports/consignments?carrier=${encodeURIComponent('DHL Freight')}`],
    ['shipments, by week', '/api/reports/consignments?interval=week'],
    ['lead time, last 12 months', '/api/reports/leadtime'],
    ['cost, last 12 months', '/api/reports/cost'],
    ['emissions, last 12 months', '/api/reports/emissions'],
    ['footprint, last 12 months', '/api/reports/footprint'],
    ['query: on time by carrier and lane', '/api/reports/query?measures=on_time_share,shipments&dimensions=carrier,lane'],
    ['filter options', '/api/reports/filter-options'],
  ],
  budget: 'each dashboard endpoint p95 < 300 ms on PostgreSQL, 200,000 of 1,000,000 shipments',
});
