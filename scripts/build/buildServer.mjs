/**
 * The server, compiled ahead of time: server/main.ts and what it imports from server/ and engine/
 * bundled by esbuild into dist-server/main.mjs and its chunks, packages left to node_modules but
 * a few (bundledPackages). `npm start` runs
 * it with plain node, so no TypeScript is compiled at each start (tsx took about 1.5 s).
 *
 * Plain JavaScript (no tsx needed to run it). The server finds files relative to its sources
 * (server/config.ts the repository root, the avatar its assets) through import.meta.dirname; in
 * one bundle that would be dist-server/ for every file, so each source's own folder is written
 * in as a path relative to the bundle, and the bundle can be moved with the repository.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/**
 * Packages bundled in rather than loaded from node_modules at each start: pure JavaScript of many
 * small files, whose loading (resolving and reading each file) cost more than their code (kysely's
 * 279 modules took about 150 ms, bundled 16 ms). Only packages that read no file of their own at
 * run time; ajv-formats patches ajv's own classes, so the two go together. Everything else stays
 * in node_modules (native binaries, files served from the package, optional loads).
 */
const bundledPackages = new Set(['kysely', 'ajv', 'ajv-formats', '@fastify/jwt', 'graphile-worker', 'pg', 'fastify', 'socket.io', 'ioredis', '@socket.io/redis-adapter', 'web-push', '@fastify/multipart', '@fastify/rate-limit']);

const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Bare imports of our sources stay external unless bundled; a bundled package's own imports are bundled with it. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
      return bundledPackages.has(packageOf(args.path)) ? undefined : { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: { main: join(root, 'server', 'main.ts') },
    outdir: dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    // main.ts imports the application after starting the database: its chunk (and the packages
    // it needs) loads while PostgreSQL starts.
    splitting: true,
    chunkNames: '[name]-[hash]', // beside main.mjs: import.meta.dirname is the same in every chunk
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS packages bundled into ESM still call require() for node's own modules.
    banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
    // Stack traces point into the sources on disk; without their text inside, the maps that node
    // reads at start (--enable-source-maps) are a fraction of the size.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname],
    metafile: true,
  });
  // Chunks of earlier builds (their names carry a hash) would pile up.
  const outputs = new Set(Object.keys(result.metafile.outputs).map((path) => join(root, path)));
  const dir = dirname(serverBundle);
  for (const name of readdirSync(dir)) if (!outputs.has(join(dir, name))) rmSync(join(dir, name), { force: true });
}

// `node scripts/build/buildServer.mjs` builds it unconditionally.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.log(`dist-server/main.mjs built in ${Math.round(performance.now() - started)} ms`);
}
