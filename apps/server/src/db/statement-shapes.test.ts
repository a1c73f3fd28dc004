import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { statementByShape } from './statement-shapes';

const parcels = pgTable('parcels', {
  id: integer('id').primaryKey(),
  site_id: integer('site_id').notNull(),
  status: text('status').notNull(),
  booked_at: timestamp('booked_at', { withTimezone: true }).notNull(),
});

const depots = pgTable('depots', {
  site_id: integer('site_id').primaryKey(),
  name: text('name').notNull(),
});

const client = new PGlite();
const db = drizzle(client) as unknown as Executor;

beforeAll(async () => {
  await client.exec(`
    create table parcels (id integer primary key, site_id integer not null, status text not null, booked_at timestamptz not null);
    insert into parcels values
      (1, 10, 'BOOKED', '2026-01-01T08:00:00Z'), (2, 10, 'DELIVERED', '2026-01-02T08:00:00Z'),
      (3, 20, 'BOOKED', '2026-01-03T08:00:00Z'), (4, 30, 'DELIVERED', '2026-01-04T08:00:00Z');
    create table depots (site_id integer primary key, name text not null);
    insert into depots values (10, 'Göteborg'), (30, 'Malmö');
  `);
});
afterAll(() => client.close());

function parcelPages() {
  let builds = 0;
  const page = statementByShape((database, { where, orderBy }) => {
    builds += 1;
    return database
      .select({ id: parcels.id, booked_at: parcels.booked_at })
      .from(parcels)
      .where(where)
      .orderBy(orderBy!)
      .limit(sql.placeholder('limit'))
      .prepare('');
  });
  const run = (where: ReturnType<typeof and>, limit = 10) => page(db, { where, orderBy: desc(parcels.id) }, { limit });
  return { run, builds: () => builds };
}

describe('statementByShape', () => {
  it('builds a statement once per shape and runs it with each request’s own values', async () => {
    const pages = parcelPages();
    expect(await pages.run(and(inArray(parcels.site_id, [10, 20]), eq(parcels.status, 'BOOKED')))).toEqual([
      { id: 3, booked_at: new Date('2026-01-03T08:00:00Z') },
      { id: 1, booked_at: new Date('2026-01-01T08:00:00Z') },
    ]);
    expect(await pages.run(and(inArray(parcels.site_id, [10, 30]), eq(parcels.status, 'DELIVERED')), 1)).toEqual([
      { id: 4, booked_at: new Date('2026-01-04T08:00:00Z') },
    ]);
    expect(pages.builds()).toBe(1);
  });

  it('builds another statement for another shape', async () => {
    const pages = parcelPages();
    expect((await pages.run(and(inArray(parcels.site_id, [10])))).map((row) => row.id)).toEqual([2, 1]);
    expect((await pages.run(and(inArray(parcels.site_id, [10, 20, 30])))).map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect((await pages.run(undefined)).map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(pages.builds()).toBe(3);
  });

  it('runs a fragment whose text has a `$n` of its own as it is, without keeping it', async () => {
    const pages = parcelPages();
    const dollars = and(eq(parcels.status, 'BOOKED'), sql`${parcels.site_id} = length('$1') * 5`);
    expect((await pages.run(dollars)).map((row) => row.id)).toEqual([1]);
    expect((await pages.run(dollars)).map((row) => row.id)).toEqual([1]);
    expect(pages.builds()).toBe(2);
  });

  it('binds a value as its column writes it, and tells apart shapes that differ only in their text', async () => {
    const pages = parcelPages();
    expect((await pages.run(and(gte(parcels.booked_at, new Date('2026-01-02T08:00:00Z'))))).map((row) => row.id)).toEqual([4, 3, 2]);
    expect((await pages.run(and(gte(parcels.booked_at, new Date('2026-01-04T00:00:00Z'))))).map((row) => row.id)).toEqual([4]);
    expect((await pages.run(and(gt(parcels.booked_at, new Date('2026-01-02T08:00:00Z'))))).map((row) => row.id)).toEqual([4, 3]);
    expect((await pages.run(and(eq(parcels.site_id, 10), eq(parcels.status, 'BOOKED')))).map((row) => row.id)).toEqual([1]);
    expect((await pages.run(and(eq(parcels.status, 'BOOKED'), eq(parcels.site_id, 20)))).map((row) => row.id)).toEqual([3]);
    expect(pages.builds()).toBe(4);
  });

  it('runs a fragment that writes its values into its text as it is, with each run’s own values', async () => {
    const pages = parcelPages();
    const atSite = (siteId: number) => and(sql`${parcels.site_id} = ${siteId}`.inlineParams());
    expect((await pages.run(atSite(10))).map((row) => row.id)).toEqual([2, 1]);
    expect((await pages.run(atSite(20))).map((row) => row.id)).toEqual([3]);
    expect(pages.builds()).toBe(2);
  });

  it('gives the rows drizzle itself gives: dates, values of SQL, and columns of a table joined without a match', async () => {
    const select = (database: Executor) =>
      database
        .select({
          id: parcels.id,
          booked_at: parcels.booked_at,
          depot: depots.name,
          late: sql<boolean>`${parcels.booked_at} > '2026-01-02T12:00:00Z'`,
          site_number: sql`${parcels.site_id} * 2`.mapWith(Number),
        })
        .from(parcels)
        .leftJoin(depots, eq(depots.site_id, parcels.site_id))
        .$dynamic();
    const kept = statementByShape((database, { where }) => select(database).where(where).orderBy(parcels.id).prepare(''));
    const where: SQL = inArray(parcels.site_id, [10, 20, 30]);
    const rows = await kept(db, { where }, {});
    expect(rows).toEqual(await select(db).where(where).orderBy(parcels.id));
    expect(rows[2]).toEqual({ id: 3, booked_at: new Date('2026-01-03T08:00:00Z'), depot: null, late: true, site_number: 40 });
  });
});
