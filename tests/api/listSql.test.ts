/**
 * The list's SQL on the database: a trigram index for every declared text search field, an
 * ORDER BY the primary key index can serve, and totals right whether or not the count ran.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexColumns } from '../../server/db/searchIndexes.ts';
import { storageModels } from '../../server/resources/storageModels.ts';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

describe.each(testBackends())('list SQL (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = await server.login('admin');
  });
  afterAll(async () => server?.stop());

  it('has a pg_trgm GIN index on every declared text search field of every resource', async () => {
    const indexes = await server.query<{ indexname: string; indexdef: string }>("select indexname, indexdef from pg_indexes where indexname like '%\\_trgm'");
    const expected = [...storageModels(server.definitions).values()].flatMap((m) => searchIndexColumns(m).map((c) => `${m.table}_${c}_trgm`));
    expect(expected).toContain('client_name_trgm');
    expect(indexes.map((i) => i.indexname).sort()).toEqual([...expected].sort());
    expect(indexes.find((i) => i.indexname === 'client_name_trgm')!.indexdef).toMatch(/USING gin \(name gin_trgm_ops\)/);
    expect(server.storage.sync.problems.filter((p) => p.includes('trgm'))).toEqual([]);
  });

  it('answers the same totals on a full page, the last page and past the end', async () => {
    await server.query(`insert into client (code, name) select 'LSQL' || g, 'List sql client ' || g from generate_series(1, 25) g`);
    const page = async (n: number) => (await server.call('GET', `/sso/admin/client?q=List%20sql&paging[]=10&paging[]=${n}`, { token })).json;
    const [first, last, past] = [await page(1), await page(3), await page(4)];
    expect([first.total, first.data.length]).toEqual([25, 10]);
    expect([last.total, last.data.length]).toEqual([25, 5]);
    expect([past.total, past.data.length]).toEqual([25, 0]);
    // Newest first by default, ids descending, the last page holding the oldest.
    expect(last.data.map((r: { code: string }) => r.code)).toEqual(['LSQL5', 'LSQL4', 'LSQL3', 'LSQL2', 'LSQL1']);

    // Page and total come in one statement (the page as a subquery): the rows keep the requested
    // order on every page, and a full last page still counts.
    const sorted = async (direction: string, n: number) =>
      (await server.call('GET', `/sso/admin/client?q=List%20sql&paging[]=5&paging[]=${n}&sorter[]=name&sorter[]=${direction}`, { token })).json;
    const names = Array.from({ length: 25 }, (_, i) => `List sql client ${i + 1}`).sort();
    for (const direction of ['asc', 'desc']) {
      const pages = [];
      for (let n = 1; n <= 5; n++) pages.push(await sorted(direction, n));
      expect(pages.map((p) => p.total)).toEqual([25, 25, 25, 25, 25]);
      expect(pages.flatMap((p) => p.data.map((r: { name: string }) => r.name))).toEqual(direction === 'asc' ? names : [...names].reverse());
    }
    const everyClient = (await server.query<{ count: number }>('select count(*)::int as count from client'))[0].count;
    const unfiltered = (await server.call('GET', '/sso/admin/client?paging[]=10&paging[]=1', { token })).json;
    expect([unfiltered.total, unfiltered.data.length]).toEqual([everyClient, 10]);
  });
});
