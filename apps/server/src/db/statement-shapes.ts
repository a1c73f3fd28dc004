import { isDeepStrictEqual } from 'node:util';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/** How many shapes a statement keeps per database; the least recently used go first. */
const SHAPES_KEPT = 200;

/** The parts of a statement that change from one run to the next: a WHERE, an ORDER BY. */
export type StatementParts = Record<string, SQL | undefined>;

/** A table's or column's name as the dialect writes it; schema objects live as long as the process. */
const writtenNames = new WeakMap<Table | Column, string>();
function writtenName(chunk: Table | Column): string {
  let name = writtenNames.get(chunk);
  if (name === undefined) writtenNames.set(chunk, (name = dialect.sqlToQuery(sql`${chunk}`).sql));
  return name;
}

/**
 * Walks a fragment as the dialect writes it, in the same order, without writing it: `key` gets
 * everything that decides its text and `values` what it binds. SQL text never holds a NUL, so it
 * ends each piece of the key. False where the fragment holds a kind of piece not read here (a
 * subquery, a placeholder, a value its column writes as SQL).
 */
function readChunks(chunks: readonly unknown[], key: string[], values: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk instanceof StringChunk) key.push('s', chunk.value.join(''), '\0');
    else if (chunk instanceof Name) key.push('n', chunk.value, '\0');
    else if (chunk instanceof Table || chunk instanceof Column) key.push('c', writtenName(chunk), '\0');
    else if (chunk instanceof SQL) {
      if (!readChunks(chunk.queryChunks, key, values)) return false;
    } else if (Array.isArray(chunk)) {
      key.push('(\0');
      for (const item of chunk) {
        if (!readChunks([item], key, values)) return false;
        key.push(',\0');
      }
      key.push(')\0');
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return false;
      key.push('$\0');
      values.push(value);
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean' ||
      chunk instanceof Date
    ) {
      key.push('$\0');
      values.push(chunk);
    } else return false;
  }
  return true;
}

/**
 * A fragment rewritten with placeholders named `${prefix}${n}` where the dialect numbers its
 * values, or null where its text cannot be read back that way (a `$n` of its own) or its values
 * are not the ones `readChunks` read: values written into the text (`inlineParams`) would differ
 * from one run of the shape to the next.
 */
function withPlaceholders(part: SQL, prefix: string, expected: unknown[]): SQL | null {
  const { sql: text, params } = dialect.sqlToQuery(part);
  const pieces = text.split(/\$(\d+)/);
  if (pieces.length !== params.length * 2 + 1 || !isDeepStrictEqual(params, expected)) return null;
  for (let index = 1; index < pieces.length; index += 2) if (Number(pieces[index]) !== (index + 1) / 2) return null;
  return sql.join(pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${sql.placeholder(`${prefix}${piece}`)}`)));
}

interface Shape {
  key: string;
  values: Record<string, unknown>;
  /** The parts as SQL with placeholders for their values, built only when the shape is new; null where they cannot be. */
  parts: () => StatementParts | null;
}

function shapeOf(parts: StatementParts): Shape | null {
  const key: string[] = [];
  const values: Record<string, unknown> = {};
  const read: Record<string, unknown[]> = {};
  for (const [name, part] of Object.entries(parts)) {
    // An absent part leaves its clause out; an empty one writes the clause's keyword.
    key.push(name, part === undefined ? '\u0002' : '\u0001');
    if (part === undefined) continue;
    const partValues: unknown[] = [];
    if (!readChunks(part.queryChunks, key, partValues)) return null;
    read[name] = partValues;
    partValues.forEach((value, index) => {
      values[`${name}_${index + 1}`] = value;
    });
  }
  return {
    key: key.join(''),
    values,
    parts: () => {
      const rebuilt: StatementParts = {};
      for (const [name, part] of Object.entries(parts)) {
        if (part === undefined) {
          rebuilt[name] = undefined;
          continue;
        }
        const placeholders = withPlaceholders(part, `${name}_`, read[name]!);
        if (!placeholders) return null;
        rebuilt[name] = placeholders;
      }
      return rebuilt;
    },
  };
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What drizzle keeps in a prepared select (node-postgres and PGlite alike) to map its rows. */
interface SelectStatement {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Maps a kept statement's rows with a function written once per shape, where drizzle works out
 * each value's decoder and path anew for every value of every row (a tenth of a list request's
 * time). The function builds each row as one object literal: V8 then makes it in a single
 * allocation with its fields in place, where adding forty fields one by one grows and copies its
 * store several times. Only a flat selection of columns and SQL values, which drizzle maps the
 * same way; anything else, or a drizzle that keeps these elsewhere, is left to drizzle.
 */
function withFlatRows<T>(statement: T): T {
  const select = statement as SelectStatement;
  if (!select.fields || select.customResultMapper) return statement;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of select.fields) {
    const decoder =
      field instanceof Column ? field : field instanceof SQL ? (field as unknown as { decoder?: Decoder }).decoder : undefined;
    // A literal's `__proto__` would set its prototype, not a field.
    if (path.length !== 1 || !decoder || path[0] === '__proto__') return statement;
    keys.push(path[0]!);
    decoders.push(decoder);
  }
  // The keys are the selection's own names, written as JSON string literals; no value reaches the text.
  const fields = keys.map(
    (key, index) => `${JSON.stringify(key)}: (value = row[${index}]) === null ? null : decoders[${index}].mapFromDriverValue(value)`,
  );
  const mapRow = new Function('decoders', `return (row) => { let value; return { ${fields.join(', ')} }; };`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
  select.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A statement whose WHERE and ORDER BY change with each request (a list's filters, sort and
 * scope), built once per shape of those parts rather than on every run. `build` ends in drizzle's
 * `.prepare('')`: an unnamed statement, so PostgreSQL still plans each run for its own values, as
 * a list over skewed data needs; what is saved is the process's own work of writing the SQL.
 * A request finds its shape by walking its parts, not by writing them; only a new shape is
 * written, with its values as placeholders, and checked against that walk. `values` fills the
 * statement's other placeholders (a page's limit and offset, the user).
 */
export function statementByShape<Result>(build: (db: Executor, parts: StatementParts) => Prepared<Result>) {
  // null: a shape whose parts cannot take placeholders, run as it is each time.
  const built = new WeakMap<Executor, Map<string, Prepared<Result> | null>>();
  return (db: Executor, parts: StatementParts, values: Record<string, unknown>): Promise<Result> => {
    const shape = shapeOf(parts);
    if (!shape) return build(db, parts).execute(values);
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let statement = shapes.get(shape.key);
    if (statement !== undefined) {
      shapes.delete(shape.key);
    } else {
      const placeholders = shape.parts();
      statement = placeholders && withFlatRows(build(db, placeholders));
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape.key, statement);
    return statement ? statement.execute({ ...values, ...shape.values }) : build(db, parts).execute(values);
  };
}
