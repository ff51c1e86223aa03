/**
 * What the browser benchmarks share: the portal built and served in this process on a fresh
 * embedded PostgreSQL (the server's own helpers, as listApi.ts), a baseline fixture app built
 * in the same run and served by the same server under /bench-fixture/, and the Debian Chromium
 * through playwright-core. Measurements only; nothing here is a test.
 */
import { sql } from 'kysely';
import fastifyStatic from '@fastify/static';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { buildApp } from '../../server/app.ts';
import { loadConfig, repoRoot } from '../../server/config.ts';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { precompressDirectory } from '../build/precompress.ts';

export const fixturePrefix = '/bench-fixture/';

export interface BenchPortal {
  readonly url: string;
  readonly password: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** The portal's own client, built by vite's JS API from vite.config.ts into a folder of this run. */
async function buildPortalClient(outDir: string): Promise<void> {
  await build({ configFile: join(repoRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** A fixture app of scripts/bench/fixtures/<name>/ (index.html + main.tsx), built and precompressed like the portal. */
async function buildFixture(name: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(repoRoot, 'scripts', 'bench', 'fixtures', name),
    base: `${fixturePrefix}${name}/`,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  await precompressDirectory(outDir);
}

export async function startBenchPortal({ departments, fixtures }: { departments: number; fixtures: readonly string[] }): Promise<BenchPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const clientDir = join(dataDir, 'client');
  const fixtureDir = join(dataDir, 'fixtures');
  console.log('building the portal client and the baseline fixtures ...');
  await buildPortalClient(clientDir);
  for (const name of fixtures) await buildFixture(name, join(fixtureDir, name));

  const embedded = await startEmbeddedDatabase({ dir: join(dataDir, 'db') });
  const db = connectDatabase(embedded.url);
  const config = loadConfig(
    { DATA_DIR: dataDir },
    {
      jwtSecret: 'bench-secret-of-at-least-thirty-two-characters',
      clientDir,
      loginLimits: { perAddress: 1000, perAccount: 1000, windowMs: 60_000 },
      logLevel: 'silent',
    },
  );
  const definitions = await loadServerDefinitions();
  await prepareStorage(db, definitions, config.seedPassword);
  await sql`insert into department (code, name, bidang_id, office_id, status)
    select 'BENCH' || lpad(g::text, 5, '0'), 'Bench unit ' || lpad(g::text, 5, '0'), 1 + g % 11, 1 + g % 4, 1
    from generate_series(1, ${departments} - (select count(*) from department)::int) g`.execute(db);

  const app = await buildApp({ definitions, db, config, logger: false });
  await app.register(fastifyStatic, { root: fixtureDir, prefix: fixturePrefix, decorateReply: false, preCompressed: true, index: ['index.html'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    url,
    password: config.seedPassword,
    browser,
    async stop() {
      await browser.close();
      await app.close();
      await db.destroy();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Writes scripts/bench/results/<name>-<time>.json and answers its path. */
export function writeResult(name: string, result: unknown): string {
  const dir = join(repoRoot, 'scripts', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
