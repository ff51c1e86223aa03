/**
 * Brings the resource tables in line with the definitions: creates missing tables, link tables,
 * columns, unique and plain indexes. It never drops or alters: a column whose type changed or a
 * field removed from a definition is reported and left as it is, so no data is lost silently.
 * Runs under an advisory lock, so several instances starting together do not race.
 */
import { createHash } from 'node:crypto';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { ColumnKind, StorageModel } from '../resources/storageModel.ts';
import type { Database } from './database.ts';
import { ensureSearchIndexes } from './searchIndexes.ts';

export interface SyncReport {
  readonly created: string[];
  readonly added: string[];
  readonly problems: string[];
}

const sqlType = {
  integer: 'integer',
  number: 'double precision',
  boolean: 'boolean',
  text: 'text',
  date: 'date',
  timestamp: 'timestamptz',
  time: 'time',
  json: 'jsonb',
  uuid: 'uuid',
} as const satisfies Record<ColumnKind, string>;

/** information_schema data types a declared kind may already have without being "changed". */
const compatible: Record<ColumnKind, string[]> = {
  integer: ['integer', 'bigint', 'smallint'],
  number: ['double precision', 'real', 'numeric', 'integer', 'bigint', 'smallint'],
  boolean: ['boolean'],
  text: ['text', 'character varying', 'character'],
  date: ['date'],
  timestamp: ['timestamp with time zone', 'timestamp without time zone'],
  time: ['time without time zone', 'time with time zone'],
  json: ['jsonb', 'json'],
  uuid: ['uuid'],
};

type AnyDb = Kysely<unknown>;
type Columns = Map<string, Map<string, string>>;

async function existingColumns(db: AnyDb): Promise<Columns> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`.execute(db);
  const tables: Columns = new Map();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, row.data_type);
  }
  return tables;
}

function columnOptions(column: StorageModel['columns'][number]) {
  return (c: ColumnDefinitionBuilder) => {
    if (column.primaryKey) {
      c = c.primaryKey();
      if (column.kind === 'uuid') c = c.defaultTo(sql`gen_random_uuid()`);
    }
    if (column.system === 'created_at' || column.system === 'updated_at') c = c.notNull().defaultTo(sql`now()`);
    return c;
  };
}

function typeOf(column: StorageModel['columns'][number]) {
  return column.primaryKey && column.kind === 'integer' ? 'serial' : sqlType[column.kind];
}

async function createTable(db: AnyDb, model: StorageModel): Promise<void> {
  let builder = db.schema.createTable(model.table);
  for (const column of model.columns) builder = builder.addColumn(column.column, typeOf(column), columnOptions(column));
  await builder.execute();
}

async function ensureIndexes(db: AnyDb, model: StorageModel, report: SyncReport): Promise<void> {
  for (const column of model.columns) {
    if (column.primaryKey || (!column.unique && !column.index)) continue;
    const name = `${model.table}_${column.column}_${column.unique ? 'key' : 'idx'}`;
    try {
      let index = db.schema.createIndex(name).ifNotExists().on(model.table).column(column.column);
      if (column.unique) index = index.unique();
      await index.execute();
    } catch (error) {
      report.problems.push(`${model.resource.id}.${column.field}: could not add the ${column.unique ? 'unique ' : ''}index ${name} (${(error as Error).message}); left without it`);
    }
  }
}

async function ensureLinkTables(db: AnyDb, model: StorageModel, tables: Columns, report: SyncReport): Promise<void> {
  for (const relation of model.relations) {
    const existing = tables.get(relation.through);
    if (existing) {
      for (const column of [relation.ownColumn, relation.targetColumn]) {
        if (!existing.has(column)) report.problems.push(`${model.resource.id}.${relation.field}: link table ${relation.through} has no column ${column}; left as it is`);
      }
      continue;
    }
    if (!tables.has(relation.targetTable)) {
      report.problems.push(`${model.resource.id}.${relation.field}: related table ${relation.targetTable} does not exist; link table ${relation.through} not created`);
      continue;
    }
    await db.schema
      .createTable(relation.through)
      .addColumn(relation.ownColumn, model.idKind, (c) => c.notNull().references(`${model.table}.id`).onDelete('cascade'))
      .addColumn(relation.targetColumn, relation.targetIdKind, (c) => c.notNull().references(`${relation.targetTable}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${relation.through}_pk`, [relation.ownColumn, relation.targetColumn])
      .execute();
    await db.schema.createIndex(`${relation.through}_${relation.targetColumn}_idx`).on(relation.through).column(relation.targetColumn).execute();
    tables.set(relation.through, new Map([[relation.ownColumn, model.idKind], [relation.targetColumn, relation.targetIdKind]]));
    report.created.push(relation.through);
  }
}

type Snapshot = Record<string, Record<string, string>>;

function snapshotOf(models: readonly StorageModel[]): Snapshot {
  const snapshot: Snapshot = {};
  for (const model of models) {
    snapshot[model.table] = Object.fromEntries(model.columns.map((c) => [c.column, c.field]));
  }
  return snapshot;
}

/** Columns an earlier definition declared and this one does not: reported, never dropped. */
async function reportRemovedFields(db: Database, snapshot: Snapshot, tables: Columns, report: SyncReport): Promise<void> {
  const last = await db.selectFrom('definition_versions').select('report').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const previous = (last?.report as { snapshot?: Snapshot } | undefined)?.snapshot ?? {};
  for (const [table, columns] of Object.entries(previous)) {
    for (const [column, field] of Object.entries(columns)) {
      if (snapshot[table]?.[column] === undefined && tables.get(table)?.has(column)) {
        report.problems.push(`${table}.${column}: field "${field}" was removed from the definition; the column and its data are kept`);
        // Keep it in the snapshot, so the next start reports it again until someone decides.
        (snapshot[table] ??= {})[column] = field;
      }
    }
  }
}

export async function syncResourceTables(db: Database, models: readonly StorageModel[]): Promise<SyncReport> {
  const report: SyncReport = { created: [], added: [], problems: [] };
  await db.connection().execute(async (connection) => {
    const conn = connection as unknown as AnyDb;
    await sql`select pg_advisory_lock(hashtext('portal.syncResourceTables'))`.execute(conn);
    try {
      const tables = await existingColumns(conn);
      for (const model of models) {
        const existing = tables.get(model.table);
        if (!existing) {
          await createTable(conn, model);
          tables.set(model.table, new Map(model.columns.map((c) => [c.column, sqlType[c.kind]])));
          report.created.push(model.table);
        } else {
          for (const column of model.columns) {
            const actual = existing.get(column.column);
            if (actual === undefined) {
              await conn.schema.alterTable(model.table).addColumn(column.column, sqlType[column.kind], columnOptions({ ...column, primaryKey: false })).execute();
              existing.set(column.column, sqlType[column.kind]);
              report.added.push(`${model.table}.${column.column}`);
            } else if (!compatible[column.kind].includes(actual) && !(column.primaryKey && actual === 'integer')) {
              report.problems.push(`${model.table}.${column.column}: the definition says ${sqlType[column.kind]}, the table has ${actual}; left as it is`);
            }
          }
        }
        await ensureIndexes(conn, model, report);
      }
      for (const model of models) await ensureLinkTables(conn, model, tables, report);
      await ensureSearchIndexes(conn, models, report);
      const snapshot = snapshotOf(models);
      await reportRemovedFields(conn as unknown as Database, snapshot, tables, report);
      const hash = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
      // The newest row is the snapshot the next start compares with, even when a hash comes back.
      const versions = conn as unknown as Database;
      await versions.deleteFrom('definition_versions').where('hash', '=', hash).execute();
      await versions.insertInto('definition_versions').values({ hash, report: JSON.stringify({ snapshot, problems: report.problems }) }).execute();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portal.syncResourceTables'))`.execute(conn);
    }
  });
  return report;
}
