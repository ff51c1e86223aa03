/**
 * P8: presence broadcast over the real-time socket, in one process:
 *   node --import tsx scripts/bench/sockets.ts        (BENCH_CLIENTS=1000, BENCH_ROUNDS=20)
 * A fresh embedded PostgreSQL (the server's own helpers) and the portal's app listening; then
 * BENCH_CLIENTS socket.io clients, each a user of its own (bench0001..., copies of the staff
 * account: the event allowance is per user), signed in and in the general room.
 * Each round one probe client changes its status; the time until every client has the new
 * presence list (updateUsers) is recorded per client: p50 and p99 over all rounds. Measured:
 *   - baseline: a bare socket.io server on the same machine broadcasting the same list to the same
 *     number of clients (no auth, no presence logic): what socket.io itself costs;
 *   - one portal instance;
 *   - two portal instances with Redis (REDIS_URL or 127.0.0.1:6379; skipped when it does not
 *     answer), the clients split between them, the probe on the first.
 * Memory per connection: the heap growth while the clients connect, divided by their number;
 * clients and servers share this process in every run, so compare a run with the baseline's (its
 * excess is what the portal keeps per connection). Writes scripts/bench/results/sockets-<time>.json.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../../server/app.ts';
import { loadConfig, repoRoot } from '../../server/config.ts';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { redisAnswers } from '../../server/scale/redisClient.ts';

const clients = Number(process.env.BENCH_CLIENTS || 1000);
const rounds = Number(process.env.BENCH_ROUNDS || 20);
const users = Array.from({ length: clients }, (_, i) => `bench${String(i + 1).padStart(4, '0')}`);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

type Presence = Array<{ username: string; status: string }>;

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

/** Every client but the probe waits for a presence list where the probe's user has `status`. */
async function measureRounds(sockets: Socket[], probe: Socket, probeUser: string, change: (status: string) => void): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const status = round % 2 ? 'online' : 'busy';
    const started = performance.now();
    const arrivals = sockets
      .filter((socket) => socket !== probe)
      .map(
        (socket) =>
          new Promise<void>((resolve) => {
            const listener = (list: Presence) => {
              if (!list.some((user) => user.username === probeUser && user.status === status)) return;
              latencies.push(performance.now() - started);
              socket.off('updateUsers', listener);
              resolve();
            };
            socket.on('updateUsers', listener);
          }),
      );
    change(status);
    await Promise.all(arrivals);
  }
  return latencies;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-sockets-'));
const embedded = await startEmbeddedDatabase({ dir: join(dataDir, 'db') });
const db = connectDatabase(embedded.url);
const results: Record<string, { p50: number; p99: number; heapPerConnection?: number }> = {};

try {
  const definitions = await loadServerDefinitions();
  await prepareStorage(db, definitions, 'portal-demo');
  await db.executeQuery(
    sql`insert into users (username, name, email, password_hash, bidang_id, status)
      select u, 'Bench ' || u, u || '@bench.example', s.password_hash, s.bidang_id, 1
      from unnest(${users}::text[]) u, (select password_hash, bidang_id from users where username = 'staff') s`.compile(db),
  );

  // Baseline: a bare socket.io server that rebroadcasts a list with the probe's new status.
  const bareHttp = createServer();
  const bare = new Server(bareHttp, { path: '/socket.io/', transports: ['websocket'] });
  // The same list the portal sends: one entry per connected user.
  const list = users.map((username) => ({ username, name: `Bench ${username}`, status: 'online', typing: null }));
  bare.on('connection', (socket) => {
    void socket.join('general');
    socket.on('createUser', ({ status }: { status: string }) => {
      list[0].status = status;
      void socket.join('general');
      bare.to('general').emit('updateUsers', list);
    });
  });
  await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', () => resolve()));
  const bareBase = `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`;
  const beforeBare = memory();
  const bareSockets = await openClients([bareBase], () => 'none', clients);
  const afterBare = memory();
  const bareProbe = bareSockets[0];
  const bareLatencies = await measureRounds(bareSockets, bareProbe, users[0], (status) => bareProbe.emit('createUser', { status }));
  results.baseline = { p50: percentile(bareLatencies, 50), p99: percentile(bareLatencies, 99), heapPerConnection: (afterBare.heapUsed - beforeBare.heapUsed) / clients };
  for (const socket of bareSockets) socket.disconnect();
  await new Promise<void>((resolve) => void bare.close(() => resolve()));

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
    await Promise.all(sockets.map((socket) => socket.timeout(20_000).emitWithAck('joinRoom', 'general')));
    const probe = sockets[0];
    const latencies = await measureRounds(sockets, probe, userOf(0), (status) => probe.emit('createUser', { status }));
    // Heap growth while the clients connect: clients and servers share this process, as in the baseline run.
    results[label] = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), heapPerConnection: (after.heapUsed - before.heapUsed) / clients };
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

  console.log(`\n${clients} socket clients in the general room, ${rounds} presence changes each\n`);
  console.log('server                              p50 ms   p99 ms   x baseline p99   heap/conn   goal p99 <= 100 ms');
  for (const [label, r] of Object.entries(results)) {
    const kb = (bytes?: number) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KiB`);
    const ratio = label === 'baseline' ? '1.00' : (r.p99 / results.baseline.p99).toFixed(2);
    console.log(
      `${label.padEnd(34)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${ratio.padStart(16)} ${kb(r.heapPerConnection).padStart(11)}   ${label === 'baseline' ? '' : r.p99 <= 100 ? 'met' : 'over'}`,
    );
  }
  const out = join(repoRoot, 'scripts', 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `sockets-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), clients, rounds, results }, null, 2));
  console.log(`\nwritten: ${file}`);
} finally {
  await db.destroy();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
