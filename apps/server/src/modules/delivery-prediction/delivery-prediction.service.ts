import { UNDER_WAY_STATUSES } from '@freight/contracts';
import {
  learnTransitStatistics,
  predictDelivery,
  predictionGroups,
  statisticsLookup,
  type GroupStatistics,
  type PredictionSubject,
} from '@freight/domain';
import type { Database } from '../../db/client';
import { systemScope } from '../../platform/tenancy';
import * as queries from './delivery-prediction.queries';

const DAY_MS = 86_400_000;
/** Predictions learn from the last year of deliveries. */
const HISTORY_DAYS = 365;
/** Statistics are learnt again at most this often, and only when deliveries changed since. */
const LEARN_EVERY_MS = 3_600_000;
/** Changes committed a little after the last run began are read again rather than missed. */
const CHANGE_OVERLAP_MS = 120_000;
/** Changed shipments predicted per organization and run; the rest wait for the next. */
const CHANGES_PER_RUN = 5000;

type SubjectRow = Awaited<ReturnType<typeof queries.shipmentsIn>>[number];

const subjectOf = (row: SubjectRow): PredictionSubject => ({
  carrierId: row.carrierId,
  serviceId: row.serviceId,
  mode: row.mode,
  from: { country: row.fromCountry, postcode: row.fromPostcode },
  to: { country: row.toCountry, postcode: row.toPostcode },
});

function predictionsOf(organizationId: number, shipments: SubjectRow[], statistics: readonly GroupStatistics[]) {
  const lookup = statisticsLookup(statistics);
  return shipments.flatMap((shipment) => {
    const predicted = predictDelivery(shipment.start, predictionGroups(subjectOf(shipment)), lookup);
    if (!predicted) return [];
    return [
      {
        consignment_id: shipment.id,
        organization_id: organizationId,
        predicted_on: predicted.date,
        earliest_on: predicted.earliest,
        latest_on: predicted.latest,
        unit: predicted.unit,
        basis: predicted.basis,
        shipments: predicted.shipments,
      },
    ];
  });
}

/**
 * Learns an organization's transit statistics from its last year of deliveries and predicts all
 * its shipments under way from them, replacing what was there in one transaction.
 */
export async function learnOrganization(db: Database, organizationId: number, now = new Date()) {
  const scope = systemScope(organizationId);
  const history = await queries.deliveredSince(db, scope, new Date(now.getTime() - HISTORY_DAYS * DAY_MS));
  const statistics = learnTransitStatistics(history.map((row) => ({ ...subjectOf(row), start: row.start, delivered: row.delivered })));
  const underWay = await queries.shipmentsIn(db, scope, UNDER_WAY_STATUSES);
  const predictions = predictionsOf(organizationId, underWay, statistics);
  await db.transaction(async (tx) => {
    await queries.replaceStatistics(
      tx,
      scope,
      statistics.map(({ basis, key, summary }) => ({ organization_id: organizationId, basis, group_key: key, ...summary })),
    );
    await queries.replacePredictions(tx, scope, predictions);
    await queries.saveProgress(tx, organizationId, { statisticsAt: now, shipmentsSeenUntil: now });
  });
}

/** Predicts again the shipments changed since the last run; those no longer under way lose their prediction. */
async function followChanges(db: Database, organizationId: number, seenUntil: Date, now: Date) {
  const scope = systemScope(organizationId);
  const changed = await queries.shipmentsChangedSince(db, scope, new Date(seenUntil.getTime() - CHANGE_OVERLAP_MS), CHANGES_PER_RUN);
  if (changed.length === 0) return;
  const underWay = changed.filter((row) => (UNDER_WAY_STATUSES as readonly string[]).includes(row.status));
  const stored = await queries.statisticsOf(db, scope);
  const statistics = stored.map((row) => ({ basis: row.basis, key: row.group_key, summary: row }));
  const predictions = predictionsOf(organizationId, underWay, statistics);
  const predicted = new Set(predictions.map((row) => row.consignment_id));
  const capped = changed.length === CHANGES_PER_RUN;
  await db.transaction(async (tx) => {
    await queries.deletePredictions(
      tx,
      changed.filter((row) => !predicted.has(row.id)).map((row) => row.id),
    );
    await queries.savePredictions(tx, predictions);
    await queries.saveProgress(tx, organizationId, { shipmentsSeenUntil: capped ? changed.at(-1)!.updatedAt : now });
  });
}

/**
 * The minute job: per organization, learns the statistics again when an hour has passed and
 * deliveries changed (at once the first time), else predicts the shipments changed since the last
 * run. Reads go through indexes on changes and deliveries, never a scan of every shipment.
 */
export async function refreshDeliveryPredictions(db: Database, now = new Date()) {
  for (const organization of await queries.progressOfOrganizations(db)) {
    const { organizationId, statisticsAt, shipmentsSeenUntil } = organization;
    const learn =
      statisticsAt === null ||
      shipmentsSeenUntil === null ||
      (now.getTime() - statisticsAt.getTime() >= LEARN_EVERY_MS &&
        (await queries.deliveriesChangedSince(db, systemScope(organizationId), statisticsAt)));
    if (learn) await learnOrganization(db, organizationId, now);
    else await followChanges(db, organizationId, shipmentsSeenUntil, now);
  }
}
