/**
 * The record values an option source reads: its dependsOn fields and the {placeholders} of its
 * endpoint. A select subscribes to these alone, so it is drawn again when one of them changes,
 * not for every key pressed in another field.
 */
import type { OptionSource } from '../data/dataProvider.ts';
import { useFormState, type WidgetFormContext } from './widgetFormContext.ts';

export function dependedFields(source: OptionSource | undefined): string[] {
  if (!source || 'values' in source || 'resource' in source) return [];
  const placeholders = [...(source.endpoint?.path.matchAll(/\{([A-Za-z0-9_]+)\}/g) ?? [])].map((match) => match[1]);
  return [...new Set([...(source.dependsOn ?? []), ...placeholders])];
}

export function useOptionValues(context: WidgetFormContext | undefined, source: OptionSource | undefined): Readonly<Record<string, unknown>> {
  const names = dependedFields(source);
  return useFormState(context, (state) => Object.fromEntries(names.map((name) => [name, state.values[name]])));
}
