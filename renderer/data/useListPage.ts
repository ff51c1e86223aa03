import useSWR from 'swr';
import { takeShared } from './sharedRequest.ts';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { ListQuery } from '../../engine/listQuery/listQuery.ts';
import type { Paginator } from '../../engine/wire/paginator.ts';
import { listKey } from './cacheKeys.ts';
import type { RecordRow } from './dataProvider.ts';
import { useDataProvider } from './DataProviderContext.tsx';
import { scopeKey, type ParentScope } from './parentScope.ts';
import { reportFailure } from './requestFailure.ts';
import { useLiveRefresh } from '../realtime/liveRefresh.ts';

export interface ListPageOptions {
  /** a child resource's list, narrowed to one parent record */
  readonly scope?: ParentScope;
  /** a failure is shown where the list stands, not as a red toast (a section of a page) */
  readonly quiet?: boolean;
  /** the list action to call when not `list` (a page's view names it) */
  readonly action?: string;
}

/** One page of a resource's list; the previous page stays on screen while the next loads. */
/** No resource, no call (a section that cannot be narrowed to its record). */
export function useListPage(resource: LoadedResource | undefined, query: ListQuery, { scope, quiet = false, action }: ListPageOptions = {}) {
  const provider = useDataProvider();
  const key = resource ? [...listKey(resource.id, query), scopeKey(scope), action ?? ''] : null;
  const fetchPage = () => provider.getList(resource as LoadedResource, query, scope, action);
  // The route loader's prefetch of the same page answers the first call (sharedRequest.ts).
  const page = useSWR<Paginator<RecordRow>>(key, () => takeShared(key as unknown[], fetchPage), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => {
      if (!quiet) reportFailure(error);
    },
  });
  // A notification may change what the page shows: read it again, keeping it on screen meanwhile.
  useLiveRefresh(() => {
    if (key) void page.mutate(fetchPage(), { revalidate: false }).catch(() => undefined);
  });
  return page;
}
