#!/usr/bin/env node
/**
 * npm start: build the client when dist/ is missing or older than its sources, and the server
 * (dist-server/main.mjs, scripts/build/buildServer.mjs) when missing or older than server/,
 * engine/ and the meta-schemas, then run the server with plain node: it serves the API and dist/
 * on one port. A failed client build does not keep the API down: the server starts with the last
 * build, or API only. On SIGINT/SIGTERM/SIGHUP the server closes HTTP, the job runner and the
 * embedded PostgreSQL (server/main.ts); this process waits for that and exits with its code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildIsFresh, serverBundle } from './build/buildServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist', 'index.html');
// What the client bundle is made from: its own sources, the engine and the definitions.
const sources = ['renderer', 'engine', 'definitions', 'vite.config.ts', 'package.json'].map((p) => join(root, p));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function buildClient() {
  if (process.env.SKIP_CLIENT_BUILD === '1') {
    // Tests and benches that serve a client of their own (CLIENT_DIR) need no vite build.
    console.log('SKIP_CLIENT_BUILD=1: the client is served as it is.');
    return;
  }
  if (!existsSync(join(root, 'renderer', 'index.html'))) {
    console.log('Note: no renderer/index.html yet, so there is no client to build; starting the API only.');
    return;
  }
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (built && built >= changed) {
    console.log('Client build is up to date (dist/).');
    return;
  }
  console.log(built ? 'Client sources changed since the last build: building dist/ ...' : 'No client build yet: building dist/ ...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn(existsSync(dist) ? 'Warning: the client build failed; serving the previous build.' : 'Warning: the client build failed; starting the API only.');
  }
}

async function ensureServerBuild() {
  if (serverBuildIsFresh()) return;
  console.log(existsSync(serverBundle) ? 'Server sources changed since the last build: building dist-server/ ...' : 'No server build yet: building dist-server/ ...');
  await buildServer();
}

buildClient();
await ensureServerBuild();
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // The server stops the database cleanly on its own signal; this process passes it on and
  // stays until the server has exited (a terminal's Ctrl+C reaches both: the server stops once).
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
