import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationMails, users } from '../../src/db/schema';
import { publishEvents, type NotificationEvent } from '../../src/modules/notifications';
import { createJobs, type Jobs } from '../../src/platform/jobs';
import { createTestApp, retriesDueNow, settled, type TestApp } from '../helpers/test-app';

/** A real SMTP server that refuses the next `refusals` messages, then keeps what it receives. */
const received: ParsedMail[] = [];
let refusals = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let t: TestApp;
let buyer: { id: number; organization_id: number };
const started: Jobs[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_POLL_SECONDS: 1 });
  const [row] = await t.database.db
    .select({ id: users.id, organization_id: users.organization_id })
    .from(users)
    .where(eq(users.email, 'user@demo.example'));
  buyer = row!;
});
afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Another job queue on the test's database, as a further server process would have. */
async function startJobs(define: (jobs: Jobs) => void, work = true, maintenanceSeconds?: number) {
  const jobs = createJobs(t.database.db, t.app.log, { pollSeconds: 1, maintenanceSeconds });
  define(jobs);
  await jobs.start({ work });
  started.push(jobs);
  return jobs;
}

/** An event the demo buyer hears of by e-mail (purchase order alerts come by e-mail unless chosen otherwise). */
const orderAlert = (text: string): NotificationEvent => ({
  type: 'purchase_orders',
  organizationId: buyer.organization_id,
  userIds: [buyer.id],
  subject: { key: 'notifications.purchase_unbooked_subject', params: { number: text, line: 1 } },
  content: {
    key: 'notifications.purchase_unbooked_content',
    params: { number: text, line: 1, article: 'Lamp', date: '2026-12-01', open: 1, ordered: 1 },
  },
});
const mailsAbout = (text: string) => received.filter((mail) => mail.subject?.includes(text));

describe('jobs', () => {
  it('runs a job sent in a transaction only once that transaction commits', async () => {
    const ran: string[] = [];
    const jobs = await startJobs((queue) => queue.define<{ n: string }>('test-commit', async ({ data }) => ran.push(data.n)));
    await t.database.db
      .transaction(async (tx) => {
        await jobs.send('test-commit', { n: 'undone' }, { db: tx });
        throw new Error('the change is refused');
      })
      .catch(() => {});
    await t.database.db.transaction((tx) => jobs.send('test-commit', { n: 'kept' }, { db: tx }));
    await jobs.settle();
    expect(ran).toEqual(['kept']);
  });

  it('keeps a job sent while no process works until one starts', async () => {
    const ran: string[] = [];
    const sender = await startJobs((queue) => queue.define('test-later', async () => {}), false);
    await sender.send('test-later', { n: 'waiting' });
    const worker = await startJobs((queue) => queue.define<{ n: string }>('test-later', async ({ data }) => ran.push(data.n)));
    await worker.settle();
    expect(ran).toEqual(['waiting']);
  });

  it('takes again a job whose process died while running it', async () => {
    const ran: { n: string; retried: boolean }[] = [];
    const define = (queue: Jobs) =>
      queue.define<{ n: string }>('test-lost', async ({ data, retried }) => ran.push({ n: data.n, retried }), {
        retries: 2,
        retryDelaySeconds: 1,
        expireSeconds: 1,
      });
    const sender = await startJobs(define, false);
    await sender.send('test-lost', { n: 'half done' });
    // A process took it an hour ago and was never heard of again.
    await t.database.db.execute(
      sql`update jobs.job set state = 'active', started_on = now() - interval '1 hour' where name = 'test-lost' and state = 'created'`,
    );
    await startJobs(define, true, 1);
    await vi.waitFor(() => expect(ran).toEqual([{ n: 'half done', retried: true }]), { timeout: 60_000, interval: 100 });
  }, 90_000);
});

describe('notification e-mails as jobs', () => {
  it('retries an e-mail the mail server refused, and it arrives once', async () => {
    refusals = 1;
    await publishEvents(t.deps, [orderAlert('PO-REFUSED')]);
    await vi.waitFor(
      async () => {
        await retriesDueNow(t.deps);
        expect(mailsAbout('PO-REFUSED')).toHaveLength(1);
      },
      { timeout: 90_000, interval: 100 },
    );
    await settled(t.deps);
    expect(mailsAbout('PO-REFUSED')).toHaveLength(1);
    const rows = await t.database.db.select().from(notificationMails).where(eq(notificationMails.user_id, buyer.id));
    expect(rows.filter((row) => row.subject.includes('PO-REFUSED')).every((row) => row.sent_at !== null)).toBe(true);
  }, 120_000);

  it('sends each e-mail once when two server processes work', async () => {
    const another = await t.startAnotherServer();
    try {
      const numbers = ['PO-TWO-1', 'PO-TWO-2', 'PO-TWO-3', 'PO-TWO-4'];
      await Promise.all(numbers.map((number, index) => publishEvents(index % 2 === 0 ? t.deps : another.deps, [orderAlert(number)])));
      await vi.waitFor(() => expect(numbers.every((number) => mailsAbout(number).length > 0)).toBe(true), {
        timeout: 60_000,
        interval: 100,
      });
      await Promise.all([settled(t.deps), settled(another.deps)]);
      for (const number of numbers) expect(mailsAbout(number)).toHaveLength(1);
    } finally {
      await another.close();
    }
  }, 120_000);

  it('starts when several processes create the same new kinds of job at once', async () => {
    const names = Array.from({ length: 6 }, (_, index) => `test-together-${index}`);
    const ran: string[] = [];
    const queues = await Promise.all(
      Array.from({ length: 4 }, () =>
        startJobs((queue) => names.forEach((name) => queue.define<{ n: string }>(name, async ({ data }) => ran.push(data.n)))),
      ),
    );
    await queues[0]!.send(names[5]!, { n: 'after' });
    await vi.waitFor(() => expect(ran).toEqual(['after']), { timeout: 30_000, interval: 50 });
  }, 60_000);
});
