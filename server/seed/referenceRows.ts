/**
 * Reference rows of a resource, written only into an empty table: the definition's own `seed`
 * rows, else the demo organisation, else the demo records. Only columns the resource stores are
 * written.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { resourceDb, type Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { demoRecordRows } from './demoRecords.ts';
import { organisationRows, type SeedRow } from './organisation.ts';

function rowFor(model: StorageModel, row: SeedRow): SeedRow {
  const stored: SeedRow = {};
  for (const [field, value] of Object.entries(row)) {
    const column = model.columnOf(field);
    if (!column || column.hashed) continue;
    stored[column.column] = column.kind === 'json' && value !== null ? JSON.stringify(value) : value;
  }
  // Reference rows are the system's; a demo record may name the user who filed it.
  if (model.columnOf('created_by') && stored.created_by === undefined) stored.created_by = 'system';
  return stored;
}

export async function seedReferenceRows(db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): Promise<string[]> {
  const seeded: string[] = [];
  const rdb = resourceDb(db);
  for (const resource of Object.values(definitions.resources)) {
    const model = models.get(resource.id);
    const rows = (resource.seed as SeedRow[] | undefined) ?? organisationRows[resource.id] ?? demoRecordRows[resource.id];
    if (!model || !rows?.length) continue;
    const existing = await rdb.selectFrom(model.table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) continue;
    await rdb.insertInto(model.table).values(rows.map((row) => rowFor(model, row))).execute();
    if (model.idKind === 'integer') {
      // Rows came with their ids: move the sequence past them.
      await sql`select setval(pg_get_serial_sequence(${model.table}, 'id'), coalesce((select max(id) from ${sql.table(model.table)}), 1))`.execute(db);
    }
    seeded.push(`${resource.id}: ${rows.length}`);
  }
  return seeded;
}
