/**
 * Analytics benchmark (npm run bench:analytics). Fills a fresh database with N shipments over the
 * last year (promised and delivered dates, chargeable weights, booked and quoted prices) and their
 * emission records, a fifth of them in one organization, then measures each built-in dashboard
 * endpoint over HTTP for that organization's admin and a site user. The rollups are kept by the
 * triggers as the shipments are inserted, as in production. A database kept by
 * `bench:emissions -- --keep` with the same N serves this benchmark too.
 *
 *   npm run bench:analytics -- --n 1000000            PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:analytics -- --db pglite --n 5000   embedded database
 *   npm run bench:analytics -- --n 1000000 --keep     the filled database stays for the next run
 */
import { runOrganizationBench } from './organization-bench';

await runOrganizationBench({
  title: 'Analytics benchmark',
  scenarios: [
    ['shipments, last 12 months', '/api/reports/consignments'],
    ['shipments, one carrier', `/api/reports/consignments?carrier=${encodeURIComponent('DHL Freight')}`],
    ['shipments, by week', '/api/reports/consignments?interval=week'],
    ['shipments, by day', '/api/reports/consignments?interval=day'],
    ['lead time, by week', '/api/reports/leadtime?interval=week'],
    ['lead time, last 12 months', '/api/reports/leadtime'],
    ['cost, last 12 months', '/api/reports/cost'],
    ['emissions, last 12 months', '/api/reports/emissions'],
    ['footprint, last 12 months', '/api/reports/footprint'],
    ['query: on time by carrier and lane', '/api/reports/query?measures=on_time_share,shipments&dimensions=carrier,lane'],
    ['filter options', '/api/reports/filter-options'],
  ],
  budget: 'each dashboard endpoint p95 < 300 ms on PostgreSQL, 200,000 of 1,000,000 shipments',
});
