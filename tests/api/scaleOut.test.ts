/**
 * Scale-out: two app instances on one PostgreSQL and one Redis, over real HTTP, behave as one
 * server. Sign-in limits are counted together, a token signed by one is honoured by the other,
 * a refresh token rotated on one cannot be replayed on the other. Redis that is down at start
 * stops the start with a clear message; Redis that drops later refuses sign-in, nothing more.
 * Skipped when no Redis answers (REDIS_URL, else 127.0.0.1:6379). Each run has its own key
 * prefix, so parallel runs never share counters. The real-time socket spans both too: a chat
 * message sent to B reaches a user on A (Redis adapter), so do a presence change on B and a user
 * leaving B, and a user joining on A gets a whole list that holds B's users; a write on B pushes
 * the new badge count and the new ticket to a handler connected to A (the database's own signal,
 * heard by every instance).
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { connectDatabase, type Database } from '../../server/db/database.ts';
import { freePort } from '../../server/db/freePort.ts';
import { demoPassword, startTestServer, testDefinitions, type TestServer } from '../support/testServer.ts';
import { redisAnswers } from '../../server/scale/redisClient.ts';

const redisBase = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function withPrefix(url: string, prefix: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('keyPrefix', prefix);
  return parsed.toString();
}

/** A TCP relay to Redis that the test can cut and restore: Redis "dropping" for one instance. */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server = createServer();
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket)).on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await open(0);
  return {
    port,
    cut: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    }),
    restore: () => open(port),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  json: any;
  headers: Headers;
  refresh?: string;
}

async function send(base: string, method: string, path: string, options: { body?: unknown; token?: string; refresh?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refresh) headers.cookie = `portal_refresh=${options.refresh}`;
  const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  const refresh = response.headers.getSetCookie().map((line) => /^portal_refresh=([^;]+)/.exec(line)?.[1]).find(Boolean);
  return { status: response.status, json: text ? JSON.parse(text) : undefined, headers: response.headers, refresh };
}

const signIn = (base: string, username: string, password: string) => send(base, 'POST', '/sso/api/auth/login', { body: { username, password } });

describe('a Redis that is down at start', () => {
  it('stops the start with a message naming Redis and REDIS_URL', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const config = loadConfig({}, { dataDir: '/nonexistent', jwtSecret: 'test-secret-of-at-least-thirty-two-characters', logLevel: 'silent', redisUrl: closed });
    const db = connectDatabase('postgres://127.0.0.1:1/never-used');
    try {
      await expect(buildApp({ definitions: await testDefinitions(), db, config, logger: false })).rejects.toThrow(
        /^Redis at redis:\/\/127\.0\.0\.1:\d+ did not answer \(.*ECONNREFUSED.*\)\. REDIS_URL is set/,
      );
    } finally {
      await db.destroy();
    }
  });
});

const redisUp = await redisAnswers(redisBase);

describe.skipIf(!redisUp)('two instances on one PostgreSQL and one Redis', () => {
  const prefix = `portal-test:${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
  const perAccount = 4;
  let server: TestServer;
  let second: FastifyInstance;
  let secondDb: Database;
  let inspect: Redis;
  let a: string;
  let b: string;

  beforeAll(async () => {
    // Isolated: instance B reads the embedded cluster's password from A's data directory.
    server = await startTestServer({
      isolated: true,
      config: { redisUrl: withPrefix(redisBase, prefix), loginLimits: { perAddress: 1000, perAccount, windowMs: 60_000 } },
    });
    a = await listen(server.app);
    // Instance B is what a second process would have: its own pool, its own Redis client, its
    // own memory; shared with A are only the database, Redis and the configuration.
    const port = (await server.query<{ port: string }>("select current_setting('port') as port"))[0].port;
    const password = readFileSync(`${join(server.dataDir, 'db')}.password`, 'utf8').trim();
    secondDb = connectDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, 5);
    second = await buildApp({ definitions: server.definitions, db: secondDb, config: server.config, logger: false });
    b = await listen(second);
    inspect = new Redis(redisBase, { lazyConnect: true });
    await inspect.connect();
  });

  afterAll(async () => {
    if (inspect) {
      const keys = await inspect.keys(`${prefix}*`);
      if (keys.length) await inspect.del(...keys);
      inspect.disconnect();
    }
    await second?.close();
    await secondDb?.destroy();
    await server?.stop();
  });

  it('counts wrong passwords for one account across both instances; at the limit both refuse, even the right password', async () => {
    for (let i = 0; i < perAccount; i++) {
      const reply = await signIn(i % 2 ? b : a, 'staff', 'wrong-password');
      expect(reply.status).toBe(401);
      expect(reply.json.message).toBe('Username or password is incorrect');
    }
    // Each instance has seen only two attempts; alone, neither would have refused yet.
    for (const base of [a, b]) {
      const reply = await signIn(base, 'staff', 'wrong-password');
      expect(reply.status).toBe(429);
      expect(reply.json).toEqual({ message: 'Too many sign-in attempts. Try again in 1 minute.', code: 'rate_limited' });
    }
    for (const base of [a, b]) {
      const reply = await signIn(base, 'staff', demoPassword);
      expect(reply.status).toBe(429);
      expect(reply.json.message).toBe('Too many sign-in attempts. Try again in 1 minute.');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The count is held in Redis under this run's prefix, not in either process.
    const [key] = await inspect.keys(`${prefix}*account:staff`);
    expect(Number(await inspect.get(key))).toBe(perAccount + 4);

    for (const base of [a, b]) expect((await signIn(base, 'kabid', demoPassword)).status).toBe(200);
  });

  it('honours on B an access token signed by A', async () => {
    const login = await signIn(a, 'admin', demoPassword);
    expect(login.status).toBe(200);
    const user = await send(b, 'GET', '/sso/api/auth/user', { token: login.json.data.access_token });
    expect(user.status).toBe(200);
    expect(user.json.username).toBe('admin');
  });

  it('refuses on B a refresh token already rotated on A, and revokes the family', async () => {
    const login = await signIn(a, 'kaur', demoPassword);
    const first = login.refresh!;
    const rotated = await send(a, 'POST', '/sso/api/auth/refresh', { refresh: first });
    expect(rotated.status).toBe(200);
    const newest = rotated.refresh!;
    expect(newest).not.toBe(first);

    const replay = await send(b, 'POST', '/sso/api/auth/refresh', { refresh: first });
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe('Your session has ended, please sign in again');
    expect((await send(b, 'POST', '/sso/api/auth/refresh', { refresh: newest })).status).toBe(401);
    expect((await send(a, 'POST', '/sso/api/auth/refresh', { refresh: newest })).status).toBe(401);
    const live = await server.count(
      'refresh_tokens',
      "not revoked and family = (select family from refresh_tokens where user_id = (select id from users where username = 'kaur') order by id desc limit 1)",
    );
    expect(live).toBe(0);
  });

  it('delivers to a socket on A a chat message, a presence change and a departure on B, and the badge count and new ticket of a write on B', async () => {
    const opened: ClientSocket[] = [];
    const socketOn = async (base: string, username: string) => {
      const token = (await signIn(base, username, demoPassword)).json.data.access_token as string;
      const socket = connectSocket(base, { path: '/socket.io/', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      opened.push(socket);
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      return socket;
    };
    try {
      type Change = { changed: Array<{ username: string; status: string }>; left: string[] };
      const onA = await socketOn(a, 'direksi');
      const onB = await socketOn(b, 'spi');
      const changesOnA: Change[] = [];
      onA.on('usersChanged', (change: Change) => changesOnA.push(change));
      await onB.timeout(5000).emitWithAck('createUser', { status: 'online' });
      await onB.timeout(5000).emitWithAck('joinRoom', 'general');
      // Joining on A, the whole list already holds spi of B.
      await onA.timeout(5000).emitWithAck('createUser', { status: 'online' });
      const whole = new Promise<Array<{ username: string }>>((resolve) => onA.once('updateUsers', resolve));
      await onA.timeout(5000).emitWithAck('joinRoom', 'general');
      expect((await whole).map((user) => user.username)).toEqual(expect.arrayContaining(['direksi', 'spi']));

      expect(await onB.timeout(5000).emitWithAck('createUser', { status: 'away' })).toEqual({ ok: true });
      await expect.poll(() => changesOnA.flatMap((change) => change.changed).findLast((user) => user.username === 'spi')?.status).toBe('away');

      const message = new Promise<{ username: string; message: string }>((resolve) => onA.on('newMessage', resolve));
      expect(await onB.timeout(5000).emitWithAck('createMessage', { room: 'general', message: 'Dari instans B' })).toEqual({ ok: true });
      expect(await message).toMatchObject({ username: 'spi', message: 'Dari instans B' });
      onB.disconnect();
      await expect.poll(() => changesOnA.flatMap((change) => change.left)).toContain('spi');

      const handler = await socketOn(a, 'support');
      const counted = new Promise<Record<string, number>>((resolve) => handler.on('badgeCounts', resolve));
      const told = new Promise<{ title: string; username: string }>((resolve) => handler.on('new_ticket', resolve));
      const filer = (await signIn(b, 'risk', demoPassword)).json.data.access_token as string;
      const filed = await send(b, 'POST', '/sso/support/ticket', { token: filer, body: { title: 'Akses VPN', description: 'VPN kantor menolak akun saya' } });
      expect(filed.status).toBe(201);
      expect((await counted).supportOpenNotifications).toBeGreaterThan(0);
      expect(await told).toMatchObject({ title: 'Akses VPN', username: 'risk' });
    } finally {
      for (const socket of opened) socket.disconnect();
    }
  });

  it('when Redis drops, refuses sign-in without crashing, serves signed-in users, and recovers', async () => {
    const relay = await redisRelay(new URL(redisBase));
    const viaRelay = new URL(withPrefix(redisBase, prefix));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const third = await buildApp({ definitions: server.definitions, db: secondDb, config: { ...server.config, redisUrl: viaRelay.toString() }, logger: false });
    try {
      const c = await listen(third);
      const token = (await signIn(c, 'hr', demoPassword)).json.data.access_token;

      await relay.cut();
      const refused = await signIn(c, 'hr', demoPassword);
      expect(refused.status).toBe(503);
      expect(refused.json).toEqual({ message: 'Sign-in is temporarily unavailable. Try again in a minute.', code: 'unavailable' });
      expect(refused.headers.get('retry-after')).toBe('60');
      expect((await send(c, 'GET', '/sso/api/auth/user', { token })).json.username).toBe('hr');

      await relay.restore();
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await signIn(c, 'hr', demoPassword)).status;
      }
      expect(status).toBe(200);
    } finally {
      await third.close();
      await relay.cut();
    }
  });
});
