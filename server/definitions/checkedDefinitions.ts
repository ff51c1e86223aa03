/**
 * The definitions for npm start, checked only when they changed. The full check (meta-schema,
 * cross-checks: engine/definitions/load.ts) costs about half a second of CPU at every start, and
 * its verdict depends only on the definition files and the code that checks them. So after a
 * successful check a fingerprint of both is kept in DATA_DIR; a start whose fingerprint is the same
 * assembles the definitions without checking them again, any other start checks them all (and a
 * broken definition still refuses to start).
 *
 * The fingerprint: every file under the definitions folder (meta-schemas included), path and
 * content, and the checking code: the compiled server when running from dist-server/, the engine's
 * sources otherwise.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDefinitions, loadLintedDefinitions } from '../../engine/definitions/load.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { repoRoot } from '../config.ts';
import { definitionsDir, parseDefinitionFiles, walk } from './definitionFiles.ts';

export interface CheckedDefinitions {
  readonly definitions: LoadedDefinitions;
  /** true when the files were the ones of the last successful check, and were not checked again */
  readonly unchanged: boolean;
  readonly fileCount: number;
}

/** Path and content of every file, in a stable order. */
async function digestOf(hash: ReturnType<typeof createHash>, root: string, files: readonly string[], texts?: Map<string, string>): Promise<void> {
  for (const path of [...files].sort()) {
    const rel = relative(root, path).split(sep).join('/');
    const text = texts?.get(rel) ?? (await readFile(path, 'utf8'));
    hash.update(`${rel}\0${text.length}\0${text}\0`);
  }
}

/** The code that checks: the compiled server when running from it (dist-server/*.mjs), else the engine's sources. */
async function checkerDigest(hash: ReturnType<typeof createHash>): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.mjs')) {
    const built = dirname(self);
    await digestOf(hash, built, (await walk(built)).filter((p) => p.endsWith('.mjs')));
    return;
  }
  const engine = join(repoRoot, 'engine');
  await digestOf(hash, engine, (await walk(engine)).filter((p) => p.endsWith('.ts')));
}

export async function loadCheckedDefinitions(stampFile: string, root = definitionsDir): Promise<CheckedDefinitions> {
  const paths = (await walk(root)).filter((p) => p.endsWith('.json'));
  const texts = new Map<string, string>();
  await Promise.all(paths.map(async (path) => texts.set(relative(root, path).split(sep).join('/'), await readFile(path, 'utf8'))));
  const hash = createHash('sha256');
  await digestOf(hash, root, paths, texts);
  await checkerDigest(hash);
  const fingerprint = hash.digest('hex');

  const files = parseDefinitionFiles(texts);
  const fileCount = Object.keys(files).length;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === fingerprint) {
    return { definitions: loadLintedDefinitions(files), unchanged: true, fileCount };
  }
  const definitions = loadDefinitions(files); // throws DefinitionLoadError when anything is wrong
  try {
    writeFileSync(stampFile, fingerprint + '\n');
  } catch {
    // A folder we may not write to only means the next start checks again.
  }
  return { definitions, unchanged: false, fileCount };
}
