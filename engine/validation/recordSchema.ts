/**
 * Turns a resource's `fields` into the plain JSON Schema ajv checks a body against, and a body
 * into the record that schema sees. Kept apart from ajv so the browser can validate with
 * precompiled (standalone) code built from the same schema.
 */
import type { Field, ResourceDefinition } from '../generated/definitions.ts';

type Schema = Record<string, unknown>;

const schemaMapKeywords = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);
const schemaKeywords = new Set(['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf']);

/** Removes every x- keyword at every schema level; values of enum, const and default are data and stay. */
export function stripExtensions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripExtensions);
  if (!schema || typeof schema !== 'object') return schema;
  const clean: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key.startsWith('x-')) continue;
    if (schemaMapKeywords.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      const map: Schema = {};
      for (const [name, inner] of Object.entries(value as Schema)) map[name] = Array.isArray(inner) ? inner : stripExtensions(inner);
      clean[key] = map;
    } else if (schemaKeywords.has(key) || schemaListKeywords.has(key)) {
      clean[key] = stripExtensions(value);
    } else {
      clean[key] = value;
    }
  }
  return clean;
}

/** Fields the server fills (x-system) or that are shown but never written (readOnly). */
export function isServerOwned(field: Field): boolean {
  return field['x-system'] !== undefined || field.readOnly === true;
}

/** Names of the fields a body may write. */
export function writableFields(resource: ResourceDefinition): string[] {
  return Object.entries(resource.fields.properties)
    .filter(([, field]) => !isServerOwned(field))
    .map(([name]) => name);
}

/** Only the writable fields of a body; what the server stores after validation. */
export function pickWritable(resource: ResourceDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of writableFields(resource)) if (Object.hasOwn(record, name)) picked[name] = record[name];
  return picked;
}

/**
 * The JSON Schema a body is checked against. Server-owned fields are accepted with any value
 * and never required (a form sends the record it loaded back, id and created_at included; the
 * server drops them with pickWritable). Every other undeclared property is refused.
 */
export function recordValidationSchema(resource: ResourceDefinition): Schema {
  const fields = stripExtensions(resource.fields) as Schema;
  const properties: Schema = {};
  const serverOwned = new Set<string>();
  for (const [name, field] of Object.entries(resource.fields.properties)) {
    if (isServerOwned(field)) {
      serverOwned.add(name);
      properties[name] = {};
    } else {
      properties[name] = (fields.properties as Schema)[name];
    }
  }
  const required = resource.fields.required.filter((name) => !serverOwned.has(name));
  return { ...fields, properties, required, additionalProperties: false };
}

function isBlank(value: unknown, field: Field | undefined): boolean {
  if (value === null) return !allowsNull(field);
  // A password of spaces is still a password; any other text of spaces is no text.
  if (typeof value === 'string') return field?.['x-writeOnly'] === true ? value === '' : value.trim() === '';
  return false;
}

function allowsNull(field: Field | undefined): boolean {
  const type = field?.type;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/**
 * The record as the schema sees it: '' (and null, where the field is not nullable) counts as
 * absent, so "Judul belum diisi" fires for a title of '' through the plain `required` keyword.
 * Returns the names of the fields that were present but blank.
 */
export function withoutBlanks(resource: ResourceDefinition, record: Record<string, unknown>): { record: Record<string, unknown>; blank: Set<string> } {
  const properties = resource.fields.properties;
  const clean: Record<string, unknown> = {};
  const blank = new Set<string>();
  for (const [name, value] of Object.entries(record)) {
    const field = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (field && isBlank(value, field)) blank.add(name);
    // defineProperty: a body key "__proto__" stays an own (and so unknown) field, never a prototype.
    else Object.defineProperty(clean, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return { record: clean, blank };
}
