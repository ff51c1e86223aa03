/**
 * Trigram indexes for list search: the generic list searches with `ilike '%text%'`, which a
 * btree cannot serve; a pg_trgm GIN index on each declared search field can. Only text columns:
 * a date or number cast to text is not an immutable expression, so it cannot be indexed.
 * pg_trgm ships with PostgreSQL's contrib; where it cannot be created (a server built without
 * contrib, or no right to create it) the report says so once and the list stays correct, only slower.
 */
import { sql, type Kysely } from 'kysely';
import type { StorageModel } from '../resources/storageModel.ts';

interface Report {
  readonly problems: string[];
}

export function searchIndexColumns(model: StorageModel): string[] {
  const fields = model.resource.list?.searchFields ?? [];
  return fields.map((field) => model.columnOf(field)).filter((c) => c !== undefined && c.kind === 'text' && !c.hashed).map((c) => c!.column);
}

export async function ensureSearchIndexes(db: Kysely<unknown>, models: readonly StorageModel[], report: Report): Promise<void> {
  const wanted = models.flatMap((model) => searchIndexColumns(model).map((column) => ({ table: model.table, column })));
  if (wanted.length === 0) return;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    report.problems.push(`pg_trgm is not available (${(error as Error).message}); list search works without its indexes, by scanning`);
    return;
  }
  for (const { table, column } of wanted) {
    const name = `${table}_${column}_trgm`;
    try {
      await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
    } catch (error) {
      report.problems.push(`${table}.${column}: could not add the search index ${name} (${(error as Error).message}); left without it`);
    }
  }
}
