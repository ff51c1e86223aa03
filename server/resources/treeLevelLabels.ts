/**
 * Export cells of tree fields (document classification and storage, each level its own column)
 * show the node's name, not its id. The trees are the option sources' master tables
 * (archive_classification, archive_location: id and name), read once per export.
 */
import { sql } from 'kysely';
import type { ResourceDb } from '../db/database.ts';
import type { StorageModel } from './storageModel.ts';

/** The tables behind the tree option sources (server/options/optionSources.ts treeSource). */
const treeTables: Readonly<Record<string, string>> = { archiveClassification: 'archive_classification', archiveLocation: 'archive_location' };

/** For each exported field that is a level of an x-tree, the names of that tree's nodes by id. */
export async function treeLevelLabels(db: ResourceDb, model: StorageModel, fields: readonly string[]): Promise<Map<string, Map<unknown, string>>> {
  const byField = new Map<string, Map<unknown, string>>();
  const loaded = new Map<string, Map<unknown, string>>();
  for (const property of Object.values(model.resource.fields.properties)) {
    const tree = property['x-tree'];
    const table = tree && treeTables[tree.source];
    if (!tree || !table || !tree.levels.some((level) => fields.includes(level))) continue;
    let names = loaded.get(table);
    if (!names) {
      const { rows } = await sql<{ id: number; name: string }>`select id, name from ${sql.table(table)}`.execute(db);
      names = new Map(rows.map((row) => [row.id, row.name]));
      loaded.set(table, names);
    }
    for (const level of tree.levels) if (fields.includes(level)) byField.set(level, names);
  }
  return byField;
}
