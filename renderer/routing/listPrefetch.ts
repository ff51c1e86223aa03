/**
 * The first data request of a list page, sent by the route loader as soon as the resource's
 * definition is here, while the list's code is still downloading. It goes into SWR's preload
 * under the very key and call the list screen uses (useListPage, useListController), so the
 * screen takes this answer instead of asking again.
 */
import { preload } from 'swr';
import type { LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { listKey } from '../data/cacheKeys.ts';
import { createHttpDataProvider } from '../data/dataProvider.ts';
import { scopeKey } from '../data/parentScope.ts';
import { definitions } from '../definitions.ts';
import { listQueryFromUrl } from '../generic/list/listQueryFromUrl.ts';

const provider = createHttpDataProvider(definitions);

export function prefetchListPage(page: LoadedPage, matchedParams: Readonly<Record<string, string | undefined>>, resource: LoadedResource, url: URL): void {
  const view = page.view;
  if (view?.kind !== 'list') return;
  // A list page naming a record shows that record, not the list.
  if (view.recordParam && matchedParams[view.recordParam]) return;
  const query = listQueryFromUrl(resource, url.searchParams);
  const action = view.action;
  // A failure here is the screen's to show: its own call meets the same answer.
  void preload([...listKey(resource.id, query), scopeKey(undefined), action ?? ''], () => provider.getList(resource, query, undefined, action)).catch(() => undefined);
}
