/**
 * Where the queueJob effect puts a job. The job queue (server/jobs/) implements it and is given
 * to buildApp (AppOptions.jobQueue); enqueue must use the `db` it is given, the write's
 * transaction, so a job exists exactly when its write committed.
 */
import type { Database } from '../db/database.ts';

export interface JobQueue {
  enqueue(db: Database, name: string, payload: unknown): Promise<void>;
}
