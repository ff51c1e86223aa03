/** GET list: the generic list query, checked against the definition, answered as one paginator. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { checkListQuery, type CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { applyDeclaredQuery } from '../../engine/listQuery/declaredQuery.ts';
import { decodeListQueryDetailed } from '../../engine/listQuery/listQuery.ts';
import { paginate, type Paginator } from '../../engine/wire/paginator.ts';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { coerceFilterValue, kindWords, type FilterValue } from './filterValues.ts';
import { listConditions } from './listConditions.ts';
import { listOrder } from './listOrder.ts';
import { selectReadable } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';

export const maxPageSize = 500;

function queryString(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

/**
 * The request's list query, decoded and checked; a 400 naming every problem otherwise.
 * `declared`: the action's endpoint query names, read as the spec's aliases, filters or field
 * equalities (engine/listQuery/declaredQuery.ts); the equalities go to `fixed`.
 */
export function checkedListQuery(model: StorageModel, request: FastifyRequest, limits = { maxPageSize }, declared: readonly string[] = [], fixed?: Record<string, FilterValue>): CheckedListQuery {
  const search = queryString(request);
  const { query: generic, rejectedKeys } = decodeListQueryDetailed(search);
  if (rejectedKeys.length) throw badQuery('Invalid list query', rejectedKeys.map((key) => `Forbidden query key: ${key.slice(0, 60)}`));
  const { query, fields } = declared.length ? applyDeclaredQuery(model.resource, generic, new URLSearchParams(search), declared) : { query: generic, fields: {} };
  for (const [name, text] of Object.entries(fields)) {
    const column = model.columnOf(name);
    if (!column || column.hashed || column.kind === 'json' || !fixed || Object.hasOwn(fixed, name)) continue;
    const value = coerceFilterValue(column.kind, text);
    if (value === undefined) throw badQuery('Invalid list query', [`${name} must be ${kindWords[column.kind]}`]);
    fixed[name] = value;
  }
  const result = checkListQuery(model.resource, query, limits);
  if (!result.ok) throw badQuery(result.error.message, result.error.details);
  if (!Number.isSafeInteger(result.query.offset) || result.query.offset > 1e12) throw badQuery('Invalid list query', [`Page is too large: ${result.query.page}`]);
  return result.query;
}

/** rows: the action's row rule as a condition (rowFilter.ts); undefined when every row is reachable. */
function conditions(model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue>, rows?: Expression<SqlBool>): Expression<SqlBool>[] {
  const all = listConditions(model, query, fixed);
  return rows ? [rows, ...all] : all;
}

/**
 * Rows matching the query's search and filters (and the row rule), sorted, with the requested
 * relations; `fields` keeps only those columns (the export's), every readable one otherwise.
 */
export function matchingRows(db: ResourceDb, model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue> = {}, rows?: Expression<SqlBool>, fields?: readonly string[]) {
  const relations = model.relations.filter((r) => query.relation.includes(r.field) && (!fields || fields.includes(r.field)));
  let select = selectReadable(db, model, relations, fields);
  for (const condition of conditions(model, query, fixed, rows)) select = select.where(condition);
  return select.orderBy(listOrder(model, query));
}

export async function countRows(db: ResourceDb, model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue> = {}, rows?: Expression<SqlBool>): Promise<number> {
  let count = db.selectFrom(model.table).select(sql<number>`count(*)`.as('total'));
  for (const condition of conditions(model, query, fixed, rows)) count = count.where(condition);
  const row = await count.executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listRecords(
  db: ResourceDb,
  model: StorageModel,
  query: CheckedListQuery,
  fixed: Record<string, FilterValue> = {},
  rows?: Expression<SqlBool>,
): Promise<Paginator<ResourceRow>> {
  const data = await matchingRows(db, model, query, fixed, rows).limit(query.pageSize).offset(query.offset).execute();
  // A page that is not full ends the list, so it tells the total without counting: the count
  // (a second pass over every matching row) runs only for a full page or one past the end.
  const ended = data.length < query.pageSize && (data.length > 0 || query.offset === 0);
  const total = ended ? query.offset + data.length : await countRows(db, model, query, fixed, rows);
  return paginate(data, total, query.page, query.pageSize);
}
