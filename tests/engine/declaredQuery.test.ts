import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import { applyDeclaredQuery, filterWireValue, listQueryAliases } from '../../engine/listQuery/declaredQuery.ts';
import { decodeListQuery } from '../../engine/listQuery/listQuery.ts';

const statusOptions = {
  values: [
    { value: 1, label: 'support.ticket.status.closed' },
    { value: 2, label: 'support.ticket.status.open' },
  ],
};

const ticket: ResourceDefinition = {
  id: 'support_ticket',
  labelKey: 'support.ticket.title',
  table: 'support_ticket',
  storage: 'table',
  primaryKey: 'uuid',
  fields: {
    type: 'object',
    properties: {
      id: { type: 'string', 'x-label': 'common.field.id', 'x-system': 'id' },
      title: { type: 'string', 'x-label': 'support.ticket.field.title' },
      type: { type: 'string', 'x-label': 'support.ticket.field.type' },
      status: { type: 'integer', 'x-label': 'common.field.status', 'x-options': statusOptions },
      bidang_id: { type: 'integer', 'x-label': 'support.ticket.field.bidang_id' },
      created_at: { type: 'string', format: 'date-time', 'x-label': 'common.field.created_at', 'x-system': 'created_at' },
    },
    required: [],
  },
  actions: { list: { kind: 'list', endpoint: { method: 'GET', path: '/sso/support/ticket/admin' }, access: '' } },
  list: {
    module: 'support_ticket',
    defaultSort: { field: 'created_at', direction: 'desc' },
    pageSize: 100,
    pageSizeOptions: [100],
    columns: [{ field: 'title' }],
    searchFields: ['title'],
    filters: [
      { key: 'status', operator: 'eq', labelKey: 'common.field.status', options: statusOptions, default: 2 },
      { key: 'type', operator: 'eq', labelKey: 'support.ticket.field.type' },
      { key: 'periode', field: 'created_at', operator: 'month', labelKey: 'support.ticket.filter.periode' },
    ],
  },
} as unknown as ResourceDefinition;

const declared = ['sorting_field', 'sorting_param', 'periode', 'status', 'type', 'current_page', 'per_page', 'response_type', 'bidang_id'];

function apply(search: string, names = declared) {
  const params = new URLSearchParams(search);
  return applyDeclaredQuery(ticket, decodeListQuery(params), params, names);
}

describe('the spec-shaped list parameters', () => {
  it('names every alias of the spec', () => {
    expect(listQueryAliases).toMatchObject({
      page: 'page', current_page: 'page', per_page: 'pageSize', perpage: 'pageSize',
      sorting_field: 'sortField', sort_by: 'sortField', field: 'sortField',
      sorting_param: 'sortDirection', sort_type: 'sortDirection', type_sort: 'sortDirection',
    });
  });

  it('gives a spec-shaped call the list defaults: status OPEN, 100 a page, the default sort', () => {
    const { query } = apply('');
    expect(query.filter).toEqual({ status: '2' });
    expect(query.paging).toEqual([100, 1]);
    expect(query.sorter).toEqual(['created_at', 'desc']);
  });

  it('reads paging, sorting, filters and wire names', () => {
    const { query } = apply('status=OPEN&type=HUMAS&per_page=20&current_page=3&sorting_field=title&sorting_param=ASC&periode=11');
    expect(query.filter).toEqual({ status: '2', type: 'HUMAS', periode: '11' });
    expect(query.paging).toEqual([20, 3]);
    expect(query.sorter).toEqual(['title', 'asc']);
  });

  it('an empty status means every status; CLOSED is the value 1', () => {
    expect(apply('status=').query.filter).toEqual({});
    expect(apply('status=closed').query.filter).toEqual({ status: '1' });
  });

  it('reads only the declared names', () => {
    const { query } = apply('type=LEGAL&per_page=5', ['field', 'type_sort']);
    expect(query.filter).toEqual({});
    expect(query.paging).toEqual([100, 1]);
    expect(apply('field=title&type_sort=asc', ['field', 'type_sort']).query.sorter).toEqual(['title', 'asc']);
  });

  it('leaves a generic call as it says, filters defaults included', () => {
    const { query } = apply('paging[]=10&paging[]=2&sorter[]=title&sorter[]=asc');
    expect(query.filter).toEqual({});
    expect(query.paging).toEqual([10, 2]);
    expect(query.sorter).toEqual(['title', 'asc']);
  });

  it('returns declared fields that are no filter as equalities', () => {
    expect(apply('bidang_id=4&response_type=json').fields).toEqual({ bidang_id: '4' });
  });

  it('keeps a value that is neither an option value nor a wire name', () => {
    const status = ticket.list!.filters[0];
    expect(filterWireValue(status, '2')).toBe('2');
    expect(filterWireValue(status, 'PENDING')).toBe('PENDING');
  });
});
