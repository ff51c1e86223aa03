/**
 * GET /sso/archive/pov/classification: the classification sidebar, one level at a time. Without
 * active_classification the level 1 entries (jenis), with it the children of that entry; every
 * node with the number of records in the archive filed under it (at whatever level the record
 * names it), soft-deleted ones left out.
 */
import { sql } from 'kysely';
import { resourceDb, type Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { deletedCondition, recordColumn, type ArchiveModels } from './archiveModel.ts';

const levelFields = ['classification', 'classification_detail', 'classification_spesific'] as const;

interface Entry {
  id: number;
  name: string;
  code: string;
  level: number;
  parent_id: number | null;
}

export async function povClassification(db: Database, models: ArchiveModels, query: Record<string, string | undefined>) {
  const text = query.active_classification;
  if (text !== undefined && text !== '' && !/^\d{1,9}$/.test(text)) throw badQuery('Invalid query', [`active_classification must be an id: ${text.slice(0, 40)}`]);
  const activeId = text ? Number(text) : null;
  const table = resourceDb(db).selectFrom(models.classifications.table);
  const active = activeId === null ? undefined : ((await table.select(['id', 'name', 'code', 'level', 'parent_id']).where('id', '=', activeId).executeTakeFirst()) as unknown as Entry | undefined);
  if (activeId !== null && !active) throw badQuery('Invalid query', [`Unknown classification: ${activeId}`]);
  // The active leaf keeps its siblings in view; an active branch opens its children.
  const level = active ? Math.min(active.level + 1, 3) : 1;
  const children = (await table
    .select(['id', 'name', 'code', 'level', 'parent_id'])
    .where('status', '=', 1)
    .where('level', '=', level)
    .$if(active !== undefined, (q) => q.where('parent_id', '=', active!.level < 3 ? active!.id : active!.parent_id))
    .orderBy('code')
    .execute()) as unknown as Entry[];
  const nodes = children.length || !active ? children : [];
  const field = levelFields[level - 1];
  const column = recordColumn(models.records, field);
  const rows = (await resourceDb(db)
    .selectFrom(models.records.table)
    .select([column.as('key'), sql<number>`count(*)`.as('n')])
    .where(deletedCondition(models.records))
    .groupBy(column)
    .execute()) as unknown as { key: number; n: number }[];
  const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
  const path: { value: number; label: string; level: number }[] = [];
  for (let at = active; at; ) {
    path.unshift({ value: at.id, label: at.name, level: at.level });
    at = at.parent_id === null ? undefined : ((await table.select(['id', 'name', 'code', 'level', 'parent_id']).where('id', '=', at.parent_id).executeTakeFirst()) as unknown as Entry | undefined);
  }
  return {
    level,
    active: activeId,
    path,
    data: nodes.map((n) => ({ value: n.id, label: n.name, code: n.code, level: n.level, total: counts.get(n.id) ?? 0, active: n.id === activeId })),
  };
}
