/**
 * helpdeskStamps: what a helpdesk ticket's workflow step records beyond its status. The first
 * handler who moves a ticket (start, finish, close) becomes its handler, taken from the
 * signed-in user so nobody can name someone else; a close stamps closed_at, which the reports
 * and the rating ("after closing") rely on. Runs in the transition's transaction.
 */
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import { resourceDb } from '../db/database.ts';
import type { Effect } from '../effects/effect.ts';

const handlerPermission = 'supporting_view.ticket_handler';
const closed = 4;

interface StampInput {
  readonly table: string;
  readonly id: string | number;
  readonly handler?: string;
  readonly closedAt?: Date;
}

export const helpdeskStamps: Effect<StampInput> = {
  name: 'helpdeskStamps',
  inputOf(event, ctx) {
    const after = event.after;
    if (!after) return undefined;
    const handler = after.handler == null && hasPermission(handlerPermission, ctx.principal) ? ctx.principal.username : undefined;
    const closedAt = after.status === closed && after.closed_at == null ? new Date() : undefined;
    if (handler === undefined && closedAt === undefined) return undefined;
    return { table: event.model.table, id: event.recordId, handler, closedAt };
  },
  async run(input, ctx) {
    const values: Record<string, unknown> = {};
    if (input.handler !== undefined) values.handler = input.handler;
    if (input.closedAt !== undefined) values.closed_at = input.closedAt;
    await resourceDb(ctx.db).updateTable(input.table).set(values).where('id', '=', input.id).execute();
  },
  check: (resource) => (['handler', 'closed_at', 'status'].every((field) => resource.fields.properties[field]) ? undefined : 'needs the fields handler, closed_at and status'),
};
