import {
  FREIGHT_INVOICE_COLUMNS,
  FREIGHT_INVOICE_LINES_MAX,
  INVOICE_SURCHARGE_TYPES,
  LOCALES,
  ZFreightInvoiceBody,
  ZFreightInvoiceLineBody,
  type FreightInvoiceColumn,
  type InvoiceSurchargeType,
  type Locale,
  type TFreightInvoiceBody,
  type TFreightInvoiceDecisionBody,
  type TFreightInvoiceImportResult,
  type TShipmentFreightInvoicesResponse,
} from '@freight/contracts';
import {
  checkInvoice,
  decideInvoice,
  formatMoney,
  minorUnitDigits,
  moneyFromMajor,
  STATUS_OF_ACTION,
  type InvoiceRuleConditions,
} from '@freight/domain';
import type { Executor } from '../../db/client';
import { deliverSoon, recordEvents, type NotificationEvent } from '../notifications';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, UnauthorizedError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { translate } from '../../platform/i18n';
import type { RequestContext, SignedInContext } from '../../platform/request-context';
import { plainScope, visibleConsignments } from '../../platform/shipment-scope';
import { feedScope, scopeOf, type Scope } from '../../platform/tenancy';
import { headerKey, importWorkbook, RowErrors } from '../../platform/workbook-import';
import * as queries from './freight-invoices.queries';
import * as ruleQueries from './invoice-rules.queries';

/*
 * Carriers' freight invoices: each invoiced shipment is checked against what was booked when the
 * invoice comes in, and the organization's ordered rules decide whether it is approved, held for
 * review or disputed. An invoice lands whole or not at all; the same carrier's invoice number
 * again is answered as it stands, never added twice.
 */

/** Where a refusal names a wrong value: an invoice's own field (line null) or a line's. */
interface Problems {
  add(line: number | null, column: FreightInvoiceColumn, message: FieldMessage): void;
  throwIfAny(): void;
}

interface DraftLine {
  line: number;
  shipmentNumber: string;
  surchargeType: InvoiceSurchargeType;
  /** Major units of the invoice's currency. */
  amount: number;
}

interface DraftInvoice {
  /** The line an invoice's own field is reported on; null for the body of an API call. */
  line: number | null;
  invoiceNumber: string;
  invoiceDate: string;
  carrier: string;
  currency: string;
  lines: DraftLine[];
}

interface Sender {
  scope: Scope;
  source: 'api' | 'upload' | 'integration';
  userId: number | null;
}

/** The surcharge types a booked price is made of: every quote has a freight and a fuel line. */
const ALWAYS_BOOKED: InvoiceSurchargeType[] = ['freight', 'fuel_surcharge'];

/** A quote line's type ('Road tax') as a surcharge type ('road_tax'). */
function surchargeTypeOf(label: string): InvoiceSurchargeType | null {
  const key = label.trim().toLowerCase().replace(/\s+/g, '_');
  return (INVOICE_SURCHARGE_TYPES as readonly string[]).includes(key) ? (key as InvoiceSurchargeType) : null;
}

async function bookedTypes(db: Executor, shipments: queries.InvoicedShipment[]) {
  const calculations = await queries.bookedCalculations(
    db,
    shipments.map((shipment) => shipment.id),
  );
  const types = new Map<number, InvoiceSurchargeType[]>();
  for (const shipment of shipments) {
    const calculation = calculations.find((row) => row.consignment_id === shipment.id);
    const quote = calculation?.response.quotes.find((candidate) => candidate.service.id === shipment.carrier_service_id);
    const quoted = (quote?.price.lines ?? [])
      .filter((line) => line.kind !== 'markup')
      .map((line) => surchargeTypeOf(line.type))
      .filter((type): type is InvoiceSurchargeType => type !== null);
    types.set(shipment.id, [...new Set([...ALWAYS_BOOKED, ...quoted])]);
  }
  return types;
}

const hasAtMostDigits = (amount: number, digits: number) => {
  const scaled = amount * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A stored rule as the domain's decision reads it. */
export const invoiceRuleConditions = (
  rule: Pick<
    ruleQueries.InvoiceRuleRow,
    'id' | 'carrier_id' | 'surcharge_type' | 'deviation_percent_above' | 'deviation_amount_above' | 'action'
  >,
): InvoiceRuleConditions => ({
  id: rule.id,
  carrierId: rule.carrier_id,
  surchargeType: rule.surcharge_type,
  deviationPercentAbove: rule.deviation_percent_above,
  deviationAmountAbove: rule.deviation_amount_above,
  action: rule.action,
});

/** Checks every invoice, refusing all of them with every wrong value named, then adds the new ones. */
async function receive(deps: AppDeps, sender: Sender, drafts: DraftInvoice[], problems: Problems): Promise<TFreightInvoiceImportResult> {
  const carriers = await queries.carriersByName(
    deps.db,
    drafts.map((draft) => draft.carrier),
  );
  const carrierOf = (name: string) => carriers.find((carrier) => carrier.name.toLowerCase() === name.toLowerCase()) ?? null;
  const shipments = await queries.shipmentsByNumber(
    deps.db,
    sender.scope,
    drafts.flatMap((draft) => draft.lines.map((line) => line.shipmentNumber)),
  );

  const resolved = drafts.map((draft) => {
    const carrier = carrierOf(draft.carrier);
    if (!carrier)
      problems.add(draft.line, 'carrier', { key: 'validation.freight_invoice_unknown_carrier', params: { carrier: draft.carrier } });
    const digits = minorUnitDigits(draft.currency);
    const lines = draft.lines.map((line) => {
      const matches = shipments.filter((shipment) => shipment.shipment_number === line.shipmentNumber);
      if (matches.length !== 1)
        problems.add(line.line, 'shipment_number', {
          key: 'validation.freight_invoice_unknown_shipment',
          params: { number: line.shipmentNumber },
        });
      if (!hasAtMostDigits(line.amount, digits))
        problems.add(line.line, 'amount', { key: 'validation.freight_invoice_decimals', params: { currency: draft.currency, digits } });
      return { ...line, shipment: matches.length === 1 ? matches[0]! : null };
    });
    const organizations = new Set(lines.flatMap((line) => (line.shipment ? [line.shipment.organization_id] : [])));
    if (organizations.size > 1) problems.add(draft.line, 'invoice_number', 'validation.freight_invoice_organizations');
    return { draft, carrier, lines, organizationId: [...organizations][0] ?? null };
  });
  problems.throwIfAny();

  const ready = resolved.map((invoice) => ({
    ...invoice,
    carrier: invoice.carrier!,
    organizationId: invoice.organizationId!,
    lines: invoice.lines.map((line) => ({ ...line, shipment: line.shipment! })),
  }));
  const organizationIds = [...new Set(ready.map((invoice) => invoice.organizationId))];
  const existing = await queries.existingInvoices(
    deps.db,
    organizationIds,
    ready.map((invoice) => ({ carrierId: invoice.carrier.id, number: invoice.draft.invoiceNumber })),
  );
  const existingOf = (invoice: (typeof ready)[number]) =>
    existing.find(
      (row) =>
        row.organization_id === invoice.organizationId &&
        row.carrier_id === invoice.carrier.id &&
        row.invoice_number.toLowerCase() === invoice.draft.invoiceNumber.toLowerCase(),
    ) ?? null;
  const rules = new Map(await Promise.all(organizationIds.map(async (id) => [id, await ruleQueries.listRules(deps.db, id)] as const)));
  const types = await bookedTypes(
    deps.db,
    ready.flatMap((invoice) => invoice.lines.map((line) => line.shipment)),
  );
  const siteUsers = await queries.usersOfSites(deps.db, [
    ...new Set(ready.flatMap((invoice) => invoice.lines.map((line) => line.shipment.site_id))),
  ]);

  const answered: { id: number; invoice: (typeof ready)[number]; created: boolean }[] = [];
  const seen = new Set<string>();
  await deps.db.transaction(async (tx) => {
    const events: NotificationEvent[] = [];
    for (const invoice of ready) {
      const key = `${invoice.organizationId}:${invoice.carrier.id}:${invoice.draft.invoiceNumber.toLowerCase()}`;
      const before = existingOf(invoice);
      if (before || seen.has(key)) {
        if (before) answered.push({ id: before.id, invoice, created: false });
        continue;
      }
      seen.add(key);
      const row = await queries.insertInvoice(tx, {
        organization_id: invoice.organizationId,
        carrier_id: invoice.carrier.id,
        invoice_number: invoice.draft.invoiceNumber,
        invoice_date: invoice.draft.invoiceDate,
        currency: invoice.draft.currency,
        source: sender.source,
        created_by_user_id: sender.userId,
      });
      // Sent twice at once: the other request added it.
      if (!row) continue;
      answered.push({ id: row.id, invoice, created: true });
      const currency = invoice.draft.currency;
      await queries.insertLines(
        tx,
        invoice.lines.map((line) => ({
          invoice_id: row.id,
          consignment_id: line.shipment.id,
          surcharge_type: line.surchargeType,
          amount: moneyFromMajor(line.amount, currency).amount,
        })),
      );
      const byShipment = new Map<number, typeof invoice.lines>();
      for (const line of invoice.lines) byShipment.set(line.shipment.id, [...(byShipment.get(line.shipment.id) ?? []), line]);
      const checks = [...byShipment.values()].map((lines) => {
        const shipment = lines[0]!.shipment;
        const booked =
          shipment.price_amount !== null && shipment.price_currency
            ? { amount: shipment.price_amount, currency: shipment.price_currency }
            : null;
        const check = checkInvoice({
          currency,
          lines: lines.map((line) => ({ surchargeType: line.surchargeType, amount: moneyFromMajor(line.amount, currency).amount })),
          booked,
          quotedAmount: shipment.quoted_price_amount,
          bookedTypes: types.get(shipment.id) ?? ALWAYS_BOOKED,
        });
        const organizationRules = rules.get(invoice.organizationId) ?? [];
        const comparable = booked && booked.currency === currency ? booked.amount : null;
        const decision = decideInvoice(
          organizationRules.map(invoiceRuleConditions),
          { carrierId: invoice.carrier.id, currency, bookedAmount: comparable },
          check,
        );
        const rule = organizationRules.find((candidate) => candidate.id === decision.ruleId) ?? null;
        const status = STATUS_OF_ACTION[decision.action];
        if (rule?.notify_site_users) {
          events.push({
            type: 'freight_invoice',
            organizationId: invoice.organizationId,
            userIds: siteUsers.filter((user) => user.site_id === shipment.site_id).map((user) => user.user_id),
            actorUserId: sender.userId,
            subject: {
              key: 'notifications.freight_invoice_subject',
              params: {
                invoice: invoice.draft.invoiceNumber,
                shipment: shipment.shipment_number,
                status: { key: `freight_invoices.status.${status}` },
              },
            },
            content: {
              key: 'notifications.freight_invoice_content',
              params: {
                carrier: invoice.carrier.name,
                invoiced: formatMoney(check.invoicedAmount, currency),
                booked: formatMoney(booked?.amount ?? null, booked?.currency ?? null),
                rule: rule.name,
              },
            },
            link: `/transport/shipments/${shipment.uuid}`,
          });
        }
        return {
          invoice_id: row.id,
          consignment_id: shipment.id,
          organization_id: invoice.organizationId,
          site_id: shipment.site_id,
          invoiced_amount: check.invoicedAmount,
          booked_amount: booked?.amount ?? null,
          booked_currency: booked?.currency ?? null,
          quoted_amount: shipment.quoted_price_amount,
          deviation_amount: check.deviationAmount,
          deviation_basis_points: check.deviationBasisPoints,
          unbooked_types: check.unbookedTypes,
          status,
          rule_id: rule?.id ?? null,
          rule_name: rule?.name ?? null,
          rule_action: rule?.action ?? null,
        };
      });
      await queries.insertChecks(tx, checks);
    }
    await recordEvents(tx, events);
  });
  deliverSoon(deps);

  const summaries = await queries.checkSummaries(
    deps.db,
    answered.map((entry) => entry.id),
  );
  return {
    invoices: answered.map(({ id, invoice, created }) => ({
      id,
      invoice_number: invoice.draft.invoiceNumber,
      carrier: invoice.carrier.name,
      created,
      shipments: summaries.filter((row) => row.invoice_id === id).map(({ shipment_number, status }) => ({ shipment_number, status })),
    })),
  };
}

/** Field errors of an API body: an invoice's own fields by name, a line's as `lines.<index>.<field>`. */
class BodyProblems implements Problems {
  readonly fields: Record<string, FieldMessage[]> = {};
  add(line: number | null, column: FreightInvoiceColumn, message: FieldMessage) {
    const field = line === null ? column : `lines.${line}.${column}`;
    (this.fields[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw new ValidationError(this.fields);
  }
}

const draftOf = (body: TFreightInvoiceBody): DraftInvoice => ({
  line: null,
  invoiceNumber: body.invoice_number,
  invoiceDate: body.invoice_date,
  carrier: body.carrier,
  currency: body.currency,
  lines: body.lines.map((line, index) => ({
    line: index,
    shipmentNumber: line.shipment_number,
    surchargeType: line.surcharge_type,
    amount: line.amount,
  })),
});

/** A carrier or integrator sends an invoice with an organization's API key. */
export function receiveFromIntegration(deps: AppDeps, ctx: RequestContext, body: TFreightInvoiceBody) {
  if (!ctx.integration) throw new UnauthorizedError();
  const { organizationId } = ctx.integration;
  return receive(deps, { scope: feedScope(organizationId), source: 'integration', userId: null }, [draftOf(body)], new BodyProblems());
}

export const INVOICE_WORKBOOK = importWorkbook<FreightInvoiceColumn>({
  columns: FREIGHT_INVOICE_COLUMNS,
  required: FREIGHT_INVOICE_COLUMNS,
  titleKey: (column) => `freight_invoices.column.${column}`,
  sheetKey: 'freight_invoices.sheet',
  kinds: { invoice_date: 'day', amount: 'number' },
});

export const invoiceTemplate = (locale: Locale) => INVOICE_WORKBOOK.template(locale);

/** Surcharge types by their key or their name in any of the portal's languages. */
const SURCHARGE_NAMES = new Map<string, InvoiceSurchargeType>(
  INVOICE_SURCHARGE_TYPES.flatMap((type) => [
    [headerKey(type), type] as const,
    ...LOCALES.map((locale) => [headerKey(translate(locale, `freight_invoices.surcharge.${type}`)), type] as const),
  ]),
);

const HEADER_FIELDS = ['invoice_date', 'currency'] as const;

/**
 * A workbook of invoice lines, uploaded by a person: rows with the same carrier and invoice number
 * make one invoice, whose date and currency may be given on any of its rows but never differently.
 */
export async function receiveUpload(deps: AppDeps, ctx: SignedInContext, file: UploadedFile) {
  const errors = new RowErrors();
  const rows = await INVOICE_WORKBOOK.readRows(file, ctx.locale, FREIGHT_INVOICE_LINES_MAX, errors);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${String(row.values.carrier ?? '').toLowerCase()}\u0000${String(row.values.invoice_number ?? '').toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const typeNames = INVOICE_SURCHARGE_TYPES.map((type) => translate(ctx.locale, `freight_invoices.surcharge.${type}`)).join(', ');
  const drafts: DraftInvoice[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const header: Record<string, string | number | undefined> = { ...first.values };
    for (const column of HEADER_FIELDS) {
      const given = group.find((row) => row.values[column] !== undefined);
      header[column] = given?.values[column];
      for (const row of group) {
        const value = row.values[column];
        if (value !== undefined && given && value !== given.values[column])
          errors.add(row.line, column, { key: 'validation.freight_invoice_differs', params: { row: given.line } });
      }
    }
    const headerInput = {
      invoice_number: header.invoice_number === undefined ? undefined : String(header.invoice_number),
      invoice_date: header.invoice_date,
      carrier: header.carrier === undefined ? undefined : String(header.carrier),
      currency: header.currency,
    };
    const parsedHeader = ZFreightInvoiceBody.omit({ lines: true }).safeParse(headerInput);
    if (!parsedHeader.success) errors.addIssues(first.line, parsedHeader.error.issues, headerInput);
    const lines: DraftLine[] = [];
    for (const row of group) {
      const typeText = row.values.surcharge_type;
      const surchargeType = typeText === undefined ? undefined : SURCHARGE_NAMES.get(headerKey(String(typeText)));
      if (typeText !== undefined && !surchargeType)
        errors.add(row.line, 'surcharge_type', { key: 'validation.freight_invoice_surcharge_type', params: { types: typeNames } });
      const input = {
        shipment_number: row.values.shipment_number === undefined ? undefined : String(row.values.shipment_number),
        // A type named wrongly is reported above; a stand-in lets the row's other cells be checked too.
        surcharge_type: surchargeType ?? (typeText === undefined ? undefined : 'other'),
        amount: row.values.amount,
      };
      const parsed = ZFreightInvoiceLineBody.safeParse(input);
      if (parsed.success)
        lines.push({
          line: row.line,
          shipmentNumber: parsed.data.shipment_number,
          surchargeType: parsed.data.surcharge_type,
          amount: parsed.data.amount,
        });
      else errors.addIssues(row.line, parsed.error.issues, input);
    }
    if (parsedHeader.success) drafts.push({ line: first.line, ...camel(parsedHeader.data), lines });
  }
  errors.throwIfAny();
  const problems: Problems = {
    add: (line, column, message) => errors.add(line ?? 0, column, message),
    throwIfAny: () => errors.throwIfAny(),
  };
  return receive(deps, { scope: scopeOf(ctx), source: 'upload', userId: ctx.actor.userId }, drafts, problems);
}

const camel = (header: Omit<TFreightInvoiceBody, 'lines'>) => ({
  invoiceNumber: header.invoice_number,
  invoiceDate: header.invoice_date,
  carrier: header.carrier,
  currency: header.currency,
});

/** The invoices of a shipment the user may see, with whether they may decide the held ones. */
export async function shipmentInvoices(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TShipmentFreightInvoicesResponse> {
  const shipment = await queries.findShipment(deps.db, uuid, visibleConsignments(ctx), plainScope(ctx));
  if (!shipment) throw new NotFoundError();
  const { checks, lines } = await queries.shipmentInvoices(deps.db, shipment.id);
  const permitted = ctx.actor.isGodUser || ctx.actor.permissions.has('transport.shipments.freight_invoices');
  return {
    can_decide: permitted && shipment.acting,
    data: checks.map(({ check, ...invoice }) => ({
      id: check.id,
      invoice_number: invoice.invoice_number,
      invoice_date: invoice.invoice_date,
      carrier_name: invoice.carrier_name,
      currency: invoice.currency,
      lines: lines.filter((line) => line.invoice_id === check.invoice_id).map(({ surcharge_type, amount }) => ({ surcharge_type, amount })),
      invoiced_amount: check.invoiced_amount,
      booked_amount: check.booked_amount,
      booked_currency: check.booked_currency,
      quoted_amount: check.quoted_amount,
      deviation_amount: check.deviation_amount,
      deviation_basis_points: check.deviation_basis_points,
      unbooked_types: check.unbooked_types,
      status: check.status,
      rule_name: check.rule_name,
      rule_action: check.rule_action,
      decided_by: invoice.decided_by,
      decided_at: check.decided_at?.toISOString() ?? null,
      comment: check.comment,
      received_at: check.created_at.toISOString(),
    })),
  };
}

/** A person approves or disputes a held invoice of a shipment of the sites they act as. */
export async function decide(deps: AppDeps, ctx: SignedInContext, uuid: string, checkId: number, body: TFreightInvoiceDecisionBody) {
  const shipment = await queries.findShipment(deps.db, uuid, plainScope(ctx), plainScope(ctx));
  if (!shipment) throw new NotFoundError();
  const check = await queries.findCheck(deps.db, checkId, shipment.id);
  if (!check) throw new NotFoundError();
  const decided = await queries.decideCheck(deps.db, check.id, {
    status: body.decision === 'approve' ? 'approved' : 'disputed',
    decided_by_user_id: ctx.actor.userId,
    decided_at: new Date(),
    comment: body.comment,
  });
  if (!decided) throw new ValidationError({ decision: ['validation.freight_invoice_not_held'] });
  return shipmentInvoices(deps, ctx, uuid);
}
