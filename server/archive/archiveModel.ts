/**
 * The archive's tables as the archive routes read them: the records, and the two master trees
 * whose entries name the rooms and racks (location) and the classification levels. All names
 * come from the storage models, so from the definitions.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { StorageModel } from '../resources/storageModel.ts';

export interface ArchiveModels {
  readonly records: StorageModel;
  readonly locations: StorageModel;
  readonly classifications: StorageModel;
}

export const archiveResourceIds = { records: 'archive_document', locations: 'archive_location', classifications: 'archive_classification' } as const;

export function archiveModels(models: ReadonlyMap<string, StorageModel>): ArchiveModels | undefined {
  const records = models.get(archiveResourceIds.records);
  const locations = models.get(archiveResourceIds.locations);
  const classifications = models.get(archiveResourceIds.classifications);
  return records && locations && classifications ? { records, locations, classifications } : undefined;
}

/** A column of the records' table, qualified; a field the definition lacks is a programming error. */
export function recordColumn(model: StorageModel, field: string) {
  const column = model.columnOf(field);
  if (!column) throw new Error(`archive_document has no stored field ${field}`);
  return sql.ref(`${model.table}.${column.column}`);
}

/** Records in the archive (not soft-deleted), or with `trash` only the deleted ones. */
export function deletedCondition(model: StorageModel, trash = false): Expression<SqlBool> {
  const ref = recordColumn(model, 'deleted_at');
  return trash ? sql<SqlBool>`${ref} is not null` : sql<SqlBool>`${ref} is null`;
}

export function allOf(conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return conditions.length === 1 ? conditions[0] : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
