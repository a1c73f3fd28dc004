import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_ROWS_MAX, ZImportRow, type TImportResult, type TImportRow } from '@freight/contracts';
import type { consignmentEvents } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { UnauthorizedError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import type { RequestContext, SignedInContext } from '../../platform/request-context';
import { readSpreadsheet, type SheetRow } from '../../platform/spreadsheet';
import { feedScope, scopeOf, type Scope } from '../../platform/tenancy';
import { openException } from '../exceptions';
import { shipmentChangeEvents } from '../consignments';
import { deliverSoon, recordEvents } from '../notifications';
import { changesEmissionInputs, recordShipmentEmissions } from '../emissions';
import { detectCarrier, firstMatch, mapStatusCode, ruleMatches, type ImportRule } from './import-rules';
import * as queries from './imports.queries';
import type { ConsignmentChanges } from './imports.queries';
import { linkShipmentsByOrderNumber } from '../purchase';

export interface ImportRequest {
  organizationId: number;
  /** Who imports: rows land only on, and change only shipments of, the sites this allows. */
  scope: Scope;
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

/** One shipment of an import: all the rows naming its number, in file order. */
interface ShipmentPlan {
  number: string;
  id: number | undefined;
  siteId: number;
  direction: 'inbound' | 'outbound';
  values: ConsignmentChanges;
  shareWith: Set<number>;
}

/** Columns whose cells mean a number; every other column is read as the text its cell shows. */
const NUMBER_COLUMNS = new Set(['total_weight', 'total_volume', 'packages']);

/**
 * How long the import works through rows before it lets other requests in: a budget of time, not
 * of rows, so a busy machine (where each row takes longer) does not make other requests wait longer.
 */
const TURN_MS = 3;

/** A sheet row as the import reads it: an .xlsx number cell in a text column is the text it shows. */
function rowInput({ values, shown }: SheetRow): Record<string, unknown> {
  if (!shown) return values;
  const input = { ...values };
  for (const [column, text] of Object.entries(shown)) if (!NUMBER_COLUMNS.has(column)) input[column] = text;
  return input;
}

/** Only what the row says: an update never blanks a field the source left out. */
function shipmentValues(placed: PlacedRow): ConsignmentChanges {
  const { row } = placed;
  const values: ConsignmentChanges = {};
  for (const field of queries.FIELDS_AS_GIVEN) {
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

type EventValues = Omit<typeof consignmentEvents.$inferInsert, 'consignment_id'>;

function eventOf(placed: PlacedRow, organizationId: number, source: ImportRequest['source']): EventValues | null {
  const { row } = placed;
  if (!row.event_time || !(row.status_code || row.status || row.event_description)) return null;
  const status = row.status ?? placed.mapped?.status ?? null;
  const code = row.status_code ?? row.status ?? '';
  return {
    organization_id: organizationId,
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

/** Goes through many rows a few milliseconds at a time, letting other requests in between. */
async function inTurns<T>(items: readonly T[], visit: (item: T) => void) {
  let turnStarted = performance.now();
  for (const item of items) {
    visit(item);
    if (performance.now() - turnStarted >= TURN_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
}

/** A refused import's errors, in the order of the file's rows. */
function rejected(errors: Record<string, FieldMessage[]>) {
  const line = (key: string) => Number(key.split('.')[1]);
  const ordered = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => line(a) - line(b)));
  return new ValidationError(ordered, 'validation.import_rejected', { rows: Object.keys(errors).length });
}

/** Checks every row against the import's columns. */
async function parseRows(rawRows: SheetRow[], errors: Record<string, FieldMessage[]>) {
  const parsed: { line: number; row: TImportRow }[] = [];
  await inTurns(rawRows, (raw) => {
    const result = ZImportRow.safeParse(rowInput(raw));
    if (result.success) {
      parsed.push({ line: raw.line, row: result.data });
      return;
    }
    for (const issue of result.error.issues) {
      (errors[`rows.${raw.line}.${issue.path.join('.') || 'row'}`] ??= []).push(
        issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      );
    }
  });
  return parsed;
}

/**
 * Imports shipments and their tracking events. Every row is checked first; if any is wrong the
 * import stops with each wrong row's reason and nothing is written. Otherwise it lands in one
 * transaction: shipments are created or updated by their number, events appended once. Rows
 * land only on the sites the importer may write to, and change only shipments there.
 */
export async function importShipments(deps: AppDeps, request: ImportRequest, rawRows: SheetRow[]): Promise<TImportResult> {
  if (rawRows.length === 0) throw new ValidationError({ rows: ['validation.import_empty'] });
  if (rawRows.length > IMPORT_ROWS_MAX) {
    throw new ValidationError({ rows: [{ key: 'validation.too_big', params: { maximum: IMPORT_ROWS_MAX } }] });
  }
  const [ruleRows, catalogue, dictionary] = await Promise.all([
    queries.findRules(deps.db, request.organizationId),
    queries.findCarrierCatalogue(deps.db),
    queries.findStatusDictionary(deps.db),
  ]);
  const rules = ruleRows as ImportRule[];
  const errors: Record<string, FieldMessage[]> = {};
  const parsed = await parseRows(rawRows, errors);

  const result = await deps.db.transaction(async (tx) => {
    await queries.lockOrganizationImports(tx, request.organizationId);
    const siteRows = await queries.findSitesByKey(tx, request.organizationId, request.scope);
    const shipmentNumbers = [...new Set(parsed.map(({ row }) => row.shipment_number))];
    const existing = await queries.findExisting(tx, request.organizationId, shipmentNumbers, request.scope);
    const siteByKey = new Map(siteRows.map((site) => [site.key.toLowerCase(), site.id]));
    const writableSites = new Set(siteRows.map((site) => site.id));
    const known = new Map(existing.map((row) => [row.external_key!, row]));

    const placed: PlacedRow[] = [];
    const unmatched = new Set<string>();
    await inTurns(parsed, ({ line, row }) => {
      const shipment = known.get(row.shipment_number);
      // The number is the organization's: a shipment of a site the importer may not write to
      // can be neither changed nor created beside it.
      if (shipment && !shipment.writable) {
        (errors[`rows.${line}.shipment_number`] ??= []).push('validation.import_number_taken');
        return;
      }
      // A known shipment stays on its site; a new one goes by its key, the site rules, or the default.
      const ruleSite = row.site_key || shipment ? undefined : firstMatch(rules, 'site', row)?.site_id;
      if (ruleSite !== undefined && ruleSite !== null && !writableSites.has(ruleSite)) {
        (errors[`rows.${line}.site_key`] ??= []).push('validation.import_rule_site_not_writable');
        return;
      }
      // A site key outside the importer's reach reads as unknown, so the site's existence does not show.
      const siteId = row.site_key
        ? siteByKey.get(row.site_key.toLowerCase())
        : (shipment?.site_id ?? ruleSite ?? request.defaultSiteId ?? undefined);
      if (!siteId) {
        (errors[`rows.${line}.site_key`] ??= []).push(row.site_key ? 'validation.import_unknown_site' : 'validation.import_no_site');
        return;
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
    });
    if (Object.keys(errors).length > 0) throw rejected(errors);

    // Rows naming one number become one shipment, each row's values over the ones before.
    const plans = new Map<string, ShipmentPlan>();
    await inTurns(placed, (entry) => {
      const number = entry.row.shipment_number;
      const shipment = known.get(number);
      let plan = plans.get(number);
      if (!plan) {
        plan = {
          number,
          id: shipment?.id,
          siteId: shipment?.site_id ?? entry.siteId,
          direction: entry.direction,
          values: {},
          shareWith: new Set(),
        };
        plans.set(number, plan);
      }
      Object.assign(plan.values, shipmentValues(entry));
      for (const rule of rules) {
        if (rule.kind === 'sharing' && rule.site_id !== null && rule.site_id !== plan.siteId && ruleMatches(rule, entry.row))
          plan.shareWith.add(rule.site_id);
      }
    });
    // The same event twice in one file is stored once, like an event imported before.
    const events = new Map<string, { entry: PlacedRow; plan: ShipmentPlan; event: EventValues }>();
    let eventsTotal = 0;
    await inTurns(placed, (entry) => {
      const event = eventOf(entry, request.organizationId, request.source);
      if (!event) return;
      eventsTotal += 1;
      const key = `${entry.row.shipment_number}|${event.dedupe_key}`;
      if (!events.has(key)) events.set(key, { entry, plan: plans.get(entry.row.shipment_number)!, event });
    });

    // A new shipment's status follows its newest event, as a stored one's does in updateConsignments.
    const fresh = [...plans.values()].filter((plan) => plan.id === undefined);
    const changed = [...plans.values()].filter((plan) => plan.id !== undefined);
    const latest = new Map<ShipmentPlan, EventValues>();
    await inTurns([...events.values()], ({ plan, event }) => {
      const newest = latest.get(plan);
      if (plan.id === undefined && event.status && (!newest || event.occurred_at >= newest.occurred_at)) latest.set(plan, event);
    });
    const source = request.source === 'upload' || request.source === 'sftp' ? 'import' : 'api';
    const freshRows: Parameters<typeof queries.insertConsignments>[1] = [];
    await inTurns(fresh, (plan) => {
      const newest = latest.get(plan);
      freshRows.push({
        ...plan.values,
        organization_id: request.organizationId,
        site_id: plan.siteId,
        shipment_number: plan.number,
        external_key: plan.number,
        source,
        direction: plan.direction,
        status: newest?.status ?? plan.values.status ?? 'NOT_CONFIRMED',
        status_raw: newest ? (newest.status_code ?? null) : plan.values.status_raw,
        delivered_at: newest?.status === 'DELIVERED' ? newest.occurred_at : plan.values.delivered_at,
      });
    });
    const inserted = await queries.insertConsignments(tx, freshRows);
    const idByNumber = new Map(inserted.map((row) => [row.external_key, row.id]));
    for (const plan of fresh) plan.id = idByNumber.get(plan.number);
    // A new shipment naming a purchase order carries that order's open lines.
    await linkShipmentsByOrderNumber(
      tx,
      request.organizationId,
      fresh.map((plan) => ({ id: plan.id!, purchase_order_number: plan.values.purchase_order_number })),
    );

    const stored = new Map<string, PlacedRow>();
    const eventRows: Parameters<typeof queries.insertEvents>[1] = [];
    await inTurns([...events.values()], ({ entry, plan, event }) => {
      stored.set(`${plan.id!}|${event.dedupe_key}`, entry);
      eventRows.push({ ...event, consignment_id: plan.id! });
    });
    const added = await queries.insertEvents(tx, eventRows);
    const before = new Map(
      (
        await queries.findNotifiedFields(
          tx,
          changed.map((plan) => plan.id!),
        )
      ).map((row) => [row.id, row]),
    );
    await queries.updateConsignments(
      tx,
      changed.map((plan) => ({ id: plan.id!, values: plan.values })),
    );
    // Status and ETA changes are told of as a change by hand is; new shipments are news to nobody yet.
    const after = await queries.findNotifiedFields(tx, [...before.keys()]);
    await recordEvents(
      tx,
      after.flatMap((now) => {
        const then = before.get(now.id)!;
        return shipmentChangeEvents({
          organizationId: request.organizationId,
          shipmentId: now.id,
          uuid: now.uuid,
          number: now.number,
          actorUserId: request.userId ?? null,
          before: then,
          after: now,
        });
      }),
    );
    // New shipments get their emissions, changed ones only when what they are calculated from changed.
    await recordShipmentEmissions(tx, [
      ...fresh.map((plan) => plan.id!),
      ...changed.filter((plan) => changesEmissionInputs(plan.values)).map((plan) => plan.id!),
    ]);
    for (const event of added) {
      const entry = stored.get(`${event.consignment_id}|${event.dedupe_key}`)!;
      // An event the dictionary calls an exception opens one on the shipment; it stays open until resolved.
      if (entry.mapped?.isException || entry.row.status === 'EXCEPTION') {
        await openException(tx, {
          organizationId: request.organizationId,
          consignmentId: event.consignment_id,
          type: entry.mapped?.exceptionType ?? 'OTHER',
          description: entry.row.event_description ?? entry.row.status_code ?? null,
          eventId: event.id,
        });
      }
    }
    await queries.shareMany(
      tx,
      request.organizationId,
      [...plans.values()].flatMap((plan) => [...plan.shareWith].map((siteId) => ({ consignmentId: plan.id!, siteId }))),
    );

    const unmatchedCarriers = [...unmatched].sort();
    await queries.recordUnmatchedCarriers(tx, unmatchedCarriers);
    const result = {
      rows: placed.length,
      created: fresh.length,
      updated: changed.length,
      events_added: added.length,
      events_duplicate: eventsTotal - added.length,
      unmatched_carriers: unmatchedCarriers,
    };
    const id = await queries.insertImportLog(tx, {
      organization_id: request.organizationId,
      source: request.source,
      filename: request.filename ?? null,
      created_by_user_id: request.userId ?? null,
      ...result,
    });
    return { id, ...result };
  });
  // Exceptions the import opened, status and ETA changes are told of by e-mail once the import has committed.
  deliverSoon(deps);
  return result;
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
      scope: scopeOf(ctx),
      userId: actor.userId,
      defaultSiteId: actor.siteIds.length === 1 ? actor.siteIds[0] : undefined,
    },
    rows,
  );
}

export async function importUpload(deps: AppDeps, ctx: SignedInContext, file: UploadedFile) {
  const rows = await readSpreadsheet(file);
  return importAsUser(deps, ctx, 'upload', rows, file.filename);
}

/** A carrier or integrator pushes with an organization's API key. */
export function importForIntegration(deps: AppDeps, ctx: RequestContext, rows: SheetRow[]) {
  if (!ctx.integration) throw new UnauthorizedError();
  const { organizationId } = ctx.integration;
  return importShipments(deps, { organizationId, scope: feedScope(organizationId), source: 'integration' }, rows);
}
