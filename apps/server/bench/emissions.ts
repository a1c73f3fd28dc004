/**
 * Emissions reporting benchmark (npm run bench:emissions). Fills a fresh database with N shipments
 * over the last year and their emission records, a fifth of them in one organization, then measures
 * the emissions screen's KPI and chart endpoints over HTTP for that organization's admin and a site
 * user. A database kept by `bench:analytics -- --keep` with the same N serves this benchmark too.
 *
 *   npm run bench:emissions -- --n 1000000            PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:emissions -- --db pglite --n 5000   embedded database
 *   npm run bench:emissions -- --n 250000 --share 0.8 --keep
 *       200,000 in the organization, quicker to fill; the database is kept for the next run
 */
import { runOrganizationBench } from './organization-bench';

await runOrganizationBench({
  title: 'Emissions reporting benchmark',
  scenarios: [
    ['KPIs, last 12 months', '/api/emissions/figures/kpi'],
    ['KPIs, road only', '/api/emissions/figures/kpi?mode=road'],
    ['charts, last 12 months', '/api/emissions/figures/charts'],
    ['charts, one carrier', `/api/emissions/figures/charts?carrier=${encodeURIComponent('DHL Freight')}`],
    ['mode shift above 500 km', '/api/emissions/figures/mode-shift?min_distance_km=500'],
    ['filter options', '/api/emissions/filter-options'],
    ['table, first page', '/api/emissions/shipments'],
  ],
  budget: 'KPI and chart endpoints p95 < 200 ms on PostgreSQL, 200,000 of 1,000,000 shipments',
});
