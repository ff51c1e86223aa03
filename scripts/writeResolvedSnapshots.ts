/**
 * npm run definitions:snapshots — rewrites tests/definitions/resolved/ from the current
 * definitions, after a deliberate change of what a resource resolves to (see
 * tests/definitions/resolvedSnapshots.test.ts).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadDefinitions } from '../engine/definitions/load.ts';
import { canonicalResolved } from '../engine/definitions/resolve/canonical.ts';
import { readDefinitionFiles, repoRoot } from '../server/definitions/definitionFiles.ts';

const dir = join(repoRoot, 'tests', 'definitions', 'resolved');
const definitions = loadDefinitions(await readDefinitionFiles());
await mkdir(dir, { recursive: true });
for (const name of await readdir(dir)) if (name.endsWith('.json')) await rm(join(dir, name));
for (const { module: _module, ...resource } of Object.values(definitions.resources)) {
  await writeFile(join(dir, `${resource.id}.json`), canonicalResolved(resource) + '\n');
}
console.log(`wrote ${Object.keys(definitions.resources).length} snapshots to tests/definitions/resolved/`);
