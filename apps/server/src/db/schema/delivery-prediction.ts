import { date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PredictionBasis, TransitUnit } from '@freight/contracts';
import { consignments } from './consignments';
import { organizations } from './organizations';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Transit of an organization's delivered shipments per group (service and lane, carrier and lane,
 * carrier and country pair, mode and country pair): what predictions read instead of the history.
 */
export const transitStatistics = pgTable(
  'transit_statistics',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    basis: text('basis').$type<PredictionBasis>().notNull(),
    group_key: text('group_key').notNull(),
    unit: text('unit').$type<TransitUnit>().notNull(),
    shipments: integer('shipments').notNull(),
    median: doublePrecision('median').notNull(),
    /** 10th percentile */
    low: doublePrecision('low').notNull(),
    /** 90th percentile */
    high: doublePrecision('high').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.basis, t.group_key] })],
);

/** The predicted delivery of a shipment under way; the list joins it and filters on it. */
export const deliveryPredictions = pgTable(
  'delivery_predictions',
  {
    consignment_id: integer('consignment_id')
      .primaryKey()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    predicted_on: date('predicted_on', { mode: 'string' }).notNull(),
    earliest_on: date('earliest_on', { mode: 'string' }).notNull(),
    latest_on: date('latest_on', { mode: 'string' }).notNull(),
    unit: text('unit').$type<TransitUnit>().notNull(),
    basis: text('basis').$type<PredictionBasis>().notNull(),
    shipments: integer('shipments').notNull(),
  },
  (t) => [index('delivery_predictions_organization_idx').on(t.organization_id)],
);

/** How far the predictions of an organization have read its shipments' changes. */
export const deliveryPredictionProgress = pgTable('delivery_prediction_progress', {
  organization_id: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** When the transit statistics were last learnt; null until they first are. */
  statistics_at: at('statistics_at'),
  /** Shipments changed up to this moment have their predictions. */
  shipments_seen_until: at('shipments_seen_until'),
});
