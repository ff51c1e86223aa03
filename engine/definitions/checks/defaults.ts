/**
 * A default the field could never hold: outside its enum (or its options' values), on a field
 * or on a list filter. The form would start invalid and the filter would match nothing.
 */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions, OptionSource } from '../model.ts';
import { eachResource } from './resourceCheck.ts';

function allowedValues(enumValues: readonly unknown[] | undefined, options: OptionSource | undefined): readonly unknown[] | undefined {
  if (enumValues) return enumValues;
  if (options && 'values' in options) return options.values.map((v) => v.value);
  return undefined;
}

function show(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

export function checkDefaults(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    for (const [name, field] of Object.entries(properties)) {
      if (field.default === undefined || field.type === 'array') continue;
      const allowed = allowedValues(field.enum, field['x-options']);
      if (allowed && !allowed.includes(field.default)) {
        report(
          pointer('fields', 'properties', name, 'default'),
          `default ${JSON.stringify(field.default)} of field "${name}" is not one of its values`,
          `use one of: ${show(allowed)}`,
        );
      }
    }
    (resource.list?.filters ?? []).forEach((filter, i) => {
      if (filter.default === undefined) return;
      const allowed = allowedValues(undefined, filter.options);
      if (allowed && !allowed.includes(filter.default)) {
        report(
          pointer('list', 'filters', i, 'default'),
          `default ${JSON.stringify(filter.default)} of filter "${filter.key}" is not one of its options`,
          `use one of: ${show(allowed)}`,
        );
      }
    });
  });
}
