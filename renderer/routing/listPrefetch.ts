/**
 * The first data requests of a list page, sent by the route loader as soon as the resource's
 * definition is here, while the list's code is still downloading: the rows, and the labels of
 * the columns that show a name for a stored value (an office, a category, who wrote the row), so
 * the rows appear with their names rather than ids first. Each is shared, while under way, under
 * the very key and call the screen uses (useListPage, useOptions), so the screen takes these
 * answers instead of asking again.
 */
import { mutate } from 'swr';
import type { LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { listKey } from '../data/cacheKeys.ts';
import { createHttpDataProvider } from '../data/dataProvider.ts';
import { optionSourceKey } from '../data/optionSourceKey.ts';
import { scopeKey } from '../data/parentScope.ts';
import { prefetchShared } from '../data/sharedRequest.ts';
import { definitions } from '../definitions.ts';
import { cellOptionSource } from '../generic/cellOptionSource.ts';
import { listQueryFromUrl } from '../generic/list/listQueryFromUrl.ts';
import { loadVirtualizer, virtualRowThreshold } from '../generic/list/useRowVirtualizer.ts';

const provider = createHttpDataProvider(definitions);

/** Settles when the rows and the labels are in, or have failed. */
export function prefetchListPage(page: LoadedPage, matchedParams: Readonly<Record<string, string | undefined>>, resource: LoadedResource, url: URL): Promise<unknown> {
  const view = page.view;
  if (view?.kind !== 'list') return Promise.resolve();
  // A list page naming a record shows that record, not the list.
  if (view.recordParam && matchedParams[view.recordParam]) return Promise.resolve();
  const query = listQueryFromUrl(resource, url.searchParams);
  const action = view.action;
  const rows = prefetch([...listKey(resource.id, query), scopeKey(undefined), action ?? ''], () => provider.getList(resource, query, undefined, action));
  // A page of more rows than the table draws in full needs the virtualizer's code (useRowVirtualizer.ts).
  if (query.paging[0] > virtualRowThreshold) void loadVirtualizer().catch(() => undefined);
  return Promise.all([rows, ...prefetchColumnLabels(resource)]);
}

/**
 * The request shared with the screen's own first call (sharedRequest.ts: the screen takes its
 * answer instead of asking again), and the answer put in SWR's cache as it
 * comes: a screen drawn after it shows the rows in its first drawing rather than a skeleton and
 * then the rows. A failure here is the screen's to show: its own call meets the same answer.
 */
function prefetch<T>(key: readonly unknown[], fetcher: () => Promise<T>): Promise<unknown> {
  return prefetchShared(key, fetcher)
    .then((data) => mutate(key, data, { revalidate: false }))
    .catch(() => undefined);
}

/** One options call per source the list's columns read their labels from. */
function prefetchColumnLabels(resource: LoadedResource): Promise<unknown>[] {
  const asked = new Set<string>();
  const calls: Promise<unknown>[] = [];
  for (const column of resource.list?.columns ?? []) {
    const field = resource.fields.properties[column.field];
    const source = column.format === 'option' || column.format === 'status' || field?.['x-system'] ? cellOptionSource(field) : undefined;
    const key = source && optionSourceKey(source, {});
    if (!source || !key || asked.has(JSON.stringify(key))) continue;
    asked.add(JSON.stringify(key));
    calls.push(prefetch(key, () => provider.options(source, {})));
  }
  return calls;
}
