/**
 * One validator per resource and mode, the same on the server and (precompiled) in the
 * browser, so a record the form accepts is a record the API accepts, with the same messages.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { ResourceDefinition } from '../generated/definitions.ts';
import { toFieldErrors, type FieldError } from './fieldErrors.ts';
import { recordValidationSchema, withoutBlanks } from './recordSchema.ts';

export { messagesFor, errorsByField, type FieldError } from './fieldErrors.ts';

export type ValidationMode = 'create' | 'update';

let sharedAjv: Ajv | undefined;

/**
 * allErrors: the form shows every problem at once. strict false: definitions may carry
 * keywords ajv does not know. Compiling uses new Function: server side, or at build time.
 */
export function createValidationAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // ajv-formats' "time" demands an offset; the time widget sends none and the column is a
  // PostgreSQL time (without zone), so a wall-clock time with or without offset is accepted.
  ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/i);
  return ajv;
}

/**
 * In update mode only the fields sent are checked: a missing required field is kept as it is
 * stored, but a required field sent empty is still an error. A write-only field (password)
 * sent empty means "leave unchanged".
 */
function keptInMode(resource: ResourceDefinition, mode: ValidationMode, blank: ReadonlySet<string>, error: FieldError): boolean {
  if (mode === 'create' || error.keyword !== 'required' || error.field.includes('.')) return true;
  if (!blank.has(error.field)) return false;
  const properties = resource.fields.properties;
  return !(Object.hasOwn(properties, error.field) && properties[error.field]['x-writeOnly'] === true);
}

export function compileRecordValidator(
  resource: ResourceDefinition,
  mode: ValidationMode,
  options: { ajv?: Ajv } = {},
): (record: unknown) => FieldError[] {
  const ajv = options.ajv ?? (sharedAjv ??= createValidationAjv());
  const validate = ajv.compile(recordValidationSchema(resource));
  return (record: unknown) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      return [{ field: '', keyword: 'type', message: 'The record must be an object' }];
    }
    const { record: present, blank } = withoutBlanks(resource, record as Record<string, unknown>);
    if (validate(present)) return [];
    return toFieldErrors(resource, validate.errors ?? []).filter((error) => keptInMode(resource, mode, blank, error));
  };
}
