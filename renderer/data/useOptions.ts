/**
 * The options of a select, a filter or a tree: fixed lists are translated here, remote ones are
 * fetched once per source (and per value of the fields they depend on) and shared by every widget.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { takeShared } from './sharedRequest.ts';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import type { OptionSource } from './dataProvider.ts';
import { useDataProvider } from './DataProviderContext.tsx';
import { optionSourceKey } from './optionSourceKey.ts';
import { i18n } from '../i18n/instance.ts';

const noValues: Readonly<Record<string, unknown>> = {};

type Translate = (key: string) => string;

/**
 * A fixed list's items translated once per list and language, not once per widget: a form with
 * twenty selects of the same list translated it twenty times on its first render (8 ms of a
 * 200-field form's first render, i18next's lookups).
 */
let translatedLists = new WeakMap<object, { readonly t: Translate; readonly items: OptionItem[] }>();
// Texts that arrive later (a language's second half, a module's texts) may translate a label anew.
i18n.store.on('added', () => {
  translatedLists = new WeakMap();
});

function translatedItems(source: { readonly values: ReadonlyArray<{ readonly value: OptionItem['value']; readonly label: string }> }, t: Translate): OptionItem[] {
  const known = translatedLists.get(source.values);
  if (known && known.t === t) return known.items;
  const items = source.values.map((item) => ({ value: item.value, label: t(item.label) }));
  translatedLists.set(source.values, { t, items });
  return items;
}

export function useOptions(source: OptionSource | undefined, values: Readonly<Record<string, unknown>> = noValues) {
  const provider = useDataProvider();
  const { t } = useTranslation();
  const key = source ? optionSourceKey(source, values) : null;
  // The route loader's prefetch of a list's labels answers the first call (sharedRequest.ts).
  const remote = useSWR<OptionItem[]>(key, () => takeShared(key as unknown[], () => provider.options(source as OptionSource, values)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const fixed = useMemo(() => (source && 'values' in source ? translatedItems(source, t) : undefined), [source, t]);
  const options = fixed ?? remote.data ?? [];
  // A failed load leaves the field usable but empty, and says so in it; it never blocks the form.
  const unavailable = !fixed && remote.error !== undefined && options.length === 0;
  return { options, isLoading: !fixed && remote.isLoading, error: remote.error as unknown, unavailable };
}

/** The placeholder of a select-like field: 'Options not available' when its options failed to load. */
export function optionsPlaceholder(t: (key: string, options?: { defaultValue: string }) => string, unavailable: boolean, placeholder?: string): string {
  if (unavailable) return t('common.select.unavailable', { defaultValue: 'Options not available' });
  return placeholder || t('common.select.placeholder');
}
