import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import { defaultMessage, errorsByField, messagesFor, toFieldErrors } from '../../engine/validation/fieldErrors.ts';

const resource: ResourceDefinition = {
  id: 'document',
  labelKey: 'dms.document.title',
  table: 'document',
  storage: 'table',
  primaryKey: 'serial',
  fields: {
    type: 'object',
    properties: {
      title: { type: 'string', 'x-label': 'dms.document.field.title', 'x-messages': { required: 'Judul belum diisi' } },
      no_peserta: { type: 'string', 'x-label': 'dms.document.field.no_peserta', 'x-messages': { required: 'Nomor peserta wajib diisi' } },
    },
    required: [],
  },
  actions: { list: { kind: 'list', endpoint: { method: 'GET', path: '/sso/dms/documents' }, access: '' } },
};

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): ErrorObject =>
  ({ keyword, instancePath, schemaPath: '#', params, message }) as ErrorObject;

describe('toFieldErrors', () => {
  it("the conditional's 'must match then schema' adds nothing to the required error under it", () => {
    const errors = toFieldErrors(resource, [
      error('required', '', { missingProperty: 'no_peserta' }),
      error('if', '', { failingKeyword: 'then' }, 'must match "then" schema'),
    ]);
    expect(errors).toEqual([{ field: 'no_peserta', keyword: 'required', message: 'Nomor peserta wajib diisi' }]);
  });

  it('orders errors as the fields are declared and says each once', () => {
    const errors = toFieldErrors(resource, [
      error('required', '', { missingProperty: 'no_peserta' }),
      error('required', '', { missingProperty: 'title' }),
      error('required', '', { missingProperty: 'title' }),
    ]);
    expect(messagesFor(errors)).toEqual(['Judul belum diisi', 'Nomor peserta wajib diisi']);
  });

  it('an unknown field is named as such', () => {
    expect(toFieldErrors(resource, [error('additionalProperties', '', { additionalProperty: 'role' })])).toEqual([
      { field: 'role', keyword: 'additionalProperties', message: 'Unknown field: role', text: { key: 'common.validation.additionalProperties', values: {}, fieldKey: 'role' } },
    ]);
  });

  it('keeps a lone anyOf failure, in words', () => {
    expect(messagesFor(toFieldErrors(resource, [error('anyOf', '/title', {}, 'must match a schema in anyOf')]))).toEqual([
      'title must match a schema in anyOf',
    ]);
  });
});

describe('defaultMessage', () => {
  it('is plain English that names the field', () => {
    expect(defaultMessage('code', 'required', {})).toBe('code is required');
    expect(defaultMessage('status', 'type', { type: 'integer' })).toBe('status must be an integer');
    expect(defaultMessage('status', 'type', { type: 'string,null' })).toBe('status must be a string or null');
    expect(defaultMessage('documents_date', 'format', { format: 'date' })).toBe('documents_date must be a valid date (YYYY-MM-DD)');
    expect(defaultMessage('name', 'maxLength', { limit: 150 })).toBe('name must be at most 150 characters');
    expect(defaultMessage('type', 'enum', { allowedValues: ['PMR', 'HUMAS', 'LEGAL'] })).toBe('type must be one of: PMR, HUMAS, LEGAL');
    expect(defaultMessage('files', 'minItems', { limit: 1 })).toBe('files must have at least 1 item');
    expect(defaultMessage('x', 'somethingNew', {}, 'must be odd')).toBe('x must be odd');
  });
});

describe('errorsByField', () => {
  it('groups messages by field, the record itself under _record, without touching any prototype', () => {
    const grouped = errorsByField([
      { field: 'title', keyword: 'required', message: 'Judul belum diisi' },
      { field: '', keyword: 'type', message: 'The record must be an object' },
      { field: '__proto__', keyword: 'additionalProperties', message: 'Unknown field: __proto__' },
    ]);
    expect(Object.keys(grouped)).toEqual(['title', '_record', '__proto__']);
    expect(Object.getPrototypeOf(grouped)).toBe(Object.prototype);
  });
});
