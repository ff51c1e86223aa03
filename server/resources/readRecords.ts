/**
 * Reading records: the readable columns (never a hashed one) and, where asked, the ids of each
 * many-to-many relation as an array.
 */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import type { RelationModel, StorageModel } from './storageModel.ts';

type Select = SelectQueryBuilder<Record<string, ResourceRow>, string, ResourceRow>;

function relationIds(model: StorageModel, relation: RelationModel): RawBuilder<unknown> {
  return sql`coalesce((select array_agg(l.${sql.ref(relation.targetColumn)} order by l.${sql.ref(relation.targetColumn)}) from ${sql.table(relation.through)} l where l.${sql.ref(relation.ownColumn)} = ${sql.ref(`${model.table}.id`)}), '{}')`;
}

/** fields: only these readable columns (an export's), all of them otherwise. */
export function selectReadable(db: ResourceDb, model: StorageModel, relations: readonly RelationModel[] = model.relations, fields?: readonly string[]): Select {
  const columns = model.columns.filter((c) => !c.hashed && (!fields || fields.includes(c.field))).map((c) => sql.ref(`${model.table}.${c.column}`).as(c.field));
  const linked = relations.map((r) => relationIds(model, r).as(r.field));
  return db.selectFrom(model.table).select([...columns, ...linked]) as unknown as Select;
}

/** rows: the caller's row rule as a condition (rowFilter.ts); a record outside it is not found. */
export async function findRecord(db: ResourceDb, model: StorageModel, id: number | string, rows?: Expression<SqlBool>): Promise<ResourceRow | undefined> {
  const select = selectReadable(db, model).where(sql.ref(`${model.table}.id`), '=', id);
  return (rows ? select.where(rows) : select).executeTakeFirst();
}
