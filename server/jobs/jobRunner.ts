/**
 * The in-process graphile-worker runner: a few jobs at a time, on its own small pool, so requests
 * and jobs never wait for each other's connections. Every instance runs one; graphile-worker
 * locks each job (SKIP LOCKED), so a job runs on exactly one of them.
 */
import { run, type ParsedCronItem, type Runner, type TaskList } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionUrlOf, type Database } from '../db/database.ts';
import { workerLogger } from './workerLogger.ts';

export interface JobRunnerOptions {
  readonly db: Database;
  readonly tasks: TaskList;
  readonly schedules: ParsedCronItem[];
  readonly log: FastifyBaseLogger;
  /** jobs run at once by this instance */
  readonly concurrency?: number;
}

export interface JobRunner {
  stop(): Promise<void>;
}

export async function startJobRunner({ db, tasks, schedules, log, concurrency = 2 }: JobRunnerOptions): Promise<JobRunner> {
  // One connection listens for new jobs, one per running job, one for cron and lock resets.
  const pool = new pg.Pool({ connectionString: connectionUrlOf(db), max: concurrency + 2 });
  pool.on('error', (error) => log.warn({ err: error }, 'job runner: a database connection failed'));
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency,
      // the process (main.ts) owns its signals; the app's close stops this runner
      noHandleSignals: true,
      taskList: tasks,
      parsedCronItems: schedules,
      logger: workerLogger(log),
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        await runner.stop();
        await pool.end();
      })()),
  };
}
