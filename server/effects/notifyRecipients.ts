/**
 * notifyRecipients: one notification row per user the write concerns, never the writer. A write
 * concerns "the other side" of a record:
 * - its requesters: whoever created the record or one of its ancestors (an approval or a task
 *   of a ticket notifies the ticket's requester);
 * - its addressees: a username field its row rule names (a disposition's recipient);
 * - its handlers: the holders of the row rule's `unless` of the record or its nearest ancestor
 *   that has one (a new ticket notifies the ticket handlers), when the writer is not one of them.
 * Live delivery (socket) reads these rows later; the sidebar badges can count them now.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import { resourceDb, type ResourceRow } from '../db/database.ts';
import type { Effect, EffectContext, WriteEvent } from './effect.ts';
import { usersHolding } from '../auth/usersHolding.ts';

export interface NotifyInput {
  readonly resource: string;
  readonly recordId: string | number;
  readonly action: string;
  readonly recipients: readonly string[];
}

/** The record and its ancestors, nearest first. */
async function lineage(event: WriteEvent, ctx: EffectContext): Promise<Array<{ resource: LoadedResource; row: ResourceRow }>> {
  const found: Array<{ resource: LoadedResource; row: ResourceRow }> = [];
  let resource: LoadedResource | undefined = event.model.resource;
  let row = event.after ?? event.before;
  for (let depth = 0; resource && row && depth < 8; depth++) {
    found.push({ resource, row });
    const link: LoadedResource['parent'] = resource.parent;
    const parentId = link ? row[link.foreignKey] : undefined;
    resource = link ? ctx.definitions.resources[link.resource] : undefined;
    const model = resource && ctx.models.get(resource.id);
    row = model && parentId !== null && parentId !== undefined ? ((await resourceDb(ctx.db).selectFrom(model.table).selectAll().where('id', '=', parentId as string).executeTakeFirst()) ?? null) : null;
  }
  return found;
}

export async function recipientsOf(event: WriteEvent, ctx: EffectContext): Promise<string[]> {
  const records = await lineage(event, ctx);
  const who = ctx.principal.username;
  const recipients = new Set(records.map(({ row }) => row.created_by).filter((name): name is string => typeof name === 'string'));
  // Its addressees: the users its own row rule names by username besides the creator (a
  // disposition's recipient), so the other side of a record hears of it whichever side wrote.
  for (const entry of event.model.resource.rows?.anyOf ?? []) {
    const value = 'field' in entry && entry.is === 'username' ? records[0]?.row[entry.field] : undefined;
    if (typeof value === 'string' && value !== '') recipients.add(value);
  }
  const unless = records.find(({ resource }) => resource.rows?.unless !== undefined)?.resource.rows?.unless;
  if (unless !== undefined && !hasPermission(unless, ctx.principal)) for (const user of await usersHolding(ctx.db, unless)) recipients.add(user.username);
  recipients.delete(who);
  return [...recipients].sort();
}

export const notifyRecipients: Effect<NotifyInput> = {
  name: 'notifyRecipients',
  inputOf: async (event, ctx) => {
    const recipients = await recipientsOf(event, ctx);
    return recipients.length ? { resource: event.model.resource.id, recordId: event.recordId, action: event.action, recipients } : undefined;
  },
  run: async (input, ctx) => {
    await ctx.db
      .insertInto('notifications')
      .values(input.recipients.map((recipient) => ({ recipient, resource: input.resource, record_id: String(input.recordId), action: input.action, who: ctx.principal.username })))
      .execute();
  },
};
