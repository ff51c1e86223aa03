/** GET list: the generic list query, checked against the definition, answered as one paginator. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { checkListQuery, type CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { applyDeclaredQuery } from '../../engine/listQuery/declaredQuery.ts';
import { decodeListQueryDetailed } from '../../engine/listQuery/listQuery.ts';
import { paginate, type Paginator } from '../../engine/wire/paginator.ts';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { executePrepared } from '../db/preparedStatements.ts';
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

/**
 * A list without search or filters (a module's first page, most paging) sends the same two
 * statements each time but for the caller's values and the page: they are prepared once per
 * connection, so PostgreSQL does not plan them again. A search pattern's best plan depends on the
 * pattern (a trigram index for a rare one, a scan for a common one): those keep a plan per call.
 */
function repeatsItsPlan(query: CheckedListQuery, fixed: Record<string, FilterValue>): boolean {
  return !query.q && !query.filters.length && !Object.keys(fixed).length;
}

function countQuery(db: ResourceDb, model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue>, rows?: Expression<SqlBool>) {
  let count = db.selectFrom(model.table).select(sql<number>`count(*)`.as('total'));
  for (const condition of conditions(model, query, fixed, rows)) count = count.where(condition);
  return count;
}

export async function countRows(db: ResourceDb, model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue> = {}, rows?: Expression<SqlBool>): Promise<number> {
  const count = countQuery(db, model, query, fixed, rows);
  const [row] = repeatsItsPlan(query, fixed) ? await executePrepared(db as never, count) : [await count.executeTakeFirstOrThrow()];
  return Number(row.total);
}

/** Name of the extra column carrying the total on each row of a page (removed before answering). */
const totalColumn = '__total';

export async function listRecords(
  db: ResourceDb,
  model: StorageModel,
  query: CheckedListQuery,
  fixed: Record<string, FilterValue> = {},
  rows?: Expression<SqlBool>,
): Promise<Paginator<ResourceRow>> {
  const { pageSize, offset } = query;
  const page = matchingRows(db, model, query, fixed, rows).limit(pageSize).offset(offset);
  const counted = countQuery(db, model, query, fixed, rows);
  // Page and total in one statement, one round trip. A page that is not full ends the list, so
  // it tells the total without counting: the count (a second pass over every matching row) is an
  // uncorrelated subquery in a CASE, which PostgreSQL runs only when the CASE reaches it, for a
  // full page. The page's rows keep its order: the outer select neither joins nor sorts them, and
  // a window over the whole page (count(*) over ()) reads them in the order they come.
  const statement = db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select(sql<number | null>`case when count(*) over () >= ${pageSize} then (${counted}) end`.as(totalColumn));
  const data = repeatsItsPlan(query, fixed) ? await executePrepared(db as never, statement) : await statement.execute();
  let total: number;
  if (data.length === 0) {
    // Past the end (or nothing matches): the page says nothing of the total, so it is counted.
    total = offset === 0 ? 0 : await countRows(db, model, query, fixed, rows);
  } else {
    const stated = data[0][totalColumn];
    total = stated == null ? offset + data.length : Number(stated);
    for (const row of data as ResourceRow[]) delete row[totalColumn];
  }
  return paginate(data as ResourceRow[], total, query.page, pageSize);
}
