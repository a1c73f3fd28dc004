import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import type { MailMessage, MailOutcome } from '../../src/platform/mail';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailsTo(address: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to_address, address));
  return row?.n ?? 0;
}

async function ask(path: '/api/password/email' | '/api/email/resend', email: string, remoteAddress = '10.20.0.1') {
  const response = await call(t.app, 'POST', path, { body: { email }, remoteAddress });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('e-mailed links are limited per hour', () => {
  it('sends a few reset mails to one account and then none, answering every request the same', async () => {
    const answers = [];
    for (let request = 0; request < 16; request += 1) answers.push(await ask('/api/password/email', 'siteadmin@demo.example'));
    await t.deps.background.settle();
    expect(await mailsTo('siteadmin@demo.example')).toBe(5);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    // Another address does not lift the account's limit.
    await ask('/api/password/email', 'siteadmin@demo.example', '10.20.0.2');
    await t.deps.background.settle();
    expect(await mailsTo('siteadmin@demo.example')).toBe(5);
  });

  it('limits the verification mails the same way', async () => {
    const [organization] = await t.database.db.select({ id: users.organization_id }).from(users).limit(1);
    await t.database.db.insert(users).values({ organization_id: organization!.id, name: 'Una Unverified', email: 'una@demo.example' });
    const answers = [];
    for (let request = 0; request < 16; request += 1) answers.push(await ask('/api/email/resend', 'una@demo.example', '10.30.0.1'));
    await t.deps.background.settle();
    expect(await mailsTo('una@demo.example')).toBe(5);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify(answers[0])]));
  });

  it('limits one address asking across many accounts, known or not, without telling', async () => {
    const ghost = await ask('/api/password/email', 'ghost-0@demo.example', '10.40.0.1');
    for (let request = 1; request < 20; request += 1) await ask('/api/password/email', `ghost-${request}@demo.example`, '10.40.0.1');
    // The mails go out after the answers, in any order; the twenty-first must come after the twenty.
    await t.deps.background.settle();
    const held = await ask('/api/password/email', 'orgadmin@demo.example', '10.40.0.1');
    await t.deps.background.settle();
    expect(held).toEqual(ghost);
    expect(await mailsTo('orgadmin@demo.example')).toBe(0);

    await ask('/api/password/email', 'orgadmin@demo.example', '10.40.0.2');
    await t.deps.background.settle();
    expect(await mailsTo('orgadmin@demo.example')).toBe(1);
  });
});

describe('the answer does not wait for the mail', () => {
  it('answers while the mail server has not finished', async () => {
    let release: (outcome: MailOutcome) => void = () => {};
    const mailing = new Promise<MailOutcome>((resolve) => (release = resolve));
    const asked: MailMessage[] = [];
    const slow = await createTestApp({}, { mailer: { send: (message) => (asked.push(message), mailing) } });
    try {
      const response = await call(slow.app, 'POST', '/api/password/email', { body: { email: 'user@demo.example' } });
      expect(response.statusCode).toBe(200);
      const resend = await call(slow.app, 'POST', '/api/email/resend', { body: { email: 'user@demo.example' } });
      expect(resend.statusCode).toBe(200);
      await expect.poll(() => asked.map((message) => message.to)).toContain('user@demo.example');
    } finally {
      release({ status: 'sent', error: null });
      await slow.close();
    }
  });
});
