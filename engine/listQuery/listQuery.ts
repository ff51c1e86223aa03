/**
 * The generic list query of the spec (modules.md section 3): module, paging [size, page],
 * sorter [field, direction], search_field, q, filter, relation, mutation. Arrays travel as
 * name[], filters as filter[key] (filter[key][] for several values). The browser keeps it in
 * the address bar and the server reads it back with the same two functions.
 */
import type { ResourceDefinition } from '../generated/definitions.ts';

export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  module?: string;
  paging: [size: number, page: number];
  sorter: [field: string, direction: SortDirection];
  search_field: string[];
  q: string;
  filter: Record<string, string | string[]>;
  relation: string[];
  mutation?: string;
}

export const defaultPageSize = 10;

/** "Default sort is id descending"; the table default page size is 10. */
export function defaultListQuery(overrides: Partial<ListQuery> = {}): ListQuery {
  return {
    paging: [defaultPageSize, 1],
    sorter: ['id', 'desc'],
    search_field: [],
    q: '',
    filter: {},
    relation: [],
    ...overrides,
  };
}

/** The first query of a resource's list: its module, default sort, page size and filter defaults. */
export function defaultListQueryFor(resource: ResourceDefinition): ListQuery {
  const list = resource.list;
  // A resource without a list view is listed only as a child (a ticket's tasks): the generic defaults.
  if (!list) return defaultListQuery();
  const filter: Record<string, string> = {};
  for (const f of list.filters) {
    if (f.default !== undefined && !isForbiddenKey(f.key)) filter[f.key] = String(f.default);
  }
  return defaultListQuery({
    module: list.module,
    paging: [list.pageSize, 1],
    sorter: [list.defaultSort.field, list.defaultSort.direction],
    filter,
  });
}

/** Keys that would reach Object.prototype if used as a plain property name. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return forbiddenKeys.has(key);
}

const enc = encodeURIComponent;

/** 'paging[]=10&paging[]=1&sorter[]=id&sorter[]=desc&...'; brackets stay readable, values are escaped. */
export function encodeListQuery(query: ListQuery): string {
  const parts: string[] = [];
  const add = (name: string, value: string | number) => parts.push(`${name}=${enc(String(value))}`);
  if (query.module !== undefined) add('module', query.module);
  for (const value of query.paging) add('paging[]', value);
  for (const value of query.sorter) add('sorter[]', value);
  for (const value of query.search_field) add('search_field[]', value);
  if (query.q !== '') add('q', query.q);
  for (const [key, value] of Object.entries(query.filter)) {
    if (Array.isArray(value)) for (const item of value) add(`filter[${enc(key)}][]`, item);
    else add(`filter[${enc(key)}]`, value);
  }
  for (const value of query.relation) add('relation[]', value);
  if (query.mutation !== undefined) add('mutation', query.mutation);
  return parts.join('&');
}

export interface DecodedListQuery {
  readonly query: ListQuery;
  /** filter keys refused because they name Object.prototype (__proto__, constructor, prototype) or nest too deep. */
  readonly rejectedKeys: string[];
  /** query parameters that are not part of the list query (left for the caller). */
  readonly otherKeys: string[];
}

/** 'paging[]', 'paging[0]' and 'paging' all name the list 'paging'. */
function listName(name: string): string | undefined {
  const match = /^([a-z_]+)(\[\d*\])?$/.exec(name);
  return match ? match[1] : undefined;
}

function toNumber(text: string | undefined, fallback: number): number {
  // NaN is kept on purpose: checkListQuery names the bad value instead of silently using a default.
  return text === undefined || text.trim() === '' ? fallback : Number(text);
}

function toDirection(text: string | undefined): SortDirection {
  if (text === undefined || text === '') return 'desc';
  const lower = text.toLowerCase();
  return (lower === 'asc' || lower === 'desc' ? lower : text) as SortDirection;
}

function addFilter(filter: Record<string, string | string[]>, key: string, value: string, asList: boolean): void {
  const existing = Object.hasOwn(filter, key) ? filter[key] : undefined;
  if (existing === undefined) filter[key] = asList ? [value] : value;
  else filter[key] = [...(Array.isArray(existing) ? existing : [existing]), value];
}

/**
 * The inverse of encodeListQuery, tolerant of missing parts (defaults fill them) and of
 * 'paging[0]' or repeated plain names. Filter keys naming Object.prototype are refused and
 * reported, so a query string can never reach a prototype.
 */
export function decodeListQueryDetailed(search: string | URLSearchParams): DecodedListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const lists: Record<'paging' | 'sorter' | 'search_field' | 'relation', string[]> = { paging: [], sorter: [], search_field: [], relation: [] };
  const filter: Record<string, string | string[]> = {};
  const rejectedKeys: string[] = [];
  const otherKeys: string[] = [];
  let module: string | undefined;
  let mutation: string | undefined;
  let q = '';

  for (const [name, value] of params) {
    const filterMatch = /^filter\[([^\]]*)\](.*)$/.exec(name);
    if (filterMatch) {
      const [, key, rest] = filterMatch;
      if (key === '' || isForbiddenKey(key) || (rest !== '' && rest !== '[]')) rejectedKeys.push(name);
      else addFilter(filter, key, value, rest === '[]');
      continue;
    }
    const list = listName(name);
    if (list === 'paging' || list === 'sorter' || list === 'search_field' || list === 'relation') lists[list].push(value);
    else if (name === 'module') module = value;
    else if (name === 'mutation') mutation = value;
    else if (name === 'q') q = value;
    else otherKeys.push(name);
  }

  const query = defaultListQuery({
    ...(module !== undefined && { module }),
    paging: [toNumber(lists.paging[0], defaultPageSize), toNumber(lists.paging[1], 1)],
    sorter: [lists.sorter[0] || 'id', toDirection(lists.sorter[1])],
    search_field: lists.search_field.filter((field) => field !== ''),
    q,
    filter,
    relation: lists.relation.filter((relation) => relation !== ''),
    ...(mutation !== undefined && { mutation }),
  });
  return { query, rejectedKeys, otherKeys };
}

export function decodeListQuery(search: string | URLSearchParams): ListQuery {
  return decodeListQueryDetailed(search).query;
}
