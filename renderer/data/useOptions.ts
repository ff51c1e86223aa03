/**
 * The options of a select, a filter or a tree: fixed lists are translated here, remote ones are
 * fetched once per source (and per value of the fields they depend on) and shared by every widget.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import type { OptionSource } from './dataProvider.ts';
import { useDataProvider } from './DataProviderContext.tsx';
import { optionSourceKey } from './optionSourceKey.ts';

const noValues: Readonly<Record<string, unknown>> = {};

export function useOptions(source: OptionSource | undefined, values: Readonly<Record<string, unknown>> = noValues) {
  const provider = useDataProvider();
  const { t } = useTranslation();
  const key = source ? optionSourceKey(source, values) : null;
  const remote = useSWR<OptionItem[]>(key, () => provider.options(source as OptionSource, values), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const fixed = useMemo(
    () => (source && 'values' in source ? source.values.map((item) => ({ value: item.value, label: t(item.label) })) : undefined),
    [source, t],
  );
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
