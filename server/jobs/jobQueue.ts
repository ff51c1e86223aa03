/**
 * Enqueueing a background job. The job is a row that graphile_worker.add_job writes through the
 * caller's connection, so when `db` is the transaction of a write, the job exists only if that
 * write commits: a rolled-back request never leaves a job behind, and a committed one always does.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

export interface EnqueueOptions {
  /** not before this moment (default: now) */
  readonly runAt?: Date;
  /** a pending job with the same key is replaced rather than added twice */
  readonly jobKey?: string;
}

export interface JobQueue {
  /** Whether a task of this name is registered: a definition that queues an unknown job is refused at start. */
  knows(name: string): boolean;
  enqueue(db: Kysely<any> | Transaction<any>, name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
}

export class UnknownJobError extends Error {
  constructor(readonly job: string, known: readonly string[]) {
    super(`Unknown job "${job}"; known jobs: ${known.join(', ')}`);
    this.name = 'UnknownJobError';
  }
}

/** taskNames: the runner's registry; a name outside it fails here, not silently in the queue. */
export function createJobQueue(taskNames: readonly string[]): JobQueue {
  const known = new Set(taskNames);
  return {
    knows: (name) => known.has(name),
    async enqueue(db, name, payload, options = {}) {
      if (!known.has(name)) throw new UnknownJobError(name, [...known]);
      await sql`select graphile_worker.add_job(
        ${name}::text,
        ${JSON.stringify(payload ?? {})}::json,
        run_at => ${options.runAt ?? null}::timestamptz,
        job_key => ${options.jobKey ?? null}::text)`.execute(db);
    },
  };
}
