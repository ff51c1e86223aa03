/**
 * Jobs in the app: `app.jobQueue` for code that enqueues (effects), and this instance's runner,
 * started when the app is ready and stopped when it closes (running jobs finish first).
 */
import type { FastifyInstance } from 'fastify';
import type { TaskList } from 'graphile-worker';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { createJobQueue, type JobQueue } from './jobQueue.ts';
import { startJobRunner, type JobRunner } from './jobRunner.ts';
import { createTaskRegistry, taskSchedules } from './tasks/taskRegistry.ts';

export interface JobsOptions {
  /** false: this instance enqueues but runs no job (default true) */
  readonly run?: boolean;
  readonly concurrency?: number;
  /** tasks added to the product's (tests) */
  readonly extraTasks?: TaskList;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

export function installJobs(app: FastifyInstance, db: Database, storage: FileStorage, options: JobsOptions = {}): void {
  const tasks: TaskList = { ...createTaskRegistry({ db, storage }), ...options.extraTasks };
  app.decorate('jobQueue', createJobQueue(Object.keys(tasks)));
  if (options.run === false) return;
  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = await startJobRunner({ db, tasks, schedules: taskSchedules(), log: app.log, concurrency: options.concurrency });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
