/**
 * Fields: the implied system fields, then each written field with its type, enum, label and
 * widget derived where left out, named option sets and named conditions replaced by what they
 * name, and the record-level rules.
 */
import type { CompactField, CompactResource, Field, FieldsSchema, OptionSource } from '../model.ts';
import type { WidgetName } from '../../registryKeys.ts';
import { inlineReferences } from './inlineReferences.ts';
import { pointerOf } from './provenance.ts';
import type { ResolveRun } from './resolveContext.ts';

export const systemFieldOrder = ['id', 'created_by', 'created_at', 'updated_by', 'updated_at', 'deleted_at'] as const;
export type SystemFieldName = (typeof systemFieldOrder)[number];
export const defaultSystemFields: readonly SystemFieldName[] = ['id', 'created_by', 'created_at', 'updated_at'];

type Condition = Record<string, unknown>;

/**
 * An upload field's types when it names none: PDF, images, Office files and plain text, decided
 * from the bytes by the server. Legacy Office files (.doc, .xls, .ppt) share one container
 * format, so the server accepts that container when one of their types is listed. SVG, HTML and
 * scripts are in no default: a field lists them itself to take them.
 */
export const defaultFileAccept: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'text/plain',
];
/** An upload field's size limit per file when it names none: 20 MB. */
export const defaultFileMaxBytes = 20 * 1024 * 1024;

function impliedSystemField(name: SystemFieldName, primaryKey: string): CompactField {
  switch (name) {
    case 'id':
      return { type: primaryKey === 'uuid' ? 'string' : 'integer', 'x-system': 'id' };
    case 'created_by':
    case 'updated_by':
      return { type: 'string', 'x-system': name };
    case 'deleted_at':
      // Not a server-set x-system value: the soft-delete stamp is written by the delete action.
      return { type: 'string', format: 'date-time', readOnly: true };
    default:
      return { type: 'string', format: 'date-time', 'x-system': name };
  }
}

/** A schema whose values are a fixed list: enum, or oneOf/anyOf of constants (rjsf draws both as a select). */
export function isFixedList(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) return true;
  const alternatives = (s.oneOf ?? s.anyOf) as unknown;
  return (
    Array.isArray(alternatives) &&
    alternatives.length > 0 &&
    alternatives.every((a) => a && typeof a === 'object' && ('const' in a || (Array.isArray((a as { enum?: unknown[] }).enum) && (a as { enum: unknown[] }).enum.length === 1)))
  );
}

/** The type of a field without its "null" (a nullable integer is drawn as an integer). */
function valueType(field: Field): string | undefined {
  return Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
}

/**
 * Widget of a field when the definition names none. Arrays and objects without options are drawn
 * by rjsf itself, and so are formats our registry has no widget for (time, through rjsf's own).
 */
export function defaultWidget(field: Field): WidgetName | undefined {
  const type = valueType(field);
  if (field['x-tree']) return 'treeSelect';
  if (field['x-file']) return 'file';
  if (field['x-relation']) return 'multiselect';
  if (field['x-options'] || isFixedList(field)) return type === 'array' ? 'multiselect' : 'select';
  // rjsf draws a set of choices (uniqueItems over a fixed list) as one multiple select.
  if (type === 'array' && field.uniqueItems === true && isFixedList(field.items)) return 'multiselect';
  if (type === 'array' || type === 'object' || type === undefined) return undefined;
  if (field['x-writeOnly']) return 'password';
  if (type === 'boolean') return 'checkbox';
  if (type === 'integer' || type === 'number') return 'number';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'time') return undefined;
  if (typeof field.maxLength === 'number' && field.maxLength > 255) return 'textarea';
  return 'text';
}

function inferredType(field: CompactField, options: OptionSource | undefined): Field['type'] | undefined {
  if (field['x-fromUser']) return field['x-fromUser'] === 'username' ? 'string' : 'integer';
  if (field['x-file'] || field['x-relation']) return 'array';
  if (options && 'values' in options) {
    const values = options.values.map((option) => option.value);
    if (values.every((value) => Number.isInteger(value))) return 'integer';
    if (values.every((value) => typeof value === 'boolean')) return 'boolean';
    if (values.every((value) => typeof value === 'number')) return 'number';
    return 'string';
  }
  if (options && 'resource' in options) return 'integer';
  if (field.enum && field.enum.length > 0) {
    if (field.enum.every((value) => Number.isInteger(value))) return 'integer';
    if (field.enum.every((value) => typeof value === 'number')) return 'number';
    if (field.enum.every((value) => typeof value === 'boolean')) return 'boolean';
    // An enum of objects (or of mixed values) has no one type: left untyped, stored as JSON.
    if (!field.enum.every((value) => typeof value === 'string')) return undefined;
  }
  if (field.items || field.minItems !== undefined || field.maxItems !== undefined) return 'array';
  if (typeof field.minimum === 'number' || typeof field.maximum === 'number') return 'integer';
  return 'string';
}

/** A condition written in place, or the named one; `at` is where it lands in the resolved resource. */
export function resolveCondition(run: ResolveRun, raw: CompactResource, written: string | Condition, from: string, at?: string): Condition {
  if (typeof written !== 'string') return written;
  const named = raw.conditions?.[written] as Condition | undefined;
  if (!named) {
    const known = Object.keys(raw.conditions ?? {});
    run.problem(from, `names the condition "${written}", which this resource does not declare`, known.length ? `use one of: ${known.join(', ')}` : 'declare it under "conditions"');
    return {};
  }
  // A finding inside a named condition points into /conditions/<name>, where it is written.
  if (at) run.provenance.record(at, 'condition', pointerOf('conditions', written));
  return named;
}

function resolveOptions(run: ResolveRun, written: CompactField['x-options'], at: string, from: string): OptionSource | undefined {
  if (typeof written !== 'string') return run.pick(at, written, from, () => undefined, 'default');
  const values = run.context.optionSets[written];
  if (!values) {
    run.problem(from, `names the option set "${written}", which definitions/optionSets.json does not declare`, `use one of: ${Object.keys(run.context.optionSets).join(', ')}`);
    return undefined;
  }
  run.provenance.record(at, 'optionSet', from);
  return { values: values.map((value) => ({ ...value })) } as OptionSource;
}

function resolveFile(run: ResolveRun, written: NonNullable<Field['x-file']>, at: string, from: string): NonNullable<Field['x-file']> {
  const file = { ...written };
  file.accept = run.pick(`${at}/x-file/accept`, written.accept, `${from}/x-file/accept`, () => [...defaultFileAccept], 'default');
  file.maxBytes = run.pick(`${at}/x-file/maxBytes`, written.maxBytes, `${from}/x-file/maxBytes`, () => defaultFileMaxBytes, 'default');
  return file;
}

function resolveField(run: ResolveRun, raw: CompactResource, name: string, written: CompactField, implied: CompactField | undefined, inSystem: boolean): Field {
  const from = pointerOf('fields', name);
  const at = pointerOf('fields', 'properties', name);
  const base: CompactField = { ...implied, ...written };
  if (implied && !inSystem) run.provenance.record(at, 'default', '/system');
  else run.provenance.record(at, 'written', from);
  const { 'x-options': rawOptions, 'x-visibleIf': rawVisible, type: _type, ...rest } = base;
  const field: Record<string, unknown> = { ...rest };
  for (const key of Object.keys(rest)) run.provenance.record(`${at}/${key}`, key in written ? 'written' : 'default', key in written ? `${from}/${key}` : '/system');

  const options = rawOptions === undefined ? undefined : resolveOptions(run, rawOptions, `${at}/x-options`, `${from}/x-options`);
  if (options) field['x-options'] = options;
  // A system field's type is the implied one (a default), any other field's is inferred (a convention).
  field.type = run.pick(`${at}/type`, written.type, `${from}/type`, () => implied?.type ?? inferredType(base, options), implied ? 'default' : 'convention', implied ? '/system' : from);
  if (field.enum === undefined && options && 'values' in options && field.type !== 'array') {
    field.enum = options.values.map((option) => option.value);
    run.provenance.record(`${at}/enum`, typeof rawOptions === 'string' ? 'optionSet' : 'convention', `${from}/x-options`);
  }
  // A value the server takes from the signed-in user is never the form's to change.
  if (field['x-fromUser'] !== undefined && field.readOnly === undefined) {
    field.readOnly = true;
    run.provenance.record(`${at}/readOnly`, 'convention', `${from}/x-fromUser`);
  }
  field['x-label'] = run.pick(`${at}/x-label`, base['x-label'], `${from}/x-label`, () => run.conventionalLabel(`${run.context.module}.${run.shortId}.field.${name}`, `common.field.${name}`), 'convention');
  if (field['x-file']) field['x-file'] = resolveFile(run, field['x-file'] as NonNullable<Field['x-file']>, at, from);
  if (rawVisible !== undefined) field['x-visibleIf'] = resolveCondition(run, raw, rawVisible as string | Condition, `${from}/x-visibleIf`, `${at}/x-visibleIf`);
  if (field['x-widget'] === undefined) {
    const widget = defaultWidget(field as unknown as Field);
    if (widget) {
      field['x-widget'] = widget;
      run.provenance.record(`${at}/x-widget`, 'convention', from);
    }
  }
  return field as unknown as Field;
}

export function resolveFields(run: ResolveRun, raw: CompactResource): FieldsSchema {
  const system = (raw.system ?? defaultSystemFields) as readonly SystemFieldName[];
  const primaryKey = raw.primaryKey ?? 'serial';
  const definitions = (raw.definitions ?? {}) as Record<string, unknown>;
  const written = Object.fromEntries(
    Object.entries(raw.fields).map(([name, field]) => [name, inlineReferences(run, field, definitions, pointerOf('fields', name)) as CompactField]),
  );
  const properties: Record<string, Field> = {};
  const add = (name: string) => {
    const isSystem = (system as readonly string[]).includes(name);
    const implied = isSystem ? impliedSystemField(name as SystemFieldName, primaryKey) : undefined;
    properties[name] = resolveField(run, raw, name, written[name] ?? {}, implied, isSystem && name in written);
  };
  // The key first, then the written fields in their order, then the other system stamps.
  if (system.includes('id') && !('id' in written)) add('id');
  for (const name of Object.keys(written)) add(name);
  for (const name of systemFieldOrder) if (system.includes(name) && !(name in properties)) add(name);

  const fields: FieldsSchema = { type: 'object', properties, required: [...(raw.required ?? [])] };
  run.provenance.record('/fields/type', 'default', '/fields');
  run.provenance.record('/fields/required', raw.required ? 'written' : 'default', '/required');
  if (raw.rules?.length) {
    fields.allOf = raw.rules.map((rule, index) => ({
      ...(inlineReferences(run, rule, definitions, pointerOf('rules', index)) as typeof rule),
      if: resolveCondition(run, raw, rule.if as string | Condition, pointerOf('rules', index, 'if'), pointerOf('fields', 'allOf', index, 'if')),
    }));
    raw.rules.forEach((_, index) => run.provenance.record(pointerOf('fields', 'allOf', index), 'written', pointerOf('rules', index)));
  }
  return fields;
}
