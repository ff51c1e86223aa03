/**
 * The WHERE and ORDER BY of a list, from a query that checkListQuery has already accepted.
 * Every name comes from the storage model (so from the definition); every value is a parameter.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CheckedFilter, CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { badQuery } from '../http/errors.ts';
import { coerceFilterValue, kindWords, type FilterValue } from './filterValues.ts';
import type { StorageModel } from './storageModel.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnRef(model: StorageModel, field: string, purpose: string) {
  const column = model.columnOf(field);
  if (!column || column.hashed) throw badQuery('Invalid list query', [`Unknown ${purpose} field: ${field}`]);
  return { column, ref: sql.ref(`${model.table}.${column.column}`) };
}

function values(filter: CheckedFilter): string[] {
  return Array.isArray(filter.value) ? [...filter.value] : [filter.value as string];
}

function coerceAll(filter: CheckedFilter, kind: Parameters<typeof coerceFilterValue>[0]): FilterValue[] {
  return values(filter).map((text) => {
    const value = coerceFilterValue(kind, text);
    if (value === undefined) throw badQuery('Invalid list query', [`Filter ${filter.key} must be ${kindWords[kind]}: ${text.slice(0, 40)}`]);
    return value;
  });
}

/** The columns of every level of the x-tree a filter's field heads, for an equality filter on it. */
function treeLevels(model: StorageModel, filter: CheckedFilter) {
  const levels = model.resource.fields.properties[filter.field]?.['x-tree']?.levels;
  if (!levels || (filter.operator !== 'eq' && filter.operator !== 'in')) return undefined;
  return levels.map((level) => columnRef(model, level, 'filter').ref);
}

function filterCondition(model: StorageModel, filter: CheckedFilter): Expression<SqlBool> {
  const relation = model.relationOf(filter.field);
  if (relation) {
    // A many-to-many field filters by "linked to any of these ids".
    const ids = coerceAll(filter, relation.targetIdKind);
    return sql<SqlBool>`exists (select 1 from ${sql.table(relation.through)} l where l.${sql.ref(relation.ownColumn)} = ${sql.ref(`${model.table}.id`)} and l.${sql.ref(relation.targetColumn)} in (${sql.join(ids)}))`;
  }
  const { column, ref } = columnRef(model, filter.field, 'filter');
  const tree = treeLevels(model, filter);
  if (tree) {
    // A tree's node ids are unique across its levels: the node matches at whatever level it was chosen.
    const nodes = coerceAll(filter, column.kind);
    return sql<SqlBool>`(${sql.join(tree.map((level) => sql<SqlBool>`${level} in (${sql.join(nodes)})`), sql` or `)})`;
  }
  switch (filter.operator) {
    case 'like':
      return sql<SqlBool>`cast(${ref} as text) ilike ${`%${escapeLike(values(filter)[0])}%`}`;
    case 'year':
    case 'month': {
      const part = Number(values(filter)[0]);
      return sql<SqlBool>`extract(${sql.raw(filter.operator)} from ${ref}) = ${part}`;
    }
    case 'gte':
      return sql<SqlBool>`${ref} >= ${coerceAll(filter, column.kind)[0]}`;
    case 'lte':
      return sql<SqlBool>`${ref} <= ${coerceAll(filter, column.kind)[0]}`;
    case 'in':
      return sql<SqlBool>`${ref} in (${sql.join(coerceAll(filter, column.kind))})`;
    default:
      return sql<SqlBool>`${ref} = ${coerceAll(filter, column.kind)[0]}`;
  }
}

/** fixed: field values the call is scoped to (path parameters), on top of the query's filters. */
/** The list's own scope: the path's values (a parent's key), whatever the query says. */
export function fixedConditions(model: StorageModel, fixed: Record<string, FilterValue>): Expression<SqlBool>[] {
  return Object.entries(fixed).map(([field, value]) => sql<SqlBool>`${columnRef(model, field, 'path').ref} = ${value}`);
}

export function listConditions(model: StorageModel, query: CheckedListQuery, fixed: Record<string, FilterValue> = {}): Expression<SqlBool>[] {
  const conditions = fixedConditions(model, fixed);
  const q = query.q.trim();
  if (q !== '' && query.searchFields.length > 0) {
    if (q.length > 200) throw badQuery('Invalid list query', ['Search text must be at most 200 characters']);
    const pattern = `%${escapeLike(q)}%`;
    const parts = query.searchFields.map((field) => sql<SqlBool>`cast(${columnRef(model, field, 'search').ref} as text) ilike ${pattern}`);
    conditions.push(sql<SqlBool>`(${sql.join(parts, sql` or `)})`);
  }
  for (const filter of query.filters) conditions.push(filterCondition(model, filter));
  return conditions;
}

export function sortColumn(model: StorageModel, query: CheckedListQuery) {
  return columnRef(model, query.sortField, 'sort').ref;
}
