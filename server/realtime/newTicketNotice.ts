/**
 * The server's own `new_ticket` (decisions-realtime.md, "Ticket watch"): creating a ticket writes
 * one notification per support handler (the notifyRecipients effect of support_ticket's create),
 * and every instance hears each new notification from the database (databaseSignals.ts). For a
 * ticket-created notification the instance holding the recipient's sockets tells them, with the
 * ticket's title and who filed it. So a ticket filed from any screen, instance or script reaches
 * the handlers once, and only those the write notified (a handler filing one is not told of it).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The resource whose creation is announced; its table carries the resource's name (no `table` in its definition). */
const TICKET_RESOURCE = 'support_ticket';

export interface NewTicketNotice {
  readonly ticket_id: string;
  readonly title: string;
  /** who filed it */
  readonly username: string;
  readonly name: string;
  readonly at: string;
}

/** The notice for a new notification, when it is a handler's news of a ticket filed; else undefined. */
export async function newTicketNoticeOf(db: Database, notificationId: string | number): Promise<NewTicketNotice | undefined> {
  const { rows } = await sql<{ ticket_id: string; title: string; username: string; name: string | null; at: Date }>`
    select n.record_id as ticket_id, t.title, n.who as username, u.name, n.created_at as at
    from notifications n
    join ${sql.table(TICKET_RESOURCE)} t on cast(t.id as text) = n.record_id
    left join users u on u.username = n.who
    where n.id = ${String(notificationId)} and n.resource = ${TICKET_RESOURCE} and n.action = 'create'`.execute(db);
  const row = rows[0];
  return row && { ticket_id: row.ticket_id, title: row.title, username: row.username, name: row.name ?? row.username, at: new Date(row.at).toISOString() };
}
