/**
 * Every background task the product has, by name, and when the recurring ones run. The registry
 * is made by a factory and handed to the runner; the queue refuses any other name.
 */
import { parseCronItems, type ParsedCronItem, type TaskList } from 'graphile-worker';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../files/fileStorage.ts';
import { cleanupExpiredRefreshTokens } from './cleanupExpiredRefreshTokens.ts';
import { removeRecordFiles } from './removeRecordFiles.ts';
import { migratePreparationTask } from '../../rekonsiliasi/migratePreparation.ts';

export interface TaskDeps {
  readonly db: Database;
  /** where uploaded files are kept (server/files/) */
  readonly storage: FileStorage;
}

export function createTaskRegistry(deps: TaskDeps) {
  return {
    cleanupExpiredRefreshTokens: cleanupExpiredRefreshTokens(deps),
    removeRecordFiles: removeRecordFiles(deps),
    'rekonsiliasi_preparation.migrate_data': migratePreparationTask(deps),
  } as const satisfies TaskList;
}

export type TaskRegistry = ReturnType<typeof createTaskRegistry>;
export type TaskName = keyof TaskRegistry;

interface Schedule {
  readonly task: TaskName;
  /** crontab syntax, in the server's time zone */
  readonly match: string;
}

/** Once a day at 03:17, off the hour when other systems' jobs crowd the database. */
const schedules: readonly Schedule[] = [{ task: 'cleanupExpiredRefreshTokens', match: '17 3 * * *' }];

/** graphile-worker's cron: each tick is enqueued once however many instances run it. */
export function taskSchedules(): ParsedCronItem[] {
  return parseCronItems(schedules.map(({ task, match }) => ({ task, match, identifier: task })));
}
