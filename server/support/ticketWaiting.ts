/**
 * Who a ticket waits for at its stage (engine/support/ticketStages.ts) and the notification rows
 * that tell them: the division's heads (kabid) at stage 1, the heads of section (kaur) at stage 2,
 * the person in charge (pic: the handlers) at stage 3. The rows are ordinary notifications, so the
 * support badge counts them and the database signal pushes the new count live.
 */
import { sql } from 'kysely';
import { approvalTiers, awaitAction, awaitedRole } from '../../engine/support/ticketStages.ts';
import type { Database } from '../db/database.ts';
import { usersHolding } from '../auth/usersHolding.ts';

export interface WaitingTicket {
  readonly id: string;
  readonly stage: number;
  readonly bidang_id: number | null;
}

/** The users a ticket at its stage waits for (the writer left out). */
export async function awaitedUsers(db: Database, ticket: WaitingTicket, writer: string): Promise<string[]> {
  const role = awaitedRole(ticket.stage);
  if (!role) return [];
  let users = (await usersHolding(db, approvalTiers[ticket.stage].access)).map((u) => u.username);
  if (role === 'kabid') {
    // The requester's own division head: a ticket without a division has none.
    if (ticket.bidang_id === null) return [];
    const { rows } = await sql<{ username: string }>`select username from users where bidang_id = ${ticket.bidang_id}`.execute(db);
    const ofDivision = new Set(rows.map((r) => r.username));
    users = users.filter((u) => ofDivision.has(u));
  }
  return users.filter((u) => u !== writer);
}

/** Marks the earlier waits of the ticket read, then tells the users it waits for now. */
export async function notifyAwaited(db: Database, ticket: WaitingTicket, writer: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('resource', '=', 'support_ticket')
    .where('record_id', '=', ticket.id)
    .where('action', 'like', 'await\\_%')
    .where('read_at', 'is', null)
    .execute();
  const role = awaitedRole(ticket.stage);
  const recipients = await awaitedUsers(db, ticket, writer);
  if (!role || recipients.length === 0) return;
  await db
    .insertInto('notifications')
    .values(recipients.map((recipient) => ({ recipient, resource: 'support_ticket', record_id: ticket.id, action: awaitAction(role), who: writer })))
    .execute();
}
