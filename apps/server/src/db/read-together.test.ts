import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether, type Executor } from './client';

const client = new PGlite();
const db = drizzle(client) as unknown as Executor & { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> };
beforeAll(() => client.waitReady);
afterAll(() => client.close());

/** A read that reports when it starts and finishes only when let go. */
function heldRead(name: string, started: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const read = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { read, release };
}

describe('readTogether', () => {
  it('starts every read at once on the pool', async () => {
    const started: string[] = [];
    const first = heldRead('first', started);
    const second = heldRead('second', started);
    const results = readTogether(db, first.read, second.read);
    await Promise.resolve();
    expect(started).toEqual(['first', 'second']);
    first.release();
    second.release();
    expect(await results).toEqual(['first', 'second']);
  });

  it('starts each read in a transaction only once the one before has finished', async () => {
    await db.transaction(async (tx) => {
      const started: string[] = [];
      const first = heldRead('first', started);
      const second = heldRead('second', started);
      const results = readTogether(tx, first.read, second.read);
      await Promise.resolve();
      expect(started).toEqual(['first']);
      first.release();
      await expect.poll(() => started).toEqual(['first', 'second']);
      second.release();
      expect(await results).toEqual(['first', 'second']);
    });
  });
});
