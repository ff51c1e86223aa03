/**
 * Where a field's options come from: its x-options, else its x-relation (the related resource's
 * options action), else its enum (rjsf's enumOptions).
 */
import type { WidgetProps } from '@rjsf/utils';
import type { OptionSource } from '../data/dataProvider.ts';

export function optionSourceOf(props: Pick<WidgetProps, 'schema' | 'options'>): OptionSource | undefined {
  const schema = props.schema as Record<string, unknown>;
  const declared = schema['x-options'] as OptionSource | undefined;
  if (declared) return declared;
  const relation = schema['x-relation'] as { resource: string } | undefined;
  // No label field: the options action picks the related resource's own (name, title, code, ...).
  if (relation) return { resource: relation.resource, labelField: '' };
  const enumOptions = props.options.enumOptions;
  if (enumOptions && enumOptions.length > 0) {
    const values = enumOptions.map((option) => ({ value: option.value as string | number | boolean, label: String(option.label) }));
    return { values: values as [(typeof values)[number], ...typeof values] };
  }
  return undefined;
}
