/**
 * The server, compiled ahead of time: server/main.ts and what it imports from server/ and engine/
 * bundled by esbuild into dist-server/main.mjs, packages left to node_modules. `npm start` runs
 * it with plain node, so no TypeScript is compiled at each start (tsx took about 1.5 s).
 *
 * Plain JavaScript (no tsx needed to run it). The server finds files relative to its sources
 * (server/config.ts the repository root, the avatar its assets) through import.meta.dirname; in
 * one bundle that would be dist-server/ for every file, so each source's own folder is written
 * in as a path relative to the bundle, and the bundle can be moved with the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverBundle = join(root, 'dist-server', 'main.mjs');
/** What the bundle is made from. definitions/ is read at run time, but its meta-schemas are bundled. */
const sources = ['server', 'engine', 'definitions/schema', 'package.json', 'tsconfig.json', 'scripts/build/buildServer.mjs'].map((p) => join(root, p));

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

/** Whether dist-server/main.mjs exists and is newer than every source it is made from. */
export function serverBuildIsFresh() {
  if (!existsSync(serverBundle)) return false;
  return statSync(serverBundle).mtimeMs >= Math.max(...sources.map(newest));
}

/** import.meta.dirname of each source, as its folder seen from the bundle's. */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const fromBundle = relative(dirname(serverBundle), dirname(args.path)).split(sep).join('/');
      return { contents: text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify('/' + fromBundle)})`), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceDirname],
  });
}

// `node scripts/build/buildServer.mjs` builds it unconditionally.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.log(`dist-server/main.mjs built in ${Math.round(performance.now() - started)} ms`);
}
