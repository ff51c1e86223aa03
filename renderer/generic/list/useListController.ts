/**
 * Everything the list screen does, without any UI (react-admin's useListController): the query
 * and its changes (page, page size, sort, search, filters), the page of rows, and the row count.
 * A page's own list keeps its query in the address bar; a list scoped to a parent record (a
 * section of a detail page, several on one page) keeps it in its own state.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor, encodeListQuery, type ListQuery, type SortDirection } from '../../../engine/listQuery/listQuery.ts';
import type { ParentScope } from '../../data/parentScope.ts';
import { useListPage } from '../../data/useListPage.ts';
import { listQueryFromUrl, withDefinedParts } from './listQueryFromUrl.ts';
import { treePageSize } from './treePageSize.ts';

/** `action`: the list action when not `list` (a page's view names it: userList). */
export function useListController(resource: LoadedResource, scope?: ParentScope, action?: string) {
  const [params, setParams] = useSearchParams();
  const urlQuery = useMemo(() => listQueryFromUrl(resource, params), [resource, params]);
  const [ownQuery, setOwnQuery] = useState(() => withDefinedParts(resource, defaultListQueryFor(resource)));
  const query = scope ? ownQuery : urlQuery;
  // A failure is shown in place, with Retry (LoadFailed), not as a red toast as well.
  // A tree list is drawn from one page of the largest size (useTreeList.ts).
  const page = useListPage(resource, resource.list?.tree ? { ...query, paging: [treePageSize, query.paging[1]] } : query, { scope, quiet: true, action });

  const setQuery = useCallback(
    (change: (current: ListQuery) => ListQuery) => {
      const next = withDefinedParts(resource, change(query));
      if (scope) setOwnQuery(next);
      else setParams(encodeListQuery(next), { replace: true });
    },
    [query, resource, scope, setParams],
  );

  return {
    query,
    rows: page.data?.data ?? [],
    total: page.data?.total ?? 0,
    from: page.data?.from ?? 0,
    to: page.data?.to ?? 0,
    lastPage: page.data?.last_page ?? 1,
    statistic: page.data?.statistic,
    isLoading: page.isLoading,
    isReloading: page.isValidating && !page.isLoading,
    isValidating: page.isValidating,
    failed: page.error !== undefined && !page.data,
    error: page.error as unknown,
    reload: () => page.mutate(),
    setPage: (pageNumber: number) => setQuery((q) => ({ ...q, paging: [q.paging[0], Math.max(1, pageNumber)] })),
    setPageSize: (size: number) => setQuery((q) => ({ ...q, paging: [size, 1] })),
    setSort: (field: string, direction: SortDirection) => setQuery((q) => ({ ...q, sorter: [field, direction], paging: [q.paging[0], 1] })),
    setSearch: (text: string) => setQuery((q) => (q.q === text ? q : { ...q, q: text, paging: [q.paging[0], 1] })),
    setFilter: (key: string, value: string | undefined) =>
      setQuery((q) => {
        const filter = { ...q.filter };
        if (value === undefined || value === '') delete filter[key];
        else filter[key] = value;
        return { ...q, filter, paging: [q.paging[0], 1] };
      }),
    resetFilters: () => setQuery((q) => ({ ...q, filter: defaultListQueryFor(resource).filter, q: '', paging: [q.paging[0], 1] })),
  };
}

export type ListController = ReturnType<typeof useListController>;
