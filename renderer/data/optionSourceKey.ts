/**
 * The SWR key of an option source: one entry per source (and per value of the fields it depends
 * on), shared by every select, filter and list cell that shows it, and by the route loader's
 * prefetch (renderer/routing/listPrefetch.ts), so a prefetched answer is the one a cell reads.
 * A fixed list of values has no key: nothing to fetch.
 */
import type { OptionSource } from './dataProvider.ts';

export function optionSourceKey(source: OptionSource, values: Readonly<Record<string, unknown>>): readonly unknown[] | null {
  if ('values' in source) return null;
  if ('resource' in source) return ['options', source.resource, JSON.stringify(source)];
  const depends = (source.dependsOn ?? []).map((name) => values[name] ?? null);
  return ['options', `source:${source.source}`, JSON.stringify(source), JSON.stringify(depends)];
}
