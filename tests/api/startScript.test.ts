/**
 * npm start's own command (scripts/start.mjs), for real: on a fresh DATA_DIR and a free PORT it
 * builds the server if needed, starts the embedded PostgreSQL and answers the sign-in page; on
 * SIGTERM it exits 0 only after the server has stopped, leaving no PostgreSQL running (no
 * postmaster.pid, its process gone, its port and the HTTP port closed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config.ts';
import { freePort } from '../../server/db/freePort.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('answers /login, and on SIGTERM stops the server and its PostgreSQL before exiting 0', { timeout: 240_000 }, async () => {
    const clientDir = join(dataDir, 'client');
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: clientDir, SKIP_CLIENT_BUILD: '1', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));

    const until = Date.now() + 200_000;
    let status = 0;
    while (Date.now() < until && child.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${port}/login`).then((r) => r.status, () => 0);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status, output).toBe(200);

    const pidFile = join(dataDir, 'db', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
    const postgres = { pid: Number(pidLine), port: Number(portLine) };
    expect(alive(postgres.pid)).toBe(true);
    expect(await portOpen(postgres.port)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited, output).toEqual({ code: 0, signal: null });
    expect(existsSync(pidFile)).toBe(false);
    expect(alive(postgres.pid)).toBe(false);
    expect(await portOpen(postgres.port)).toBe(false);
    expect(await portOpen(port)).toBe(false);
  });
});
