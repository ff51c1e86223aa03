/**
 * A valid record for any resource, made from its definition alone: each required field gets a
 * value that fits its schema, then the engine's own validator says what is still missing
 * (if/then rules) and those fields are filled too. Used by the generated authorization matrix.
 */
import type { Field } from '../../engine/generated/definitions.ts';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { compileRecordValidator } from '../../engine/validation/compileValidator.ts';
import { isServerOwned } from '../../engine/validation/recordSchema.ts';

/** The id of an existing record of another resource, for fields that point at one. */
export type Reference = (resource: string) => number | undefined;

const letters = (n: number) => {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
};

function fitLength(text: string, field: Field): string {
  let value = text;
  while (value.length < (field.minLength ?? 0)) value += 'x';
  return field.maxLength ? value.slice(-field.maxLength) : value;
}

function stringSample(field: Field, seq: number): string {
  switch (field.format) {
    case 'date':
      return '2024-01-15';
    case 'date-time':
      return '2024-01-15T10:00:00Z';
    case 'time':
      return '10:00:00';
    case 'email':
      return `m${letters(seq)}@example.com`;
    case 'uri':
      return `https://example.com/${letters(seq)}`;
  }
  const candidates = [`m${letters(seq)}`, `M${letters(seq).toUpperCase()}`, String(1000 + seq), `m-${letters(seq)}`, `20${String(10 + (seq % 80))}-0${1 + (seq % 9)}`];
  const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
  return candidates.map((c) => fitLength(c, field)).find((c) => !pattern || pattern.test(c)) ?? fitLength(candidates[0], field);
}

export function sampleValue(resource: LoadedResource, name: string, seq: number, reference: Reference): unknown {
  const field = resource.fields.properties[name];
  if (field['x-relation']) return [];
  if (field.const !== undefined) return field.const;
  if (field.enum?.length) return field.enum[0];
  const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
  // An id of another record, in the type the field declares.
  const id = (value: number) => (type === 'string' ? String(value) : value);
  const options = field['x-options'];
  if (options && 'values' in options) return options.values[0].value;
  if (options && 'resource' in options) return id(reference(options.resource) ?? 1);
  if (resource.parent?.foreignKey === name) return id(reference(resource.parent.resource) ?? 1);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(field.minimum ?? 1, Math.min(field.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return stringSample(field, seq);
  }
}

const validators = new WeakMap<LoadedResource, ReturnType<typeof compileRecordValidator>>();

export function sampleRecord(resource: LoadedResource, seq: number, reference: Reference): Record<string, unknown> {
  const properties = resource.fields.properties;
  const record: Record<string, unknown> = {};
  const fill = (name: string) => {
    if (Object.hasOwn(properties, name) && !isServerOwned(properties[name])) record[name] = sampleValue(resource, name, seq, reference);
  };
  for (const name of resource.fields.required ?? []) fill(name);
  if (!validators.has(resource)) validators.set(resource, compileRecordValidator(resource, 'create'));
  const validate = validators.get(resource)!;
  for (let round = 0; round < 3; round++) {
    const missing = validate(record).filter((e) => e.keyword === 'required' && !e.field.includes('.') && !(e.field in record));
    if (!missing.length) break;
    for (const error of missing) fill(error.field);
  }
  return record;
}
