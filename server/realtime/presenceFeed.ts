/**
 * The presence list as changes (decisions-realtime.md, "Presence"): a socket that joins the
 * general room gets the whole list once (`updateUsers`, the spec's event, an array as before);
 * after that the room hears only what changed (`usersChanged {changed, left}`): the new entry of
 * each user whose status, typing or presence moved, and the usernames of those who went.
 *
 * A user's entry is worked out from that user's own sockets on every instance (their private
 * room, a handful of sockets), never from the whole list, so a change costs the same with ten
 * users as with a thousand. The whole list is read only for the sockets that just joined.
 * Changes and joins are gathered and sent at most once every `windowMs` (the first at once): a
 * thousand users arriving together make a few dozen sends, not a million.
 */
import type { Server, Socket } from 'socket.io';
import { type ChatStatus, type SocketUser, userRoom } from './socketUser.ts';

export interface PresenceEntry {
  readonly username: string;
  readonly name: string;
  readonly status: ChatStatus;
  /** the room the user is typing in, if any */
  readonly typing: string | null;
}

export interface PresenceChange {
  readonly changed: readonly PresenceEntry[];
  readonly left: readonly string[];
}

/** online is more present than busy, busy than away */
const rank: Record<ChatStatus, number> = { online: 0, busy: 1, away: 2 };

/** One entry per chat user: the status of their most present socket, the room any of them types in. */
export function presenceOf(users: Iterable<SocketUser>): Map<string, PresenceEntry> {
  const entries = new Map<string, PresenceEntry>();
  for (const user of users) {
    if (!user.chatUser) continue;
    const known = entries.get(user.username);
    const status = known && rank[known.status] <= rank[user.status] ? known.status : user.status;
    entries.set(user.username, { username: user.username, name: user.name, status, typing: known?.typing ?? user.typingIn });
  }
  return entries;
}

/** The whole list, ordered by name as the chat shows it. */
export function presenceList(users: Iterable<SocketUser>): PresenceEntry[] {
  return [...presenceOf(users).values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface PresenceFeed {
  /** The user's entry may have moved (a status, typing, a socket come or gone). */
  changed(username: string): void;
  /** The socket joined the room: it gets the whole list. */
  joined(socket: Socket): void;
  close(): void;
}

export function presenceFeed(io: Server, room: string, onError: (error: Error) => void, windowMs = 50): PresenceFeed {
  const users = new Set<string>();
  const joiners = new Set<Socket>();
  let timer: NodeJS.Timeout | undefined;
  let sending = false;
  let lastSent = Number.NEGATIVE_INFINITY;
  let closed = false;

  /** The changes of the users gathered, to the whole room. */
  const sendChanges = async (changedUsers: readonly string[]) => {
    const sockets = await io.in(changedUsers.map(userRoom)).fetchSockets();
    const entries = presenceOf(sockets.map((socket) => socket.data as SocketUser));
    const change: PresenceChange = {
      changed: changedUsers.flatMap((username) => entries.get(username) ?? []),
      left: changedUsers.filter((username) => !entries.has(username)),
    };
    io.to(room).emit('usersChanged', change);
  };

  /** The whole list to the sockets that just joined: encoded once for all, they are this instance's own. */
  const sendWholeList = async (newcomers: readonly Socket[]) => {
    const sockets = await io.fetchSockets();
    io.local.to(newcomers.map((socket) => socket.id)).emit('updateUsers', presenceList(sockets.map((socket) => socket.data as SocketUser)));
  };

  /** One failing (another instance not answering in time) does not hold back the other. */
  const send = async () => {
    const changedUsers = [...users];
    const newcomers = [...joiners].filter((socket) => socket.connected);
    users.clear();
    joiners.clear();
    await Promise.all([changedUsers.length && sendChanges(changedUsers).catch(onError), newcomers.length && sendWholeList(newcomers).catch(onError)]);
  };

  const schedule = () => {
    if (closed || timer || sending) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        sending = true;
        lastSent = performance.now();
        void send().finally(() => {
          sending = false;
          if (users.size || joiners.size) schedule();
        });
      },
      Math.max(0, lastSent + windowMs - performance.now()),
    );
  };

  return {
    changed(username) {
      users.add(username);
      schedule();
    },
    joined(socket) {
      joiners.add(socket);
      schedule();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
