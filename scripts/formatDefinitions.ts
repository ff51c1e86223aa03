/**
 * npm run definitions:format [-- --check] — writes every definition file in its one canonical
 * shape (scripts/format/formatDefinition.ts). With --check, changes nothing and fails naming
 * the files that differ, so CI keeps the definitions formatted.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { classifyDefinitionFile } from '../engine/definitions/files.ts';
import { definitionsDir, readDefinitionFiles } from '../server/definitions/definitionFiles.ts';
import { formatDefinition } from './format/formatDefinition.ts';

const check = process.argv.includes('--check');
const root = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? definitionsDir;
const files = await readDefinitionFiles(root);
const differing: string[] = [];
for (const [path, json] of Object.entries(files)) {
  if (json && typeof json === 'object' && '__parseError' in json) continue; // the lint names it
  const kind = classifyDefinitionFile(path).kind === 'resource' ? 'resource' : 'other';
  const text = formatDefinition(json, kind);
  const onDisk = await readFile(join(root, path), 'utf8');
  if (onDisk === text) continue;
  differing.push(path);
  if (!check) await writeFile(join(root, path), text);
}
if (check && differing.length) {
  console.error(`definitions:format: ${differing.length} file${differing.length === 1 ? '' : 's'} not formatted:\n  ${differing.join('\n  ')}\nRun: npm run definitions:format`);
  process.exit(1);
}
console.log(check ? `definitions:format: ${Object.keys(files).length} files formatted` : `definitions:format: ${differing.length} file${differing.length === 1 ? '' : 's'} rewritten`);
