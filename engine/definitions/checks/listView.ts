/**
 * The list view beyond its field names: search runs a text match, so it needs string fields;
 * the page size must be one the size picker offers; a column format must suit its field; a
 * statistic counts by a field the resource has.
 */
import type { SourceMap } from '../assemble.ts';
import type { LintError } from '../lintError.ts';
import type { Field, ListView, LoadedDefinitions } from '../model.ts';
import { pointer } from '../lintError.ts';
import { eachResource } from './resourceCheck.ts';

type Format = NonNullable<ListView['columns'][number]['format']>;

function hasType(field: Field, ...types: string[]): boolean {
  const own = Array.isArray(field.type) ? field.type : [field.type];
  return own.some((t) => types.includes(t as string));
}

function hasOptions(field: Field): boolean {
  return !!(field['x-options'] || field['x-relation'] || field['x-tree'] || field.enum);
}

/** Whether a column format can show the field's values; undefined when any field fits. */
const fits: Record<Format, ((field: Field) => boolean) | undefined> = {
  text: undefined,
  date: (f) => f.format === 'date' || f.format === 'date-time',
  datetime: (f) => f.format === 'date-time' || f.format === 'date',
  number: (f) => hasType(f, 'integer', 'number'),
  fileSize: (f) => hasType(f, 'integer', 'number'),
  boolean: (f) => hasType(f, 'boolean'),
  option: hasOptions,
  status: hasOptions,
};

const fitHint: Record<Format, string> = {
  text: '',
  date: 'a field with "format": "date" or "date-time"',
  datetime: 'a field with "format": "date-time" or "date"',
  number: 'an integer or number field',
  fileSize: 'an integer or number field (bytes)',
  boolean: 'a boolean field',
  option: 'a field with x-options, x-relation, x-tree or enum',
  status: 'a field with x-options or enum',
};

export function checkListViews(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report, isWritten }) => {
    const list = resource.list;
    if (!list) return;
    (list.searchFields ?? []).forEach((name, i) => {
      const field = properties[name];
      if (field && (!hasType(field, 'string') || field['x-options'] || field.enum)) {
        report(
          pointer('list', 'searchFields', i),
          `search field "${name}" is not a free-text string field`,
          'search only string fields without options; filter option fields with "filters" instead',
        );
      }
    });
    for (const [name, figure] of Object.entries(list.statistic ?? {})) {
      // A misspelt field would count nothing, silently: the figure would read 0 for ever.
      if (figure.field !== undefined && !properties[figure.field]) {
        report(pointer('list', 'statistic', name, 'field'), `statistic "${name}" counts by "${figure.field}", which is not a field of resource "${resource.id}"`, 'name a field of the resource, or leave field and in out to count every row');
      }
    }
    if (list.pageSize !== undefined && list.pageSizeOptions && !list.pageSizeOptions.includes(list.pageSize)) {
      // Point at the one the analyst wrote: the page size, else the options that leave out the default size.
      const at = isWritten('/list/pageSize') || !isWritten('/list/pageSizeOptions') ? '/list/pageSize' : '/list/pageSizeOptions';
      report(
        at,
        `page size ${list.pageSize} is not one of the page size options (${list.pageSizeOptions.join(', ')})`,
        'add it to "pageSizeOptions" or choose one of them',
      );
    }
    list.columns.forEach((column, i) => {
      const field = properties[column.field];
      const fit = column.format && fits[column.format];
      if (field && fit && !fit(field)) {
        report(
          pointer('list', 'columns', i, 'format'),
          `format "${column.format}" does not fit field "${column.field}"`,
          `use "${column.format}" on ${fitHint[column.format!]}, or another format`,
        );
      }
    });
  });
}
