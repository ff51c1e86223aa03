/** The one connection pool, as Kysely over pg. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './preparedStatements.ts';
import type { SystemTables } from './systemTables.ts';

export type Database = Kysely<SystemTables>;

/**
 * Resource tables are declared in the definitions and known only at run time; every name that
 * reaches this view of the database has been checked against a loaded definition first.
 */
export type ResourceRow = Record<string, unknown>;
export type ResourceDb = Kysely<Record<string, ResourceRow>>;

export function resourceDb(db: Database | ResourceDb): ResourceDb {
  return db as unknown as ResourceDb;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' (a birth date has no time zone); counts come back as numbers.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

const urls = new WeakMap<Database, string>();

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, types: typeParsers, Client: PreparingClient });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<SystemTables>({ dialect: new PostgresDialect({ pool }) });
  urls.set(db, url);
  return db;
}

/** The address a pool was opened on: the job runner opens its own small pool on the same database. */
export function connectionUrlOf(db: Database): string {
  const url = urls.get(db);
  if (!url) throw new Error('connectionUrlOf: this database was not opened by connectDatabase');
  return url;
}
