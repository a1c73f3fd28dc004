/**
 * Delivery prediction accuracy (npm run bench:prediction). Holds out the latest fifth of delivered
 * shipments, learns transit statistics from the earlier ones as the portal does, predicts the
 * held-out deliveries and compares them with what happened, beside the carriers' own ETA.
 *
 *   npm run bench:prediction                          a year of generated history (deterministic)
 *   npm run bench:prediction -- --n 50000             more generated shipments
 *   npm run bench:prediction -- --url postgres://…    the delivered shipments of that database
 *
 * Errors are in calendar days between the predicted or promised day and the delivery day.
 */
import { parseArgs } from 'node:util';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addTransitDays,
  learnTransitStatistics,
  predictDelivery,
  predictionGroups,
  statisticsLookup,
  transitDays,
  type PredictionSubject,
  type TransitSample,
} from '@freight/domain';
import { openPostgres } from '../src/db/client';
import { consignments } from '../src/db/schema';
import { randomSource } from '../src/db/seed/consignments';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    n: { type: 'string', default: '20000' },
    holdout: { type: 'string', default: '0.2' },
  },
});

type Delivered = PredictionSubject & TransitSample & { organizationId: number; promised: string | null };

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A year of deliveries from Swedish sites: carriers with a service or two per lane, a transit that
 * depends on the country pair, the service and how punctual the carrier is, and the carrier's ETA
 * at its nominal lead time. Road carriers never deliver at weekends; the courier does on Saturdays.
 */
function generatedHistory(count: number): Delivered[] {
  const random = randomSource(20261127);
  const lanes = [
    ['NO', ['01', '50', '70'], 2],
    ['DK', ['10', '80'], 2],
    ['FI', ['00', '33'], 3],
    ['DE', ['20', '80', '50'], 3],
    ['PL', ['61', '00'], 4],
    ['NL', ['30'], 4],
    ['FR', ['69', '75'], 5],
    ['GB', ['M1', 'EC'], 5],
  ] as const;
  const origins = ['41', '11', '21', '55'];
  const carriers = [
    { id: 1, mode: 'ROAD', services: [11, 12], lateness: 0.1, saturday: false },
    { id: 2, mode: 'ROAD', services: [21], lateness: 0.35, saturday: false },
    { id: 3, mode: 'ROAD', services: [31, 32], lateness: 0.2, saturday: false },
    { id: 4, mode: 'COURIER', services: [41], lateness: 0.15, saturday: true },
    { id: 5, mode: 'ROAD', services: [51], lateness: 0.5, saturday: false },
  ];
  const start = Date.parse('2025-11-27T00:00:00Z');
  const shipments: Delivered[] = [];
  for (let index = 0; index < count; index += 1) {
    const carrier = random.weighted(carriers.map((entry, position) => [entry, 5 - position] as const));
    const serviceId = random.pick(carrier.services);
    const express = serviceId % 10 === 2;
    const [country, areas, base] = random.weighted(lanes.map((lane, position) => [lane, 9 - position] as const));
    const fromArea = random.pick(origins);
    const toArea = random.pick(areas);
    let pickup = start + random.int(0, 364) * DAY_MS;
    while ([0, 6].includes(new Date(pickup).getUTCDay())) pickup += DAY_MS;
    const nominal = Math.max(1, base - (express ? 1 : 0) + (carrier.mode === 'COURIER' ? -1 : 0));
    // Most arrive as planned; a carrier's lateness adds a day or more now and then, rarely one comes early.
    const roll = random.next();
    const delay =
      roll < 0.07
        ? -1
        : roll < 0.07 + carrier.lateness
          ? random.weighted([
              [1, 6],
              [2, 3],
              [3, 1],
            ] as const)
          : 0;
    const unit = carrier.saturday ? 'calendar_days' : 'working_days';
    const calendarTransit = carrier.saturday ? Math.round((nominal + delay) * 1.3) : nominal + delay;
    const delivered = addTransitDays(day(pickup), Math.max(1, calendarTransit), unit);
    const promised = addTransitDays(day(pickup), carrier.saturday ? Math.round(nominal * 1.3) : nominal, unit);
    shipments.push({
      organizationId: 1,
      carrierId: carrier.id,
      serviceId,
      mode: carrier.mode,
      from: { country: 'SE', postcode: `${fromArea}123` },
      to: { country, postcode: `${toArea}456` },
      start: day(pickup),
      delivered,
      promised,
    });
  }
  return shipments;
}

/** The delivered shipments of a database, with their transit start and ETA as the portal reads them. */
async function databaseHistory(url: string): Promise<Delivered[]> {
  const handle = openPostgres(url, 2);
  const utcDay = (value: unknown) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await handle.db
    .select({
      organizationId: consignments.organization_id,
      carrierId: consignments.carrier_id,
      serviceId: consignments.carrier_service_id,
      mode: consignments.transport_mode,
      fromCountry: consignments.consignor_countrycode,
      fromPostcode: consignments.consignor_zip,
      toCountry: consignments.consignee_countrycode,
      toPostcode: consignments.consignee_zip,
      start: utcDay(sql`coalesce(${consignments.pickup_at}, ${consignments.booked_at}, ${consignments.created_at})`),
      delivered: utcDay(consignments.delivered_at),
      promised: sql<string | null>`case when ${consignments.eta_at} is null then null else ${utcDay(consignments.eta_at)} end`,
    })
    .from(consignments)
    .where(and(eq(consignments.status, 'DELIVERED'), isNotNull(consignments.delivered_at)));
  await handle.close();
  return rows.map((row) => ({
    ...row,
    from: { country: row.fromCountry, postcode: row.fromPostcode },
    to: { country: row.toCountry, postcode: row.toPostcode },
  }));
}

const daysApart = (a: string, b: string) => Math.abs(transitDays(a, b, 'calendar_days'));
const mean = (values: number[]) => (values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length);
const share = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

async function main() {
  const history = args.url ? await databaseHistory(args.url) : generatedHistory(Number(args.n));
  const source = args.url ? 'database' : `${history.length} generated shipments`;
  // Learn from the past, predict the future: the latest deliveries are held out.
  const ordered = [...history].sort((a, b) => a.delivered.localeCompare(b.delivered));
  const cut = Math.floor(ordered.length * (1 - Number(args.holdout)));
  const learnt = ordered.slice(0, cut);
  const heldOut = ordered.slice(cut);
  const organizations = [...new Set(history.map((row) => row.organizationId))];
  const lookups = new Map(
    organizations.map((id) => [id, statisticsLookup(learnTransitStatistics(learnt.filter((row) => row.organizationId === id)))]),
  );

  const predictionErrors: number[] = [];
  const etaErrors: number[] = [];
  const bothPrediction: number[] = [];
  const bothEta: number[] = [];
  let covered = 0;
  const bases = new Map<string, number>();
  for (const shipment of heldOut) {
    const predicted = predictDelivery(shipment.start, predictionGroups(shipment), lookups.get(shipment.organizationId)!);
    const etaError = shipment.promised ? daysApart(shipment.promised, shipment.delivered) : null;
    if (etaError !== null) etaErrors.push(etaError);
    if (!predicted) continue;
    const error = daysApart(predicted.date, shipment.delivered);
    predictionErrors.push(error);
    if (etaError !== null) {
      bothPrediction.push(error);
      bothEta.push(etaError);
    }
    if (predicted.earliest <= shipment.delivered && shipment.delivered <= predicted.latest) covered += 1;
    bases.set(predicted.basis, (bases.get(predicted.basis) ?? 0) + 1);
  }

  console.log(`History: ${source}; learnt from ${learnt.length}, held out ${heldOut.length} (latest deliveries).`);
  console.log(`Predicted: ${predictionErrors.length} of ${heldOut.length} (${share(predictionErrors.length, heldOut.length)})`);
  console.log(`Basis: ${[...bases].map(([basis, count]) => `${basis} ${share(count, predictionErrors.length)}`).join(', ')}`);
  console.log(`Mean absolute error, prediction: ${mean(predictionErrors).toFixed(2)} days`);
  console.log(`Mean absolute error, carrier ETA: ${mean(etaErrors).toFixed(2)} days (${etaErrors.length} with an ETA)`);
  console.log(
    `Same shipments (predicted and with an ETA, ${bothPrediction.length}): prediction ${mean(bothPrediction).toFixed(2)} days, ETA ${mean(bothEta).toFixed(2)} days`,
  );
  console.log(`80% interval coverage: ${share(covered, predictionErrors.length)}`);
}

await main();
