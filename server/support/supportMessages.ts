/**
 * Support notifications split by role (modules.md section 6: "Support notifications are split by
 * roles kaur, kabid, pic"; section 3: "kaur, kabid, pic, counter, with a task list for each"):
 * the caller's unread notifications about tickets, each role's list the tickets waiting for that
 * role's decision (await_kabid, await_kaur, await_pic rows, ticketWaiting.ts), and `counter` every
 * unread support notification of the caller (the sidebar badge's number).
 */
import { sql } from 'kysely';
import { awaitAction, type ApproverRole } from '../../engine/support/ticketStages.ts';
import type { Database } from '../db/database.ts';
import { badgeCount } from '../badges/badgeCounts.ts';

export interface WaitingEntry {
  readonly ticket_id: string;
  readonly title: string;
  readonly type: string | null;
  readonly stage: number;
  readonly who: string;
  readonly created_at: string;
}

export interface RoleMessages {
  readonly count: number;
  readonly tasks: WaitingEntry[];
}

const roles: readonly ApproverRole[] = ['kaur', 'kabid', 'pic'];

export type SupportMessages = { [role in ApproverRole]: RoleMessages } & { readonly counter: number };

export async function supportMessages(db: Database, username: string): Promise<SupportMessages> {
  const { rows } = await sql<WaitingEntry & { action: string }>`
    select n.action, t.id as ticket_id, t.title, t.type, t.stage, n.who, n.created_at
    from notifications n join support_ticket t on t.id::text = n.record_id
    where n.recipient = ${username} and n.resource = 'support_ticket' and n.read_at is null and n.action like 'await\\_%' and t.status = 2
    order by n.created_at desc limit 300`.execute(db);
  const split = Object.fromEntries(
    roles.map((role) => {
      const tasks = rows.filter((row) => row.action === awaitAction(role)).map(({ action: _a, ...entry }) => entry);
      return [role, { count: tasks.length, tasks }];
    }),
  ) as { [role in ApproverRole]: RoleMessages };
  return { kaur: split.kaur, kabid: split.kabid, pic: split.pic, counter: await badgeCount(db, 'supportOpenNotifications', username) };
}

/** PUT /sso/support/message/read: the caller's unread support notifications (of one ticket, when named) become read. */
export async function readSupportMessages(db: Database, username: string, ticketId: string | undefined): Promise<number> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient', '=', username)
    .where('read_at', 'is', null)
    .where('resource', 'in', ['support_ticket', 'support_task', 'support_approval', 'support_comment', 'support_discussion', 'support_disposition']);
  if (ticketId) update = update.where('record_id', '=', ticketId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
