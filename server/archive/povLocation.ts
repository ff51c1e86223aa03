/**
 * GET /sso/archive/pov/location: the location sidebar, one level at a time. Without a room it
 * lists the rooms (ruangan: level 2 of the location master), with active_ruangan the racks of
 * that room (rak: level 3), with active_rak too the binders on that rack (odner, the records'
 * own field). Every node carries the number of records in the archive under it (soft-deleted
 * ones left out); an empty room or rack is listed with 0, so the archivist sees free space.
 */
import { sql } from 'kysely';
import { resourceDb, type Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { deletedCondition, recordColumn, type ArchiveModels } from './archiveModel.ts';

export type PovLevel = 'ruangan' | 'rak' | 'odner';

export interface PovNode {
  readonly level: PovLevel;
  /** the location id (room, rack) or the binder's name */
  readonly value: number | string;
  readonly label: string;
  readonly code?: string;
  /** records under this node */
  readonly total: number;
  readonly active: boolean;
}

export interface PovLocationAnswer {
  readonly level: PovLevel;
  readonly active: { readonly ruangan: number | null; readonly rak: number | null; readonly odner: string | null };
  /** the chosen room and rack, for the sidebar's way back */
  readonly path: readonly { level: PovLevel; value: number | string; label: string }[];
  readonly data: readonly PovNode[];
  /** records under the level's parent (the whole archive at the rooms) */
  readonly total: number;
}

const idOf = (name: string, text: string | undefined): number | null => {
  if (text === undefined || text === '') return null;
  if (!/^\d{1,9}$/.test(text)) throw badQuery('Invalid query', [`${name} must be an id: ${text.slice(0, 40)}`]);
  return Number(text);
};

interface Entry {
  id: number;
  name: string;
  code: string;
}

async function locationEntries(db: Database, models: ArchiveModels, level: number, parent: number | null): Promise<Entry[]> {
  let select = resourceDb(db).selectFrom(models.locations.table).select(['id', 'name', 'code']).where('level', '=', level).where('status', '=', 1);
  if (parent !== null) select = select.where('parent_id', '=', parent);
  return (await select.orderBy('code').execute()) as unknown as Entry[];
}

async function countsBy(db: Database, models: ArchiveModels, field: string, where: Record<string, number>): Promise<Map<unknown, number>> {
  const model = models.records;
  const column = recordColumn(model, field);
  let select = resourceDb(db)
    .selectFrom(model.table)
    .select([column.as('key'), sql<number>`count(*)`.as('n')])
    .where(deletedCondition(model))
    .groupBy(column);
  for (const [name, value] of Object.entries(where)) select = select.where(recordColumn(model, name), '=', value);
  const rows = (await select.execute()) as unknown as { key: unknown; n: number }[];
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

async function labelOf(db: Database, models: ArchiveModels, id: number, level: number): Promise<string> {
  const row = await resourceDb(db).selectFrom(models.locations.table).select(['name']).where('id', '=', id).where('level', '=', level).executeTakeFirst();
  if (!row) throw badQuery('Invalid query', [`No ${level === 2 ? 'room' : 'rack'} with id ${id}`]);
  return String(row.name);
}

export async function povLocation(db: Database, models: ArchiveModels, query: Record<string, string | undefined>): Promise<PovLocationAnswer> {
  const room = idOf('active_ruangan', query.active_ruangan);
  const rack = room === null ? null : idOf('active_rak', query.active_rak);
  const binder = rack === null ? null : query.active_odner?.slice(0, 40) || null;
  const active = { ruangan: room, rak: rack, odner: binder };
  const sum = (counts: Map<unknown, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

  if (room === null) {
    const counts = await countsBy(db, models, 'storage_detail', {});
    const rooms = await locationEntries(db, models, 2, null);
    const data = rooms.map((r) => ({ level: 'ruangan' as const, value: r.id, label: r.name, code: r.code, total: counts.get(r.id) ?? 0, active: false }));
    return { level: 'ruangan', active, path: [], data, total: sum(counts) };
  }
  const path: { level: PovLevel; value: number | string; label: string }[] = [{ level: 'ruangan', value: room, label: await labelOf(db, models, room, 2) }];
  if (rack === null) {
    const counts = await countsBy(db, models, 'storage_spesific', { storage_detail: room });
    const racks = await locationEntries(db, models, 3, room);
    const data = racks.map((r) => ({ level: 'rak' as const, value: r.id, label: r.name, code: r.code, total: counts.get(r.id) ?? 0, active: false }));
    return { level: 'rak', active, path, data, total: sum(counts) };
  }
  path.push({ level: 'rak', value: rack, label: await labelOf(db, models, rack, 3) });
  const counts = await countsBy(db, models, 'odner', { storage_detail: room, storage_spesific: rack });
  const binders = [...counts.entries()].filter(([key]) => key !== null && key !== '').sort(([a], [b]) => String(a).localeCompare(String(b), 'id', { numeric: true }));
  const data = binders.map(([key, total]) => ({ level: 'odner' as const, value: String(key), label: String(key), total, active: key === binder }));
  if (binder) path.push({ level: 'odner', value: binder, label: binder });
  return { level: 'odner', active, path, data, total: sum(counts) };
}
