/**
 * The spec's own list parameters (modules.md: `status`, `type`, `per_page`, `current_page`,
 * `sorting_field`, `sorting_param`, `field`, `type_sort`...) read into the generic list query.
 * Only the names an action declares in its endpoint's `query` are read, each by one rule:
 * an alias of paging or sorting (the table below), else a list filter of that key, else a field
 * of the resource (an equality the caller adds, such as an approval list's `ticket_id`).
 * A request in the generic shape (paging[]) says everything itself; a spec-shaped request (no
 * paging[]) gets the list's own page size, sort and filter defaults, so `GET
 * /sso/support/ticket/admin` alone answers open tickets, 100 a page, as the spec says.
 */
import type { ResourceDefinition } from '../generated/definitions.ts';
import type { ListQuery } from './listQuery.ts';

export type ListQueryPart = 'page' | 'pageSize' | 'sortField' | 'sortDirection';

/** The spec's names of the generic query's parts, as the modules' calls use them. */
export const listQueryAliases: Readonly<Record<string, ListQueryPart>> = {
  page: 'page',
  current_page: 'page',
  per_page: 'pageSize',
  perpage: 'pageSize',
  sorting_field: 'sortField',
  sort_by: 'sortField',
  field: 'sortField',
  sorting_param: 'sortDirection',
  sort_type: 'sortDirection',
  type_sort: 'sortDirection',
};

export interface DeclaredQuery {
  readonly query: ListQuery;
  /** declared names that are fields of the resource (not filters), with their text: equalities */
  readonly fields: Readonly<Record<string, string>>;
}

type Filter = NonNullable<ResourceDefinition['list']>['filters'][number];

/**
 * A filter value as sent; an option's wire name (the spec's `OPEN` for the open status) is read
 * as that option's value: the last segment of its label key, in any case (support.ticket.status.open).
 */
export function filterWireValue(filter: Filter, text: string): string {
  const values = filter.options && 'values' in filter.options ? filter.options.values : undefined;
  if (!values || values.some((option) => String(option.value) === text)) return text;
  const wanted = text.toLowerCase();
  const named = values.find((option) => typeof option.label === 'string' && option.label.split('.').pop()?.toLowerCase() === wanted);
  return named ? String(named.value) : text;
}

const hasGeneric = (params: URLSearchParams, name: string) => [...params.keys()].some((key) => key === name || key.startsWith(`${name}[`));

/** The generic query with the action's declared spec parameters applied (see the file comment). */
export function applyDeclaredQuery(resource: ResourceDefinition, query: ListQuery, params: URLSearchParams, declared: readonly string[]): DeclaredQuery {
  const list = resource.list;
  const filters = list?.filters ?? [];
  const specShaped = !hasGeneric(params, 'paging');
  const paging: [number, number] = [...query.paging];
  const sorter: ListQuery['sorter'] = [...query.sorter];
  const filter = { ...query.filter };
  const fields: Record<string, string> = {};
  if (specShaped && list) {
    paging[0] = list.pageSize;
    if (!hasGeneric(params, 'sorter')) sorter.splice(0, 2, list.defaultSort.field, list.defaultSort.direction);
  }
  for (const name of declared) {
    const given = params.get(name);
    const declaredFilter = filters.find((f) => f.key === name);
    if (given === null || given === '') {
      // An absent filter takes its default in a spec-shaped call; an empty one means "all".
      if (given === null && specShaped && declaredFilter?.default !== undefined && !Object.hasOwn(filter, name)) filter[name] = String(declaredFilter.default);
      continue;
    }
    const part = Object.hasOwn(listQueryAliases, name) ? listQueryAliases[name] : undefined;
    if (part === 'page') paging[1] = Number(given);
    else if (part === 'pageSize') paging[0] = Number(given);
    else if (part === 'sortField') sorter[0] = given;
    else if (part === 'sortDirection') sorter[1] = given.toLowerCase() as ListQuery['sorter'][1];
    else if (declaredFilter) filter[name] = filterWireValue(declaredFilter, given);
    else if (Object.hasOwn(resource.fields.properties, name)) fields[name] = given;
  }
  return { query: { ...query, paging, sorter, filter }, fields };
}
