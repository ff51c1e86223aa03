/**
 * npm start checks the definitions only when they changed since the last successful check
 * (server/definitions/checkedDefinitions.ts): on a copy of definitions/ (DEFINITIONS_DIR) and a
 * fresh DATA_DIR, the first start checks, an unchanged second start says so and is not checked
 * again, a broken file refuses to start even after that cached good start, and any other change
 * is checked again.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config.ts';
import { freePort } from '../../server/db/freePort.ts';

const folder = mkdtempSync(join(tmpdir(), 'portal-definitions-check-'));
// A temp folder of its own: PostgreSQL (as the postgres user when run as root) must reach it.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-definitions-data-'));
const definitionsDir = join(folder, 'definitions');
const clientDir = join(folder, 'client');
cpSync(join(repoRoot, 'definitions'), definitionsDir, { recursive: true });
mkdirSync(clientDir);
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Start {
  readonly output: string;
  /** null when the portal answered /login (then stopped with SIGTERM), else the code it exited with before answering */
  readonly refusedWith: number | null;
}

/** npm start's own command; waits for /login to answer 200 (then stops it) or for the process to exit. */
async function start(): Promise<Start> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DEFINITIONS_DIR: definitionsDir, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: clientDir, SKIP_CLIENT_BUILD: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const until = Date.now() + 200_000;
    while (Date.now() < until && child.exitCode === null) {
      const status = await fetch(`http://127.0.0.1:${port}/login`).then((r) => r.status, () => 0);
      if (status === 200) {
        child.kill('SIGTERM');
        expect(await exited, output).toBe(0);
        return { output, refusedWith: null };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { output, refusedWith: await exited };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const checked = /Definitions checked \(\d+ files\)/;
const unchanged = /Definitions unchanged since the last check \(\d+ files\): not checked again/;

describe('npm start and the definitions check', () => {
  it('checks changed definitions at every start and skips unchanged ones', { timeout: 600_000 }, async () => {
    const first = await start();
    expect(first.refusedWith, first.output).toBeNull();
    expect(first.output).toMatch(checked);

    const second = await start();
    expect(second.refusedWith, second.output).toBeNull();
    expect(second.output).toMatch(unchanged);
    expect(second.output).toMatch(/Portal is running at/);

    // A mistake the meta-schema finds, after a cached good start: refused as before, no database started.
    const file = join(definitionsDir, 'modules/admin/resources/department.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(good), notAKeyword: true }, null, 2));
    const broken = await start();
    expect(broken.refusedWith, broken.output).toBe(1);
    expect(broken.output).toContain('modules/admin/resources/department.json');
    expect(broken.output).toMatch(/notAKeyword/);
    expect(broken.output).not.toMatch(unchanged);
    expect(broken.output).not.toMatch(/Portal is running at/);

    // Any change is checked again, even one that leaves the definitions meaning the same.
    writeFileSync(file, JSON.stringify(JSON.parse(good)));
    const changed = await start();
    expect(changed.refusedWith, changed.output).toBeNull();
    expect(changed.output).toMatch(checked);

    const again = await start();
    expect(again.output).toMatch(unchanged);
  });
});
