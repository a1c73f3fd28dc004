import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/** How many shapes a statement keeps per database; the least recently used go first. */
const SHAPES_KEPT = 200;

/** The parts of a statement that change from one run to the next: a WHERE, an ORDER BY. */
export type StatementParts = Record<string, SQL | undefined>;

interface Shape {
  key: string;
  values: Record<string, unknown>;
  /** The parts as SQL with placeholders for their values, built only when the shape is new. */
  parts: () => StatementParts;
}

/**
 * A fragment's text with its values replaced by placeholders named `${prefix}${n}`, or null when
 * its text cannot be read back that way (a `$n` of its own, out of order).
 */
function shapeOfPart(part: SQL, prefix: string): { key: string; values: Record<string, unknown>; part: () => SQL } | null {
  const { sql: text, params } = dialect.sqlToQuery(part);
  const pieces = text.split(/\$(\d+)/);
  const values: Record<string, unknown> = {};
  for (let index = 1; index < pieces.length; index += 2) {
    const number = Number(pieces[index]);
    if (number !== (index + 1) / 2) return null;
    values[`${prefix}${number}`] = params[number - 1];
  }
  if (Object.keys(values).length !== params.length) return null;
  const rebuilt = () =>
    sql.join(pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${sql.placeholder(`${prefix}${piece}`)}`)));
  return { key: text, values, part: rebuilt };
}

function shapeOf(parts: StatementParts): Shape | null {
  const keys: string[] = [];
  const values: Record<string, unknown> = {};
  const rebuilt: Record<string, () => SQL | undefined> = {};
  for (const [name, part] of Object.entries(parts)) {
    if (part === undefined) {
      keys.push(`${name}:`);
      rebuilt[name] = () => undefined;
      continue;
    }
    const shape = shapeOfPart(part, `${name}_`);
    if (!shape) return null;
    keys.push(`${name}:${shape.key}`);
    Object.assign(values, shape.values);
    rebuilt[name] = shape.part;
  }
  return {
    key: keys.join('\u0000'),
    values,
    parts: () => Object.fromEntries(Object.entries(rebuilt).map(([name, build]) => [name, build()])),
  };
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A statement whose WHERE and ORDER BY change with each request (a list's filters, sort and
 * scope), built once per shape of those parts rather than on every run. `build` ends in drizzle's
 * `.prepare('')`: an unnamed statement, so PostgreSQL still plans each run for its own values, as
 * a list over skewed data needs; what is saved is the process's own work of writing the SQL.
 * The parts are read back with their values as placeholders; `values` fills the statement's
 * other placeholders (a page's limit and offset, the user).
 */
export function statementByShape<Result>(build: (db: Executor, parts: StatementParts) => Prepared<Result>) {
  const built = new WeakMap<Executor, Map<string, Prepared<Result>>>();
  return (db: Executor, parts: StatementParts, values: Record<string, unknown>): Promise<Result> => {
    const shape = shapeOf(parts);
    if (!shape) return build(db, parts).execute(values);
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let statement = shapes.get(shape.key);
    if (statement) {
      shapes.delete(shape.key);
    } else {
      statement = build(db, shape.parts());
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape.key, statement);
    return statement.execute({ ...values, ...shape.values });
  };
}
