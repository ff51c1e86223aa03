import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import { checkListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { decodeListQuery, defaultListQuery } from '../../engine/listQuery/listQuery.ts';

const document: ResourceDefinition = {
  id: 'document',
  labelKey: 'dms.document.title',
  table: 'document',
  storage: 'table',
  primaryKey: 'serial',
  fields: {
    type: 'object',
    properties: {
      id: { type: 'integer', 'x-label': 'common.field.id', 'x-system': 'id' },
      title: { type: 'string', 'x-label': 'dms.document.field.title' },
      type: { type: 'string', 'x-label': 'dms.document.field.type' },
      documents_date: { type: 'string', format: 'date', 'x-label': 'dms.document.field.documents_date' },
      office: { type: 'integer', 'x-label': 'dms.document.field.office', 'x-options': { resource: 'office', labelField: 'name' } },
      password: { type: 'string', 'x-label': 'common.field.password', 'x-writeOnly': true },
    },
    required: [],
  },
  actions: { list: { kind: 'list', endpoint: { method: 'GET', path: '/sso/dms/documents' }, access: 'view_dms_general' } },
  list: {
    module: 'document',
    defaultSort: { field: 'id', direction: 'desc' },
    pageSize: 10,
    pageSizeOptions: [10],
    columns: [{ field: 'title' }],
    searchFields: ['title', 'no_peserta'],
    filters: [
      { key: 'type', operator: 'eq' },
      { key: 'office', operator: 'eq' },
      { key: 'date_from', field: 'documents_date', operator: 'gte' },
      { key: 'title_like', field: 'title', operator: 'like' },
      { key: 'tahun', field: 'documents_date', operator: 'year' },
      { key: 'bulan', field: 'documents_date', operator: 'month' },
    ],
  },
};

const limits = { maxPageSize: 100 };
const check = (search: string) => checkListQuery(document, decodeListQuery(search), limits);
const details = (search: string) => {
  const result = check(search);
  return result.ok ? [] : result.error.details;
};

describe('checkListQuery: accepted queries', () => {
  it('the default query passes, searching every declared search field', () => {
    const result = checkListQuery(document, defaultListQuery(), limits);
    expect(result).toMatchObject({
      ok: true,
      query: { pageSize: 10, page: 1, offset: 0, sortField: 'id', sortDirection: 'desc', searchFields: ['title', 'no_peserta'], filters: [] },
    });
  });

  it('carries the operator and field of each filter', () => {
    const result = check('paging[]=20&paging[]=3&sorter[]=documents_date&sorter[]=ASC&filter[type]=KEPESERTAAN&filter[date_from]=2024-01-01&filter[office][]=1&filter[office][]=2');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query).toMatchObject({ offset: 40, sortField: 'documents_date', sortDirection: 'asc', sorter: ['documents_date', 'asc'] });
    expect(result.query.filters).toEqual([
      { key: 'type', field: 'type', operator: 'eq', value: 'KEPESERTAAN' },
      { key: 'date_from', field: 'documents_date', operator: 'gte', value: '2024-01-01' },
      { key: 'office', field: 'office', operator: 'in', value: ['1', '2'] },
    ]);
  });

  it("an empty filter value means 'all' and is left out", () => {
    const result = check('filter[type]=&filter[office][]=');
    expect(result.ok && result.query.filters).toEqual([]);
  });

  it('searches only the fields asked for, when they are declared', () => {
    const result = check('search_field[]=title&q=surat');
    expect(result.ok && result.query.searchFields).toEqual(['title']);
  });

  it('year and month filters take a year and a month', () => {
    expect(check('filter[tahun]=2024&filter[bulan]=7').ok).toBe(true);
  });

  it('a relation to another resource may be loaded', () => {
    expect(check('relation[]=office').ok).toBe(true);
  });
});

describe('checkListQuery: refused queries, each problem named', () => {
  it('an undeclared sort field', () => {
    expect(check('sorter[]=salary&sorter[]=desc')).toEqual({
      ok: false,
      error: { code: 'invalid_list_query', message: 'Invalid list query', details: ['Unknown sort field: salary'] },
    });
    expect(details('sorter[]=id;drop table users&sorter[]=desc')).toEqual(['Unknown sort field: id;drop table users']);
  });

  it('a write-only field is neither sorted on nor otherwise revealed', () => {
    expect(details('sorter[]=password')).toEqual(['Unknown sort field: password']);
  });

  it('a direction other than asc or desc', () => {
    expect(details('sorter[]=id&sorter[]=sideways')).toEqual(['Unknown sort direction: sideways (use asc or desc)']);
  });

  it('an undeclared filter, even on a declared field', () => {
    expect(details('filter[title]=x')).toEqual(['Unknown filter: title']);
    expect(details('filter[password]=x')).toEqual(['Unknown filter: password']);
  });

  it('an undeclared search field', () => {
    expect(details('search_field[]=password&search_field[]=title')).toEqual(['Unknown search field: password']);
  });

  it('page size over the limit, zero, or not a whole number', () => {
    expect(details('paging[]=500&paging[]=1')).toEqual(['Page size must be between 1 and 100: 500']);
    expect(details('paging[]=0&paging[]=1')).toEqual(['Page size must be between 1 and 100: 0']);
    expect(details('paging[]=10.5&paging[]=1')).toEqual(['Page size must be a whole number: 10.5']);
    expect(details('paging[]=ten&paging[]=1')).toEqual(['Page size must be a whole number']);
  });

  it('a page below 1 or not a whole number', () => {
    expect(details('paging[]=10&paging[]=0')).toEqual(['Page must be 1 or more: 0']);
    expect(details('paging[]=10&paging[]=-2')).toEqual(['Page must be 1 or more: -2']);
    expect(details('paging[]=10&paging[]=1.5')).toEqual(['Page must be a whole number: 1.5']);
  });

  it('several values for a one-value filter, a bad year or month', () => {
    expect(details('filter[date_from][]=2024-01-01&filter[date_from][]=2024-02-01')).toEqual(['Filter date_from takes one value']);
    expect(details('filter[tahun]=24')).toEqual(['Filter tahun must be a year: 24']);
    expect(details('filter[bulan]=13')).toEqual(['Filter bulan must be a month from 1 to 12: 13']);
  });

  it('a relation that is not one', () => {
    expect(details('relation[]=title')).toEqual(['Unknown relation: title']);
  });

  it('names every problem at once', () => {
    expect(details('paging[]=1000&paging[]=0&sorter[]=x&sorter[]=up&filter[nope]=1')).toEqual([
      'Page size must be between 1 and 100: 1000',
      'Page must be 1 or more: 0',
      'Unknown sort field: x',
      'Unknown sort direction: up (use asc or desc)',
      'Unknown filter: nope',
    ]);
  });
});
