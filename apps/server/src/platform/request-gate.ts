import type { FastifyInstance } from 'fastify';

export interface RequestGateOptions {
  /** Requests whose handlers run at once. */
  limit: number;
  /**
   * How long a request keeps its place. One that runs longer is waiting on something other than
   * this process (a carrier's API, a large import in its worker thread) and lets the next one in,
   * so a few slow calls never hold the gate shut.
   */
  holdMs: number;
}

/**
 * Lets at most `limit` requests of this process run their handlers at once; the others wait their
 * turn in the order they came. Without it, every request in flight shares the CPU and the
 * database pool with all the others: under load each runs ever slower, and which one finishes last
 * is chance, so a few wait many times the average. In order, each waits about the same.
 *
 * A request is admitted once its body is read and checked, so a slow upload holds no place, and
 * gives its place back when its answer is ready to leave (or its client has gone), so a slow
 * reader holds none either.
 */
export function registerRequestGate(app: FastifyInstance, { limit, holdMs }: RequestGateOptions): RequestGate {
  const waiting: (() => void)[] = [];
  let running = 0;
  app.decorateRequest('releaseGate', null);

  /** Gives a place that is free to the next request waiting, or keeps it free. */
  const passOn = () => {
    const next = waiting.shift();
    // On a tick of its own: the next request's handler must not run inside this one's hooks.
    if (next) process.nextTick(next);
    else running -= 1;
  };

  app.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.config.ungated) return done();
    let admitted = false;
    let released = false;
    let holding: NodeJS.Timeout | undefined;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(holding);
      if (admitted) {
        passOn();
        return;
      }
      // Its client went away while it waited: its place in the queue goes with it.
      const index = waiting.indexOf(admit);
      if (index >= 0) waiting.splice(index, 1);
    };
    const admit = () => {
      // Its client went away after its turn came, before it began: the place goes on.
      if (released) {
        passOn();
        return;
      }
      admitted = true;
      holding = setTimeout(release, holdMs).unref();
      done();
    };
    request.releaseGate = release;
    reply.raw.once('close', release);
    if (running < limit) {
      running += 1;
      admit();
    } else {
      waiting.push(admit);
    }
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    request.releaseGate?.();
    done(null, payload);
  });
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** How many requests run their handlers, and how many wait. */
export interface RequestGate {
  readonly running: number;
  readonly waiting: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered at once, never queued: a health check must not wait behind the portal's work. */
    ungated?: boolean;
  }
  interface FastifyRequest {
    /** Gives the request's place at the gate to the next one; set once it reaches the gate. */
    releaseGate: (() => void) | null;
  }
}
