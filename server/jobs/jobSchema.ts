/**
 * graphile-worker's own schema (graphile_worker.*), installed and migrated by its API before
 * anything can enqueue a job. Runs under an advisory lock: graphile-worker tolerates two workers
 * racing on a migration, but not on the first install of the schema.
 */
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import { connectionUrlOf, type Database } from '../db/database.ts';
import { quietLogger } from './workerLogger.ts';

export async function installJobSchema(db: Database): Promise<void> {
  const pool = new pg.Pool({ connectionString: connectionUrlOf(db), max: 2 });
  pool.on('error', () => undefined);
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('portal.installJobSchema'))`);
    try {
      await runMigrations({ pgPool: pool, logger: quietLogger });
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtext('portal.installJobSchema'))`);
    }
  } finally {
    lock.release();
    await pool.end();
  }
}
