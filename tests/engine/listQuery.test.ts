import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../engine/generated/definitions.ts';
import {
  decodeListQuery,
  decodeListQueryDetailed,
  defaultListQuery,
  defaultListQueryFor,
  encodeListQuery,
  type ListQuery,
} from '../../engine/listQuery/listQuery.ts';

describe('defaultListQuery', () => {
  it('sorts by id descending, 10 rows, first page', () => {
    expect(defaultListQuery()).toEqual({ paging: [10, 1], sorter: ['id', 'desc'], search_field: [], q: '', filter: {}, relation: [] });
  });

  it("takes overrides: the HR permit query (module izin, paging [10,1], sorter [id,desc], search_field description)", () => {
    expect(defaultListQuery({ module: 'izin', search_field: ['description'] })).toEqual({
      module: 'izin',
      paging: [10, 1],
      sorter: ['id', 'desc'],
      search_field: ['description'],
      q: '',
      filter: {},
      relation: [],
    });
  });

  it("defaultListQueryFor reads the resource's list view", () => {
    const resource = {
      id: 'statistik',
      list: {
        module: 'statistik_peserta_aktif',
        columns: [{ field: 'BATCH_PENARIKAN' }],
        defaultSort: { field: 'BATCH_PENARIKAN', direction: 'desc' },
        pageSize: 20,
        filters: [{ key: 'status', default: 'OPEN' }, { key: 'type' }],
      },
    } as unknown as ResourceDefinition;
    expect(defaultListQueryFor(resource)).toMatchObject({
      module: 'statistik_peserta_aktif',
      paging: [20, 1],
      sorter: ['BATCH_PENARIKAN', 'desc'],
      filter: { status: 'OPEN' },
    });
  });
});

describe('encodeListQuery', () => {
  it('sends arrays as name[] and filters as filter[key]', () => {
    const query = defaultListQuery({ module: 'izin', search_field: ['name'], q: 'budi', filter: { status: '1' } });
    expect(encodeListQuery(query)).toBe(
      'module=izin&paging[]=10&paging[]=1&sorter[]=id&sorter[]=desc&search_field[]=name&q=budi&filter[status]=1',
    );
  });

  it('sends an array filter as filter[key][] and relations as relation[]', () => {
    const query = defaultListQuery({ filter: { type: ['a', 'b'] }, relation: ['office'], mutation: 'export' });
    expect(encodeListQuery(query)).toBe(
      'paging[]=10&paging[]=1&sorter[]=id&sorter[]=desc&filter[type][]=a&filter[type][]=b&relation[]=office&mutation=export',
    );
  });

  it('escapes values', () => {
    expect(encodeListQuery(defaultListQuery({ q: 'a&b=c d' }))).toContain('q=a%26b%3Dc%20d');
  });
});

describe('decodeListQuery', () => {
  const roundTrips: ListQuery[] = [
    defaultListQuery(),
    defaultListQuery({ module: 'statistik_peserta_aktif', paging: [20, 3], sorter: ['BATCH_PENARIKAN', 'asc'], search_field: ['NAMA_PERUSAHAAN', 'PERIODE', 'BATCH_PENARIKAN'] }),
    defaultListQuery({ q: 'surat & memo / 2024 ?#', filter: { status: '1', type: ['PMR', 'HUMAS'], office_code: '120' }, relation: ['office', 'department'] }),
    defaultListQuery({ filter: { type: ['only-one'] }, mutation: 'x' }),
    defaultListQuery({ q: 'ünïcødé 日本' }),
  ];

  it.each(roundTrips.map((q) => [encodeListQuery(q), q]))('round trip: %s', (encoded, query) => {
    expect(decodeListQuery(encoded)).toEqual(query);
    expect(decodeListQuery('?' + encoded)).toEqual(query);
    expect(decodeListQuery(new URLSearchParams(encoded))).toEqual(query);
  });

  it('reads what URLSearchParams and axios write (%5B%5D, indices)', () => {
    const params = new URLSearchParams();
    params.append('paging[]', '15');
    params.append('paging[]', '2');
    params.append('filter[status]', 'OPEN');
    expect(decodeListQuery(params.toString())).toMatchObject({ paging: [15, 2], filter: { status: 'OPEN' } });
    expect(decodeListQuery('paging[0]=5&paging[1]=4&sorter[0]=name&sorter[1]=asc')).toMatchObject({ paging: [5, 4], sorter: ['name', 'asc'] });
  });

  it('fills missing parts with the defaults', () => {
    expect(decodeListQuery('')).toEqual(defaultListQuery());
    expect(decodeListQuery('q=x')).toEqual(defaultListQuery({ q: 'x' }));
    expect(decodeListQuery('paging[]=25')).toMatchObject({ paging: [25, 1] });
    expect(decodeListQuery('sorter[]=name')).toMatchObject({ sorter: ['name', 'desc'] });
  });

  it("reads the spec's upper-case DESC", () => {
    expect(decodeListQuery('sorter[]=id&sorter[]=DESC').sorter).toEqual(['id', 'desc']);
  });

  it('keeps a bad number as NaN so the check can name it, instead of quietly showing page 1', () => {
    expect(decodeListQuery('paging[]=ten&paging[]=1').paging[0]).toBeNaN();
  });

  it('several values of one filter become a list', () => {
    expect(decodeListQuery('filter[status]=1&filter[status]=2').filter).toEqual({ status: ['1', '2'] });
  });

  it('refuses filter keys that would reach Object.prototype, and reports them', () => {
    const decoded = decodeListQueryDetailed(
      'filter[__proto__]=x&filter[__proto__][polluted]=yes&filter[constructor][prototype][polluted]=yes&filter[prototype]=1&filter[]=1&filter[status]=1',
    );
    expect(decoded.query.filter).toEqual({ status: '1' });
    expect(Object.getPrototypeOf(decoded.query.filter)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(decoded.rejectedKeys).toEqual([
      'filter[__proto__]',
      'filter[__proto__][polluted]',
      'filter[constructor][prototype][polluted]',
      'filter[prototype]',
      'filter[]',
    ]);
  });

  it('names the parameters that are not part of the list query', () => {
    expect(decodeListQueryDetailed('q=a&periode=2024&tab=x').otherKeys).toEqual(['periode', 'tab']);
  });
});
