/**
 * What the server benchmarks share: a temp folder with a fresh embedded PostgreSQL started by
 * the server's own helpers, a bench config (a fixed secret, generous sign-in limits, no logs), a
 * sign-in helper, the results file and the median of samples. Measurements only; nothing here is
 * a test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot, type ServerConfig } from '../../server/config.ts';
import { connectDatabase, type Database } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';

export const benchJwtSecret = 'bench-secret-of-at-least-thirty-two-characters';

export interface BenchDatabase {
  readonly dataDir: string;
  /** the embedded server's address, for a bench's own pg pool */
  readonly url: string;
  readonly db: Database;
  readonly config: ServerConfig;
  /** a bare pg pool on the same database, for a hand-written baseline route (ended by stop) */
  readonly pool: pg.Pool;
  /** closes the pools, stops PostgreSQL and removes the temp folder */
  stop(): Promise<void>;
}

export async function startBenchDatabase({ clientDir, overrides = {} }: { clientDir?: string; overrides?: Partial<ServerConfig> } = {}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const embedded = await startEmbeddedDatabase({ dir: join(dataDir, 'db') });
  const db = connectDatabase(embedded.url);
  const config = loadConfig(
    { DATA_DIR: dataDir },
    {
      jwtSecret: benchJwtSecret,
      clientDir: clientDir ?? join(dataDir, 'no-client'),
      loginLimits: { perAddress: 1000, perAccount: 1000, windowMs: 60_000 },
      logLevel: 'silent',
      ...overrides,
    },
  );
  const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
  // The database stopping at the end may close a client the pool still holds: no error of the bench.
  pool.on('error', () => undefined);
  return {
    dataDir,
    url: embedded.url,
    db,
    config,
    pool,
    async stop() {
      await pool.end();
      await db.destroy();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Authorization header of a fresh session of `username` on the portal at `base`. */
export async function signIn(base: string, username: string, password: string): Promise<Record<string, string>> {
  const reply = await fetch(`${base}/sso/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (reply.status !== 200) throw new Error(`sign-in of ${username} answered ${reply.status}`);
  return { authorization: `Bearer ${((await reply.json()) as { data: { access_token: string } }).data.access_token}` };
}

/** Writes scripts/bench/results/<name>-<time>.json and answers its path. */
export function writeResult(name: string, result: unknown): string {
  const dir = join(repoRoot, 'scripts', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
