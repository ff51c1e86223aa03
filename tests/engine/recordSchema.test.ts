import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import { pickWritable, recordValidationSchema, stripExtensions, withoutBlanks, writableFields } from '../../engine/validation/recordSchema.ts';

const ticket: ResourceDefinition = {
  id: 'ticket',
  labelKey: 'support.ticket.title',
  table: 'ticket',
  storage: 'table',
  primaryKey: 'serial',
  fields: {
    type: 'object',
    properties: {
      id: { type: 'integer', 'x-label': 'common.field.id', 'x-system': 'id' },
      title: { type: 'string', 'x-label': 'support.ticket.field.title', 'x-messages': { required: 'Judul belum diisi' }, 'x-widget': 'text' },
      category: { type: 'integer', default: 1, 'x-label': 'support.ticket.field.category', enum: [1, 2] },
      number: { type: 'string', readOnly: true, 'x-label': 'support.ticket.field.number' },
      created_by: { type: 'string', 'x-label': 'common.field.created_by', 'x-system': 'created_by' },
    },
    required: ['title', 'created_by'],
    // JSON Schema's if/then, not a promise.
    // oxlint-disable-next-line unicorn/no-thenable
    allOf: [{ if: { properties: { category: { const: 2 } }, required: ['category'] }, then: { required: ['title'] } }],
  },
  actions: { list: { kind: 'list', endpoint: { method: 'GET', path: '/sso/support/ticket' }, access: '' } },
};

describe('recordValidationSchema', () => {
  const schema = recordValidationSchema(ticket);

  it('keeps no x- keyword at any level', () => {
    expect(JSON.stringify(schema)).not.toContain('"x-');
  });

  it('refuses undeclared properties and never requires a server-owned field', () => {
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['title']);
    expect((schema.properties as Record<string, unknown>).id).toEqual({});
    expect((schema.properties as Record<string, unknown>).title).toEqual({ type: 'string' });
  });

  it('keeps conditions and data values (enum, default) as they are', () => {
    expect(schema.allOf).toEqual(ticket.fields.allOf);
    expect((schema.properties as Record<string, unknown>).category).toEqual({ type: 'integer', default: 1, enum: [1, 2] });
  });

  it('stripExtensions leaves data inside enum and const untouched', () => {
    expect(stripExtensions({ enum: [{ 'x-keep': 1 }], 'x-drop': 2, not: { 'x-drop': 3, type: 'string' } })).toEqual({
      enum: [{ 'x-keep': 1 }],
      not: { type: 'string' },
    });
  });
});

describe('writable fields', () => {
  it('are the declared fields the server does not own', () => {
    expect(writableFields(ticket)).toEqual(['title', 'category']);
  });

  it('pickWritable keeps only those, so no other body field is ever written', () => {
    expect(pickWritable(ticket, { id: 9, title: 'Printer', number: 'T-1', created_by: 'mallory', extra: 1 })).toEqual({ title: 'Printer' });
  });
});

describe('withoutBlanks', () => {
  it("drops '' and null and names them", () => {
    const { record, blank } = withoutBlanks(ticket, { title: '', category: null, number: 'T-1' });
    expect(record).toEqual({ number: 'T-1' });
    expect([...blank].sort()).toEqual(['category', 'title']);
  });
});
