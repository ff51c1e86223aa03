/**
 * The real-time connection of a signed-in user (shell.md sections 4, 7 and 9): socket.io on the
 * same origin, websocket with polling fallback, reconnecting after 1,000 ms growing to 5,000 ms,
 * 15 attempts. On every connect (the first and each reconnect) the chat user is created again and,
 * one second later, the room is joined again. The handshake carries the current access token;
 * a refused handshake (a token that ran out while away) is tried again with the refreshed one.
 *
 * What the server pushes lands in the stores: badge counts in the badge store, presence and
 * messages in the chat store, who looks at a ticket in the ticket-watch store; a new ticket (sent
 * to support handlers only) shows as a toast. The ticket whose detail is open is watched
 * (set_ticket_watch) and watched again after a reconnect. A change of the user's permissions and the end of their session
 * are handed to whoever listens (the root of the router reloads the profile and re-checks the page,
 * or, for the end of the socket's session, checks the session and reconnects with today's token).
 */
import { io, type Socket } from 'socket.io-client';
import { useSessionStore } from '../session/sessionStore.ts';
import { i18n } from '../i18n/instance.ts';
import { setBadgeCounts } from '../shell/badges/badgeStore.ts';
import { notifyInfo } from '../shell/notifications.ts';
import { useLiveVersion } from './liveRefresh.ts';
import { useChatStore, type ChatMessage, type ChatStatus, type PresenceChange, type PresentUser } from './chatStore.ts';
import { useTicketWatchStore, type TicketWatchNotice } from './ticketWatchStore.ts';

export const DEFAULT_CHAT_ROOM = 'general';
const CHAT_JOIN_DELAY_MS = 1000;
const RECONNECTION = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, reconnectionAttempts: 15 } as const;

let socket: Socket | undefined;
let joinTimer: number | undefined;
let refusedHandshakes = 0;
/** the ticket whose detail this tab shows, if any */
let watchedTicket: string | null = null;
const permissionListeners = new Set<() => void>();
const sessionEndListeners = new Set<() => void>();

export function onPermissionsChanged(listener: () => void): () => void {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

export function onSessionEnded(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Emits and waits for the server's answer; false when refused or not connected. */
export function emitWithAnswer(event: string, payload: unknown): Promise<{ ok: boolean; error?: string }> {
  if (!socket?.connected) return Promise.resolve({ ok: false, error: 'offline' });
  return socket.timeout(5000).emitWithAck(event, payload).catch(() => ({ ok: false, error: 'timeout' }));
}

function introduce(current: Socket): void {
  current.emit('createUser', { status: useChatStore.getState().status });
  if (watchedTicket) current.emit('set_ticket_watch', { ticket_id: watchedTicket });
  window.clearTimeout(joinTimer);
  joinTimer = window.setTimeout(() => current.emit('joinRoom', DEFAULT_CHAT_ROOM), CHAT_JOIN_DELAY_MS);
}

export function connectRealtime(): void {
  if (socket) return;
  const current = io({
    path: '/socket.io/',
    transports: ['websocket', 'polling'],
    ...RECONNECTION,
    auth: (send) => send({ token: useSessionStore.getState().token }),
  });
  socket = current;
  current.on('connect', () => {
    refusedHandshakes = 0;
    useChatStore.getState().setConnected(true);
    introduce(current);
  });
  current.on('disconnect', () => {
    useChatStore.getState().setConnected(false);
    useTicketWatchStore.getState().reset();
  });
  current.on('connect_error', () => {
    // The server refused the handshake (socket.io does not retry those): try again with the
    // token as it is now, within the same allowance of attempts.
    if (current.active || refusedHandshakes >= RECONNECTION.reconnectionAttempts) return;
    refusedHandshakes += 1;
    window.setTimeout(() => socket === current && current.connect(), Math.min(RECONNECTION.reconnectionDelay * refusedHandshakes, RECONNECTION.reconnectionDelayMax));
  });
  current.on('badgeCounts', (counts: unknown) => {
    const user = useSessionStore.getState().user;
    if (user) setBadgeCounts(user, counts);
  });
  current.on('notified', () => useLiveVersion.getState().bump());
  current.on('updateUsers', (users: PresentUser[]) => useChatStore.getState().setUsers(users));
  current.on('usersChanged', (change: PresenceChange) => useChatStore.getState().changeUsers(change));
  current.on('active_ticket_watch', (notice: TicketWatchNotice) => useTicketWatchStore.getState().noticed(notice));
  current.on('new_ticket', (notice: { title: string; name: string }) => notifyInfo(i18n.t('shell.realtime.newTicket', { name: notice.name, title: notice.title })));
  current.on('newMessage', (message: ChatMessage) => useChatStore.getState().addMessage(message));
  current.on('permissionsChanged', () => permissionListeners.forEach((listener) => listener()));
  current.on('sessionEnded', () => sessionEndListeners.forEach((listener) => listener()));
}

/**
 * The server closed this connection because the token it was opened with no longer holds (a
 * password change moves the token version; this tab already holds the new token): open it again
 * with the current token. Whether the session itself is over is the HTTP client's to find out.
 */
export function reconnectRealtime(): void {
  if (!socket) return;
  socket.disconnect();
  refusedHandshakes = 0;
  socket.connect();
}

/** The tab shows this ticket's detail now (null: none); the server tells who else looks at it. */
export function watchTicket(ticket: string | null): void {
  if (watchedTicket === ticket) return;
  watchedTicket = ticket;
  if (socket?.connected) socket.emit('set_ticket_watch', { ticket_id: ticket });
}

export function setChatStatus(status: ChatStatus): void {
  useChatStore.getState().setStatus(status);
  socket?.emit('createUser', { status });
}

/** Logout: leave the chat (the others see the user go), then close the connection. */
export async function disconnectRealtime(): Promise<void> {
  const current = socket;
  socket = undefined;
  watchedTicket = null;
  window.clearTimeout(joinTimer);
  if (current?.connected) await current.timeout(1000).emitWithAck('leftChat', null).catch(() => undefined);
  current?.disconnect();
  useChatStore.getState().reset();
  useTicketWatchStore.getState().reset();
}
