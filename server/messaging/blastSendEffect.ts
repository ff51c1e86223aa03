/**
 * messagingBlastSend: a blast's send transition delivers it as one portal notification per
 * active staff member it targets (everyone, or one department's members), never the sender,
 * and writes on the blast how many it reached and when. Runs in the transition's transaction,
 * so a blast is sent once: the workflow's `from: [1]` refuses a second send.
 */
import { sql } from 'kysely';
import type { Effect } from '../effects/effect.ts';

export interface BlastInput {
  readonly table: string;
  readonly recordId: string | number;
  readonly target: string;
  readonly departmentId: number | null;
}

export const messagingBlastSend: Effect<BlastInput> = {
  name: 'messagingBlastSend',
  inputOf: (event) => {
    const after = event.after;
    if (!after) return undefined;
    return {
      table: event.model.table,
      recordId: event.recordId,
      target: String(after.target ?? 'ALL'),
      departmentId: typeof after.department_id === 'number' ? after.department_id : null,
    };
  },
  run: async (input, ctx) => {
    let recipients = ctx.db.selectFrom('users').select('username').where('disabled', '=', false).where('username', '!=', ctx.principal.username);
    if (input.target === 'DEPARTMENT') recipients = recipients.where('bidang_id', '=', input.departmentId ?? -1);
    const users = await recipients.orderBy('username').execute();
    if (users.length) {
      await ctx.db
        .insertInto('notifications')
        .values(
          users.map((user) => ({
            recipient: user.username,
            resource: 'messaging_blast',
            record_id: String(input.recordId),
            action: 'send',
            who: ctx.principal.username,
          })),
        )
        .execute();
    }
    await sql`update ${sql.table(input.table)} set recipients = ${users.length}, sent_at = now() where id = ${input.recordId}`.execute(ctx.db);
  },
  check: (resource) => (resource.fields.properties.recipients && resource.fields.properties.sent_at ? undefined : 'needs the fields recipients and sent_at'),
};
