import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRequestGate } from './request-gate';

/** A route per request that says when its handler starts and answers once the test lets it. */
function gatedApp(limit: number, holdMs = 60_000) {
  const app = Fastify();
  const gate = registerRequestGate(app, { limit, holdMs });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  app.get('/health', { config: { ungated: true } }, async () => ({ status: 'ok' }));
  app.get<{ Params: { name: string } }>('/work/:name', async (request) => {
    const { name } = request.params;
    started.push(name);
    if (name.startsWith('fail')) throw new Error('broken');
    await new Promise<void>((resolve) => finish.set(name, resolve));
    return { name };
  });
  return { app, gate, started, finish };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Sends one request and waits until it is at the gate, so the requests reach it in a known order. */
async function arrive(gated: ReturnType<typeof gatedApp>, name: string) {
  const before = gated.gate.running + gated.gate.waiting;
  const answer = gated.app.inject({ method: 'GET', url: `/work/${name}` });
  await vi.waitFor(() => expect(gated.gate.running + gated.gate.waiting).toBe(before + 1), { timeout: 10_000 });
  // Wrapped: an async function would otherwise wait for the answer it returns.
  return { answer };
}

describe('request gate', () => {
  it('runs at most its limit of handlers at once and lets the others in in the order they came', async () => {
    const gated = gatedApp(2);
    app = gated.app;
    const answers = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) answers.push((await arrive(gated, name)).answer);
    expect(gated.started).toEqual(['a', 'b']);
    expect(gated.gate.waiting).toBe(3);

    gated.finish.get('b')!();
    await vi.waitFor(() => expect(gated.started).toEqual(['a', 'b', 'c']), { timeout: 10_000 });
    gated.finish.get('a')!();
    await vi.waitFor(() => expect(gated.started).toEqual(['a', 'b', 'c', 'd']), { timeout: 10_000 });
    gated.finish.get('c')!();
    gated.finish.get('d')!();
    await vi.waitFor(() => expect(gated.started).toHaveLength(5), { timeout: 10_000 });
    gated.finish.get('e')!();

    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies.map((body) => body.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gated.gate).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives a failed request’s place to the next one', async () => {
    const gated = gatedApp(1);
    app = gated.app;
    const failed = await gated.app.inject({ method: 'GET', url: '/work/fail' });
    expect(failed.statusCode).toBe(500);
    const { answer: next } = await arrive(gated, 'next');
    expect(gated.started).toEqual(['fail', 'next']);
    gated.finish.get('next')!();
    expect((await next).statusCode).toBe(200);
  });

  it('answers an ungated route at once while the gate is full', async () => {
    const gated = gatedApp(1);
    app = gated.app;
    const { answer: busy } = await arrive(gated, 'busy');
    const { answer: queued } = await arrive(gated, 'queued');
    expect(gated.gate.waiting).toBe(1);
    expect((await gated.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect(gated.started).toEqual(['busy']);
    gated.finish.get('busy')!();
    await vi.waitFor(() => expect(gated.started).toEqual(['busy', 'queued']), { timeout: 10_000 });
    gated.finish.get('queued')!();
    expect((await busy).statusCode).toBe(200);
    expect((await queued).statusCode).toBe(200);
  });

  it('lets the next request in when one holds its place past the hold time', async () => {
    const gated = gatedApp(1, 50);
    app = gated.app;
    const { answer: slow } = await arrive(gated, 'slow');
    const quick = gated.app.inject({ method: 'GET', url: '/work/quick' });
    await vi.waitFor(() => expect(gated.started).toEqual(['slow', 'quick']), { timeout: 10_000 });
    gated.finish.get('quick')!();
    expect((await quick).statusCode).toBe(200);
    gated.finish.get('slow')!();
    expect((await slow).statusCode).toBe(200);
    expect(gated.gate).toMatchObject({ running: 0, waiting: 0 });
  });

  it('drops a waiting request whose client went away, and never runs it', async () => {
    const gated = gatedApp(1);
    app = gated.app;
    await gated.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gated.app.server.address() as AddressInfo;
    const send = (name: string) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: `/work/${name}` });
      sent.on('error', () => {});
      sent.end();
      return sent;
    };
    const answered = (sent: ReturnType<typeof send>) =>
      new Promise<number>((resolve) => sent.on('response', (response) => resolve(response.statusCode!)));

    const first = send('first');
    await vi.waitFor(() => expect(gated.started).toEqual(['first']), { timeout: 10_000 });
    const gone = send('gone');
    await vi.waitFor(() => expect(gated.gate.waiting).toBe(1), { timeout: 10_000 });
    gone.destroy();
    await vi.waitFor(() => expect(gated.gate.waiting).toBe(0), { timeout: 10_000 });

    const last = send('last');
    await vi.waitFor(() => expect(gated.gate.waiting).toBe(1), { timeout: 10_000 });
    const firstAnswer = answered(first);
    gated.finish.get('first')!();
    expect(await firstAnswer).toBe(200);
    await vi.waitFor(() => expect(gated.started).toEqual(['first', 'last']), { timeout: 10_000 });
    const lastAnswer = answered(last);
    gated.finish.get('last')!();
    expect(await lastAnswer).toBe(200);
  });
});
