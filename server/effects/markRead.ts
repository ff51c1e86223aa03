/** markRead: the caller's unread notifications about the record become read (opened, processed, answered). */
import type { Effect } from './effect.ts';

export interface MarkReadInput {
  readonly recipient: string;
  readonly resource: string;
  readonly recordId: string | number;
}

export const markRead: Effect<MarkReadInput> = {
  name: 'markRead',
  inputOf: (event, ctx) => ({ recipient: ctx.principal.username, resource: event.model.resource.id, recordId: event.recordId }),
  run: async (input, ctx) => {
    await ctx.db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('recipient', '=', input.recipient)
      .where('resource', '=', input.resource)
      .where('record_id', '=', String(input.recordId))
      .where('read_at', 'is', null)
      .execute();
  },
};
