import {
  IMPORT_ROWS_MAX,
  ZImportRow,
  type ConsignmentStatus,
  type TImportResult,
  type TImportRow,
} from '@freight/contracts';
import type { consignmentEvents, consignments } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { UnauthorizedError, ValidationError, type FieldMessage } from '../../platform/errors';
import { readUploadedFile, type UploadedFile } from '../../platform/form-body';
import type { RequestContext, SignedInContext } from '../../platform/request-context';
import { openException } from '../exceptions';
import { detectCarrier, firstMatch, mapStatusCode, ruleMatches, type ImportRule } from './import-rules';
import * as queries from './imports.queries';
import { readSpreadsheet, type SheetRow } from '../../platform/spreadsheet';

export interface ImportRequest {
  organizationId: number;
  source: 'upload' | 'api' | 'integration' | 'sftp';
  filename?: string;
  userId?: number;
  /** The importing user's only site, used when neither a site key nor a rule places a row. */
  defaultSiteId?: number;
}

interface PlacedRow {
  line: number;
  row: TImportRow;
  siteId: number;
  direction: 'inbound' | 'outbound';
  carrierId: number | null;
  serviceId: number | null;
  mapped: ReturnType<typeof mapStatusCode>;
}

type ConsignmentValues = typeof consignments.$inferInsert;

const SHIPMENT_FIELDS = [
  'transport_mode', 'consignor_name', 'consignor_address', 'consignor_zip', 'consignor_city', 'consignor_countrycode',
  'consignee_name', 'consignee_address', 'consignee_zip', 'consignee_city', 'consignee_countrycode', 'total_weight',
  'total_volume', 'waybill_number', 'container_number', 'consignor_reference', 'consignee_reference',
  'purchase_order_number', 'sales_order_number', 'project_number', 'booked_at', 'pickup_at', 'eta_at', 'delivered_at',
] as const;

/** Only what the row says: an update never blanks a field the source left out. */
function shipmentValues(placed: PlacedRow): Partial<ConsignmentValues> {
  const { row } = placed;
  const values: Partial<ConsignmentValues> = {};
  for (const field of SHIPMENT_FIELDS) {
    const value = row[field];
    if (value !== null && value !== undefined) Object.assign(values, { [field]: value });
  }
  for (const field of ['consignor_countrycode', 'consignee_countrycode'] as const) {
    if (values[field]) values[field] = values[field].toUpperCase();
  }
  if (row.packages !== null && row.packages !== undefined) values.packages = Math.round(row.packages);
  if (row.carrier) values.carrier_name = row.carrier;
  if (placed.carrierId !== null) values.carrier_id = placed.carrierId;
  if (placed.serviceId !== null) values.carrier_service_id = placed.serviceId;
  const hasEvent = Boolean(row.event_time);
  if (!hasEvent && (row.status || placed.mapped)) {
    values.status = row.status ?? placed.mapped!.status;
    if (row.status_code) values.status_raw = row.status_code;
  }
  return values;
}

function eventOf(placed: PlacedRow, consignmentId: number, organizationId: number, source: ImportRequest['source']): typeof consignmentEvents.$inferInsert | null {
  const { row } = placed;
  if (!row.event_time || !(row.status_code || row.status || row.event_description)) return null;
  const status = row.status ?? placed.mapped?.status ?? null;
  const code = row.status_code ?? row.status ?? '';
  return {
    organization_id: organizationId,
    consignment_id: consignmentId,
    occurred_at: row.event_time,
    status_code: row.status_code ?? null,
    status,
    description: row.event_description ?? null,
    city: row.event_city ?? null,
    countrycode: row.event_countrycode?.toUpperCase() ?? null,
    source: source === 'integration' ? 'api' : 'import',
    // The same event sent twice carries the same code, time and place.
    dedupe_key: `${code}|${row.event_time.toISOString()}|${row.event_city ?? ''}`.toLowerCase(),
  };
}

/**
 * Imports shipments and their tracking events. Every row is checked first; if any is wrong the
 * import stops with each wrong row's reason and nothing is written. Otherwise it lands in one
 * transaction: shipments are created or updated by their number, events appended once.
 */
export async function importShipments(deps: AppDeps, request: ImportRequest, rawRows: SheetRow[]): Promise<TImportResult> {
  if (rawRows.length === 0) throw new ValidationError({ rows: ['validation.import_empty'] });
  if (rawRows.length > IMPORT_ROWS_MAX) {
    throw new ValidationError({ rows: [{ key: 'validation.too_big', params: { maximum: IMPORT_ROWS_MAX } }] });
  }
  const [siteRows, ruleRows, catalogue, dictionary] = await Promise.all([
    queries.findSitesByKey(deps.db, request.organizationId),
    queries.findRules(deps.db, request.organizationId),
    queries.findCarrierCatalogue(deps.db),
    queries.findStatusDictionary(deps.db),
  ]);
  const siteByKey = new Map(siteRows.map((site) => [site.key.toLowerCase(), site.id]));
  const rules = ruleRows as ImportRule[];
  const numbers = rawRows.flatMap(({ values }) => (values.shipment_number ? [String(values.shipment_number).trim()] : []));
  const known = new Map(
    (await queries.findExisting(deps.db, request.organizationId, [...new Set(numbers)])).map((row) => [row.external_key!, row.site_id]),
  );

  const errors: Record<string, FieldMessage[]> = {};
  const placed: PlacedRow[] = [];
  const unmatched = new Set<string>();
  for (const { line, values } of rawRows) {
    const parsed = ZImportRow.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        (errors[`rows.${line}.${issue.path.join('.') || 'row'}`] ??= []).push(
          issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
        );
      }
      continue;
    }
    const row = parsed.data;
    // A known shipment stays on its site; a new one goes by its key, the site rules, or the default.
    const siteId = row.site_key
      ? siteByKey.get(row.site_key.toLowerCase())
      : (known.get(row.shipment_number) ?? firstMatch(rules, 'site', row)?.site_id ?? request.defaultSiteId ?? undefined);
    if (!siteId) {
      (errors[`rows.${line}.site_key`] ??= []).push(row.site_key ? 'validation.import_unknown_site' : 'validation.import_no_site');
      continue;
    }
    const carrierId = row.carrier ? detectCarrier(row.carrier, catalogue) : null;
    if (row.carrier && carrierId === null) unmatched.add(row.carrier);
    const service =
      carrierId !== null && row.carrier_service
        ? catalogue.services.find(
            (candidate) =>
              candidate.carrierId === carrierId &&
              [candidate.name.toLowerCase(), candidate.code.toLowerCase()].includes(row.carrier_service!.toLowerCase()),
          )
        : undefined;
    placed.push({
      line,
      row,
      siteId,
      direction: row.direction ?? firstMatch(rules, 'direction', row)?.direction ?? 'outbound',
      carrierId,
      serviceId: service?.id ?? null,
      mapped: row.status_code ? mapStatusCode(row.status_code, carrierId, dictionary) : null,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'validation.import_rejected', { rows: Object.keys(errors).length });

  return deps.db.transaction(async (tx) => {
    const existing = await queries.findExisting(tx, request.organizationId, [...new Set(placed.map((entry) => entry.row.shipment_number))]);
    const idByNumber = new Map(existing.map((row) => [row.external_key!, row.id]));
    const touched = new Set<number>();
    let created = 0;
    let updated = 0;
    let eventsAdded = 0;
    let eventsTotal = 0;
    for (const entry of placed) {
      const number = entry.row.shipment_number;
      const values = shipmentValues(entry);
      let id = idByNumber.get(number);
      if (id === undefined) {
        id = await queries.insertConsignment(tx, {
          ...values,
          organization_id: request.organizationId,
          site_id: entry.siteId,
          shipment_number: number,
          external_key: number,
          source: request.source === 'upload' || request.source === 'sftp' ? 'import' : 'api',
          direction: entry.direction,
        });
        idByNumber.set(number, id);
        created += 1;
      } else {
        await queries.updateConsignment(tx, id, values);
        if (!touched.has(id)) updated += 1;
      }
      touched.add(id);
      const shareWith = rules
        .filter((rule) => rule.kind === 'sharing' && rule.site_id !== null && rule.site_id !== entry.siteId && ruleMatches(rule, entry.row))
        .map((rule) => rule.site_id!);
      await queries.shareWithSites(tx, request.organizationId, id, [...new Set(shareWith)]);
      const event = eventOf(entry, id, request.organizationId, request.source);
      if (event) {
        eventsTotal += 1;
        const eventId = await queries.insertEvent(tx, event);
        if (eventId !== null) {
          eventsAdded += 1;
          // An event the dictionary calls an exception opens one on the shipment.
          if (entry.mapped?.isException || entry.row.status === 'EXCEPTION') {
            await openException(tx, {
              organizationId: request.organizationId,
              consignmentId: id,
              type: entry.mapped?.exceptionType ?? 'OTHER',
              description: entry.row.event_description ?? entry.row.status_code ?? null,
              eventId,
            });
          }
        }
      }
    }
    // A shipment's status follows its newest event; an exception stays open until resolved.
    for (const latest of await queries.latestStatusEvents(tx, [...touched])) {
      const status = latest.status as ConsignmentStatus;
      await queries.updateConsignment(tx, latest.consignmentId, {
        status,
        status_raw: latest.code,
        ...(status === 'DELIVERED' ? { delivered_at: latest.occurredAt } : {}),
      });
    }
    const unmatchedCarriers = [...unmatched].sort();
    await queries.recordUnmatchedCarriers(tx, unmatchedCarriers);
    const id = await queries.insertImportLog(tx, {
      organization_id: request.organizationId,
      source: request.source,
      filename: request.filename ?? null,
      created_by_user_id: request.userId ?? null,
      rows: placed.length,
      created,
      updated,
      events_added: eventsAdded,
      events_duplicate: eventsTotal - eventsAdded,
      unmatched_carriers: unmatchedCarriers,
    });
    return { id, rows: placed.length, created, updated, events_added: eventsAdded, events_duplicate: eventsTotal - eventsAdded, unmatched_carriers: unmatchedCarriers };
  });
}

/** A signed-in admin imports into their organization; a single acting site is the fallback site. */
export function importAsUser(deps: AppDeps, ctx: SignedInContext, source: 'api' | 'upload', rows: SheetRow[], filename?: string) {
  const { actor } = ctx;
  const organizationId = actor.actingOrganizationIds.length === 1 ? actor.actingOrganizationIds[0]! : actor.organizationId;
  return importShipments(
    deps,
    {
      organizationId,
      source,
      filename,
      userId: actor.userId,
      defaultSiteId: actor.siteIds.length === 1 ? actor.siteIds[0] : undefined,
    },
    rows,
  );
}

export async function importUpload(deps: AppDeps, ctx: SignedInContext, file: UploadedFile) {
  const rows = await readSpreadsheet({ filename: file.filename, data: await readUploadedFile(file) });
  return importAsUser(deps, ctx, 'upload', rows, file.filename);
}

/** A carrier or integrator pushes with an organization's API key. */
export function importForIntegration(deps: AppDeps, ctx: RequestContext, rows: SheetRow[]) {
  if (!ctx.integration) throw new UnauthorizedError();
  return importShipments(deps, { organizationId: ctx.integration.organizationId, source: 'integration' }, rows);
}
