import type { ConsignmentStatus, TImportRow } from '@freight/contracts';
import { CONSIGNMENT_STATUSES, IMPORT_RULE_FIELDS } from '@freight/contracts';

type RuleField = (typeof IMPORT_RULE_FIELDS)[number];

export interface ImportRule {
  kind: 'site' | 'direction' | 'sharing';
  field: string;
  operator: 'equals' | 'contains' | 'starts_with';
  value: string;
  site_id: number | null;
  direction: 'inbound' | 'outbound' | null;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('sv');

export function ruleMatches(rule: Pick<ImportRule, 'field' | 'operator' | 'value'>, row: Partial<TImportRow>): boolean {
  if (!(IMPORT_RULE_FIELDS as readonly string[]).includes(rule.field)) return false;
  const actual = row[rule.field as RuleField];
  if (actual === null || actual === undefined) return false;
  const text = fold(String(actual));
  const wanted = fold(rule.value);
  switch (rule.operator) {
    case 'equals':
      return text === wanted;
    case 'contains':
      return text.includes(wanted);
    case 'starts_with':
      return text.startsWith(wanted);
  }
}

/** The first rule of a kind that matches, rules being in priority order. */
export function firstMatch(rules: ImportRule[], kind: ImportRule['kind'], row: Partial<TImportRow>) {
  return rules.find((rule) => rule.kind === kind && ruleMatches(rule, row));
}

export interface CarrierCatalogue {
  carriers: { id: number; name: string }[];
  detectors: { carrier_id: number; pattern: string; match: 'exact' | 'contains' }[];
}

/**
 * Recognises a carrier in a raw name: its own name first, then exact detectors, then the
 * longest 'contains' pattern, so 'DHL Freight Sweden' finds DHL Freight rather than DHL.
 */
export function detectCarrier(rawName: string, catalogue: CarrierCatalogue): number | null {
  const name = fold(rawName);
  const own = catalogue.carriers.find((carrier) => fold(carrier.name) === name);
  if (own) return own.id;
  const exact = catalogue.detectors.find((detector) => detector.match === 'exact' && fold(detector.pattern) === name);
  if (exact) return exact.carrier_id;
  const containing = catalogue.detectors
    .filter((detector) => detector.match === 'contains' && name.includes(fold(detector.pattern)))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  return containing[0]?.carrier_id ?? null;
}

export interface DictionaryEntry {
  carrier_id: number | null;
  code: string;
  status: string;
  is_exception: boolean;
  exception_type?: string | null;
}

/** A carrier's status code in normalized form: that carrier's mapping first, then the general one. */
export function mapStatusCode(
  code: string,
  carrierId: number | null,
  dictionary: DictionaryEntry[],
): { status: ConsignmentStatus; isException: boolean; exceptionType: string | null } | null {
  const wanted = fold(code);
  const entry =
    dictionary.find((candidate) => carrierId !== null && candidate.carrier_id === carrierId && fold(candidate.code) === wanted) ??
    dictionary.find((candidate) => candidate.carrier_id === null && fold(candidate.code) === wanted);
  if (!entry || !(CONSIGNMENT_STATUSES as readonly string[]).includes(entry.status)) return null;
  const isException = entry.is_exception || entry.status === 'EXCEPTION';
  return { status: entry.status as ConsignmentStatus, isException, exceptionType: isException ? (entry.exception_type ?? null) : null };
}
