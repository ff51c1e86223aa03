/**
 * The declared counters of a dashboard as SQL: for each resource, one query with one
 * `count(*) filter (where ...)` per counter, so a dashboard costs one scan per resource, not one
 * per number. Only stored columns named by the definition reach SQL (checked at mount).
 */
import { sql, type RawBuilder } from 'kysely';
import type { CounterCount } from '../../engine/generated/definitions.ts';
import { resourceDb, type Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

export interface PlannedCounter {
  readonly group: string;
  readonly key: string;
  readonly count: CounterCount;
}

/** Why a counter cannot be counted as declared, or undefined when it can. */
export function counterProblem(model: StorageModel | undefined, count: CounterCount): string | undefined {
  if (!model) return `resource "${count.resource}" has no table (storage none)`;
  for (const field of Object.keys(count.where ?? {})) {
    const column = model.columnOf(field);
    if (!column || column.hashed || column.kind === 'json') return `"${field}" is not a stored column of "${count.resource}" that can be compared`;
  }
  return undefined;
}

function condition(model: StorageModel, count: CounterCount): RawBuilder<unknown> {
  const parts = Object.entries(count.where ?? {}).map(([field, value]) => {
    const column = sql.ref(model.columnOf(field)!.column);
    return Array.isArray(value) ? sql`${column} in (${sql.join(value)})` : sql`${column} = ${value}`;
  });
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The counts of counters that all count one resource, in their order. */
export async function countRows(db: Database, model: StorageModel, counters: readonly PlannedCounter[]): Promise<number[]> {
  const columns = counters.map((counter, i) => sql<number>`count(*) filter (where ${condition(model, counter.count)})`.as(`c${i}`));
  const row = await resourceDb(db).selectFrom(model.table).select(columns).executeTakeFirstOrThrow();
  return counters.map((_, i) => Number(row[`c${i}`]));
}
