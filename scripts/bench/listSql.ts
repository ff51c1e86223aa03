/**
 * Benchmark of the generic list's SQL on 100,000 rows, in one process:
 *   node --import tsx scripts/bench/listSql.ts        (BENCH_SECONDS=5 per route by default)
 * A fresh embedded PostgreSQL in a temp folder, prepared by the server's own helpers, with
 * 100,000 clients. Two scenarios (a search sorted by name; the default newest-first page), each
 * served three ways and loaded the same way:
 *   - hand-written, signed in: a bare Fastify + pg route that checks the caller as a minimal
 *     signed-in route would (signedInCaller.ts) and sends the idiomatic SQL one would write by
 *     hand (page and count in parallel): the baseline of the goal, as in create.ts;
 *   - hand-written, open, same SQL: no caller check, and the very statements the generic route
 *     sent for the same request (recorded from its pg client, values included): what the SQL
 *     alone costs, so the ratio to it is what our layers cost;
 *   - generic: GET /sso/admin/client?... (auth, permission, query check, Kysely, paginator).
 * Ratios are against the signed-in hand-written route of the same run (README.md). Query plans
 * are timed too (EXPLAIN ANALYZE, median of 7): the sort with and without NULLS LAST on the
 * primary key, the search with and without the trigram index. Writes
 * scripts/bench/results/listSql-<time>.json.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { runLoad, type LoadResult } from './load.ts';
import { registerSignedIn, signedInCaller } from './signedInCaller.ts';
import { startBenchDatabase, signIn, writeResult, benchJwtSecret } from './benchDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const concurrency = 20;
const rows = 100_000;
// A broad search (909 rows, made of trigrams every name has: the planner rightly scans) and a
// rare one (one client: the trigram indexes find it), then the newest page with no search.
const scenarios = ['search', 'rare', 'newest'] as const;
type Scenario = (typeof scenarios)[number];
const terms: Partial<Record<Scenario, string>> = { search: 'Makmur Jaya', rare: '42421' };
const term = terms.search!;

const bench = await startBenchDatabase();
const { db, config } = bench;
const { pool } = bench;

// The columns the generic list answers: the declared fields and the record's stamps.
const columns = 'id, code, name, address, email, phone, status, created_by, created_at, updated_at';
const searchWhere = `(code ilike $1 or name ilike $1 or email ilike $1)`;
/** The search as the query plans below time it. */
const planned = {
  search: { page: `select ${columns} from client where ${searchWhere} order by name, id limit $2 offset $3`, count: `select count(*) from client where ${searchWhere}` },
  newestCount: `select count(*) from client`,
};
/** What one would write by hand: page and count, sent in parallel. */
const searchIdiom = { page: planned.search.page, count: `select count(*)::int as total from client where ${searchWhere}` };
const idiomatic: Record<Scenario, { page: string; count: string }> = {
  search: searchIdiom,
  rare: searchIdiom,
  newest: { page: `select ${columns} from client order by id desc limit $1 offset $2`, count: `select count(*)::int as total from client` },
};

/** Statements a pg client of this process sent while `recording` is set (the bench's own pool aside). */
type Statement = { name?: string; text: string; values: unknown[] };
let recording: Statement[] | undefined;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { name?: string; text: string; values?: unknown[] }, unknown[] | undefined];
  if (recording) recording.push(typeof first === 'string' ? { text: first, values: second ?? [] } : { name: first.name, text: first.text, values: first.values ?? [] });
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

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

  const headers = await signIn(base, 'admin', config.seedPassword);
  const searchUrl = (q: string) => `${base}/sso/admin/client?q=${encodeURIComponent(q)}&paging[]=10&paging[]=1&sorter[]=name&sorter[]=asc`;
  const generic: Record<Scenario, string> = { search: searchUrl(terms.search!), rare: searchUrl(terms.rare!), newest: `${base}/sso/admin/client?paging[]=10&paging[]=1` };

  // The generic route's statements for each scenario, as its pg client sent them (prepared or not), the caller's
  // own (the users table) left out: the open same-SQL route sends exactly these.
  const sameSql: Record<Scenario, Statement[]> = { search: [], rare: [], newest: [] };
  const genericAnswers: Record<string, { total: number; data: Record<string, unknown>[] }> = {};
  for (const scenario of scenarios) {
    await fetch(generic[scenario], { headers });
    recording = [];
    genericAnswers[scenario] = (await (await fetch(generic[scenario], { headers })).json()) as { total: number; data: Record<string, unknown>[] };
    sameSql[scenario] = recording.filter((q) => !/\bfrom users u\b/.test(q.text));
    recording = undefined;
  }

  const bare = Fastify({ logger: false });
  await registerSignedIn(bare, benchJwtSecret);
  const idiomaticAnswer = async (scenario: Scenario) => {
    const filter = terms[scenario] === undefined ? [] : [`%${terms[scenario]}%`];
    const [data, total] = await Promise.all([pool.query(idiomatic[scenario].page, [...filter, 10, 0]), pool.query<{ total: number }>(idiomatic[scenario].count, filter)]);
    return { data: data.rows, total: total.rows[0].total };
  };
  for (const scenario of scenarios) {
    bare.get(`/signed/${scenario}`, async (request, reply) => {
      if (!(await signedInCaller(request, pool, 'manage_master_data'))) return reply.status(403).send({ message: 'Forbidden' });
      return idiomaticAnswer(scenario);
    });
    bare.get(`/same/${scenario}`, async () => {
      const answers = [];
      // A statement the generic route prepared is prepared here too (same name, this pool's connections).
      for (const statement of sameSql[scenario]) answers.push(await pool.query(statement));
      return { data: answers[0].rows };
    });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const handBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  for (const scenario of scenarios) {
    const mine = genericAnswers[scenario];
    const hand = (await (await fetch(`${handBase}/signed/${scenario}`, { headers })).json()) as { total: number; data: Record<string, unknown>[] };
    if (hand.total === undefined) throw new Error(`the hand-written route failed: ${JSON.stringify(hand)}`);
    const keysOf = (rows: object[]) => Object.keys(rows[0] ?? {}).join(',');
    if (mine.total !== hand.total || JSON.stringify(mine.data.map((r) => r.id)) !== JSON.stringify(hand.data.map((r) => r.id)) || keysOf(mine.data) !== keysOf(hand.data)) {
      throw new Error(`${scenario}: the generic route and the hand-written one disagree: ${mine.total} vs ${hand.total}, ${keysOf(mine.data)} vs ${keysOf(hand.data)}`);
    }
  }
  console.log(`seeded: ${rows} clients; "${terms.search}" matches ${genericAnswers.search.total}, "${terms.rare}" ${genericAnswers.rare.total}`);
  for (const scenario of scenarios) console.log(`generic ${scenario}: ${sameSql[scenario].length} statement(s) besides the caller's`);

  // Query plans, one at a time (ms, median of 7).
  const pattern = [`%${term}%`];
  const plans = {
    'order by id desc nulls last (before)': await explainMs(`select id from client order by id desc nulls last limit 10`),
    'order by id desc (now)': await explainMs(`select id from client order by id desc limit 10`),
    'search page, no trigram index (seq scan)': await explainMs(planned.search.page, [...pattern, 10, 0], 'set local enable_bitmapscan = off'),
    'search page, trigram indexes (now)': await explainMs(planned.search.page, [...pattern, 10, 0]),
    'search count, no trigram index': await explainMs(planned.search.count, pattern, 'set local enable_bitmapscan = off'),
    'search count, trigram indexes': await explainMs(planned.search.count, pattern),
    'rare search page, no trigram index': await explainMs(planned.search.page, [`%${terms.rare}%`, 10, 0], 'set local enable_bitmapscan = off'),
    'rare search page, trigram indexes (now)': await explainMs(planned.search.page, [`%${terms.rare}%`, 10, 0]),
    'count of all 100,000 rows': await explainMs(planned.newestCount),
  };
  const indexed = await pool.query(`select indexname from pg_indexes where tablename = 'client' order by 1`);
  console.log(`indexes on client: ${indexed.rows.map((r) => r.indexname).join(', ')}`);
  const plan = await pool.query(`explain (analyze, costs off) ${planned.search.page}`, [...pattern, 10, 0]);
  console.log(`\nplan of the search page:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  console.log('\nquery plans (EXPLAIN ANALYZE, median of 7)');
  for (const [name, ms] of Object.entries(plans)) console.log(`  ${name.padEnd(44)}${ms.toFixed(3).padStart(10)} ms`);

  console.log(`\nload: ${concurrency} concurrent requests for ${seconds} s per route, after 1 s of warm-up`);
  const routes: [string, string, Record<string, string>][] = [];
  for (const scenario of scenarios) {
    routes.push(
      [`${scenario}: hand-written, signed in`, `${handBase}/signed/${scenario}`, headers],
      [`${scenario}: hand-written, open, same SQL`, `${handBase}/same/${scenario}`, {}],
      [`${scenario}: generic list route`, generic[scenario], headers],
    );
  }
  const results: (LoadResult & { route: string; baseline: string })[] = [];
  for (const [name, url, h] of routes) {
    await runLoad(url, { concurrency, seconds: 1, headers: h });
    results.push({ route: name, baseline: name.split(':')[0] + ': hand-written, signed in', ...(await runLoad(url, { concurrency, seconds, headers: h })) });
  }
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${'route'.padEnd(40)}${cell('req/s', 9)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('req/s ratio', 13)}${cell('p50 ratio', 11)}${cell('vs same SQL', 13)}${cell('errors', 8)}`);
  const table = results.map((r) => {
    const baseline = results.find((b) => b.route === r.baseline)!;
    const sameSqlRoute = results.find((b) => b.route === r.route.split(':')[0] + ': hand-written, open, same SQL')!;
    const ratio = { perSecond: r.perSecond / baseline.perSecond, p50: r.p50Ms / baseline.p50Ms, toSameSql: r.perSecond / sameSqlRoute.perSecond };
    console.log(
      `${r.route.padEnd(40)}${cell(r.perSecond.toFixed(0), 9)}${cell(r.p50Ms.toFixed(2), 9)}${cell(r.p99Ms.toFixed(2), 9)}` +
        `${cell(ratio.perSecond.toFixed(3), 13)}${cell(ratio.p50.toFixed(2) + 'x', 11)}${cell(ratio.toSameSql.toFixed(3), 13)}${cell(String(r.errors), 8)}`,
    );
    return { ...r, ratioPerSecond: ratio.perSecond, ratioP50: ratio.p50, ratioPerSecondToSameSql: ratio.toSameSql };
  });
  console.log('(ratios against the signed-in hand-written route of the scenario; "vs same SQL" against the open route sending the generic\'s statements)');

  const file = writeResult('listSql', { at: new Date().toISOString(), rows, terms, matches: { search: genericAnswers.search.total, rare: genericAnswers.rare.total }, seconds, concurrency, plansMs: plans, routes: table });
  console.log(`\nwritten: ${file}`);
  await bare.close();
  await app.close();
} finally {
  await bench.stop();
}
