/**
 * The archive's numbers: the universe (everything in the archive at a glance: by retention,
 * availability, room, classification and archiving year) and the records each user archived
 * (report/statistic_user), with their retention split. Soft-deleted records are counted apart.
 */
import { sql } from 'kysely';
import { resourceDb, type Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { deletedCondition, recordColumn, type ArchiveModels } from './archiveModel.ts';

type Group = { key: unknown; n: number };

async function groupCount(db: Database, models: ArchiveModels, expression: ReturnType<typeof recordColumn> | ReturnType<typeof sql>): Promise<Group[]> {
  const model = models.records;
  return (await resourceDb(db)
    .selectFrom(model.table)
    .select([sql`${expression}`.as('key'), sql<number>`count(*)`.as('n')])
    .where(deletedCondition(model))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute()) as unknown as Group[];
}

async function names(db: Database, table: string): Promise<Map<unknown, string>> {
  const rows = await resourceDb(db).selectFrom(table).select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, String(r.name)]));
}

export async function archiveUniverse(db: Database, models: ArchiveModels) {
  const model = models.records;
  const col = (field: string) => recordColumn(model, field);
  const [byRetensi, byStatus, byRoom, byClassification, byYear, physical, deleted] = await Promise.all([
    groupCount(db, models, col('retensi')),
    groupCount(db, models, col('destroyed_status')),
    groupCount(db, models, col('storage_detail')),
    groupCount(db, models, col('classification')),
    groupCount(db, models, sql`extract(year from ${col('tanggal_pengarsipan')})::int`),
    resourceDb(db).selectFrom(model.table).select(sql<number>`count(*)`.as('n')).where(deletedCondition(model)).where(col('physical_status'), '=', true).executeTakeFirstOrThrow(),
    resourceDb(db).selectFrom(model.table).select(sql<number>`count(*)`.as('n')).where(deletedCondition(model, true)).executeTakeFirstOrThrow(),
  ]);
  const rooms = await names(db, models.locations.table);
  const classes = await names(db, models.classifications.table);
  const named = (groups: Group[], labels?: Map<unknown, string>) => groups.map((g) => ({ value: g.key, label: g.key === null ? null : labels ? (labels.get(g.key) ?? String(g.key)) : String(g.key), total: Number(g.n) }));
  return {
    total: byRetensi.reduce((sum, g) => sum + Number(g.n), 0),
    physical: Number(physical.n),
    deleted: Number(deleted.n),
    by_retensi: named(byRetensi),
    by_destroyed_status: named(byStatus),
    by_room: named(byRoom, rooms),
    by_classification: named(byClassification, classes),
    by_year: named(byYear),
  };
}

export async function statisticUser(db: Database, models: ArchiveModels, yearText: string | undefined) {
  if (yearText !== undefined && yearText !== '' && !/^\d{4}$/.test(yearText)) throw badQuery('Invalid query', [`tahun must be a year: ${yearText.slice(0, 10)}`]);
  const model = models.records;
  const col = (field: string) => recordColumn(model, field);
  const retensi = (value: string) => sql<number>`count(*) filter (where ${col('retensi')} = ${value})`;
  let select = resourceDb(db)
    .selectFrom(model.table)
    .select([
      col('created_by').as('created_by'),
      sql<number>`count(*)`.as('total'),
      retensi('IN STORAGE').as('in_storage'),
      retensi('EXPIRED').as('expired'),
      retensi('PERMANENT').as('permanent'),
      retensi('DESTROYED').as('destroyed'),
    ])
    .where(deletedCondition(model))
    .groupBy(col('created_by'))
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(col('created_by'));
  if (yearText) select = select.where(sql`extract(year from ${col('tanggal_pengarsipan')})`, '=', Number(yearText));
  const rows = (await select.execute()) as unknown as Record<string, unknown>[];
  const users = await db.selectFrom('users').select(['username', 'name']).execute();
  const nameOf = new Map(users.map((u) => [u.username, u.name]));
  const data = rows.map((r) => ({
    created_by: r.created_by,
    name: nameOf.get(String(r.created_by)) ?? String(r.created_by),
    total: Number(r.total),
    in_storage: Number(r.in_storage),
    expired: Number(r.expired),
    permanent: Number(r.permanent),
    destroyed: Number(r.destroyed),
  }));
  return { data, total: data.reduce((sum, r) => sum + r.total, 0) };
}
