import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER = '10.66.0.1';
const OWNER = '10.77.0.1';

function signInFrom(remoteAddress: string, email: string, password: string, extra: Record<string, string> = {}) {
  return call(t.app, 'POST', '/api/login', { body: { email, password, ...extra }, remoteAddress });
}

async function failFiveTimes(email: string, address: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signInFrom(address, email, 'wrong-password-9')).statusCode).toBe(422);
  }
}

describe('failed sign-ins do not lock the owner out', () => {
  it('lets the right password in from another address while the failing one waits', async () => {
    await failFiveTimes('user@demo.example', ATTACKER);
    const fromAttacker = await signInFrom(ATTACKER, 'user@demo.example', DEMO_PASSWORD);
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(fromAttacker.json().message).toMatch(/^Too many sign-in attempts\. .*link we e-mailed/);

    const fromOwner = await signInFrom(OWNER, 'user@demo.example', DEMO_PASSWORD);
    expect(fromOwner.statusCode).toBe(200);
    // The owner's success does not lift the wait of the failing address.
    expect((await signInFrom(ATTACKER, 'user@demo.example', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('e-mails the owner a link that lets them sign in at once from the waiting address', async () => {
    await failFiveTimes('siteadmin@demo.example', '10.66.0.2');
    await t.deps.background.settle();
    const mail = await lastMailTo(t.database.db, 'siteadmin@demo.example');
    expect(mail?.subject).toBe('Sign in to Freight Portal again');
    expect(mail?.text_body).toContain('15 minutes');
    const link = linkIn(mail!.text_body);
    expect(link.origin + link.pathname).toBe('http://portal.test/login');
    const unlock = link.searchParams.get('unlock')!;

    // Without the link the address still waits; with it the owner is in at once.
    const waiting = await signInFrom('10.66.0.2', 'siteadmin@demo.example', DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    const unlocked = await signInFrom('10.66.0.2', 'siteadmin@demo.example', DEMO_PASSWORD, { unlock });
    expect(unlocked.statusCode).toBe(200);
    const reused = await signInFrom('10.66.0.2', 'siteadmin@demo.example', DEMO_PASSWORD, { unlock });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.unlock).toEqual(['This link is invalid or has expired. Please ask for a new one.']);
  });

  it('refuses an unlock link for another account', async () => {
    await failFiveTimes('agent@demo.example', '10.66.0.3');
    await t.deps.background.settle();
    const unlock = linkIn((await lastMailTo(t.database.db, 'agent@demo.example'))!.text_body).searchParams.get('unlock')!;
    await failFiveTimes('orgadmin@demo.example', '10.66.0.3');
    const other = await signInFrom('10.66.0.3', 'orgadmin@demo.example', DEMO_PASSWORD, { unlock });
    expect(other.statusCode).toBe(422);
    expect((await signInFrom('10.66.0.3', 'orgadmin@demo.example', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('writes the unlock mail in the owner’s language', async () => {
    await call(t.app, 'POST', '/api/login', {
      body: { email: 'god@demo.example', password: DEMO_PASSWORD },
      locale: 'zh-CN',
      remoteAddress: OWNER,
    });
    await failFiveTimes('god@demo.example', '10.66.0.4');
    await t.deps.background.settle();
    const mail = await lastMailTo(t.database.db, 'god@demo.example');
    expect(mail?.subject).toBe('重新登录 Freight Portal');
  });

  it('sends nothing for an account that does not exist, and answers the same', async () => {
    await failFiveTimes('nobody@demo.example', '10.66.0.5');
    const waiting = await signInFrom('10.66.0.5', 'nobody@demo.example', DEMO_PASSWORD);
    await t.deps.background.settle();
    expect(waiting.statusCode).toBe(429);
    expect(await lastMailTo(t.database.db, 'nobody@demo.example')).toBeUndefined();
  });
});
