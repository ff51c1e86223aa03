/** Runs the system-table migrations (kysely's Migrator, listed here rather than read from disk). */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as systemTables from './migrations/001_systemTables.ts';
import * as fileOwners from './migrations/002_fileOwners.ts';
import * as refreshFamilyStart from './migrations/003_refreshFamilyStart.ts';
import * as effectTables from './migrations/004_effectTables.ts';
import * as realtimeSignals from './migrations/005_realtimeSignals.ts';
import * as pushSubscriptions from './migrations/006_pushSubscriptions.ts';
import * as passwordResets from './migrations/007_passwordResets.ts';
import * as accessVersion from './migrations/008_accessVersion.ts';

const migrations: Record<string, Migration> = {
  '001_systemTables': systemTables,
  '002_fileOwners': fileOwners,
  '003_refreshFamilyStart': refreshFamilyStart,
  '004_effectTables': effectTables,
  '005_realtimeSignals': realtimeSignals,
  '006_pushSubscriptions': pushSubscriptions,
  '007_passwordResets': passwordResets,
  '008_accessVersion': accessVersion,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
