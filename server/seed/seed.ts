/**
 * Demo data on the first start (an empty users table), in one transaction under a lock, so
 * two instances starting together seed once. The permission catalogue is synced every start.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { demoUsersOf, seedDemoUsers, type DemoUser } from './demoUsers.ts';
import { seedRoles, syncPermissionCatalogue } from './permissionCatalogue.ts';
import { seedReferenceRows } from './referenceRows.ts';
import { seedDemoNotifications } from './demoNotifications.ts';
import { seedBlastNotifications } from './miscDemoRecords.ts';

export interface SeedReport {
  /** whether this start wrote the demo data */
  readonly seeded: boolean;
  readonly newPermissions: number;
  readonly referenceRows: string[];
  readonly users: DemoUser[];
}

export async function seed(db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, password: string): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('portal.seed'))`.execute(trx);
    const newPermissions = await syncPermissionCatalogue(trx, definitions);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return { seeded: false, newPermissions, referenceRows: [], users: demoUsersOf(definitions) };
    const referenceRows = await seedReferenceRows(trx, definitions, models);
    const roleIds = await seedRoles(trx, definitions);
    const users = await seedDemoUsers(trx, definitions, roleIds, password);
    await seedDemoNotifications(trx, models);
    await seedBlastNotifications(trx);
    return { seeded: true, newPermissions, referenceRows, users };
  });
}
