/**
 * The compact definitions mean what the first language's files meant: each resource resolves to
 * the snapshot taken when it was migrated (scripts/migrateDefinitions.ts --snapshots), which is
 * the explicit rewrite of the original file. A change to a resource or to resolve that alters
 * behaviour shows here as a difference; after a deliberate one, rewrite the snapshot with
 * `npm run definitions:snapshots` and say why in the commit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { canonicalResolved } from '../../engine/definitions/resolve/canonical.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

const snapshotDir = join(import.meta.dirname, 'resolved');
const definitions = loadDefinitions(await readDefinitionFiles());
const snapshots = readdirSync(snapshotDir).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));

describe('resolved definitions', () => {
  it('has a snapshot for every resource and a resource for every snapshot', () => {
    expect(snapshots.sort()).toEqual(Object.keys(definitions.resources).sort());
  });

  it.each(snapshots)('%s resolves to its snapshot', (id) => {
    const { module: _module, ...resolved } = definitions.resources[id];
    expect(canonicalResolved(resolved)).toBe(readFileSync(join(snapshotDir, `${id}.json`), 'utf8').trimEnd());
  });
});
