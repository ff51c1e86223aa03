/**
 * Reads every JSON file under definitions/ (except the meta-schemas) into a path -> JSON map.
 * Node-side: the server loads its definitions with it, and scripts/ and tests/ use it from here
 * (scripts may depend on the server, never the reverse).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { DefinitionFiles } from '../../engine/definitions/files.ts';
import { repoRoot } from '../config.ts';

export { repoRoot };
export const definitionsDir = join(repoRoot, 'definitions');

/** Every file under a folder, at any depth. */
export async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/**
 * Definition files by their path under the definitions folder (the meta-schemas in schema/ are
 * not definitions). A file that is not valid JSON is kept as a parse error, so the lint can name it.
 */
export function parseDefinitionFiles(texts: ReadonlyMap<string, string>): DefinitionFiles {
  const files: DefinitionFiles = {};
  for (const rel of [...texts.keys()].sort()) {
    if (rel.startsWith('schema/')) continue;
    try {
      files[rel] = JSON.parse(texts.get(rel)!);
    } catch (error) {
      files[rel] = { __parseError: (error as Error).message };
    }
  }
  return files;
}

export async function readDefinitionFiles(root = definitionsDir): Promise<DefinitionFiles> {
  const texts = new Map<string, string>();
  for (const path of (await walk(root)).filter((p) => p.endsWith('.json'))) {
    const rel = relative(root, path).split(sep).join('/');
    if (!rel.startsWith('schema/')) texts.set(rel, await readFile(path, 'utf8'));
  }
  return parseDefinitionFiles(texts);
}
