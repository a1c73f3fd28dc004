import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Rows written per statement: each statement is built in one piece on the request thread, so
 * they stay small enough that other requests are not kept waiting while one is built.
 */
export const ROWS_PER_STATEMENT = 500;

export const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** A column's type as a value of it is read: a serial key is an integer. */
const valueType = (columnType: string) => ({ serial: 'integer', bigserial: 'bigint' })[columnType] ?? columnType;

/**
 * Many rows as one JSON document and the columns it is read back as, each with its own type:
 * a statement of a thousand rows is then one parameter, quick to build and to send, where a
 * parameter per value keeps the process busy building it. Read it `from recordset(...)` as `v`.
 */
export function recordset(table: PgTable, names: readonly string[], rows: readonly object[]): SQL {
  const columns = getTableColumns(table);
  const definition = sql.join(
    names.map((name) => sql`${sql.identifier(columns[name]!.name)} ${sql.raw(valueType(columns[name]!.getSQLType()))}`),
    sql`, `,
  );
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${definition})`;
}

/** The columns a batch of rows gives values for; a row that leaves one out stores null there. */
const columnsOf = (rows: readonly object[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))];

/**
 * What an insert does with a row whose unique key is already stored: leave it, or replace every
 * column the row gives except the key (`target`).
 */
export type OnConflict = { skip: true } | { target: readonly PgColumn[] };

/**
 * Inserts rows through `recordset`, a statement per `ROWS_PER_STATEMENT` rows, answering what
 * `returning` names of each row written.
 */
export async function insertRecords<T = never>(
  db: Executor,
  table: PgTable,
  rows: readonly object[],
  options: { onConflict?: OnConflict; returning?: SQL } = {},
): Promise<T[]> {
  const written: T[] = [];
  const columns = getTableColumns(table);
  const { onConflict, returning } = options;
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const names = columnsOf(part);
    const list = sql.join(
      names.map((name) => sql.identifier(columns[name]!.name)),
      sql`, `,
    );
    const conflict = !onConflict
      ? sql``
      : 'skip' in onConflict
        ? sql`on conflict do nothing`
        : sql`on conflict (${sql.join(
            onConflict.target.map((column) => sql.identifier(column.name)),
            sql`, `,
          )}) do update set ${sql.join(
            names
              .map((name) => columns[name]!.name)
              .filter((column) => !onConflict.target.some((key) => key.name === column))
              .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
            sql`, `,
          )}`;
    const result = await db.execute(sql`
      insert into ${table} (${list}) select ${list} from ${recordset(table, names, part)}
      ${conflict} ${returning ? sql`returning ${returning}` : sql``}`);
    if (returning) written.push(...(result as unknown as { rows: T[] }).rows);
  }
  return written;
}
