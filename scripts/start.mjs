#!/usr/bin/env node
/**
 * npm start: build the client when dist/ is missing or older than its sources, then run the
 * server (server/main.ts through tsx), which serves the API and dist/ on one port.
 * A failed build does not keep the API down: the server starts with the last build, or API only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

buildClient();
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // The server stops the database cleanly on its own signal; this process only passes it on.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
