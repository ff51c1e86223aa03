/**
 * P2: the generic create against a hand-written one, in one process:
 *   node --import tsx scripts/bench/create.ts        (BENCH_SECONDS=6 per route, BENCH_ROUNDS=3)
 * A fresh embedded PostgreSQL in a temp folder, prepared by the server's own helpers. Three
 * routes insert a department with its audit row, each loaded the same way (POST, a new code per
 * request, 20 concurrent keep-alive loops in this process, in rounds taking the routes in turn):
 *   - POST /sso/admin/department: the generic create (token, principal and session, permission,
 *     body schema and validator, defaults, stamps, insert, audit row, the stored record answered);
 *   - hand-written, signed in: a bare Fastify + pg route that checks the caller as a minimal
 *     signed-in route would (signedInCaller.ts: the token, then one query), then sends the insert
 *     and the audit row in one statement (the baseline of the goal);
 *   - hand-written, open: the same insert and audit statement with no caller check at all;
 *   - hand-written, portal's caller: the same statement after the portal's own caller check
 *     (server/auth identify: token, then one query reading the user, their role ids and the
 *     access version on condition that the session is on; the role set's permission names from
 *     memory while the version holds), to tell what the sign-in costs from what the generic
 *     create does.
 * Ratios are against the signed-in hand-written route (and the open one beside it). The database
 * queries each route sends per request are counted (pg client queries over 20 requests, one at
 * a time). Writes scripts/bench/results/create-<time>.json.
 */
import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { identify, installPrincipal } from '../../server/auth/authenticate.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { registerSignedIn, signedInCaller } from './signedInCaller.ts';
import { startBenchDatabase, signIn, writeResult, benchJwtSecret } from './benchDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS || 6);
// Each route's load is cut into rounds taken in turn, so a moment when the machine is busy with
// something else falls on every route, not on one.
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const concurrency = 20;

// Every query any pg client of this process sends (the app's pool and the bare routes' pool).
let queries = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  queries++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

const bench = await startBenchDatabase();
const { db, config } = bench;
const { pool } = bench;

interface PostResult {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMicrosPerRequest: number;
}

let serial = 0;
/** A department nobody has sent yet (the code is unique). */
const nextBody = () => JSON.stringify({ code: `B${(serial++).toString(36)}`, name: `Bench department ${serial}`, office_id: 1 });

function post(url: URL, headers: Record<string, string>, body: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

interface Load {
  readonly latencies: number[];
  readonly errors: number;
  readonly seconds: number;
  /** CPU time of this process (server and load loops) during the load, microseconds */
  readonly cpuMicros: number;
}

async function runPosts(url: string, headers: Record<string, string>, loadSeconds: number): Promise<Load> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + loadSeconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        if ((await post(target, headers, nextBody(), agent)) !== 201) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const used = process.cpuUsage(cpu);
  return { latencies, errors, seconds: (performance.now() - started) / 1000, cpuMicros: used.user + used.system };
}

/** The rounds of one route taken together: requests over the time they took, latencies merged. */
function summary(loads: readonly Load[]): PostResult {
  const latencies = loads.flatMap((l) => l.latencies).sort((a, b) => a - b);
  const elapsed = loads.reduce((sum, l) => sum + l.seconds, 0);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  const cpuMicros = loads.reduce((sum, l) => sum + l.cpuMicros, 0);
  return {
    requests: latencies.length,
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    perSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    cpuMicrosPerRequest: cpuMicros / latencies.length,
  };
}

/** Database queries per request, one request at a time. */
async function queriesPerRequest(url: string, headers: Record<string, string>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = 20;
  const before = queries;
  for (let i = 0; i < times; i++) {
    const status = await post(new URL(url), headers, nextBody(), agent);
    if (status !== 201) throw new Error(`${url} answered ${status}`);
  }
  agent.destroy();
  return (queries - before) / times;
}

// The hand-written insert: the same columns the generic create writes, the audit row from the
// inserted row in the same statement (to_jsonb: what one would write by hand).
const insertWithAudit = `with written as (
    insert into department (code, name, office_id, status, created_by, created_at, updated_at)
    values ($1, $2, $3, 1, $4, now(), now()) returning *
  ), audit as (
    insert into audit_trail (who, resource, record_id, action, after) select $4, 'department', written.id::text, 'create', to_jsonb(written) from written
  )
  select * from written`;
try {
  const definitions = await loadServerDefinitions();
  await prepareStorage(db, definitions, config.seedPassword);
  const app = await buildApp({ definitions, db, config, logger: false, jobs: { run: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const bare = Fastify({ logger: false });
  await registerSignedIn(bare, benchJwtSecret);
  bare.post('/open/department', async (request, reply) => {
    const body = request.body as { code: string; name: string; office_id: number };
    const { rows } = await pool.query(insertWithAudit, [body.code, body.name, body.office_id, 'admin']);
    return reply.status(201).send({ message: 'Success', data: rows[0] });
  });
  bare.post('/signed/department', async (request, reply) => {
    const username = await signedInCaller(request, pool, 'manage_master_data');
    if (!username) return reply.status(403).send({ message: 'Forbidden' });
    const body = request.body as { code: string; name: string; office_id: number };
    const { rows } = await pool.query(insertWithAudit, [body.code, body.name, body.office_id, username]);
    return reply.status(201).send({ message: 'Success', data: rows[0] });
  });
  installPrincipal(bare);
  bare.post('/portal-caller/department', async (request, reply) => {
    const principal = await identify(bare, db, request);
    if (!principal?.permissions.includes('manage_master_data')) return reply.status(403).send({ message: 'Forbidden' });
    const body = request.body as { code: string; name: string; office_id: number };
    const { rows } = await pool.query(insertWithAudit, [body.code, body.name, body.office_id, principal.username]);
    return reply.status(201).send({ message: 'Success', data: rows[0] });
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const handBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const headers = await signIn(base, 'admin', config.seedPassword);

  const routes: [string, string][] = [
    ['hand-written, signed in', `${handBase}/signed/department`],
    ['hand-written, open', `${handBase}/open/department`],
    ["hand-written, portal's caller", `${handBase}/portal-caller/department`],
    ['POST /sso/admin/department', `${base}/sso/admin/department`],
  ];
  const counted = new Map<string, number>();
  for (const [name, url] of routes) counted.set(name, await queriesPerRequest(url, headers));

  console.log(`load: ${concurrency} concurrent creates for ${seconds} s per route in ${rounds} rounds taking the routes in turn, after 1 s of warm-up each`);
  for (const [, url] of routes) await runPosts(url, headers, 1);
  const loads = new Map<string, Load[]>(routes.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of routes) loads.get(name)!.push(await runPosts(url, headers, seconds / rounds));
  }
  const results = routes.map(([name]) => ({ route: name, queriesPerRequest: counted.get(name)!, ...summary(loads.get(name)!) }));
  const [signed, open] = results;
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${'route'.padEnd(30)}${cell('req/s', 8)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('queries', 9)}${cell('req/s ratio', 13)}${cell('p50 ratio', 11)}${cell('vs open', 9)}${cell('cpu µs/req', 12)}${cell('errors', 8)}`);
  const table = results.map((r) => {
    const ratio = { perSecond: r.perSecond / signed.perSecond, p50: r.p50Ms / signed.p50Ms, openPerSecond: r.perSecond / open.perSecond };
    console.log(
      `${r.route.padEnd(30)}${cell(r.perSecond.toFixed(0), 8)}${cell(r.p50Ms.toFixed(2), 9)}${cell(r.p99Ms.toFixed(2), 9)}${cell(r.queriesPerRequest.toFixed(1), 9)}` +
        `${cell(ratio.perSecond.toFixed(3), 13)}${cell(ratio.p50.toFixed(2) + 'x', 11)}${cell(ratio.openPerSecond.toFixed(3), 9)}${cell(r.cpuMicrosPerRequest.toFixed(0), 12)}${cell(String(r.errors), 8)}`,
    );
    return { ...r, ratioPerSecond: ratio.perSecond, ratioP50: ratio.p50, ratioPerSecondToOpen: ratio.openPerSecond };
  });
  console.log('(ratios against the signed-in hand-written route; "vs open" against the one with no caller check;');
  console.log(' cpu µs/req: CPU of this process, server and load loops, per request; PostgreSQL not included)');

  const file = writeResult('create', { at: new Date().toISOString(), seconds, rounds, concurrency, baseline: 'hand-written, signed in', routes: table });
  console.log(`\nwritten: ${file}`);
  await bare.close();
  await app.close();
} finally {
  await bench.stop();
}
