/**
 * Where the queueJob effect puts a job: the app's job queue (server/jobs/jobQueue.ts, installed
 * by installJobs as app.jobQueue). Its enqueue uses the `db` it is given, the write's
 * transaction, so a job exists exactly when its write committed.
 */
export type { JobQueue } from '../jobs/jobQueue.ts';
