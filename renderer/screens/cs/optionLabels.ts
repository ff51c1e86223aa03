/**
 * The fixed options of a resource's field (value, label key, colour) as its definition declares
 * them, once the resource's module has arrived: a report page shows no resource of its own, so
 * the route loader does not fetch it. Shared by the cs report and the messaging statistic.
 */
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  readonly color?: string;
}

function optionsOf(resource: string, field: string): FieldOption[] {
  const options = definitions.resources[resource]?.fields.properties[field]?.['x-options'];
  const values = options && 'values' in options ? (options.values ?? []) : [];
  return values.map((option) => ({ value: String(option.value), label: String(option.label), ...(option.color ? { color: String(option.color) } : {}) }));
}

/** Each field's options, by field name; undefined until the definitions have arrived. */
export function useFieldOptions(resource: string, fields: readonly string[]): Record<string, FieldOption[]> | undefined {
  const { data } = useSWR(['definitions', resource, 'options', ...fields], () => loadResourceDefinitions(resource).then(() => Object.fromEntries(fields.map((f) => [f, optionsOf(resource, f)]))), { revalidateOnFocus: false });
  return data;
}
