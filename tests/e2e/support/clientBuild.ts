/**
 * Builds the client once for all e2e files: the first file to get here takes a lock (an atomic
 * mkdir) and builds when the build is older than any source; the others wait for it. The build
 * goes to a folder of its own, never dist/, so a test run cannot pull the files from under a
 * portal started with npm start.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// Keyed by the checkout: two checkouts sharing one node_modules (a git worktree with a linked
// node_modules) must not build into, or test against, each other's client.
const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
export const clientDir = join(repoRoot, 'node_modules', '.cache', `portal-e2e-client-${checkout}`);
const lockDir = join(repoRoot, 'node_modules', '.cache', `portal-e2e-build-${checkout}.lock`);
// scripts/build: the build's own plugins (precompress, the definition chunks).
const sources = ['renderer', 'engine', 'definitions', 'scripts/build', 'vite.config.ts', 'package.json'];
const LOCK_STALE_MS = 5 * 60_000;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isUpToDate(): boolean {
  const index = join(clientDir, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return sources.every((source) => newestMtime(join(repoRoot, source)) <= built);
}

function tryLock(): boolean {
  try {
    mkdirSync(lockDir, { recursive: false });
    return true;
  } catch {
    // A lock left by a crashed run must not block every later run.
    if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function ensureClientBuilt(): Promise<void> {
  mkdirSync(join(lockDir, '..'), { recursive: true });
  for (;;) {
    if (tryLock()) {
      try {
        if (!isUpToDate()) {
          // NODE_ENV=production: vitest's NODE_ENV=test would otherwise make vite bundle React's development build, not the one users get.
          execFileSync(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'], {
            cwd: repoRoot,
            stdio: 'inherit',
            env: { ...process.env, NODE_ENV: 'production' },
          });
        }
        return;
      } finally {
        rmSync(lockDir, { recursive: true, force: true });
      }
    }
    await sleep(250);
  }
}
