/**
 * ajv's errors in the words a user reads: the field's own x-messages (the spec's Indonesian
 * texts) first, otherwise a plain English sentence that names the field.
 */
import type { ErrorObject } from 'ajv';
import type { Field, ResourceDefinition } from '../generated/definitions.ts';

export interface FieldError {
  /** the field, dotted for nested values ('attachments.0'); '' for the record itself */
  readonly field: string;
  /** the JSON Schema keyword that failed (required, format, additionalProperties, ...) */
  readonly keyword: string;
  readonly message: string;
  /**
   * Present when `message` is the engine's own English sentence (not the field's x-messages):
   * what another language needs to say it (localizedMessage.ts).
   */
  readonly text?: MessageText;
}

/** A sentence by its locale key: the values it names, and the label key of the field it is about. */
export interface MessageText {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
  /** the field's x-label key, or its name when it declares none */
  readonly fieldKey: string;
}

/** The locale key of the engine's sentence for a failed keyword (definitions/locales/<lang>/common.json). */
export const validationKey = (keyword: string) => `common.validation.${keyword}`;

/** The keywords that have a sentence of their own; any other says "is invalid". */
const keywordsWithText = new Set([
  'required',
  'additionalProperties',
  'type',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

/** The values the sentence of `keyword` names, as plain text and numbers. */
function textValues(keyword: string, params: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (typeof params.limit === 'number') values.limit = params.limit;
  if (params.multipleOf !== undefined) values.multipleOf = Number(params.multipleOf);
  if (keyword === 'type') values.type = String(params.type);
  if (keyword === 'format') values.format = String(params.format);
  if (keyword === 'enum') values.values = list(params.allowedValues);
  if (keyword === 'const') values.values = list(params.allowedValue);
  return values;
}

/** Keywords that only say "a branch failed"; the branch's own errors say what is wrong. */
const compositeKeywords = new Set(['if', 'allOf', 'anyOf', 'oneOf']);

const article = (type: string) => (type === 'null' ? 'null' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

const formatNames: Record<string, string> = {
  date: 'date (YYYY-MM-DD)',
  'date-time': 'date and time',
  time: 'time',
  email: 'email address',
  uri: 'URL',
};

function list(values: unknown): string {
  return (Array.isArray(values) ? values : [values]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

/** The English sentence for a failed keyword, naming the field. */
export function defaultMessage(field: string, keyword: string, params: Record<string, unknown>, ajvMessage?: string): string {
  switch (keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `Unknown field: ${field}`;
    case 'type':
      return `${field} must be ${String(params.type).split(',').map(article).join(' or ')}`;
    case 'format':
      return `${field} must be a valid ${formatNames[String(params.format)] ?? String(params.format)}`;
    case 'minLength':
      return `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(params.limit)}`;
    case 'multipleOf':
      return `${field} must be a multiple of ${String(params.multipleOf)}`;
    case 'enum':
      return `${field} must be one of: ${list(params.allowedValues)}`;
    case 'const':
      return `${field} must be ${list(params.allowedValue)}`;
    case 'pattern':
      return `${field} is not in the expected format`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return `${field} must not repeat a value`;
    default:
      return `${field} ${ajvMessage ?? 'is invalid'}`;
  }
}

function pathSegments(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The field an error is about: the missing or unknown property itself, else where it failed. */
function fieldOf(error: ErrorObject): string[] {
  const at = pathSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return [...at, String(params.missingProperty)];
  if (error.keyword === 'additionalProperties') return [...at, String(params.additionalProperty)];
  if (error.keyword === 'dependencies') return [...at, String(params.missingProperty)];
  return at;
}

function messagesOf(resource: ResourceDefinition, topField: string | undefined): Field['x-messages'] {
  const properties = resource.fields.properties;
  return topField !== undefined && Object.hasOwn(properties, topField) ? properties[topField]['x-messages'] : undefined;
}

function labelKeyOf(resource: ResourceDefinition, field: string, topField: string | undefined): string {
  const properties = resource.fields.properties;
  return (topField !== undefined && Object.hasOwn(properties, topField) && field === topField ? properties[topField]['x-label'] : undefined) ?? field;
}

/** One FieldError per ajv error that says something, in the order the fields are declared. */
export function toFieldErrors(resource: ResourceDefinition, errors: readonly ErrorObject[]): FieldError[] {
  const specific = errors.filter((e) => !compositeKeywords.has(e.keyword));
  const kept = specific.length > 0 ? specific : errors.filter((e) => e.keyword !== 'if');
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of kept) {
    const segments = fieldOf(error);
    const field = segments.join('.');
    const keyword = error.keyword === 'dependencies' ? 'required' : error.keyword;
    const own = messagesOf(resource, segments[0]);
    const declared = own && Object.hasOwn(own, keyword);
    const message = declared
      ? own[keyword]
      : field === ''
        ? `The record ${error.message ?? 'is invalid'}`
        : defaultMessage(field, keyword, error.params as Record<string, unknown>, error.message);
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text: MessageText | undefined =
      declared || field === ''
        ? undefined
        : {
            key: validationKey(keywordsWithText.has(keyword) ? keyword : 'invalid'),
            values: textValues(keyword, error.params as Record<string, unknown>),
            fieldKey: labelKeyOf(resource, field, segments[0]),
          };
    result.push({ field, keyword, message, ...(text && { text }) });
  }
  const order = Object.keys(resource.fields.properties);
  const rank = (e: FieldError) => {
    const index = order.indexOf(e.field.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return result.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i).map(({ e }) => e);
}

/** The messages to show, each once, in order. */
export function messagesFor(errors: readonly FieldError[]): string[] {
  return [...new Set(errors.map((e) => e.message))];
}

/** The errors as the API's error body carries them: field -> messages ('_record' for the record itself). */
export function errorsByField(errors: readonly FieldError[]): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const error of errors) {
    const key = error.field === '' ? '_record' : error.field;
    const messages = byField.get(key) ?? [];
    if (!messages.includes(error.message)) messages.push(error.message);
    byField.set(key, messages);
  }
  // fromEntries defines own properties, so a field named __proto__ cannot reach a prototype.
  return Object.fromEntries(byField);
}
