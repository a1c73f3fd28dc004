import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { createMailer } from '../../src/platform/mail';
import { sendVerificationLink, sendWelcomeLink } from '../../src/modules/auth';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Harbour-crane-42';

describe('password reset', () => {
  it('round-trips through the outbox: link, new password, old sessions revoked', async () => {
    const before = await signIn(t.app, 'siteadmin@demo.example');
    const request = await call(t.app, 'POST', '/api/password/email', { body: { email: 'siteadmin@demo.example' } });
    await t.deps.background.settle();
    expect(request.statusCode).toBe(200);

    const mail = await lastMailTo(t.database.db, 'siteadmin@demo.example');
    expect(mail?.subject).toBe('Reset your Freight Portal password');
    expect(mail?.status).toBe('logged');
    const link = linkIn(mail!.text_body);
    expect(link.origin).toBe('http://portal.test');
    expect(link.pathname).toMatch(/^\/password\/reset\/[\w-]{40,}$/);
    const token = link.pathname.split('/').pop()!;

    const mismatch = await call(t.app, 'POST', '/api/password/reset', {
      body: { token, password: NEW_PASSWORD, password_confirmation: 'Something-else-1' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });

    const weak = await call(t.app, 'POST', '/api/password/reset', {
      body: { token, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.json().errors.password).toEqual([
      'The password must have at least 10 characters.',
      'The password must contain both letters and digits.',
    ]);

    const reset = await call(t.app, 'POST', '/api/password/reset', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been changed. You can sign in now.');

    expect((await call(t.app, 'GET', '/api/whoami', { token: before.token })).statusCode).toBe(401);
    const oldPassword = await call(t.app, 'POST', '/api/login', {
      body: { email: 'siteadmin@demo.example', password: DEMO_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(422);
    const newPassword = await call(t.app, 'POST', '/api/login', {
      body: { email: 'siteadmin@demo.example', password: NEW_PASSWORD },
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await call(t.app, 'POST', '/api/password/reset', {
      body: { token, password: 'Another-pass-77', password_confirmation: 'Another-pass-77' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual(['This link is invalid or has expired. Please ask for a new one.']);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await call(t.app, 'POST', '/api/password/email', { body: { email: 'user@demo.example' } });
    await t.deps.background.settle();
    const unknown = await call(t.app, 'POST', '/api/password/email', { body: { email: 'ghost@demo.example' } });
    await t.deps.background.settle();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo(t.database.db, 'ghost@demo.example')).toBeUndefined();
  });

  it('makes an older link useless once a newer one is sent', async () => {
    await call(t.app, 'POST', '/api/password/email', { body: { email: 'agent@demo.example' } });
    await t.deps.background.settle();
    const first = linkIn((await lastMailTo(t.database.db, 'agent@demo.example'))!.text_body);
    await call(t.app, 'POST', '/api/password/email', { body: { email: 'agent@demo.example' } });
    await t.deps.background.settle();
    const stale = await call(t.app, 'POST', '/api/password/reset', {
      body: { token: first.pathname.split('/').pop(), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(stale.statusCode).toBe(422);
  });

  it('writes the mail in the user’s language', async () => {
    await signIn(t.app, 'orgadmin@demo.example');
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'es' },
      payload: { email: 'orgadmin@demo.example', password: DEMO_PASSWORD },
    });
    await call(t.app, 'POST', '/api/password/email', { body: { email: 'orgadmin@demo.example' } });
    await t.deps.background.settle();
    const mail = await lastMailTo(t.database.db, 'orgadmin@demo.example');
    expect(mail?.subject).toBe('Restablezca su contraseña de Freight Portal');
  });
});

describe('welcome and e-mail verification', () => {
  async function newUser(email: string) {
    const [organization] = await t.database.db.select({ id: users.organization_id }).from(users).limit(1);
    const [user] = await t.database.db
      .insert(users)
      .values({ organization_id: organization!.id, name: 'Nina Newcomer', email })
      .returning({ id: users.id });
    return user!.id;
  }

  it('lets a new user set the first password from the welcome link', async () => {
    const userId = await newUser('nina@demo.example');
    const refused = await call(t.app, 'POST', '/api/login', { body: { email: 'nina@demo.example', password: NEW_PASSWORD } });
    expect(refused.statusCode).toBe(422);

    await sendWelcomeLink(t.deps, userId, 'Nordic Freight AB');
    const mail = await lastMailTo(t.database.db, 'nina@demo.example');
    expect(mail?.text_body).toContain('Nordic Freight AB');
    const link = linkIn(mail!.text_body);
    expect(link.pathname).toMatch(/^\/password\/welcome\//);
    const token = link.pathname.split('/').pop();
    const welcome = await call(t.app, 'POST', '/api/password/welcome', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(welcome.statusCode).toBe(200);
    const login = await call(t.app, 'POST', '/api/login', { body: { email: 'nina@demo.example', password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email_verified_at).not.toBeNull();
  });

  it('a reset token does not open the welcome endpoint', async () => {
    await call(t.app, 'POST', '/api/password/email', { body: { email: 'user@demo.example' } });
    await t.deps.background.settle();
    const token = linkIn((await lastMailTo(t.database.db, 'user@demo.example'))!.text_body)
      .pathname.split('/')
      .pop();
    const response = await call(t.app, 'POST', '/api/password/welcome', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
  });

  it('verifies an e-mail address from the link and resends on request', async () => {
    const userId = await newUser('victor@demo.example');
    const resend = await call(t.app, 'POST', '/api/email/resend', { body: { email: 'victor@demo.example' } });
    await t.deps.background.settle();
    expect(resend.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(t.database.db, 'victor@demo.example'))!.text_body);
    expect(link.pathname).toBe(`/email/verify/${userId}`);
    const token = link.searchParams.get('token');

    const wrongUser = await call(t.app, 'POST', '/api/email/verify', { body: { id: userId + 1000, token } });
    expect(wrongUser.statusCode).toBe(422);
    await sendVerificationLink(t.deps, userId);
    const fresh = linkIn((await lastMailTo(t.database.db, 'victor@demo.example'))!.text_body);
    const verify = await call(t.app, 'POST', '/api/email/verify', { body: { id: userId, token: fresh.searchParams.get('token') } });
    expect(verify.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.email_verified_at).toBeInstanceOf(Date);
  });
});

describe('mail over SMTP', () => {
  it('delivers through a real SMTP exchange and marks the outbox row sent', async () => {
    const received: { to: string; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createMailer({
        db: t.database.db,
        log: t.app.log,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Freight Portal <no-reply@portal.test>',
      });
      await mailer.send({ to: 'carrier-desk@demo.example', subject: 'Booking confirmed', text: 'Your booking is confirmed.' });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe('carrier-desk@demo.example');
      expect(received[0]!.data).toContain('Subject: Booking confirmed');
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'carrier-desk@demo.example'));
      expect(row?.status).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps the message as failed when the SMTP server is unreachable, without failing the caller', async () => {
    const mailer = createMailer({ db: t.database.db, log: t.app.log, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@portal.test' });
    await mailer.send({ to: 'nobody-home@demo.example', subject: 'Test', text: 'Test' });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'nobody-home@demo.example'));
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });
});
