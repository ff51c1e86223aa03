/**
 * Background jobs (graphile-worker on the app's PostgreSQL): a job enqueued in a transaction
 * exists only if the transaction commits; a committed job runs; the refresh-token cleanup
 * deletes only long-expired rows; with two instances on one database each job runs once.
 * Waits poll the database for a job's effect, with a bound; nothing sleeps for a fixed time.
 */
import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connectDatabase, connectionUrlOf, type Database } from '../../server/db/database.ts';
import { UnknownJobError } from '../../server/jobs/jobQueue.ts';
import { refreshTokenRetentionDays } from '../../server/jobs/tasks/cleanupExpiredRefreshTokens.ts';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

/** Polls until check() is true; fails after timeoutMs with what it was waiting for. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

class Rollback extends Error {}

describe.each(testBackends())('jobs (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let second: FastifyInstance;
  let secondDb: Database;

  /** A test task that records which instance ran it, in a plain table. */
  const recorder = (db: Database, instance: string): Task => async (payload) => {
    await db.insertInto('job_runs' as never).values({ key: (payload as { key: string }).key, instance } as never).execute();
  };
  const runs = (where = 'true') => server.query<{ key: string; instance: string }>(`select key, instance from job_runs where ${where} order by key`);
  const pending = async () => (await server.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs'))[0].n;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    await server.query('create table job_runs (key text not null, instance text not null)');
    // Instance A replaces the default app with one that also knows the test task; instance B is
    // what a second process would have: its own pools, its own memory, the same database.
    await server.app.close();
    server.app = await buildApp({ definitions: server.definitions, db: server.db, config: server.config, logger: false, jobs: { extraTasks: { record: recorder(server.db, 'A') } } });
    secondDb = connectDatabase(connectionUrlOf(server.db), 5);
    second = await buildApp({ definitions: server.definitions, db: secondDb, config: server.config, logger: false, jobs: { extraTasks: { record: recorder(secondDb, 'B') } } });
    await Promise.all([server.app.ready(), second.ready()]);
  });

  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    await server?.stop();
  });

  it('never runs a job whose transaction rolled back, and runs one whose transaction committed', async () => {
    const queue = server.app.jobQueue;
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx.insertInto('audit_trail').values({ who: 'test', resource: 'jobs', action: 'rolled-back-write' }).execute();
        await queue.enqueue(trx, 'record', { key: 'rolled-back' });
        throw new Rollback('the write failed');
      }),
    ).rejects.toThrow(Rollback);
    await server.db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_trail').values({ who: 'test', resource: 'jobs', action: 'committed-write' }).execute();
      await queue.enqueue(trx, 'record', { key: 'committed' });
    });

    await waitFor('the committed job', async () => (await runs("key = 'committed'")).length === 1);
    await waitFor('an empty queue', async () => (await pending()) === 0);
    expect(await runs("key = 'rolled-back'")).toEqual([]);
    expect(await server.count('audit_trail', "action = 'rolled-back-write'")).toBe(0);
    expect(await server.count('audit_trail', "action = 'committed-write'")).toBe(1);
  });

  it('refuses a job name that no task has, naming the known ones', async () => {
    await expect(server.app.jobQueue.enqueue(server.db, 'sendFax', {})).rejects.toThrow(UnknownJobError);
    await expect(server.app.jobQueue.enqueue(server.db, 'sendFax', {})).rejects.toThrow(
      'Unknown job "sendFax"; known jobs: cleanupExpiredRefreshTokens, removeRecordFiles, rekonsiliasi_preparation.migrate_data, record',
    );
  });

  it('runs each job exactly once with two instances on one database', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `once-${String(i).padStart(2, '0')}`);
    // Enqueued through both instances, in one transaction each.
    await server.db.transaction().execute(async (trx) => {
      for (const key of keys.slice(0, 15)) await server.app.jobQueue.enqueue(trx, 'record', { key });
    });
    await secondDb.transaction().execute(async (trx) => {
      for (const key of keys.slice(15)) await second.jobQueue.enqueue(trx, 'record', { key });
    });

    await waitFor('all 30 jobs', async () => (await runs("key like 'once-%'")).length >= keys.length);
    await waitFor('an empty queue', async () => (await pending()) === 0);
    const done = await runs("key like 'once-%'");
    expect(done.map((r) => r.key)).toEqual(keys);
    expect(done.every((r) => r.instance === 'A' || r.instance === 'B')).toBe(true);
  });

  it('replaces a pending job that has the same job key', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await server.app.jobQueue.enqueue(server.db, 'record', { key: 'keyed-1' }, { jobKey: 'keyed', runAt: later });
    await second.jobQueue.enqueue(secondDb, 'record', { key: 'keyed-2' }, { jobKey: 'keyed', runAt: later });
    try {
      // payload is not in graphile-worker's public view; its private table is read only here
      const rows = await server.query<{ payload: { key: string } }>("select payload from graphile_worker._private_jobs where key = 'keyed'");
      expect(rows.map((r) => r.payload.key)).toEqual(['keyed-2']);
    } finally {
      await server.query(`select graphile_worker.remove_job('keyed')`);
    }
  });

  it('cleanupExpiredRefreshTokens deletes only rows expired more than the retention period ago', async () => {
    const day = 24 * 60 * 60_000;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
    const user = (await server.query<{ id: number }>("select id from users where username = 'staff'"))[0].id;
    const rows = {
      'long-expired': at(-(refreshTokenRetentionDays + 1) * day),
      'long-expired-revoked': at(-(refreshTokenRetentionDays + 30) * day),
      'just-expired': at(-60_000),
      'expired-within-retention': at(-(refreshTokenRetentionDays - 1) * day),
      live: at(3 * day),
    };
    for (const [hash, expires] of Object.entries(rows)) {
      await server.query(
        `insert into refresh_tokens (user_id, family, family_started_at, hash, expires, revoked) values ($1, gen_random_uuid(), $2, $3, $2, $4)`,
        [user, expires, `cleanup-${hash}`, hash.endsWith('revoked')],
      );
    }
    await server.app.jobQueue.enqueue(server.db, 'cleanupExpiredRefreshTokens', {});

    await waitFor('the cleanup', async () => (await server.count('refresh_tokens', "hash like 'cleanup-long-expired%'")) === 0);
    await waitFor('an empty queue', async () => (await pending()) === 0);
    const left = await server.query<{ hash: string }>("select hash from refresh_tokens where hash like 'cleanup-%' order by hash");
    expect(left.map((r) => r.hash)).toEqual(['cleanup-expired-within-retention', 'cleanup-just-expired', 'cleanup-live']);
  });

  it('schedules the cleanup daily with graphile-worker cron', async () => {
    await waitFor('the crontab to be known', async () => {
      const known = await server.query<{ identifier: string }>('select identifier from graphile_worker._private_known_crontabs');
      return known.some((k) => k.identifier === 'cleanupExpiredRefreshTokens');
    });
  });
});
