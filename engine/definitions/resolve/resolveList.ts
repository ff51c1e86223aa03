/**
 * The list view: columns in field order, their format and sortability from the field, search
 * over the plain text columns, a filter per option column, the standard paging and sort, and
 * the export of the list's columns, and a tree's label column and open levels. Each is derived
 * only where the definition is silent.
 */
import type { CompactList, CompactResource, Field, FieldsSchema, ListView } from '../model.ts';
import { pointerOf } from './provenance.ts';
import type { ResolveRun } from './resolveContext.ts';

type Column = ListView['columns'][number];
type Filter = NonNullable<ListView['filters']>[number];
type ExportSpec = NonNullable<ListView['export']>;

export const defaultPageSizeOptions = [10, 20, 50, 100];
export const defaultExportLimit = 15000;
export const defaultExportFailure = 'Data melebihi 15.000 baris';

function isLongText(field: Field): boolean {
  return field['x-widget'] === 'textarea' || field['x-widget'] === 'file' || field.type === 'array' || field.type === 'object';
}

/** How a field's value reads when nothing says otherwise: a list column's default, and a detail line's. */
export function valueFormatOf(field: Field | undefined): Column['format'] | undefined {
  if (!field) return undefined;
  if (field['x-options'] || field['x-relation']) return 'option';
  if (field.type === 'boolean') return 'boolean';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'date') return 'date';
  return undefined;
}

/** A filter is a select: its options take the field's values and labels, not the badge colours. */
function uncoloured(options: NonNullable<Field['x-options']>): NonNullable<Field['x-options']> {
  if (!('values' in options)) return options;
  return { ...options, values: options.values.map(({ color: _color, ...option }) => option) as typeof options.values };
}

/** Sorting by another resource's id or by a list of values orders nothing a user can see. */
function sortableByDefault(field: Field | undefined): boolean {
  if (!field) return false;
  const options = field['x-options'];
  return !isLongText(field) && !(options && !('values' in options)) && !field['x-writeOnly'];
}

function isSearchable(field: Field | undefined): boolean {
  return !!field && field.type === 'string' && !field.format && !field['x-options'] && !field.enum && !field['x-system'] && !field['x-writeOnly'] && !isLongText(field);
}

export function resolveList(run: ResolveRun, raw: CompactResource, fields: FieldsSchema): ListView | undefined {
  const written = raw.list as CompactList | undefined;
  if (!written) return undefined;
  const properties = fields.properties as Record<string, Field>;
  const field = (name: string): Field | undefined => properties[name];

  const writtenColumns = written.columns;
  const columnNames = writtenColumns
    ? writtenColumns.map((column) => (typeof column === 'string' ? column : column.field))
    : Object.keys(properties).filter((name) => !properties[name]['x-system'] && !isLongText(properties[name]) && !properties[name]['x-writeOnly']);
  if (!writtenColumns) run.provenance.record('/list/columns', 'default', '/fields');
  const columns: Column[] = columnNames.map((name, index) => {
    const own = writtenColumns ? writtenColumns[index] : name;
    const at = pointerOf('list', 'columns', index);
    const from = writtenColumns ? at : '/fields';
    const column: Column = typeof own === 'string' ? { field: name } : { ...own };
    if (typeof own !== 'string') run.provenance.record(at, 'written', from);
    else run.provenance.record(`${at}/field`, writtenColumns ? 'written' : 'convention', from);
    if (column.sortable === undefined) {
      column.sortable = sortableByDefault(field(name));
      run.provenance.record(`${at}/sortable`, 'convention', pointerOf('fields', name));
    }
    if (column.format === undefined) {
      const format = valueFormatOf(field(name));
      if (format) {
        column.format = format;
        run.provenance.record(`${at}/format`, 'convention', pointerOf('fields', name));
      }
    }
    return column;
  });

  const filters: Filter[] = (written.filters ?? columnNames.filter((name) => field(name)?.['x-options'] && !field(name)?.['x-tree'])).map((own, index) => {
    const at = pointerOf('list', 'filters', index);
    const filter = (typeof own === 'string' ? { key: own } : { ...own }) as Filter;
    run.provenance.record(at, written.filters ? 'written' : 'convention', written.filters ? at : '/list/columns');
    if (typeof own === 'string') run.provenance.record(`${at}/key`, written.filters ? 'written' : 'convention', written.filters ? at : '/list/columns');
    const target = field(filter.field ?? filter.key);
    const fieldAt = pointerOf('fields', filter.field ?? filter.key);
    if (filter.operator === undefined) {
      filter.operator = 'eq';
      run.provenance.record(`${at}/operator`, 'default', at);
    }
    if (filter.labelKey === undefined && target) {
      filter.labelKey = target['x-label'];
      run.provenance.record(`${at}/labelKey`, 'convention', fieldAt);
    }
    if (filter.options === undefined && target?.['x-options'] && (filter.operator === 'eq' || filter.operator === 'in')) {
      filter.options = uncoloured(target['x-options']);
      run.provenance.record(`${at}/options`, 'convention', `${fieldAt}/x-options`);
    }
    return filter;
  });

  const list: ListView = {
    module: run.pick('/list/module', written.module, '/list/module', () => run.id, 'default')!,
    columns: columns as ListView['columns'],
    defaultSort: run.pick('/list/defaultSort', written.defaultSort, '/list/defaultSort', () => ({ field: 'id', direction: 'desc' as const }), 'default')!,
    pageSize: run.pick('/list/pageSize', written.pageSize, '/list/pageSize', () => 10, 'default')!,
    pageSizeOptions: run.pick('/list/pageSizeOptions', written.pageSizeOptions, '/list/pageSizeOptions', () => [...defaultPageSizeOptions], 'default')!,
    searchFields: run.pick('/list/searchFields', written.searchFields, '/list/searchFields', () => columnNames.filter((name) => isSearchable(field(name))), 'convention', '/list/columns')!,
    filters,
  };
  if (written.sortOptions) list.sortOptions = written.sortOptions;
  if (written.statistic) list.statistic = written.statistic;
  if (written.tree) list.tree = resolveTree(run, written.tree, columnNames);
  if (written.export) list.export = resolveExport(run, written.export, columnNames);
  return list;
}

/** A tree list: the indent and the expand button go on the first column, and the roots open. */
function resolveTree(run: ResolveRun, written: NonNullable<CompactList['tree']>, columnNames: string[]): NonNullable<ListView['tree']> {
  const at = '/list/tree';
  run.provenance.record(`${at}/parentField`, 'written', `${at}/parentField`);
  return {
    parentField: written.parentField,
    labelField: run.pick(`${at}/labelField`, written.labelField, `${at}/labelField`, () => columnNames[0], 'convention', '/list/columns')!,
    expandedDepth: run.pick(`${at}/expandedDepth`, written.expandedDepth, `${at}/expandedDepth`, () => 1, 'default')!,
  };
}

function resolveExport(run: ResolveRun, written: NonNullable<CompactList['export']>, columnNames: string[]): ExportSpec {
  const own = typeof written === 'boolean' ? {} : written;
  const at = '/list/export';
  return {
    columns: run.pick(`${at}/columns`, own.columns, `${at}/columns`, () => [...columnNames] as ExportSpec['columns'], 'convention', '/list/columns')!,
    fileName: run.pick(`${at}/fileName`, own.fileName, `${at}/fileName`, () => `${run.id}.xlsx`, 'convention', '/id')!,
    maxRows: run.pick(`${at}/maxRows`, own.maxRows, `${at}/maxRows`, () => defaultExportLimit, 'default')!,
    failure: run.pick(`${at}/failure`, own.failure, `${at}/failure`, () => defaultExportFailure, 'default')!,
  };
}
