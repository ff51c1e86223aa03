/**
 * Who is looking at a ticket (decisions-realtime.md, "Ticket watch"). A page showing a ticket's
 * detail sends `set_ticket_watch {ticket_id}` (and `{ticket_id: null}` when it closes); the socket
 * then sits in the ticket's room. Whenever someone starts or stops looking, the ticket's viewers
 * and the support handlers hear `active_ticket_watch` with who did it and everyone looking now
 * (`viewers`, one entry per user, from the room on every instance), so a page opened later
 * learns of those already there. A socket watches one ticket at a time; a closed one stops.
 * Only a user whose GET of the ticket succeeds may watch it (the caller checks that).
 */
import type { Server, Socket } from 'socket.io';
import type { SocketUser } from './socketUser.ts';

export const HANDLERS_ROOM = 'support-handlers';

const ticketRoom = (ticket: string) => `ticket:${ticket}`;

export interface TicketViewer {
  readonly username: string;
  readonly name: string;
}

export interface TicketWatchNotice {
  readonly ticket_id: string;
  /** who started (watching: true) or stopped looking */
  readonly username: string;
  readonly name: string;
  readonly watching: boolean;
  readonly viewers: readonly TicketViewer[];
  readonly at: string;
}

/** A ticket id as set_ticket_watch takes it: null to stop watching, undefined when malformed. */
export function ticketIdOf(value: unknown): string | null | undefined {
  if (value === null || value === '') return null;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export interface TicketWatch {
  /** The socket looks at `ticket` from now on (null: at none). */
  watch(socket: Socket, ticket: string | null): Promise<void>;
  /** The socket closed: its ticket loses a viewer. */
  closed(user: SocketUser): Promise<void>;
}

export function ticketWatch(io: Server): TicketWatch {
  const announce = async (ticket: string, user: SocketUser, watching: boolean) => {
    const viewers = new Map<string, TicketViewer>();
    for (const socket of await io.in(ticketRoom(ticket)).fetchSockets()) {
      const viewer = socket.data as SocketUser;
      viewers.set(viewer.username, { username: viewer.username, name: viewer.name });
    }
    const notice: TicketWatchNotice = {
      ticket_id: ticket,
      username: user.username,
      name: user.name,
      watching,
      viewers: [...viewers.values()].sort((a, b) => a.name.localeCompare(b.name)),
      at: new Date().toISOString(),
    };
    io.to([ticketRoom(ticket), HANDLERS_ROOM]).emit('active_ticket_watch', notice);
  };

  return {
    async watch(socket, ticket) {
      const user = socket.data as SocketUser;
      const before = user.watching;
      if (before === ticket) return ticket === null ? undefined : announce(ticket, user, true);
      user.watching = ticket;
      if (before) {
        await socket.leave(ticketRoom(before));
        await announce(before, user, false);
      }
      if (ticket) {
        await socket.join(ticketRoom(ticket));
        await announce(ticket, user, true);
      }
    },
    async closed(user) {
      // socket.io has taken the socket out of its rooms already.
      if (user.watching) await announce(user.watching, user, false);
    },
  };
}
