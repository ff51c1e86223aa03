/**
 * A stored row as JSON built by PostgreSQL, equal to what JSON.stringify writes for the same row
 * read through pg (readRecords.ts): the readable columns under their field names, timestamps as
 * ISO strings in UTC with milliseconds (a JS Date), dates and times as the text pg hands over.
 * It lets a write put its audit row in the same statement as the write (oneStatementWrite.ts)
 * without reading the record back first.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ColumnModel, StorageModel } from './storageModel.ts';

/** jsonb_build_object takes at most 100 arguments: 50 keys per call, joined with ||. */
const keysPerCall = 50;

function valueOf(alias: string, column: ColumnModel): RawBuilder<unknown> {
  const ref = sql.ref(`${alias}.${column.column}`);
  switch (column.kind) {
    case 'timestamp':
      return sql`to_jsonb(to_char(${ref}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    case 'date':
    case 'time':
    case 'uuid':
      // pg keeps these as the text the database sent (database.ts), so the JSON holds that text.
      return sql`to_jsonb(${ref}::text)`;
    default:
      return sql`to_jsonb(${ref})`;
  }
}

/** The JSON of the row named `alias` in the statement (a CTE of the written row, say). */
export function rowJson(model: StorageModel, alias: string): RawBuilder<unknown> {
  const pairs = model.columns.filter((c) => !c.hashed).map((c) => sql`${sql.lit(c.field)}::text, ${valueOf(alias, c)}`);
  const calls: RawBuilder<unknown>[] = [];
  for (let at = 0; at < pairs.length; at += keysPerCall) calls.push(sql`jsonb_build_object(${sql.join(pairs.slice(at, at + keysPerCall))})`);
  return calls.length ? sql`(${sql.join(calls, sql` || `)})` : sql`'{}'::jsonb`;
}

/** The readable columns of the row named `alias`, under their field names (what findRecord answers). */
export function readableColumns(model: StorageModel, alias: string): RawBuilder<unknown> {
  return sql.join(model.columns.filter((c) => !c.hashed).map((c) => sql`${sql.ref(`${alias}.${c.column}`)} as ${sql.ref(c.field)}`));
}
