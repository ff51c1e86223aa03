/** Everything the database needs before the app serves: migrations, resource tables, seed. */
import type { LoadedDefinitions } from '../engine/definitions/model.ts';
import { loadDefinitions } from '../engine/definitions/load.ts';
import type { Database } from './db/database.ts';
import { readDefinitionFiles } from './definitions/definitionFiles.ts';
import { migrate } from './db/migrate.ts';
import { installJobSchema } from './jobs/jobSchema.ts';
import { syncResourceTables, type SyncReport } from './db/syncResourceTables.ts';
import { storageModels } from './resources/storageModels.ts';
import { seed, type SeedReport } from './seed/seed.ts';

export interface StorageReport {
  readonly migrations: string[];
  readonly sync: SyncReport;
  readonly seed: SeedReport;
}

export async function loadServerDefinitions(): Promise<LoadedDefinitions> {
  return loadDefinitions(await readDefinitionFiles());
}

export async function prepareStorage(db: Database, definitions: LoadedDefinitions, seedPassword: string): Promise<StorageReport> {
  const migrations = await migrate(db);
  await installJobSchema(db);
  const models = storageModels(definitions);
  const sync = await syncResourceTables(db, [...models.values()]);
  return { migrations, sync, seed: await seed(db, definitions, models, seedPassword) };
}
