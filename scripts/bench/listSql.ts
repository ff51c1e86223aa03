/**
 * Benchmark of the generic list's SQL on 100,000 rows, in one process:
 *   node --import tsx scripts/bench/listSql.ts        (BENCH_SECONDS=5 per route by default)
 * A fresh embedded PostgreSQL in a temp folder, prepared by the server's own helpers, with
 * 100,000 clients. Two scenarios, each served three ways and loaded the same way:
 *   - generic: GET /sso/admin/client?... (auth, permission, query check, Kysely, paginator);
 *   - same SQL: a bare Fastify + pg route sending the SQL the generic route sends;
 *   - idiomatic SQL: a bare route with what one would write by hand (page and count in parallel).
 * Ratios are against the "same SQL" route of the same run (README.md). Query plans are timed
 * too (EXPLAIN ANALYZE, median of 7): the sort with and without NULLS LAST on the primary key,
 * the search with and without the trigram index. Writes scripts/bench/results/listSql-<time>.json.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig, repoRoot } from '../../server/config.ts';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { runLoad, type LoadResult } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = 20;
const rows = 100_000;
const term = 'Makmur Jaya';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const embedded = await startEmbeddedDatabase({ dir: join(dataDir, 'db') });
const db = connectDatabase(embedded.url);
const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
const config = loadConfig(
  { DATA_DIR: dataDir },
  {
    jwtSecret: 'bench-secret-of-at-least-thirty-two-characters',
    clientDir: join(dataDir, 'no-client'),
    loginLimits: { perAddress: 1000, perAccount: 1000, windowMs: 60_000 },
    logLevel: 'silent',
  },
);

const columns = 'client.id as id, client.code as code, client.name as name, client.address as address, client.email as email, client.phone as phone, client.status as status';
const searchWhere = `(cast(client.code as text) ilike $1 or cast(client.name as text) ilike $1 or cast(client.email as text) ilike $1)`;
/** What the generic list sends: the page first, the count only for a full page (listRecords.ts). */
const same = {
  search: {
    page: `select ${columns} from client where ${searchWhere} order by client.name asc nulls last, client.id asc limit $2 offset $3`,
    count: `select count(*) as total from client where ${searchWhere}`,
  },
  newest: { page: `select ${columns} from client order by client.id desc limit $1 offset $2`, count: `select count(*) as total from client` },
};
const idiomatic = {
  search: {
    page: `select id, code, name, address, email, phone, status from client where code ilike $1 or name ilike $1 or email ilike $1 order by name, id limit $2 offset $3`,
    count: `select count(*)::int as total from client where code ilike $1 or name ilike $1 or email ilike $1`,
  },
  newest: { page: `select id, code, name, address, email, phone, status from client order by id desc limit $1 offset $2`, count: `select count(*)::int as total from client` },
};

async function explainMs(text: string, values: unknown[] = [], setup = ''): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (setup) await client.query(setup);
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { rows: [row] } = await client.query(`explain (analyze, format json) ${text}`, values);
      times.push((row['QUERY PLAN'] as [{ 'Execution Time': number }])[0]['Execution Time']);
    }
    await client.query('rollback');
    return times.sort((a, b) => a - b)[3];
  } finally {
    client.release();
  }
}

try {
  const definitions = await loadServerDefinitions();
  const storage = await prepareStorage(db, definitions, config.seedPassword);
  if (storage.sync.problems.length) console.log(`sync problems: ${storage.sync.problems.join('; ')}`);
  await sql`insert into client (code, name, email, status)
    select 'C' || lpad(g::text, 6, '0'),
      (array['Makmur', 'Sentosa', 'Abadi', 'Sejahtera', 'Mulia', 'Jaya', 'Utama', 'Lestari', 'Bahagia', 'Sumber'])[1 + g % 10] || ' ' ||
      (array['Jaya', 'Raya', 'Agung', 'Perkasa', 'Mandiri', 'Karya', 'Niaga', 'Prima', 'Sakti', 'Makmur', 'Indah'])[1 + (g / 10) % 11] || ' ' || g,
      'client' || g || '@example.co.id', 1
    from generate_series(1, ${rows} - (select count(*) from client)::int) g`.execute(db);
  await sql`analyze client`.execute(db);

  const app = await buildApp({ definitions, db, config, logger: false, jobs: { run: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The hand-written routes: bare Fastify and pg, no auth, no checks, same database.
  const bare = Fastify({ logger: false });
  const answer = async (queries: { page: string; count: string }, search: boolean, parallel: boolean) => {
    const filter = search ? [`%${term}%`] : [];
    const page = () => pool.query(queries.page, [...filter, 10, 0]);
    const count = () => pool.query<{ total: string | number }>(queries.count, filter);
    if (parallel) {
      const [data, total] = await Promise.all([page(), count()]);
      return { data: data.rows, total: Number(total.rows[0].total) };
    }
    const data = await page();
    const total = data.rows.length < 10 ? data.rows.length : Number((await count()).rows[0].total);
    return { data: data.rows, total };
  };
  bare.get('/same/search', () => answer(same.search, true, false));
  bare.get('/same/newest', () => answer(same.newest, false, false));
  bare.get('/idiomatic/search', () => answer(idiomatic.search, true, true));
  bare.get('/idiomatic/newest', () => answer(idiomatic.newest, false, true));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const handBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const login = await fetch(`${base}/sso/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: config.seedPassword }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  const generic = {
    search: `${base}/sso/admin/client?q=${encodeURIComponent(term)}&paging[]=10&paging[]=1&sorter[]=name&sorter[]=asc`,
    newest: `${base}/sso/admin/client?paging[]=10&paging[]=1`,
  };
  const check = (await (await fetch(generic.search, { headers })).json()) as { total: number; data: { name: string }[] };
  const handCheck = (await (await fetch(`${handBase}/same/search`)).json()) as { total: number; data: { name: string }[] };
  if (handCheck.total === undefined) throw new Error(`the bare route failed: ${JSON.stringify(handCheck)}`);
  if (check.total !== handCheck.total || JSON.stringify(check.data.map((r) => r.name)) !== JSON.stringify(handCheck.data.map((r) => r.name))) {
    throw new Error(`the generic route and the hand-written one disagree: ${check.total} vs ${handCheck.total}`);
  }
  console.log(`seeded: ${rows} clients; "${term}" matches ${check.total}`);

  // Query plans, one at a time (ms, median of 7).
  const pattern = [`%${term}%`];
  const plans = {
    'order by id desc nulls last (before)': await explainMs(`select id from client order by id desc nulls last limit 10`),
    'order by id desc (now)': await explainMs(`select id from client order by id desc limit 10`),
    'search page, no trigram index (seq scan)': await explainMs(same.search.page, [...pattern, 10, 0], 'set local enable_bitmapscan = off'),
    'search page, trigram indexes (now)': await explainMs(same.search.page, [...pattern, 10, 0]),
    'search count, no trigram index': await explainMs(same.search.count, pattern, 'set local enable_bitmapscan = off'),
    'search count, trigram indexes': await explainMs(same.search.count, pattern),
    'count of all 100,000 rows': await explainMs(same.newest.count),
  };
  const indexed = await pool.query(`select indexname from pg_indexes where tablename = 'client' order by 1`);
  console.log(`indexes on client: ${indexed.rows.map((r) => r.indexname).join(', ')}`);
  const plan = await pool.query(`explain (analyze, costs off) ${same.search.page}`, [...pattern, 10, 0]);
  console.log(`\nplan of the search page:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  console.log('\nquery plans (EXPLAIN ANALYZE, median of 7)');
  for (const [name, ms] of Object.entries(plans)) console.log(`  ${name.padEnd(44)}${ms.toFixed(3).padStart(10)} ms`);

  console.log(`\nload: ${concurrency} concurrent requests for ${seconds} s per route, after 1 s of warm-up`);
  const routes: [string, string, Record<string, string>][] = [
    ['search: same SQL, bare route', `${handBase}/same/search`, {}],
    ['search: idiomatic SQL, bare route', `${handBase}/idiomatic/search`, {}],
    ['search: generic list route', generic.search, headers],
    ['newest: same SQL, bare route', `${handBase}/same/newest`, {}],
    ['newest: idiomatic SQL, bare route', `${handBase}/idiomatic/newest`, {}],
    ['newest: generic list route', generic.newest, headers],
  ];
  const results: (LoadResult & { route: string; baseline: string })[] = [];
  for (const [name, url, h] of routes) {
    await runLoad(url, { concurrency, seconds: 1, headers: h });
    results.push({ route: name, baseline: name.split(':')[0] + ': same SQL, bare route', ...(await runLoad(url, { concurrency, seconds, headers: h })) });
  }
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${'route'.padEnd(38)}${cell('req/s', 9)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('req/s ratio', 13)}${cell('p50 ratio', 11)}${cell('errors', 8)}`);
  const table = results.map((r) => {
    const baseline = results.find((b) => b.route === r.baseline)!;
    const ratio = { perSecond: r.perSecond / baseline.perSecond, p50: r.p50Ms / baseline.p50Ms };
    console.log(
      `${r.route.padEnd(38)}${cell(r.perSecond.toFixed(0), 9)}${cell(r.p50Ms.toFixed(2), 9)}${cell(r.p99Ms.toFixed(2), 9)}` +
        `${cell(ratio.perSecond.toFixed(3), 13)}${cell(ratio.p50.toFixed(2) + 'x', 11)}${cell(String(r.errors), 8)}`,
    );
    return { ...r, ratioPerSecond: ratio.perSecond, ratioP50: ratio.p50 };
  });

  const resultsDir = join(repoRoot, 'scripts/bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `listSql-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), rows, term, matches: check.total, seconds, concurrency, plansMs: plans, routes: table }, null, 2) + '\n');
  console.log(`\nwritten: ${file}`);
  await bare.close();
  await app.close();
} finally {
  await pool.end();
  await db.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
