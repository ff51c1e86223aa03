import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { compileRecordValidator, errorsByField, messagesFor } from '../../engine/validation/compileValidator.ts';

/** The spec's document rules (modules.md section 5), should document.json not exist yet. */
const inlineDocument: ResourceDefinition = {
  id: 'document',
  labelKey: 'dms.document.title',
  table: 'document',
  storage: 'table',
  primaryKey: 'serial',
  fields: {
    type: 'object',
    properties: {
      id: { type: 'integer', 'x-label': 'common.field.id', 'x-system': 'id' },
      type: { type: 'string', enum: ['GENERAL', 'KEPESERTAAN', 'MAILING'], 'x-label': 'dms.document.field.type' },
      title: { type: 'string', 'x-label': 'dms.document.field.title', 'x-messages': { required: 'Judul belum diisi' } },
      description: { type: 'string', 'x-label': 'dms.document.field.description', 'x-messages': { required: 'Deskripsi belum diisi' } },
      documents_date: {
        type: 'string',
        format: 'date',
        'x-label': 'dms.document.field.documents_date',
        'x-messages': { required: 'Tanggal Dokumen belum diisi', format: 'Tanggal Dokumen belum diisi' },
      },
      no_peserta: { type: 'string', 'x-label': 'dms.document.field.no_peserta', 'x-messages': { required: 'Nomor peserta wajib diisi' } },
      created_at: { type: 'string', format: 'date-time', 'x-label': 'common.field.created_at', 'x-system': 'created_at' },
    },
    required: ['title', 'description', 'documents_date'],
    // JSON Schema's if/then, not a promise.
    // oxlint-disable-next-line unicorn/no-thenable
    allOf: [{ if: { properties: { type: { const: 'KEPESERTAAN' } }, required: ['type'] }, then: { required: ['no_peserta'] } }],
  },
  actions: { create: { kind: 'create', endpoint: { method: 'POST', path: '/sso/dms/documents' }, access: 'view_dms_general' } },
};

// The resolved document resource, as the server and the renderer read it.
const resolvedDocument = loadDefinitions(await readDefinitionFiles()).resources.document;
const documentSources: Array<[string, ResourceDefinition]> = [
  ...(resolvedDocument ? [['document.json', resolvedDocument] as [string, ResourceDefinition]] : []),
  ['the inline resource', inlineDocument],
];

const complete = { type: 'GENERAL', title: 'Surat edaran', description: 'Isi surat', documents_date: '2024-05-17' };

describe.each(documentSources)('document save rules (modules.md section 5), from %s', (_source, documentResource) => {
  const createDocument = compileRecordValidator(documentResource, 'create');
  const updateDocument = compileRecordValidator(documentResource, 'update');

  it('accepts a complete document', () => {
    expect(createDocument(complete)).toEqual([]);
  });

  it('names every missing required field with the spec message, in form order', () => {
    expect(messagesFor(createDocument({}))).toEqual(['Judul belum diisi', 'Deskripsi belum diisi', 'Tanggal Dokumen belum diisi']);
  });

  it("treats '' as not filled: Judul belum diisi", () => {
    const errors = createDocument({ ...complete, title: '' });
    expect(errors).toEqual([{ field: 'title', keyword: 'required', message: 'Judul belum diisi' }]);
  });

  it('text of spaces is not filled either', () => {
    expect(messagesFor(createDocument({ ...complete, description: '   ' }))).toEqual(['Deskripsi belum diisi']);
  });

  it('Tanggal Dokumen belum diisi when the date is empty or not a date', () => {
    expect(messagesFor(createDocument({ ...complete, documents_date: '' }))).toEqual(['Tanggal Dokumen belum diisi']);
    expect(messagesFor(createDocument({ ...complete, documents_date: null }))).toEqual(['Tanggal Dokumen belum diisi']);
    expect(messagesFor(createDocument({ ...complete, documents_date: '17-05-2024' }))).toEqual(['Tanggal Dokumen belum diisi']);
  });

  it('Nomor peserta wajib diisi when type is KEPESERTAAN', () => {
    const errors = createDocument({ ...complete, type: 'KEPESERTAAN' });
    expect(errors).toEqual([{ field: 'no_peserta', keyword: 'required', message: 'Nomor peserta wajib diisi' }]);
    expect(messagesFor(createDocument({ ...complete, type: 'KEPESERTAAN', no_peserta: '' }))).toEqual(['Nomor peserta wajib diisi']);
    expect(createDocument({ ...complete, type: 'KEPESERTAAN', no_peserta: '1234567890' })).toEqual([]);
  });

  it('and not otherwise', () => {
    expect(createDocument({ ...complete, type: 'GENERAL' })).toEqual([]);
    expect(createDocument({ ...complete, type: 'MAILING' })).toEqual([]);
    const { type: _type, ...withoutType } = complete;
    expect(createDocument(withoutType)).toEqual([]);
    expect(createDocument({ ...complete, type: '' })).toEqual([]);
  });

  it('all four messages at once for an empty KEPESERTAAN document', () => {
    expect(messagesFor(createDocument({ type: 'KEPESERTAAN' }))).toEqual([
      'Judul belum diisi',
      'Deskripsi belum diisi',
      'Tanggal Dokumen belum diisi',
      'Nomor peserta wajib diisi',
    ]);
  });

  it('refuses fields the definition does not name', () => {
    expect(createDocument({ ...complete, is_admin: true })).toEqual([
      {
        field: 'is_admin',
        keyword: 'additionalProperties',
        message: 'Unknown field: is_admin',
        text: { key: 'common.validation.additionalProperties', values: {}, fieldKey: 'is_admin' },
      },
    ]);
  });

  it('accepts the server-owned fields a form sends back, without checking them', () => {
    expect(createDocument({ ...complete, id: 'whatever', created_at: 'yesterday' })).toEqual([]);
  });

  it('a body key __proto__ is an unknown field, never a prototype', () => {
    const body = JSON.parse('{"__proto__": {"title": "x", "polluted": true}, "description": "d", "documents_date": "2024-01-01"}');
    const errors = createDocument(body);
    expect(messagesFor(errors)).toEqual(['Judul belum diisi', 'Unknown field: __proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('update mode checks only the fields sent, but a required field sent empty is still missing', () => {
    expect(updateDocument({ description: 'Isi baru' })).toEqual([]);
    expect(updateDocument({})).toEqual([]);
    expect(messagesFor(updateDocument({ title: '' }))).toEqual(['Judul belum diisi']);
    expect(messagesFor(updateDocument({ documents_date: 'soon' }))).toEqual(['Tanggal Dokumen belum diisi']);
    expect(messagesFor(updateDocument({ type: 'KEPESERTAAN', no_peserta: '' }))).toEqual(['Nomor peserta wajib diisi']);
  });

  it('a body that is not an object is one error on the record', () => {
    for (const body of [null, 'title', [complete], 42]) {
      expect(createDocument(body)).toEqual([{ field: '', keyword: 'type', message: 'The record must be an object' }]);
    }
  });

  it('errorsByField gives the error body shape', () => {
    expect(errorsByField(createDocument({ type: 'KEPESERTAAN', title: 'x', description: 'y' }))).toEqual({
      documents_date: ['Tanggal Dokumen belum diisi'],
      no_peserta: ['Nomor peserta wajib diisi'],
    });
  });
});

const account: ResourceDefinition = {
  id: 'account',
  labelKey: 'admin.account.title',
  table: 'account',
  storage: 'table',
  primaryKey: 'serial',
  fields: {
    type: 'object',
    properties: {
      code: { type: 'string', maxLength: 20, 'x-label': 'a.code', 'x-messages': { maxLength: 'Kode maksimal 20 karakter' } },
      bidang_id: { type: 'integer', minimum: 1, 'x-label': 'a.bidang' },
      status: { type: 'integer', enum: [1, 2], 'x-label': 'a.status' },
      email: { type: 'string', format: 'email', 'x-label': 'a.email' },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 2, 'x-label': 'a.tags' },
      password: { type: 'string', minLength: 8, 'x-label': 'a.password', 'x-writeOnly': true },
      nickname: { type: ['string', 'null'], 'x-label': 'a.nickname' },
    },
    required: ['code', 'password'],
  },
  actions: { create: { kind: 'create', endpoint: { method: 'POST', path: '/sso/account' }, access: 'view_users' } },
};

describe('readable English defaults when a field has no message of its own', () => {
  const create = compileRecordValidator(account, 'create');
  const update = compileRecordValidator(account, 'update');
  const valid = { code: 'A1', password: 'longenough' };

  it('names the field and the rule', () => {
    expect(messagesFor(create({}))).toEqual(['code is required', 'password is required']);
    expect(messagesFor(create({ ...valid, bidang_id: 0 }))).toEqual(['bidang_id must be at least 1']);
    expect(messagesFor(create({ ...valid, bidang_id: 'abc' }))).toEqual(['bidang_id must be an integer']);
    expect(messagesFor(create({ ...valid, status: 3 }))).toEqual(['status must be one of: 1, 2']);
    expect(messagesFor(create({ ...valid, email: 'nope' }))).toEqual(['email must be a valid email address']);
    expect(messagesFor(create({ ...valid, password: 'short' }))).toEqual(['password must be at least 8 characters']);
    expect(messagesFor(create({ ...valid, tags: ['a', 'b', 'c'] }))).toEqual(['tags must have at most 2 items']);
  });

  it("uses the field's x-messages where it has one", () => {
    expect(messagesFor(create({ ...valid, code: 'x'.repeat(21) }))).toEqual(['Kode maksimal 20 karakter']);
  });

  it('names a nested value by its path', () => {
    expect(create({ ...valid, tags: ['a', 5] })).toEqual([
      { field: 'tags.1', keyword: 'type', message: 'tags.1 must be a string', text: { key: 'common.validation.type', values: { type: 'string' }, fieldKey: 'tags.1' } },
    ]);
  });

  it('a write-only field (password) left empty on update means unchanged', () => {
    expect(update({ code: 'A2', password: '' })).toEqual([]);
    expect(messagesFor(create({ code: 'A2', password: '' }))).toEqual(['password is required']);
  });

  it('null is kept for a nullable field and counts as absent for the others', () => {
    expect(create({ ...valid, nickname: null })).toEqual([]);
    expect(messagesFor(create({ ...valid, code: null }))).toEqual(['code is required']);
  });
});
