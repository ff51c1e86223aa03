/**
 * What the browser benchmarks share: the portal built and served in this process on a fresh
 * embedded PostgreSQL (the server's own helpers, as listApi.ts), a baseline fixture app built
 * in the same run and served by the same server under /bench-fixture/, and the Debian Chromium
 * through playwright-core. Measurements only; nothing here is a test.
 */
import { sql } from 'kysely';
import fastifyStatic from '@fastify/static';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { buildApp } from '../../server/app.ts';
import { repoRoot } from '../../server/config.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { precompressDirectory } from '../build/precompress.ts';
import { startBenchDatabase } from './benchDatabase.ts';

export const fixturePrefix = '/bench-fixture/';

export interface BenchPortal {
  readonly url: string;
  readonly password: string;
  readonly browser: Browser;
  /** where the portal's client was built (its files as served under /) */
  readonly clientDir: string;
  stop(): Promise<void>;
}

/**
 * The portal's own client, built by vite's JS API from vite.config.ts into a folder of this run.
 * With sourceMaps, .map files are written beside the scripts, which stay byte for byte the same
 * ('hidden': no reference to the map in them), for bytesByPackage.ts.
 */
async function buildPortalClient(outDir: string, sourceMaps: boolean): Promise<void> {
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(sourceMaps ? { sourcemap: 'hidden' as const } : {}) },
  });
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

export async function startBenchPortal({
  departments,
  fixtures,
  sourceMaps = false,
}: {
  departments: number;
  fixtures: readonly string[];
  sourceMaps?: boolean;
}): Promise<BenchPortal> {
  const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-builds-'));
  const clientDir = join(workDir, 'client');
  const fixtureDir = join(workDir, 'fixtures');
  console.log('building the portal client and the baseline fixtures ...');
  await buildPortalClient(clientDir, sourceMaps);
  for (const name of fixtures) await buildFixture(name, join(fixtureDir, name));

  const bench = await startBenchDatabase({ clientDir });
  const { db, config } = bench;
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
    clientDir,
    async stop() {
      await browser.close();
      await app.close();
      await bench.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
