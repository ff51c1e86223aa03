/**
 * Checks a list query against the resource's definition before anything reaches SQL: only
 * declared fields sort, only declared filters filter, only declared search fields are searched,
 * and the page size stays within the limit. Every problem is named, in English.
 */
import type { ListView, ResourceDefinition } from '../generated/definitions.ts';
import type { ListQuery, SortDirection } from './listQuery.ts';

export type FilterOperator = NonNullable<NonNullable<ListView['filters']>[number]['operator']>;

export interface CheckedFilter {
  /** the filter[key] name */
  readonly key: string;
  /** the field it filters */
  readonly field: string;
  readonly operator: FilterOperator;
  /** one value, or several for 'in' */
  readonly value: string | readonly string[];
}

export interface CheckedListQuery extends ListQuery {
  readonly pageSize: number;
  readonly page: number;
  /** rows to skip: (page - 1) * pageSize */
  readonly offset: number;
  readonly sortField: string;
  readonly sortDirection: SortDirection;
  /** the fields q is searched in: the query's search_field, or every declared search field */
  readonly searchFields: readonly string[];
  /** filters with a value; an empty value ('' or []) means "all" and is left out */
  readonly filters: readonly CheckedFilter[];
}

export type CheckListQueryResult =
  | { ok: true; query: CheckedListQuery }
  | { ok: false; error: { code: string; message: string; details: string[] } };

export const invalidListQueryCode = 'invalid_list_query';

const describe = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** ': 10.5' after a message; nothing for NaN or a missing value, which have nothing to show. */
const shown = (value: unknown) => (value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? '' : `: ${describe(value)}`);

/** Fields a client may name: declared ones, except those never returned (x-writeOnly: passwords). */
function readableField(resource: ResourceDefinition, field: string): boolean {
  if (field === 'id') return true;
  const properties = resource.fields.properties;
  return Object.hasOwn(properties, field) && properties[field]['x-writeOnly'] !== true;
}

function checkPaging(query: ListQuery, maxPageSize: number, details: string[]): void {
  const [size, page] = Array.isArray(query.paging) ? query.paging : [undefined, undefined];
  if (typeof size !== 'number' || !Number.isInteger(size)) details.push(`Page size must be a whole number${shown(size)}`);
  else if (size < 1 || size > maxPageSize) details.push(`Page size must be between 1 and ${maxPageSize}: ${size}`);
  if (typeof page !== 'number' || !Number.isInteger(page)) details.push(`Page must be a whole number${shown(page)}`);
  else if (page < 1) details.push(`Page must be 1 or more: ${page}`);
}

function checkFilters(resource: ResourceDefinition, query: ListQuery, details: string[]): CheckedFilter[] {
  const declared = resource.list?.filters ?? [];
  const checked: CheckedFilter[] = [];
  for (const [key, raw] of Object.entries(query.filter ?? {})) {
    const definition = declared.find((f) => f.key === key);
    if (!definition) {
      details.push(`Unknown filter: ${key}`);
      continue;
    }
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== '');
    if (values.some((v) => typeof v !== 'string')) {
      details.push(`Filter ${key} must be text`);
      continue;
    }
    if (values.length === 0) continue;
    let operator: FilterOperator = definition.operator;
    // Several values of an equality filter mean "any of these".
    if (operator === 'eq' && Array.isArray(raw)) operator = 'in';
    if (operator !== 'in' && values.length > 1) {
      details.push(`Filter ${key} takes one value`);
      continue;
    }
    if (operator === 'year' && !/^\d{4}$/.test(values[0])) details.push(`Filter ${key} must be a year: ${values[0]}`);
    else if (operator === 'month' && !/^(0?[1-9]|1[0-2])$/.test(values[0])) details.push(`Filter ${key} must be a month from 1 to 12: ${values[0]}`);
    else checked.push({ key, field: definition.field ?? key, operator, value: operator === 'in' ? values : values[0] });
  }
  return checked;
}

/** A relation to load must be a declared field that points at another resource. */
function isRelation(resource: ResourceDefinition, name: string): boolean {
  const properties = resource.fields.properties;
  if (!Object.hasOwn(properties, name)) return false;
  const field = properties[name];
  const options = field['x-options'];
  return field['x-relation'] !== undefined || (!!options && 'resource' in options);
}

export function checkListQuery(resource: ResourceDefinition, query: ListQuery, limits: { maxPageSize: number }): CheckListQueryResult {
  const details: string[] = [];
  checkPaging(query, limits.maxPageSize, details);

  const [sortField, rawDirection] = Array.isArray(query.sorter) ? query.sorter : [undefined, undefined];
  if (typeof sortField !== 'string' || !readableField(resource, sortField)) details.push(`Unknown sort field: ${describe(sortField)}`);
  const direction = typeof rawDirection === 'string' ? rawDirection.toLowerCase() : rawDirection;
  if (direction !== 'asc' && direction !== 'desc') details.push(`Unknown sort direction: ${describe(rawDirection)} (use asc or desc)`);

  const declaredSearch = resource.list?.searchFields ?? [];
  for (const field of query.search_field ?? []) {
    if (!declaredSearch.includes(field)) details.push(`Unknown search field: ${describe(field)}`);
  }
  if (typeof query.q !== 'string') details.push('Search text must be text');

  const filters = checkFilters(resource, query, details);
  for (const relation of query.relation ?? []) {
    if (!isRelation(resource, relation)) details.push(`Unknown relation: ${describe(relation)}`);
  }

  if (details.length > 0) {
    return { ok: false, error: { code: invalidListQueryCode, message: 'Invalid list query', details } };
  }
  const [pageSize, page] = query.paging;
  const searchFields = query.search_field.length > 0 ? [...query.search_field] : [...declaredSearch];
  return {
    ok: true,
    query: {
      ...query,
      sorter: [sortField as string, direction as SortDirection],
      pageSize,
      page,
      offset: (page - 1) * pageSize,
      sortField: sortField as string,
      sortDirection: direction as SortDirection,
      searchFields,
      filters,
    },
  };
}
