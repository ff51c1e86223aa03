/**
 * queueJob: the write queues a job named `<resource>.<action>` with the record's id, through the
 * app's job queue (jobQueue.ts), in the write's transaction. An action that queues a job no task
 * of server/jobs/tasks/ runs is refused at start (registry check), never silently skipped.
 */
import type { Effect } from './effect.ts';
import type { JobQueue } from './jobQueue.ts';

export interface JobInput {
  readonly name: string;
  readonly payload: { readonly resource: string; readonly recordId: string | number; readonly action: string; readonly by: string };
}

export function queueJob(queue: JobQueue | undefined): Effect<JobInput> {
  return {
    name: 'queueJob',
    inputOf: (event, ctx) => ({
      name: `${event.model.resource.id}.${event.action}`,
      payload: { resource: event.model.resource.id, recordId: event.recordId, action: event.action, by: ctx.principal.username },
    }),
    run: async (input, ctx) => {
      if (!queue) throw new Error('job queue not installed');
      await queue.enqueue(ctx.db, input.name, input.payload);
    },
    check: (resource) => {
      if (!queue) return 'names queueJob, but no job queue is installed';
      const missing = Object.entries(resource.actions)
        .filter(([, action]) => action.effects?.includes('queueJob'))
        .map(([action]) => `${resource.id}.${action}`)
        .filter((name) => !queue.knows(name));
      return missing.length ? `names queueJob, but no job task ${missing.join(', ')} is registered (server/jobs/tasks/)` : undefined;
    },
  };
}
