/**
 * A list's declared figures (`list.statistic`, modules.md: the permits' "list with statistic
 * open, close, temuan"), answered as `statistic` beside each page: each figure counts the rows the
 * caller reaches (the row rule) in the list's own scope (the path's parent key), whatever the page,
 * search or filters, so they read as the list's summary. One statement, every figure a filtered
 * count of the same pass.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListView } from '../../engine/generated/definitions.ts';
import type { ResourceDb } from '../db/database.ts';
import type { FilterValue } from './filterValues.ts';
import { fixedConditions } from './listConditions.ts';
import type { StorageModel } from './storageModel.ts';

export type ListStatistic = NonNullable<ListView['statistic']>;

export async function listStatistic(db: ResourceDb, model: StorageModel, statistic: ListStatistic, fixed: Record<string, FilterValue>, rows?: Expression<SqlBool>): Promise<Record<string, number>> {
  const figures = Object.entries(statistic).map(([name, figure]) => {
    const column = figure.field === undefined ? undefined : model.columnOf(figure.field);
    // The lint refuses a field the resource does not have; one not stored counts nothing rather than everything.
    if (figure.field !== undefined && !column) return sql<string>`0`.as(name);
    const counted = column && figure.in ? sql<string>`count(*) filter (where ${sql.ref(`${model.table}.${column.column}`)} in (${sql.join(figure.in)}))` : sql<string>`count(*)`;
    return counted.as(name);
  });
  let select = db.selectFrom(model.table).select(figures);
  for (const condition of [...fixedConditions(model, fixed), ...(rows ? [rows] : [])]) select = select.where(condition);
  const row = (await select.executeTakeFirstOrThrow()) as Record<string, string | number>;
  return Object.fromEntries(Object.keys(statistic).map((name) => [name, Number(row[name] ?? 0)]));
}
