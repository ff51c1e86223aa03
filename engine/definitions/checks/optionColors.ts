/**
 * Status colours (an option value's "color"): which colours exist is the meta-schema's
 * (common.schema.json BadgeColor); what it cannot see is a list coloured by halves, and a status
 * column whose badges would all share the one neutral colour, so "Pending" reads like "Approved".
 */
import type { SourceMap } from '../assemble.ts';
import { lintError, pointer, type LintError } from '../lintError.ts';
import type { OptionValue } from '../../generated/definitions.ts';
import type { LoadedDefinitions } from '../model.ts';
import { eachResource } from './resourceCheck.ts';

/** The index of the first value left without a colour in a list where others have one. */
function firstUncoloured(values: readonly OptionValue[]): number {
  if (!values.some((value) => value.color !== undefined)) return -1;
  return values.findIndex((value) => value.color === undefined);
}

const partialHint = 'give every value of the list a "color", or none of them (a value without one shows in the neutral "informative")';

function partialMessage(values: readonly OptionValue[], index: number): string {
  return `value ${JSON.stringify(values[index]!.value)} has no "color" while other values of its list have one`;
}

export function checkOptionColors(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const errors: LintError[] = [];
  for (const [name, values] of Object.entries(definitions.optionSets)) {
    const index = firstUncoloured(values);
    if (index >= 0) errors.push(lintError('optionSets.json', pointer('sets', name, index), partialMessage(values, index), partialHint));
  }
  errors.push(
    ...eachResource(definitions, sources, ({ resource, properties, report, isWritten }) => {
      for (const [name, field] of Object.entries(properties)) {
        const options = field['x-options'];
        // A named set is checked once, in optionSets.json, above.
        if (!options || !('values' in options) || !isWritten(pointer('fields', 'properties', name, 'x-options'))) continue;
        const index = firstUncoloured(options.values);
        if (index >= 0) report(pointer('fields', 'properties', name, 'x-options', 'values', index), partialMessage(options.values, index), partialHint);
      }
      (resource.list?.columns ?? []).forEach((column, index) => {
        if (column.format !== 'status') return;
        const options = properties[column.field]?.['x-options'];
        if (!options || !('values' in options) || options.values.some((value) => value.color !== undefined)) return;
        report(
          pointer('list', 'columns', index, 'format'),
          `status column "${column.field}" shows every value in the same colour: its options declare no "color"`,
          `give each value of the field's "x-options" a "color" (brand, danger, important, informative, severe, subtle, success, warning)`,
        );
      });
    }),
  );
  return errors;
}
