import useSWR from 'swr';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { ListQuery } from '../../engine/listQuery/listQuery.ts';
import { listKey } from './cacheKeys.ts';
import type { ListPage } from './dataProvider.ts';
import { useDataProvider } from './DataProviderContext.tsx';
import { reportFailure } from './requestFailure.ts';

/** One page of a resource's list; the previous page stays on screen while the next loads. */
export function useListPage(resource: LoadedResource, query: ListQuery) {
  const provider = useDataProvider();
  return useSWR<ListPage>(listKey(resource.id, query), () => provider.getList(resource, query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => reportFailure(error),
  });
}
