/**
 * GET options: the records of a resource as { id, label } for selects. The label is the field
 * named by ?label= (a declared, readable field), else name, title or code, else the id. ?value=
 * adds another readable field as `value`, for records referred to by it: a row's created_by holds
 * a username, and the user options with ?value=username give the name to show for it.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import type { StorageModel } from './storageModel.ts';

export const optionsLimit = 1000;

export function defaultLabelField(model: StorageModel): string {
  return ['name', 'title', 'label', 'code', 'username'].find((field) => model.columnOf(field)) ?? 'id';
}

export async function listOptions(db: ResourceDb, model: StorageModel, params: { label?: string; q?: string; value?: string }, rows?: Expression<SqlBool>): Promise<{ data: ResourceRow[] }> {
  const labelField = params.label ?? defaultLabelField(model);
  const column = model.columnOf(labelField);
  if (!column || column.hashed) throw badQuery('Invalid options query', [`Unknown label field: ${String(labelField).slice(0, 60)}`]);
  const valueColumn = params.value === undefined ? undefined : model.columnOf(params.value);
  if (params.value !== undefined && (!valueColumn || valueColumn.hashed)) throw badQuery('Invalid options query', [`Unknown value field: ${params.value.slice(0, 60)}`]);
  const label = sql.ref(`${model.table}.${column.column}`);
  let query = db
    .selectFrom(model.table)
    .select([sql.ref(`${model.table}.id`).as('id'), sql`${label}`.as('label'), ...(valueColumn ? [sql.ref(`${model.table}.${valueColumn.column}`).as('value')] : [])])
    .orderBy(sql`${label} asc nulls last`)
    .limit(optionsLimit);
  if (rows) query = query.where(rows);
  const q = params.q?.trim();
  if (q) {
    if (q.length > 200) throw badQuery('Invalid options query', ['Search text must be at most 200 characters']);
    query = query.where(sql<boolean>`cast(${label} as text) ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  return { data: await query.execute() };
}
