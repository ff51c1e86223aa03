/**
 * The real server for browser tests: the built client plus server/main.ts as a child process
 * on a free port, with a database of its own: a copy of the seeded template of the run's shared
 * cluster (seededTemplate.ts), or, when a file runs without the e2e project's global setup, an
 * embedded PostgreSQL in its temp folder. Returns its URL and a stop function that ends the
 * process and drops its database (or stops its cluster) and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { clientDir, ensureClientBuilt, repoRoot } from './clientBuild.ts';
import { databaseUrl, templateDatabase } from './seededTemplate.ts';

export interface E2eServer {
  readonly url: string;
  readonly dataDir: string;
  /** the server's output so far, for failure messages */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/sso/api/auth/user`);
      // 401 means the app answers: signed-out calls are refused, the app is up.
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start within ${timeoutMs} ms:\n${output()}`);
}

/** Runs one statement on the shared cluster's maintenance database. */
async function onCluster(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own for one server, copied from the seeded template; undefined without the shared cluster. */
async function clonedDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const clusterUrl = inject('e2eClusterUrl');
  if (!clusterUrl) return undefined;
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await onCluster(clusterUrl, `create database ${name} template ${templateDatabase}`);
  return { url: databaseUrl(clusterUrl, name), drop: () => onCluster(clusterUrl, `drop database if exists ${name} with (force)`) };
}

export async function startE2eServer(): Promise<E2eServer> {
  await ensureClientBuilt();
  const database = await clonedDatabase();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      // Every spec signs in several times; the production limits would refuse the later ones.
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(url, child, () => output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, log: () => output, stop };
}
