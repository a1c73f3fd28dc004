import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for, such as an e-mail whose sending must not show in
 * the answer's timing. A failure is logged; closing the app waits for what is still running.
 */
export interface Background {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished. */
  settle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
