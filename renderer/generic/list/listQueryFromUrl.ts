/**
 * The list query lives in the address bar (engine/listQuery: "the browser keeps it"), so a
 * reload, a shared link or the back button shows the same page. Parts the definition fixes
 * (module, search fields) always come from the definition, never from the URL.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { decodeListQuery, defaultListQueryFor, type ListQuery } from '../../../engine/listQuery/listQuery.ts';

export function listQueryFromUrl(resource: LoadedResource, params: URLSearchParams): ListQuery {
  const defaults = defaultListQueryFor(resource);
  const hasQuery = [...params.keys()].some((key) => key.startsWith('paging') || key.startsWith('sorter') || key.startsWith('filter') || key === 'q');
  const query = hasQuery ? decodeListQuery(params) : defaults;
  return withDefinedParts(resource, query);
}

export function withDefinedParts(resource: LoadedResource, query: ListQuery): ListQuery {
  const { module: _fromUrl, ...rest } = query;
  const definedModule = resource.list?.module;
  return {
    ...rest,
    ...(definedModule !== undefined && { module: definedModule }),
    search_field: query.q.trim() !== '' ? [...(resource.list?.searchFields ?? [])] : [],
  };
}
