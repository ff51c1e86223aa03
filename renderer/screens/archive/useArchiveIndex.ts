/**
 * The archive table without UI: its query (sidebar node, paging, sort, search, filters, the
 * deleted-records view) kept in the screen's state, one page of rows from pov/index, and the
 * changes a screen makes. Every change of filter or node goes back to page 1.
 */
import { useCallback, useState } from 'react';
import useSWR, { mutate } from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor, type SortDirection } from '../../../engine/listQuery/listQuery.ts';
import type { Paginator } from '../../../engine/wire/paginator.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { apiJson } from '../../session/apiClient.ts';
import { povIndexUrl, type ArchiveActive, type ArchiveQuery } from './archiveQuery.ts';

export type ArchivePage = Paginator<RecordRow> & { readonly export_limit?: number };

export function useArchiveIndex(resource: LoadedResource, initialActive: ArchiveActive = {}) {
  const [query, setQuery] = useState<ArchiveQuery>(() => ({ list: defaultListQueryFor(resource), active: initialActive, trash: false }));
  const url = povIndexUrl(query);
  const page = useSWR<ArchivePage>(['archive-index', url], () => apiJson<ArchivePage>(url), { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false });
  const firstPage = (list: ArchiveQuery['list']) => ({ ...list, paging: [list.paging[0], 1] as [number, number] });

  const setFilter = useCallback(
    (key: string, value: string | undefined) =>
      setQuery((q) => {
        const filter = { ...q.list.filter };
        if (value === undefined || value === '') delete filter[key];
        else filter[key] = value;
        return { ...q, list: firstPage({ ...q.list, filter }) };
      }),
    [],
  );

  return {
    query,
    url,
    rows: page.data?.data ?? [],
    total: page.data?.total ?? 0,
    from: page.data?.from ?? 0,
    to: page.data?.to ?? 0,
    lastPage: page.data?.last_page ?? 1,
    exportLimit: page.data?.export_limit ?? 15_000,
    isLoading: page.isLoading,
    isValidating: page.isValidating,
    error: page.error as unknown,
    // A record moved, deleted or restored changes every view of the archive (the deleted ones too).
    reload: () => mutate((key) => Array.isArray(key) && key[0] === 'archive-index'),
    setActive: (active: ArchiveActive) => setQuery((q) => ({ ...q, active, list: firstPage(q.list) })),
    setTrash: (trash: boolean) => setQuery((q) => ({ ...q, trash, list: firstPage(q.list) })),
    setPage: (n: number) => setQuery((q) => ({ ...q, list: { ...q.list, paging: [q.list.paging[0], Math.max(1, n)] } })),
    setPageSize: (size: number) => setQuery((q) => ({ ...q, list: { ...q.list, paging: [size, 1] } })),
    setSort: (field: string, direction: SortDirection) => setQuery((q) => ({ ...q, list: firstPage({ ...q.list, sorter: [field, direction] }) })),
    setSearch: (text: string) => setQuery((q) => (q.list.q === text ? q : { ...q, list: firstPage({ ...q.list, q: text }) })),
    setFilter,
    resetFilters: () => setQuery((q) => ({ ...q, list: firstPage({ ...q.list, filter: {}, q: '' }) })),
  };
}

export type ArchiveIndex = ReturnType<typeof useArchiveIndex>;
