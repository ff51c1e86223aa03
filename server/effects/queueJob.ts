/**
 * queueJob: the write queues a job named `<resource>.<action>` with the record's id, through the
 * job queue given to the server (jobQueue.ts), in the write's transaction. Without a queue the
 * effect is refused at start (registry check), never silently skipped.
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
    check: () => (queue ? undefined : 'names queueJob, but no job queue is installed (AppOptions.jobQueue)'),
  };
}
