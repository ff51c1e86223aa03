#!/usr/bin/env node
/**
 * npm run dev: the API server (server/main.ts through tsx, on API_PORT, default 8080) and the
 * Vite dev server beside it, which proxies /sso, /api and /socket.io to the API. Ctrl-C stops
 * both; if the API stops, Vite stops too.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';
const serverEntry = ['server/main.ts', 'server/start.ts'].find((file) => existsSync(new URL(`../${file}`, import.meta.url)));

let api = null;
if (serverEntry) {
  api = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
    stdio: 'inherit',
  });
} else {
  console.warn('No server entry (server/main.ts) yet: the dev server runs without an API.');
}

process.env.API_URL = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
await vite.listen();
vite.printUrls();
console.log(`  API proxied to ${process.env.API_URL}`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (api && api.exitCode === null) api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

api?.on('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
