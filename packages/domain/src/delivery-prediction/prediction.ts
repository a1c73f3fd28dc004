import { PREDICTION_BASES, type PredictionBasis, type TransitUnit } from '@freight/contracts';
import { addTransitDays, summarizeTransits, type TransitSample, type TransitSummary } from './transit';

/** Fewer delivered shipments than this in a group say too little; the prediction falls back to a wider group. */
export const MIN_PREDICTION_SHIPMENTS = 5;

/** Where a shipment goes: country and postcode. */
export interface LanePlace {
  country: string | null;
  postcode: string | null;
}

/** What groups a shipment with others of its organization. */
export interface PredictionSubject {
  carrierId: number | null;
  serviceId: number | null;
  mode: string | null;
  from: LanePlace;
  to: LanePlace;
}

/** A postcode's area: its first two letters or digits, e.g. 41 for Göteborg 417 55 or M1 for Manchester. */
export function postcodeArea(postcode: string | null): string | null {
  const area = (postcode ?? '')
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return area.length === 2 ? area : null;
}

const countryOf = (place: LanePlace) => place.country?.trim().toUpperCase() || null;

/** The groups a shipment belongs to, narrowest first, each with a key; a group missing a part is left out. */
export function predictionGroups(subject: PredictionSubject): { basis: PredictionBasis; key: string }[] {
  const fromCountry = countryOf(subject.from);
  const toCountry = countryOf(subject.to);
  if (!fromCountry || !toCountry) return [];
  const fromArea = postcodeArea(subject.from.postcode);
  const toArea = postcodeArea(subject.to.postcode);
  const lane = fromArea && toArea ? `${fromCountry}-${fromArea}>${toCountry}-${toArea}` : null;
  const countries = `${fromCountry}>${toCountry}`;
  const keys: Record<PredictionBasis, string | null> = {
    service_lane: subject.serviceId !== null && lane ? `${subject.serviceId}|${lane}` : null,
    carrier_lane: subject.carrierId !== null && lane ? `${subject.carrierId}|${lane}` : null,
    carrier_countries: subject.carrierId !== null ? `${subject.carrierId}|${countries}` : null,
    mode_countries: subject.mode ? `${subject.mode}|${countries}` : null,
  };
  return PREDICTION_BASES.flatMap((basis) => (keys[basis] ? [{ basis, key: keys[basis] }] : []));
}

export interface PredictedDelivery {
  date: string;
  earliest: string;
  latest: string;
  unit: TransitUnit;
  basis: PredictionBasis;
  shipments: number;
}

/**
 * The delivery day of a shipment whose transit began on `start`, from the narrowest of its groups
 * with enough history; null when none has. The interval is widened to whole days, never narrowed.
 */
export function predictDelivery(
  start: string,
  groups: readonly { basis: PredictionBasis; key: string }[],
  statistics: (basis: PredictionBasis, key: string) => TransitSummary | undefined,
): PredictedDelivery | null {
  for (const { basis, key } of groups) {
    const summary = statistics(basis, key);
    if (!summary || summary.shipments < MIN_PREDICTION_SHIPMENTS) continue;
    return {
      date: addTransitDays(start, Math.round(summary.median), summary.unit),
      earliest: addTransitDays(start, Math.floor(summary.low), summary.unit),
      latest: addTransitDays(start, Math.ceil(summary.high), summary.unit),
      unit: summary.unit,
      basis,
      shipments: summary.shipments,
    };
  }
  return null;
}

/**
 * A prediction as it stands on `today`: a shipment still under way after its predicted days has
 * not arrived on them, so none of its days is shown in the past.
 */
export function predictionAsOf<T extends Pick<PredictedDelivery, 'date' | 'earliest' | 'latest'>>(prediction: T, today: string): T {
  const notBefore = (day: string) => (day < today ? today : day);
  return {
    ...prediction,
    date: notBefore(prediction.date),
    earliest: notBefore(prediction.earliest),
    latest: notBefore(prediction.latest),
  };
}

/** Later than promised: the predicted day falls after the promised one. Without a promise nothing is late. */
export const isProbablyLate = (predicted: string, promised: string | null) => promised !== null && predicted > promised;

export interface GroupStatistics {
  basis: PredictionBasis;
  key: string;
  summary: TransitSummary;
}

/** Transit statistics of every group with enough delivered shipments to predict from. */
export function learnTransitStatistics(history: readonly (PredictionSubject & TransitSample)[]): GroupStatistics[] {
  const groups = new Map<string, { basis: PredictionBasis; key: string; samples: TransitSample[] }>();
  for (const shipment of history) {
    for (const { basis, key } of predictionGroups(shipment)) {
      const name = `${basis} ${key}`;
      const group = groups.get(name) ?? { basis, key, samples: [] };
      group.samples.push(shipment);
      groups.set(name, group);
    }
  }
  return [...groups.values()].flatMap(({ basis, key, samples }) => {
    const summary = samples.length >= MIN_PREDICTION_SHIPMENTS ? summarizeTransits(samples) : null;
    return summary ? [{ basis, key, summary }] : [];
  });
}

/** Looks statistics up by group for `predictDelivery`. */
export function statisticsLookup(statistics: readonly GroupStatistics[]) {
  const byName = new Map(statistics.map((entry) => [`${entry.basis} ${entry.key}`, entry.summary]));
  return (basis: PredictionBasis, key: string) => byName.get(`${basis} ${key}`);
}
