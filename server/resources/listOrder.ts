/**
 * The ORDER BY of a list: the sort column, then id in the same direction so that equal values
 * page stably. NULLS LAST only where the column can hold a null: on a NOT NULL column it changes
 * nothing in the result but stops PostgreSQL from reading the order off an index (on 100,000
 * rows `order by id desc nulls last` took 22 ms, `order by id desc` 0.04 ms).
 */
import { sql, type RawBuilder } from 'kysely';
import type { CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { sortColumn } from './listConditions.ts';
import type { ColumnModel, StorageModel } from './storageModel.ts';

/** The primary key and the server-filled timestamps are NOT NULL (syncResourceTables); other fields may be null. */
export function columnIsNotNull(column: ColumnModel): boolean {
  return column.primaryKey || column.system === 'created_at' || column.system === 'updated_at';
}

export function listOrder(model: StorageModel, query: CheckedListQuery): RawBuilder<unknown> {
  const direction = query.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const column = model.columnOf(query.sortField);
  const id = sql.ref(`${model.table}.id`);
  const sorted = sortColumn(model, query);
  if (column?.primaryKey) return sql`${id} ${direction}`;
  if (column && columnIsNotNull(column)) return sql`${sorted} ${direction}, ${id} ${direction}`;
  return sql`${sorted} ${direction} nulls last, ${id} ${direction}`;
}
