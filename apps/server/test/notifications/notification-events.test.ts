import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFrontNotification, TNotificationPreferences } from '@freight/contracts';
import { notificationMails, purchaseLineShipments, purchaseOrderLines, purchaseOrders, users } from '../../src/db/schema';
import { deliverNotificationMail, publishEvents } from '../../src/modules/notifications';
import { alertUnbookedLines } from '../../src/modules/purchase';
import { call, createTestApp, settled, signIn, siteId, type TestApp } from '../helpers/test-app';

/** A real SMTP server that keeps what it receives. */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let t: TestApp;
let user: Awaited<ReturnType<typeof signIn>>;
let colleague: Awaited<ReturnType<typeof signIn>>;
let gothenburg: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  user = await signIn(t.app, 'user@demo.example');
  colleague = await signIn(t.app, 'siteadmin@demo.example');
  gothenburg = (user.user.sites as unknown as { id: number; name: string }[]).find((site) => site.name === 'Gothenburg Warehouse')!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (address: string) => received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

async function setPreferences(token: string, preferences: TNotificationPreferences) {
  const saved = await call(t.app, 'PUT', '/api/settings/notifications', { token, body: preferences });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as TNotificationPreferences;
}

async function setLocale(email: string, locale: string) {
  await t.database.db.update(users).set({ locale }).where(eq(users.email, email));
}

let shipmentIndex = 0;
/** A different Gothenburg shipment each time, so one test's exception is not another's. */
async function gothenburgShipment() {
  const list = await call(t.app, 'GET', `/api/consignments?filter[status]=IN_TRANSIT&pageSize=1&page=${++shipmentIndex}`, {
    token: user.token,
    siteIds: [gothenburg],
  });
  return (list.json().data as { uuid: string; shipment_number: string }[])[0]!;
}

async function raiseException(uuid: string, type = 'DAMAGE', description = 'Pallet crushed') {
  const raised = await call(t.app, 'POST', `/api/consignments/${uuid}/exceptions`, { token: user.token, body: { type, description } });
  expect(raised.statusCode, raised.body).toBe(204);
  await settled(t.deps);
}

async function notices(token: string, query = '') {
  const list = await call(t.app, 'GET', `/api/front-notifications?pageSize=100${query}`, { token });
  expect(list.statusCode, list.body).toBe(200);
  return list.json() as { data: TFrontNotification[]; meta: { total: number } };
}

describe('notification preferences', () => {
  it('starts from each type’s default and keeps what the user chooses', async () => {
    const initial = (await call(t.app, 'GET', '/api/settings/notifications', { token: colleague.token })).json()
      .data as TNotificationPreferences;
    expect(initial.email_delivery).toBe('immediate');
    expect(initial.types).toContainEqual({ event_type: 'exception_opened', channel: 'portal' });
    expect(initial.types).toContainEqual({ event_type: 'purchase_orders', channel: 'both' });

    const saved = await setPreferences(colleague.token, {
      email_delivery: 'immediate',
      types: [{ event_type: 'exception_opened', channel: 'email' }],
    });
    expect(saved.types).toContainEqual({ event_type: 'exception_opened', channel: 'email' });
    expect(saved.types).toContainEqual({ event_type: 'shipment_status', channel: 'portal' });

    const wrong = await call(t.app, 'PUT', '/api/settings/notifications', {
      token: colleague.token,
      body: { email_delivery: 'weekly', types: [{ event_type: 'exception_opened', channel: 'pigeon' }] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(expect.arrayContaining(['email_delivery', 'types.0.channel']));
  });
});

describe('an exception on a shipment of the site', () => {
  it('reaches a colleague who chose e-mail over real SMTP, in Chinese, and not in the portal', async () => {
    await setLocale('siteadmin@demo.example', 'zh-CN');
    await setPreferences(colleague.token, { email_delivery: 'immediate', types: [{ event_type: 'exception_opened', channel: 'email' }] });
    const before = (await notices(colleague.token, '&filters[type]=exception_opened')).meta.total;
    const shipment = await gothenburgShipment();
    await raiseException(shipment.uuid);

    const mail = mailsTo('siteadmin@demo.example').at(-1)!;
    expect(mail.subject).toBe(`货件 ${shipment.shipment_number} 出现异常`);
    expect(mail.text).toContain('损坏。Pallet crushed');
    expect(mail.text).toContain(`http://portal.test/transport/shipments/${shipment.uuid}`);
    expect(mail.text).toContain('在门户中打开');
    expect((await notices(colleague.token, '&filters[type]=exception_opened')).meta.total).toBe(before);
    // The one who raised it is not told of what they did.
    expect(mailsTo('user@demo.example').some((entry) => entry.subject?.includes(shipment.shipment_number))).toBe(false);
  });

  it('waits for the daily digest when the colleague chose one, and the digest is sent once by two servers', async () => {
    await setLocale('siteadmin@demo.example', 'es');
    await setPreferences(colleague.token, { email_delivery: 'digest', types: [{ event_type: 'exception_opened', channel: 'both' }] });
    const sentBefore = mailsTo('siteadmin@demo.example').length;
    const first = await gothenburgShipment();
    const second = await gothenburgShipment();
    await raiseException(first.uuid, 'DELAY', 'Ferry cancelled');
    await raiseException(second.uuid, 'LOST', 'Parcel missing');
    expect(mailsTo('siteadmin@demo.example')).toHaveLength(sentBefore);
    const portal = await notices(colleague.token, '&filters[type]=exception_opened&filters[read]=0');
    expect(portal.data.map((notice) => notice.link)).toEqual(
      expect.arrayContaining([`/transport/shipments/${first.uuid}`, `/transport/shipments/${second.uuid}`]),
    );

    const [colleagueRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'siteadmin@demo.example'));
    const waiting = await t.database.db
      .select()
      .from(notificationMails)
      .where(and(eq(notificationMails.user_id, colleagueRow!.id), isNull(notificationMails.sent_at)));
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.due_at.getUTCHours()).toBe(6);
      expect(row.due_at.getTime()).toBeGreaterThan(Date.now());
    }
    // The morning comes.
    await t.database.db
      .update(notificationMails)
      .set({ due_at: new Date(Date.now() - 1000) })
      .where(isNull(notificationMails.sent_at));
    const another = await t.startAnotherServer();
    try {
      await Promise.all([deliverNotificationMail(t.deps), deliverNotificationMail(another.deps)]);
    } finally {
      await another.close();
    }
    const digests = mailsTo('siteadmin@demo.example').slice(sentBefore);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Su resumen diario: 2 notificaciones');
    expect(digests[0]!.text).toContain(`Incidencia en el envío ${first.shipment_number}`);
    expect(digests[0]!.text).toContain('Retraso. Ferry cancelled');
    expect(digests[0]!.text).toContain(`Incidencia en el envío ${second.shipment_number}`);
    await deliverNotificationMail(t.deps);
    expect(mailsTo('siteadmin@demo.example').slice(sentBefore)).toHaveLength(1);
  });
});

describe('the notifications list', () => {
  it('words the demo’s own notices in the reader’s language', async () => {
    const read = async (locale: string) => {
      const list = await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token: user.token, locale });
      expect(list.statusCode, list.body).toBe(200);
      return (list.json().data as TFrontNotification[]).map((notice) => `${notice.data.subject} | ${notice.data.content}`);
    };
    expect(await read('en')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Welcome to Freight Portal \| Compare carrier prices/),
        expect.stringMatching(/^Your sites are ready \| You act as .*Gothenburg Warehouse.*“Act as”/),
      ]),
    );
    expect(await read('es')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bienvenido a Freight Portal \| Compare precios/),
        expect.stringMatching(/^Sus sedes están listas \| Actúa como .*Gothenburg Warehouse.*«Actuar como»/),
      ]),
    );
    expect(await read('zh-CN')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^欢迎使用 Freight Portal \| 在一个地方比较承运商/),
        expect.stringMatching(/^您的站点已就绪 \| 您当前代表 .*Gothenburg Warehouse.*“代表站点”/),
      ]),
    );
  });

  it('filters by type with counts, by read state and by day, and marks all shown as read', async () => {
    await setPreferences(colleague.token, { email_delivery: 'immediate', types: [{ event_type: 'exception_opened', channel: 'portal' }] });
    await raiseException((await gothenburgShipment()).uuid);
    const options = (await call(t.app, 'GET', '/api/notifications/filter-options', { token: colleague.token })).json().data as {
      types: { event_type: string; count: number; unread: number }[];
    };
    const exceptions = options.types.find((option) => option.event_type === 'exception_opened')!;
    const listed = await notices(colleague.token, '&filters[type]=exception_opened');
    expect(listed.meta.total).toBe(exceptions.count);
    expect(listed.data.every((notice) => notice.event_type === 'exception_opened')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await notices(colleague.token, `&filters[type]=exception_opened&filters[from]=${today}&filters[to]=${today}`)).meta.total).toBe(
      exceptions.count,
    );
    expect((await notices(colleague.token, '&filters[to]=2020-01-01&filters[type]=exception_opened')).meta.total).toBe(0);
    const badDay = await call(t.app, 'GET', '/api/front-notifications?filters[from]=2026-02-31', { token: colleague.token });
    expect(badDay.statusCode).toBe(422);

    const unreadOthers = (await notices(colleague.token, '&filters[read]=0')).meta.total - exceptions.unread;
    const marked = await call(t.app, 'PATCH', '/api/front-notifications/read-all?filters[type]=exception_opened', {
      token: colleague.token,
      body: {},
    });
    expect(marked.json().data.count).toBe(exceptions.unread);
    expect((await notices(colleague.token, '&filters[type]=exception_opened&filters[read]=0')).meta.total).toBe(0);
    expect((await notices(colleague.token, '&filters[read]=0')).meta.total).toBe(unreadOthers);
  });

  it('never tells anyone outside the event’s organization, whoever is named', async () => {
    const agent = await signIn(t.app, 'agent@demo.example');
    const [agentRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.example'));
    const before = (await notices(agent.token)).meta.total;
    await publishEvents(t.deps, [
      {
        type: 'shipment_status',
        organizationId: user.user.sites[0]!.organization_id,
        userIds: [agentRow!.id],
        subject: { key: 'notifications.reminder_due_subject', params: { number: 'X' } },
        content: { key: 'notifications.reminder_due_content', params: { text: 'secret' } },
      },
    ]);
    expect((await notices(agent.token)).meta.total).toBe(before);
    // Nor does another organization's user read or mark this one's notices.
    const own = (await notices(colleague.token)).data[0]!;
    const marked = await call(t.app, 'PATCH', '/api/front-notifications/read', { token: agent.token, body: { ids: [own.id] } });
    expect(marked.json().data.ids).toEqual([]);
  });
});

describe('purchase order alerts', () => {
  /** A confirmed demo order with a line not fully booked, the same one whatever plan the database picks. */
  async function demoOrder() {
    const booked = sql`coalesce((select sum(${purchaseLineShipments.quantity}) from ${purchaseLineShipments} where ${purchaseLineShipments.line_id} = ${purchaseOrderLines.id}), 0)`;
    const open = t.database.db
      .select({ one: sql`1` })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.order_id, purchaseOrders.id), sql`${booked} < ${purchaseOrderLines.quantity}`));
    const [order] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(
        and(eq(purchaseOrders.status, 'confirmed'), eq(purchaseOrders.organization_id, user.user.sites[0]!.organization_id), exists(open)),
      )
      .orderBy(asc(purchaseOrders.id))
      .limit(1);
    return order!;
  }

  it('tells the buyer once of each line still not booked close to its cargo-ready date', async () => {
    const order = await demoOrder();
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'user@demo.example'));
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(purchaseOrders)
      .set({ buyer_user_id: buyer!.id, cargo_ready_confirmed: soon })
      .where(eq(purchaseOrders.id, order.id));
    await t.database.db.update(purchaseOrderLines).set({ unbooked_alerted_at: null }).where(eq(purchaseOrderLines.order_id, order.id));

    await alertUnbookedLines(t.deps);
    await settled(t.deps);
    const told = (await notices(user.token, '&filters[type]=purchase_orders')).meta.total;
    const alerts = (await notices(user.token, '&filters[type]=purchase_orders')).data.filter((notice) =>
      notice.data.subject.startsWith(`Purchase order ${order.order_number}: line`),
    );
    expect(alerts.length).toBeGreaterThan(0);
    // Told once: the next run finds nothing new.
    await alertUnbookedLines(t.deps);
    expect((await notices(user.token, '&filters[type]=purchase_orders')).meta.total).toBe(told);
    expect(new Set(alerts.map((alert) => alert.data.subject)).size).toBe(alerts.length);
    expect(alerts[0]!.link).toBe(`/purchase/orders/${order.id}`);
    // Purchase orders come by e-mail too unless the buyer chose otherwise.
    expect(mailsTo('user@demo.example').some((mail) => mail.subject === alerts[0]!.data.subject)).toBe(true);
  });

  it('tells the buyer when someone else moves the cargo-ready date later, and not of their own change', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const stockholm = siteId(user.user, 'Stockholm_Office');
    const supplier = await call(t.app, 'POST', '/api/purchase/suppliers', {
      token: user.token,
      body: { supplier_number: 'S-ALERT', name: 'Alert Lamps', country: 'cn', addresses: [], managers: [] },
    });
    const article = await call(t.app, 'POST', '/api/purchase/articles', {
      token: user.token,
      body: { article_number: 'A-ALERT', article_name: 'Desk lamp' },
    });
    const body = (date: string) => ({
      order_number: 'PO-ALERT-1',
      supplier_id: supplier.json().data.id,
      site_id: stockholm,
      buyer_user_id: user.user.id,
      currency: 'EUR',
      cargo_ready_requested: date,
      lines: [{ article_id: article.json().data.id, quantity: 5, unit_price: 10 }],
    });
    const created = await call(t.app, 'POST', '/api/purchase/orders', { token: user.token, body: body('2027-03-01') });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const slips = async () =>
      (await notices(user.token, '&filters[type]=purchase_orders')).data.filter((notice) =>
        notice.data.subject.startsWith('Purchase order PO-ALERT-1:'),
      );

    expect((await call(t.app, 'PUT', `/api/purchase/orders/${id}`, { token: user.token, body: body('2027-03-08') })).statusCode).toBe(200);
    expect(await slips()).toHaveLength(0);
    expect((await call(t.app, 'PUT', `/api/purchase/orders/${id}`, { token: admin.token, body: body('2027-03-05') })).statusCode).toBe(200);
    expect(await slips()).toHaveLength(0);
    expect((await call(t.app, 'PUT', `/api/purchase/orders/${id}`, { token: admin.token, body: body('2027-03-20') })).statusCode).toBe(200);
    const [slip] = await slips();
    expect(slip?.data.content).toBe('The cargo-ready date of purchase order PO-ALERT-1 moved from 2027-03-05 to 2027-03-20.');
    expect(slip?.link).toBe(`/purchase/orders/${id}`);
  });
});
