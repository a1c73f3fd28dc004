import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoiceRule, TShipmentFreightInvoicesResponse } from '@freight/contracts';
import { carriers, consignments } from '../../src/db/schema';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, type SignedInUser, type TestApp } from '../helpers/test-app';

let t: TestApp;
let orgAdmin: string;
let user: string;
let userAccount: SignedInUser;
let god: string;
let apiKey: string;
let demoOrganizationId: number;
let carrierName: string;
let carrierId: number;
/** SEK-priced shipments of the demo user's sites, by shipment number, with their booked price. */
let shipments: { uuid: string; number: string; price: number }[];
/** A shipment of the organization on a site the demo user does not act as. */
let elsewhere: { uuid: string; number: string };

const RULES = '/api/invoice-rules';

beforeAll(async () => {
  t = await createTestApp();
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  userAccount = signedIn.user;
  god = (await signIn(t.app, 'god@demo.example')).token;
  const organizations = await call(t.app, 'GET', '/api/organizations/active?pageSize=1000', { token: god });
  demoOrganizationId = (organizations.json().data as { id: number; name: string }[]).find((o) => o.name === 'Demo Organization')!.id;
  const key = await call(t.app, 'POST', '/api/consignment-imports/api-keys', { token: orgAdmin, body: { name: 'Carrier invoices' } });
  apiKey = key.json().data.key;

  const userSites = userAccount.sites.map((site) => site.id);
  const organizationId = userAccount.sites[0]!.organization_id;
  const db = t.database.db;
  const rows = await db
    .select({ uuid: consignments.uuid, number: consignments.shipment_number, price: consignments.price_amount, carrier: carriers })
    .from(consignments)
    .innerJoin(carriers, eq(carriers.id, consignments.carrier_id))
    .where(and(inArray(consignments.site_id, userSites), isNotNull(consignments.price_amount), eq(consignments.price_currency, 'SEK')))
    .orderBy(asc(consignments.id));
  // Shipments the demo data already invoiced are left to the demo.
  const fresh = rows.slice(10, 16);
  carrierName = fresh[0]!.carrier.name;
  carrierId = fresh[0]!.carrier.id;
  shipments = fresh.map((row) => ({ uuid: row.uuid, number: row.number, price: row.price! }));
  const [other] = await db
    .select({ uuid: consignments.uuid, number: consignments.shipment_number })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), notInArray(consignments.site_id, userSites)))
    .limit(1);
  elsewhere = other!;
});
afterAll(() => t.close());

const sek = (minor: number) => minor / 100;
const invoice = (number: string, lines: { shipment_number: string; surcharge_type: string; amount: number }[], over = {}) => ({
  invoice_number: number,
  invoice_date: '2026-11-20',
  carrier: carrierName,
  currency: 'SEK',
  lines,
  ...over,
});
const push = (body: unknown) => call(t.app, 'POST', '/api/integrations/freight-invoices', { body, headers: { 'x-api-key': apiKey } });
const panel = async (uuid: string, token = user) => {
  const response = await call(t.app, 'GET', `/api/consignments/${uuid}/freight-invoices`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TShipmentFreightInvoicesResponse;
};
async function createRule(body: Record<string, unknown>, token = orgAdmin) {
  const response = await call(t.app, 'POST', RULES, {
    token,
    body: {
      carrier_id: null,
      surcharge_type: null,
      deviation_percent_above: null,
      deviation_amount_above: null,
      notify_site_users: false,
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TInvoiceRule;
}
const ruleNames = async (query = '', token = orgAdmin) =>
  ((await call(t.app, 'GET', `${RULES}${query}`, { token })).json().data as TInvoiceRule[]).map((rule) => rule.name);

function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Invoice lines');
  sheet.addRow(['Invoice number', 'Invoice date', 'Carrier', 'Currency', 'Shipment number', 'Surcharge type', 'Amount']);
  for (const row of rows) sheet.addRow(row);
  return book.xlsx.writeBuffer();
}
async function upload(rows: (string | number)[][], token = orgAdmin, locale = 'en', siteIds?: number[]) {
  const form = multipartForm([{ name: 'file', filename: 'invoice.xlsx', content: Buffer.from(await workbook(rows)) }]);
  return call(t.app, 'POST', '/api/freight-invoices/upload', { token, locale, siteIds, body: form.body, headers: form.headers });
}

describe('invoice rules', () => {
  it('lists the demo rules in their order and keeps a new rule last, with an audit trail', async () => {
    const before = await ruleNames();
    expect(before[0]).toBe('Dispute more than 20 % over the booking');
    const rule = await createRule({ name: '  Hold road tax ', surcharge_type: 'road_tax', action: 'hold' });
    expect(rule).toMatchObject({ name: 'Hold road tax', position: before.length + 1, surcharge_type: 'road_tax' });
    const changed = await call(t.app, 'PUT', `${RULES}/${rule.id}`, {
      token: orgAdmin,
      body: { ...rule, name: 'Hold road tax over 100 SEK', deviation_amount_above: 100, carrier_id: carrierId },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ carrier_name: carrierName, deviation_amount_above: 100 });
    expect((await call(t.app, 'DELETE', `${RULES}/${rule.id}`, { token: orgAdmin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${RULES}/${rule.id}`, { token: orgAdmin })).statusCode).toBe(404);
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=invoice_rule&entity_id=${rule.id}`, { token: orgAdmin });
    expect((trail.json().data as { action: string }[]).map((event) => event.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(await ruleNames()).toEqual(before);
  });

  it('refuses bad conditions per field', async () => {
    const refused = await call(t.app, 'POST', RULES, {
      token: orgAdmin,
      body: {
        name: ' ',
        carrier_id: null,
        surcharge_type: 'parking',
        deviation_percent_above: -1,
        deviation_amount_above: 1.005,
        action: 'ignore',
        notify_site_users: false,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'action',
      'deviation_amount_above',
      'deviation_percent_above',
      'name',
      'surcharge_type',
    ]);
    const unknownCarrier = await call(t.app, 'POST', RULES, {
      token: orgAdmin,
      body: {
        name: 'X',
        carrier_id: 999999,
        surcharge_type: null,
        deviation_percent_above: null,
        deviation_amount_above: null,
        action: 'hold',
        notify_site_users: false,
      },
    });
    expect(unknownCarrier.statusCode).toBe(422);
    expect(unknownCarrier.json().errors.carrier_id).toEqual(['There is no such carrier.']);
    expect(
      (await call(t.app, 'POST', RULES, { token: orgAdmin, body: '{', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);
  });

  it('lets only organization admins keep rules', async () => {
    expect((await call(t.app, 'GET', RULES, { token: user })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', RULES, { token: user, body: {} })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', RULES)).statusCode).toBe(401);
  });

  it('lets a god user keep another organization’s rules, which its admins never reach', async () => {
    const foreign = await createRule({ name: 'Demo organization rule', action: 'dispute', organization_id: demoOrganizationId }, god);
    expect(foreign.organization_id).toBe(demoOrganizationId);
    expect(await ruleNames(`?filter[organization_id]=${demoOrganizationId}`, god)).toEqual(['Demo organization rule']);
    expect(await ruleNames(`?filter[organization_id]=${demoOrganizationId}`)).not.toContain('Demo organization rule');
    expect((await call(t.app, 'GET', `${RULES}/${foreign.id}`, { token: orgAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `${RULES}/${foreign.id}`, { token: orgAdmin, body: { ...foreign, name: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `${RULES}/${foreign.id}`, { token: orgAdmin })).statusCode).toBe(404);
    const reorder = await call(t.app, 'PUT', `${RULES}/order`, { token: orgAdmin, body: { ids: [foreign.id] } });
    expect(reorder.statusCode).toBe(422);
  });

  it('reorders the rules when every rule is named once', async () => {
    const rules = (await call(t.app, 'GET', RULES, { token: orgAdmin })).json().data as TInvoiceRule[];
    const reversed = rules.map((rule) => rule.id).reverse();
    const twice = await call(t.app, 'PUT', `${RULES}/order`, { token: orgAdmin, body: { ids: [...reversed.slice(1), reversed[1]] } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.ids).toBeDefined();
    const done = await call(t.app, 'PUT', `${RULES}/order`, { token: orgAdmin, body: { ids: reversed } });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().data as TInvoiceRule[]).map((rule) => [rule.id, rule.position])).toEqual(
      reversed.map((id, index) => [id, index + 1]),
    );
    await call(t.app, 'PUT', `${RULES}/order`, { token: orgAdmin, body: { ids: rules.map((rule) => rule.id) } });
  });
});

describe('receiving carriers’ invoices', () => {
  it('checks each shipment against its booking and lets the first matching rule decide', async () => {
    const [exact, over, far] = shipments;
    const pushed = await push(
      invoice('API-1', [
        { shipment_number: exact!.number, surcharge_type: 'freight', amount: sek(exact!.price) },
        { shipment_number: over!.number, surcharge_type: 'freight', amount: sek(over!.price) },
        { shipment_number: over!.number, surcharge_type: 'fuel_surcharge', amount: sek(Math.round(over!.price * 0.1)) },
        { shipment_number: far!.number, surcharge_type: 'freight', amount: sek(Math.round(far!.price * 1.3)) },
      ]),
    );
    expect(pushed.statusCode, pushed.body).toBe(200);
    // 0 % falls to "Approve small deviations", 10 % is held, 30 % disputed: the demo rules in order.
    expect(pushed.json().data.invoices).toEqual([
      {
        id: expect.any(Number),
        invoice_number: 'API-1',
        carrier: carrierName,
        created: true,
        shipments: [
          { shipment_number: exact!.number, status: 'approved' },
          { shipment_number: over!.number, status: 'on_hold' },
          { shipment_number: far!.number, status: 'disputed' },
        ],
      },
    ]);
    const held = (await panel(over!.uuid)).data[0]!;
    expect(held).toMatchObject({
      status: 'on_hold',
      rule_name: 'Hold more than 5 % off the booking',
      invoiced_amount: over!.price + Math.round(over!.price * 0.1),
      booked_amount: over!.price,
      deviation_amount: Math.round(over!.price * 0.1),
      unbooked_types: [],
    });
  });

  it('does not double an invoice sent again, whatever the case of its number', async () => {
    const [, , , fourth] = shipments;
    const body = invoice('API-2', [{ shipment_number: fourth!.number, surcharge_type: 'freight', amount: sek(fourth!.price) }]);
    expect((await push(body)).json().data.invoices[0].created).toBe(true);
    const again = await push({ ...body, invoice_number: 'api-2' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.invoices[0]).toMatchObject({
      created: false,
      shipments: [{ shipment_number: fourth!.number, status: 'approved' }],
    });
    expect((await panel(fourth!.uuid)).data).toHaveLength(1);
  });

  it('refuses the whole invoice with each wrong line named, and adds nothing', async () => {
    const [, , , , fifth] = shipments;
    const refused = await push(
      invoice(
        'API-3',
        [
          { shipment_number: fifth!.number, surcharge_type: 'freight', amount: 10.5 },
          { shipment_number: 'NO-SUCH-SHIPMENT', surcharge_type: 'freight', amount: 1 },
          { shipment_number: fifth!.number, surcharge_type: 'road_tax', amount: 1.234 },
        ],
        { carrier: 'No Such Carrier' },
      ),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['carrier', 'lines.1.shipment_number', 'lines.2.amount']);
    expect((await panel(fifth!.uuid)).data).toEqual([]);
    expect((await push({ invoice_number: 'X' })).statusCode).toBe(422);
    expect((await call(t.app, 'POST', '/api/integrations/freight-invoices', { body: invoice('X', []) })).statusCode).toBe(401);
  });

  it('matches shipments only on the sites the sender acts as', async () => {
    const row = ['UP-SCOPE', '2026-11-21', carrierName, 'SEK', elsewhere.number, 'Freight', 100];
    expect((await upload([row], user)).statusCode).toBe(403);
    const actingAsUserSites = await upload(
      [row],
      orgAdmin,
      'en',
      userAccount.sites.map((site) => site.id),
    );
    expect(actingAsUserSites.statusCode).toBe(422);
    expect(actingAsUserSites.json().errors).toEqual({
      'rows.2.shipment_number': [`There is no shipment ${elsewhere.number} on the sites you act as.`],
    });
    const actingAsAll = await upload([row]);
    expect(actingAsAll.statusCode, actingAsAll.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/consignments/${elsewhere.uuid}/freight-invoices`, { token: user })).statusCode).toBe(404);
  });

  it('imports a workbook all or nothing, in any of the portal’s languages', async () => {
    const [, , , , fifth, sixth] = shipments;
    const bad = await upload([
      ['UP-1', '2026-11-21', carrierName, 'SEK', fifth!.number, 'Freight', sek(fifth!.price)],
      ['UP-1', '2026-11-22', carrierName, 'SEK', sixth!.number, 'Parking', 'many'],
    ]);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rows.3.amount', 'rows.3.invoice_date', 'rows.3.surcharge_type']);
    expect((await panel(fifth!.uuid)).data).toEqual([]);

    const template = await call(t.app, 'GET', '/api/freight-invoices/template', { token: orgAdmin, locale: 'es' });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('Número de factura');

    const good = await upload([
      ['UP-1', '2026-11-21', carrierName, 'SEK', fifth!.number, 'Flete', sek(fifth!.price)],
      ['UP-1', '', carrierName, '', sixth!.number, '运费', sek(sixth!.price)],
      ['UP-1', '', carrierName, '', sixth!.number, 'Zona remota', 25],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.invoices[0].shipments).toEqual([
      { shipment_number: fifth!.number, status: 'approved' },
      { shipment_number: sixth!.number, status: 'on_hold' },
    ]);
    expect((await panel(sixth!.uuid)).data[0]).toMatchObject({ unbooked_types: ['outer_area'], rule_name: 'Hold outer-area surcharges' });
  });
});

describe('deciding a held invoice by hand', () => {
  it('lets a user with the permission approve or dispute a held invoice with a comment, once', async () => {
    const [, over] = shipments;
    const { data, can_decide } = await panel(over!.uuid);
    expect(can_decide).toBe(true);
    const held = data.find((entry) => entry.status === 'on_hold')!;
    const url = `/api/consignments/${over!.uuid}/freight-invoices/${held.id}/decision`;
    const blank = await call(t.app, 'POST', url, { token: user, body: { decision: 'approve', comment: ' ' } });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['comment']);
    const approved = await call(t.app, 'POST', url, { token: user, body: { decision: 'approve', comment: 'Extra fuel agreed by phone' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as TShipmentFreightInvoicesResponse).data.find((entry) => entry.id === held.id)).toMatchObject({
      status: 'approved',
      comment: 'Extra fuel agreed by phone',
      decided_by: expect.any(String),
      rule_name: 'Hold more than 5 % off the booking',
    });
    const again = await call(t.app, 'POST', url, { token: user, body: { decision: 'dispute', comment: 'Changed my mind' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.decision).toEqual(['Only an invoice on hold can be approved or disputed.']);
  });

  it('never reaches another organization’s shipments: unknown to its key, 404 to its users', async () => {
    const [exact, over] = shipments;
    const held = (await panel(over!.uuid)).data[0]!;
    const [foreign] = await t.database.db
      .select({ uuid: consignments.uuid, number: consignments.shipment_number })
      .from(consignments)
      .where(eq(consignments.organization_id, demoOrganizationId))
      .limit(1);
    const pushed = await push(invoice('API-FOREIGN', [{ shipment_number: foreign!.number, surcharge_type: 'freight', amount: 1 }]));
    expect(pushed.statusCode).toBe(422);
    expect(Object.keys(pushed.json().errors)).toEqual(['lines.0.shipment_number']);
    expect((await call(t.app, 'GET', `/api/consignments/${foreign!.uuid}/freight-invoices`, { token: user })).statusCode).toBe(404);
    const decide = (uuid: string) =>
      call(t.app, 'POST', `/api/consignments/${uuid}/freight-invoices/${held.id}/decision`, {
        token: user,
        body: { decision: 'approve', comment: 'ok' },
      });
    expect((await decide(foreign!.uuid)).statusCode).toBe(404);
    expect((await decide(exact!.uuid)).statusCode).toBe(404);
  });
});
