/**
 * P8: presence broadcast over the real-time socket, in one process:
 *   node --expose-gc --import tsx scripts/bench/sockets.ts   (BENCH_CLIENTS=1000, BENCH_ROUNDS=20, BENCH_WARMUP=3)
 * A fresh embedded PostgreSQL (the server's own helpers) and the portal's app listening; then
 * BENCH_CLIENTS socket.io clients, each a user of its own (bench0001..., copies of the staff
 * account: the event allowance is per user), signed in and in the general room.
 * Each round one probe client changes its status; the time until every other client has heard
 * the new status is recorded per client: p50 and p99 over all rounds. The portal sends the whole
 * presence list once, on joining, and then only what changed (usersChanged {changed, left}).
 * Measured:
 *   - bare, whole list: a bare socket.io server on the same machine broadcasting the whole list
 *     (updateUsers) to the same number of clients on every change, as the portal used to;
 *   - baseline, bare change: a bare socket.io server broadcasting the same change the portal sends
 *     (no auth, no presence logic): what socket.io itself costs for it; the ratios are to this;
 *   - one portal instance;
 *   - two portal instances with Redis (REDIS_URL or 127.0.0.1:6379; skipped when it does not
 *     answer), the clients split between them, the probe on the first.
 * Memory per connection: the heap growth while the clients connect, divided by their number;
 * clients and servers share this process in every run, so compare a run with the baseline's (its
 * excess is what the portal keeps per connection). Writes scripts/bench/results/sockets-<time>.json.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { redisAnswers } from '../../server/scale/redisClient.ts';
import { writeResult } from './benchDatabase.ts';

const clients = Number(process.env.BENCH_CLIENTS || 1000);
const rounds = Number(process.env.BENCH_ROUNDS || 20);
/** Rounds run first and not counted: the previous run's sockets closing, code not yet optimised. */
const warmupRounds = Number(process.env.BENCH_WARMUP ?? 3);
const users = Array.from({ length: clients }, (_, i) => `bench${String(i + 1).padStart(4, '0')}`);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

type Entry = { username: string; status: string };
/** Whether a payload of the measured event says that `username` now has `status`. */
type Hears = (payload: unknown, username: string, status: string) => boolean;
const hearsList: Hears = (list, username, status) => (list as Entry[]).some((user) => user.username === username && user.status === status);
const hearsChange: Hears = (change, username, status) => (change as { changed: Entry[] }).changed.some((user) => user.username === username && user.status === status);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function memory() {
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

async function openClients(bases: string[], tokenOf: (index: number) => string | undefined, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) => {
      const index = start + k;
      const socket = connect(bases[index % bases.length], { path: '/socket.io/', transports: ['websocket'], auth: { token: tokenOf(index) }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** Every client but the probe waits for an `event` that says the probe's user has `status`. */
/** The slowest arrival of each round of the run being measured (written to the results). */
let worstOfRounds: number[] = [];

async function measureRounds(sockets: Socket[], probe: Socket, probeUser: string, event: string, hears: Hears, change: (status: string) => void): Promise<number[]> {
  const latencies: number[] = [];
  worstOfRounds = [];
  // What connecting and joining left behind (the whole lists the clients parsed) is collected
  // now, not in the middle of the first rounds; the same for every run.
  globalThis.gc?.();
  for (let round = -warmupRounds; round < rounds; round++) {
    const status = round % 2 ? 'online' : 'busy';
    const counted = round >= 0;
    const started = performance.now();
    const arrivals = sockets
      .filter((socket) => socket !== probe)
      .map(
        (socket) =>
          new Promise<void>((resolve) => {
            const listener = (payload: unknown) => {
              if (!hears(payload, probeUser, status)) return;
              if (counted) latencies.push(performance.now() - started);
              socket.off(event, listener);
              resolve();
            };
            socket.on(event, listener);
          }),
      );
    change(status);
    await Promise.all(arrivals);
    if (counted) worstOfRounds.push(Math.max(...latencies.slice(-arrivals.length)));
  }
  return latencies;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-sockets-'));
const embedded = await startEmbeddedDatabase({ dir: join(dataDir, 'db') });
const db = connectDatabase(embedded.url);
const results: Record<string, { p50: number; p99: number; heapPerConnection?: number; worstOfRounds?: number[] }> = {};

try {
  const definitions = await loadServerDefinitions();
  await prepareStorage(db, definitions, 'portal-demo');
  await db.executeQuery(
    sql`insert into users (username, name, email, password_hash, bidang_id, status)
      select u, 'Bench ' || u, u || '@bench.example', s.password_hash, s.bidang_id, 1
      from unnest(${users}::text[]) u, (select password_hash, bidang_id from users where username = 'staff') s`.compile(db),
  );

  /** A bare socket.io server that broadcasts, on each status change, the whole list or the change alone. */
  const runBare = async (label: string, sends: 'list' | 'change') => {
    const bareHttp = createServer();
    const bare = new Server(bareHttp, { path: '/socket.io/', transports: ['websocket'] });
    // The list the portal keeps: one entry per connected user.
    const list = users.map((username) => ({ username, name: `Bench ${username}`, status: 'online', typing: null as string | null }));
    bare.on('connection', (socket) => {
      void socket.join('general');
      socket.on('createUser', ({ status }: { status: string }) => {
        list[0].status = status;
        if (sends === 'list') bare.to('general').emit('updateUsers', list);
        else bare.to('general').emit('usersChanged', { changed: [list[0]], left: [] });
      });
    });
    await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', () => resolve()));
    const bareBase = `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`;
    const before = memory();
    const sockets = await openClients([bareBase], () => 'none', clients);
    const after = memory();
    const probe = sockets[0];
    const latencies = await measureRounds(sockets, probe, users[0], sends === 'list' ? 'updateUsers' : 'usersChanged', sends === 'list' ? hearsList : hearsChange, (status) => probe.emit('createUser', { status }));
    results[label] = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), heapPerConnection: (after.heapUsed - before.heapUsed) / clients, worstOfRounds: worstOfRounds.map(Math.round) };
    for (const socket of sockets) socket.disconnect();
    await new Promise<void>((resolve) => void bare.close(() => resolve()));
  };
  await runBare('bare, whole list', 'list');
  await runBare('baseline', 'change');

  const tokens = new Map<string, string>();
  const portal = async (redis?: string) => {
    const config = loadConfig({ DATA_DIR: dataDir }, { jwtSecret: 'bench-secret-of-at-least-thirty-two-characters', clientDir: join(dataDir, 'no-client'), logLevel: 'silent', loginLimits: { perAddress: 100_000, perAccount: 100_000, windowMs: 60_000 }, redisUrl: redis });
    const app = await buildApp({ definitions, db, config, logger: false, jobs: { run: false } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  const signIn = async (base: string) => {
    for (let start = 0; start < users.length; start += 20) {
      await Promise.all(
        users.slice(start, start + 20).map(async (username) => {
          const reply = await fetch(`${base}/sso/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'portal-demo' }) });
          tokens.set(username, ((await reply.json()) as { data: { access_token: string } }).data.access_token);
        }),
      );
    }
  };
  const userOf = (index: number) => users[index];

  const runPortal = async (label: string, bases: string[]) => {
    const before = memory();
    const sockets = await openClients(bases, (index) => tokens.get(userOf(index)), clients);
    const after = memory();
    for (const socket of sockets) socket.emit('createUser', { status: 'online' });
    // Each client holds the whole list (sent once, on joining) before the rounds start: they
    // measure a change reaching clients that are settled, as the baselines' clients are.
    const wholeLists = sockets.map((socket) => new Promise((resolve) => socket.once('updateUsers', resolve)));
    await Promise.all(sockets.map((socket) => socket.timeout(20_000).emitWithAck('joinRoom', 'general')));
    await Promise.all(wholeLists);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const probe = sockets[0];
    const latencies = await measureRounds(sockets, probe, userOf(0), 'usersChanged', hearsChange, (status) => probe.emit('createUser', { status }));
    // Heap growth while the clients connect: clients and servers share this process, as in the baseline run.
    results[label] = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), heapPerConnection: (after.heapUsed - before.heapUsed) / clients, worstOfRounds: worstOfRounds.map(Math.round) };
    for (const socket of sockets) socket.disconnect();
  };

  const one = await portal();
  await signIn(one.base);
  await runPortal('portal, one instance', [one.base]);
  await one.app.close();

  if (await redisAnswers(redisUrl)) {
    const prefix = `portal-bench:${process.pid}:`;
    const url = new URL(redisUrl);
    url.searchParams.set('keyPrefix', prefix);
    const first = await portal(url.toString());
    const second = await portal(url.toString());
    await signIn(first.base);
    await runPortal('portal, two instances + Redis', [first.base, second.base]);
    await first.app.close();
    await second.app.close();
  } else {
    console.log(`Redis does not answer at ${redisUrl}: the two-instance run is skipped.`);
  }

  console.log(`\n${clients} socket clients in the general room, ${rounds} presence changes each after ${warmupRounds} not counted (baseline: bare socket.io sending the same change)\n`);
  console.log('server                              p50 ms   p99 ms   x baseline p99   heap/conn   goal p99 <= 100 ms');
  for (const [label, r] of Object.entries(results)) {
    const kb = (bytes?: number) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KiB`);
    const ratio = label === 'baseline' ? '1.00' : (r.p99 / results.baseline.p99).toFixed(2);
    const goal = label === 'baseline' || label.startsWith('bare') ? '' : r.p99 <= 100 ? 'met' : 'over';
    console.log(
      `${label.padEnd(34)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${ratio.padStart(16)} ${kb(r.heapPerConnection).padStart(11)}   ${goal}`,
    );
  }
  const file = writeResult('sockets', { at: new Date().toISOString(), clients, rounds, warmupRounds, results });
  console.log(`\nwritten: ${file}`);
} finally {
  await db.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
