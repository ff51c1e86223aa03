/**
 * Benchmark of the list API against a trivial route, in one process:
 *   node --import tsx scripts/bench/listApi.ts        (BENCH_SECONDS=10 per route by default)
 * The app runs on a fresh embedded PostgreSQL in a temp folder, started with the server's own
 * helpers, with ~2,000 departments and 15,000 clients seeded. Load comes from this process too
 * (20 concurrent keep-alive loops), so absolute numbers are low; read the ratios (README.md).
 */
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { runLoad, timeOne, type LoadResult } from './load.ts';
import { startBenchDatabase, signIn } from './benchDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const concurrency = 20;
const departments = 2_000;
const exportRows = 15_000;

const bench = await startBenchDatabase();
const { db, config } = bench;

try {
  const definitions = await loadServerDefinitions();
  await prepareStorage(db, definitions, config.seedPassword);
  await sql`insert into department (code, name, bidang_id, office_id, status)
    select 'BENCH' || g, (array['Keuangan', 'Investasi', 'Pelayanan', 'Hukum'])[1 + g % 4] || ' unit ' || lpad(g::text, 4, '0'), 1 + g % 11, 1 + g % 4, 1
    from generate_series(1, ${departments} - (select count(*) from department)::int) g`.execute(db);
  await sql`insert into client (code, name) select 'BENCH' || g, 'Bench client ' || g
    from generate_series(1, ${exportRows} - (select count(*) from client)::int) g`.execute(db);

  const app = await buildApp({ definitions, db, config, logger: false });
  app.get('/bench/baseline', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const headers = await signIn(base, 'admin', config.seedPassword);

  const listPath = '/sso/admin/department?q=Investasi&paging[]=10&paging[]=1&sorter[]=name&sorter[]=asc';
  const listed = (await (await fetch(base + listPath, { headers })).json()) as { total: number; data: unknown[] };
  console.log(`seeded: ${departments} departments (the search matches ${listed.total}, page shows ${listed.data.length}); ${exportRows} clients`);
  console.log(`load: ${concurrency} concurrent requests for ${seconds} s per route, after 1 s of warm-up\n`);

  const routes: [string, string][] = [
    ['GET /bench/baseline', '/bench/baseline'],
    ['GET /sso/api/auth/user', '/sso/api/auth/user'],
    ['GET /sso/admin/department (q, sort, page)', listPath],
  ];
  const results: LoadResult[] = [];
  for (const [, path] of routes) {
    await runLoad(base + path, { concurrency, seconds: 1, headers });
    results.push(await runLoad(base + path, { concurrency, seconds, headers }));
  }
  const [baseline] = results;
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${'route'.padEnd(44)}${cell('req/s', 9)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('req/s ratio', 13)}${cell('p50 ratio', 11)}${cell('errors', 8)}`);
  routes.forEach(([name], i) => {
    const r = results[i];
    console.log(
      `${name.padEnd(44)}${cell(r.perSecond.toFixed(0), 9)}${cell(r.p50Ms.toFixed(2), 9)}${cell(r.p99Ms.toFixed(2), 9)}` +
        `${cell((r.perSecond / baseline.perSecond).toFixed(3), 13)}${cell((r.p50Ms / baseline.p50Ms).toFixed(1) + 'x', 11)}${cell(String(r.errors), 8)}`,
    );
  });

  // One request at a time: a whole export against one list page of the same 15,000 rows.
  const list = await timeOne(`${base}/sso/admin/client?paging[]=10&paging[]=1`, headers, 21);
  const exported = await timeOne(`${base}/sso/admin/client/export`, headers, 3);
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
  console.log(
    `\nexport of ${exportRows} rows: ${exported.ms.toFixed(0)} ms (${(exported.bytes / 1024).toFixed(0)} kB xlsx); ` +
      `list page of the same rows: ${list.ms.toFixed(2)} ms; export = ${(exported.ms / list.ms).toFixed(0)} list calls`,
  );
  await app.close();
} finally {
  await bench.stop();
}
