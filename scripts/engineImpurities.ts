/** Finds imports and globals in engine/ that tie it to React, the DOM or Node. */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { repoRoot } from '../server/definitions/definitionFiles.ts';

export interface Impurity {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'http', 'https', 'url', 'util', 'stream', 'child_process', 'process', 'buffer', 'events', 'net', 'module', 'worker_threads'];
const forbiddenModule = new RegExp(
  `(?:from\\s+|import\\s*\\(\\s*|require\\s*\\(\\s*|import\\s+)['"](node:[^'"]+|react|react-dom(?:/[^'"]*)?|react/[^'"]+|${nodeBuiltins.join('|')})['"]`,
);
const forbiddenGlobal = /\b(window|document|localStorage|sessionStorage|navigator|Buffer|__dirname|process\.env)\b/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat().filter((f) => /\.(ts|tsx)$/.test(f));
}

export async function findEngineImpurities(root = join(repoRoot, 'engine')): Promise<Impurity[]> {
  const found: Impurity[] = [];
  for (const path of await walk(root)) {
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines.forEach((text, index) => {
      const code = text.replace(/\/\/.*$/, '');
      if (/^\s*(\*|\/\*)/.test(code)) return;
      const module = forbiddenModule.exec(code);
      if (module) found.push({ file: relative(repoRoot, path), line: index + 1, reason: `imports "${module[1]}"` });
      const global = forbiddenGlobal.exec(code.replace(/(['"`]).*?\1/g, ''));
      if (global) found.push({ file: relative(repoRoot, path), line: index + 1, reason: `uses the global "${global[1]}"` });
    });
  }
  return found;
}
