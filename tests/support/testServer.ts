/**
 * A real server for API tests: the app on a database of its own, cloned from the run's seeded
 * template of its backend (tests/support/apiTemplates.ts: the embedded cluster's, or the external
 * server's named by TEST_DATABASE_URL), dropped after. A server that needs a cluster of its own
 * (`isolated`: restarts over its data directory), other definitions or another seed password
 * gets a fresh embedded PostgreSQL in a temp folder, or a fresh database of the external server,
 * with migrations and the seed run in beforeAll.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DefinitionFiles } from '../../engine/definitions/files.ts';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { connectDatabase, type Database } from '../../server/db/database.ts';
import { startEmbeddedDatabase, type RunningDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage, type StorageReport } from '../../server/prepareStorage.ts';

export type Backend = 'embedded' | 'external';

/** Every database the API suite runs on: always the embedded one, the external one when configured. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'external'] : ['embedded'];
}

export const demoPassword = 'portal-demo';

export interface TestServerOptions {
  readonly backend?: Backend;
  readonly clientDir?: string;
  readonly config?: Partial<ServerConfig>;
  /** definition files added to the project's own (path under definitions/ -> JSON), e.g. a test resource */
  readonly extraDefinitions?: DefinitionFiles;
  /** a cluster of its own, not a clone of the run's template (a restart that finds its data directory) */
  readonly isolated?: boolean;
}

export interface Reply {
  readonly status: number;
  readonly headers: LightMyRequestResponse['headers'];
  readonly body: string;
  readonly json: any;
  readonly raw: LightMyRequestResponse;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly cookies?: Record<string, string>;
  readonly payload?: string | Buffer;
  readonly remoteAddress?: string;
}

export interface TestServer {
  readonly backend: Backend;
  readonly definitions: LoadedDefinitions;
  readonly config: ServerConfig;
  readonly dataDir: string;
  app: FastifyInstance;
  db: Database;
  storage: StorageReport;
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<Reply>;
  /** signs in and answers the access token */
  login(username: string, password?: string): Promise<string>;
  /** rows in a table right now */
  count(table: string, where?: string): Promise<number>;
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** stops app and database, starts both again on the same data; beforeStart runs in between */
  restart(beforeStart?: () => void | Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

let definitionsOnce: Promise<LoadedDefinitions> | undefined;
export const testDefinitions = () => (definitionsOnce ??= loadServerDefinitions());

interface Storage {
  url: string;
  embedded?: RunningDatabase;
  drop?: () => Promise<void>;
}

async function externalDatabase(): Promise<Storage> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database cloned from the run's seeded template of this backend; undefined where none fits. */
async function clonedDatabase(backend: Backend, options: TestServerOptions): Promise<Storage | undefined> {
  if (options.isolated || options.extraDefinitions || options.config?.seedPassword) return undefined;
  const template = inject('apiTemplates')?.[backend];
  if (!template) return undefined;
  const name = `portal_api_${randomBytes(6).toString('hex')}`;
  await onServer(template.adminUrl, `create database ${name} template ${template.template}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(template.adminUrl, `drop database if exists ${name} with (force)`) };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'embedded';
  const definitions = options.extraDefinitions
    ? loadDefinitions({ ...(await readDefinitionFiles()), ...options.extraDefinitions })
    : await testDefinitions();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const config = loadConfig(
    { DATA_DIR: dataDir },
    {
      jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
      clientDir: options.clientDir ?? join(dataDir, 'no-client'),
      loginLimits: { perAddress: 1000, perAccount: 1000, windowMs: 60_000 },
      logLevel: 'silent',
      ...options.config,
    },
  );

  const open = async (): Promise<Storage> =>
    (await clonedDatabase(backend, options)) ??
    (backend === 'external' ? externalDatabase() : { url: '', embedded: await startEmbeddedDatabase({ dir: join(dataDir, 'db') }) });
  let storage: Storage;
  try {
    storage = await open();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const urlOf = (s: Storage) => s.embedded?.url ?? s.url;
  // The tests' own look at the database, apart from the app's pool.
  const testPool = () => new pg.Pool({ connectionString: urlOf(storage), max: 2 }).on('error', () => undefined);
  let pool = testPool();

  const server: TestServer = {
    backend,
    definitions,
    config,
    dataDir,
    db: connectDatabase(urlOf(storage), 5),
    app: undefined as unknown as FastifyInstance,
    storage: undefined as unknown as StorageReport,
    async call(method, url, call = {}) {
      const headers: Record<string, string> = { ...call.headers };
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      const raw = await server.app.inject({
        method,
        url,
        headers,
        cookies: call.cookies,
        remoteAddress: call.remoteAddress,
        ...(call.payload !== undefined ? { payload: call.payload } : call.body !== undefined ? { payload: call.body as object } : {}),
      });
      let json: unknown;
      try {
        json = raw.json();
      } catch {
        json = undefined;
      }
      return { status: raw.statusCode, headers: raw.headers, body: raw.body, json, raw };
    },
    async login(username, password = demoPassword) {
      const reply = await server.call('POST', '/sso/api/auth/login', { body: { username, password } });
      if (reply.status !== 200) throw new Error(`login ${username}: ${reply.status} ${reply.body}`);
      return reply.json.data.access_token as string;
    },
    async count(table, where) {
      const rows = await server.query<{ n: number }>(`select count(*)::int as n from "${table.replace(/"/g, '')}"${where ? ` where ${where}` : ''}`);
      return rows[0].n;
    },
    async query(text, values = []) {
      return (await pool.query(text, values)).rows;
    },
    async restart(beforeStart) {
      await server.app.close();
      await server.db.destroy();
      await pool.end();
      if (storage.embedded) {
        await storage.embedded.stop();
        await beforeStart?.();
        storage = { url: '', embedded: await startEmbeddedDatabase({ dir: join(dataDir, 'db') }) };
      } else {
        await beforeStart?.();
      }
      server.db = connectDatabase(urlOf(storage), 5);
      pool = testPool();
      server.storage = await prepareStorage(server.db, definitions, config.seedPassword);
      server.app = await buildApp({ definitions, db: server.db, config, logger: false });
    },
    async stop() {
      await server.app?.close();
      await server.db.destroy();
      await pool.end();
      await storage.embedded?.stop();
      await storage.drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  server.storage = await prepareStorage(server.db, definitions, config.seedPassword);
  server.app = await buildApp({ definitions, db: server.db, config, logger: false });
  return server;
}
