/**
 * Brotli and gzip copies of the built client, written beside each file at build time
 * (app-1a2b.js -> app-1a2b.js.br, app-1a2b.js.gz), so the server sends compressed bytes without
 * compressing on every request (@fastify/static `preCompressed`, server/http/clientApp.ts).
 * A copy that would not be smaller is not written: the server then sends the file as it is.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images other than svg and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/** Writes the .br and .gz of every compressible file under dir; answers the files written. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, bytes] of [['.br', br], ['.gz', gz]] as const) {
        if (bytes.length >= original.length) continue;
        await writeFile(file + suffix, bytes);
        written.push(file + suffix);
      }
    }),
  );
  return written;
}

/** The Vite plugin: once the bundle is written, compress the output folder. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
