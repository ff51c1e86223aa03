/**
 * The real-time socket (shell.md section 7): socket.io on the API's own origin and port
 * (/socket.io/, websocket with polling fallback), signed in with the access token in the
 * handshake. Each socket joins its user's private room `user:<username>`, where the server
 * pushes what concerns that user (badge counts, permission changes, the end of the session).
 *
 * Events from the client: createUser (be listed as a chat user, with a status), joinRoom,
 * leftChat, setTypingStatus, createMessage, set_ticket_watch, set_new_ticket. To the clients:
 * newMessage, updateUsers (the whole presence list, on joining the general room) and usersChanged
 * (what changed in it since: presenceFeed.ts), active_ticket_watch (ticketWatch.ts), new_ticket
 * (newTicketNotice.ts), and the server's own badgeCounts, permissionsChanged and sessionEnded.
 * Every input is checked like any other (server/realtime/chatMessage.ts), every event counts
 * against the user's allowance.
 *
 * With REDIS_URL the socket.io Redis adapter joins the instances, so a message, a presence change
 * or a ticket watch on one reaches the sockets of all. What the database signals (counts,
 * permissions, sessions, new tickets: databaseSignals.ts) is heard by every instance, which tells
 * only its own sockets (`io.local`), so nothing arrives twice.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { hasPermission, type PermissionRule } from '../../engine/permissions/evaluate.ts';
import { verifyAccessToken } from '../auth/accessTokens.ts';
import { loadPrincipal, type Principal } from '../auth/principal.ts';
import { isSessionLive } from '../auth/sessionCheck.ts';
import { badgeCountsOf } from '../badges/badgeRoute.ts';
import { connectionUrlOf, type Database } from '../db/database.ts';
import { checkChatMessage } from './chatMessage.ts';
import { listenToDatabase } from './databaseSignals.ts';
import { eventRate } from './eventRate.ts';
import { newTicketNoticeOf } from './newTicketNotice.ts';
import { presenceFeed } from './presenceFeed.ts';
import { chatStatuses, type ChatStatus, type SocketUser, userRoom } from './socketUser.ts';
import { HANDLERS_ROOM, ticketIdOf, ticketWatch } from './ticketWatch.ts';
import { pushNotification, type VapidKeys } from './webPush.ts';

export const DEFAULT_CHAT_ROOM = 'general';
/** Who handles support tickets: they hear of tickets being watched and of new ones. */
const supportHandlers: PermissionRule = {
  anyOf: ['supporting_view.ticket_handler', 'supporting_admin.ticket_humas', 'supporting_admin.ticket_legal', 'supporting_admin.ticket_pmr'],
};
/** A ticket may be watched by whoever may read it: the ticket's own GET answers that. */
const TICKET_PATH = '/sso/support/ticket/';

type Reply = (answer: { ok: boolean; error?: string }) => void;

export interface RealtimeOptions {
  readonly redisUrl?: string;
  /** Web Push of new notifications to users with no open socket (webPush.ts) */
  readonly push?: { readonly keys: VapidKeys; readonly subject: string };
}

/** The rooms a user may join: the general room and their own division's. */
function mayJoin(user: SocketUser, room: unknown): room is string {
  return room === DEFAULT_CHAT_ROOM || (user.bidang !== null && room === `bidang:${user.bidang}`);
}

function keyPrefixOf(url: string): string {
  try {
    return new URL(url).searchParams.get('keyPrefix') ?? '';
  } catch {
    return '';
  }
}

function shortText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max && !value.includes('\u0000') ? value : undefined;
}

export async function installRealtime(app: FastifyInstance, db: Database, options: RealtimeOptions): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io/', serveClient: false, transports: ['websocket', 'polling'], maxHttpBufferSize: 64 * 1024 });
  const redis = options.redisUrl ? [new Redis(options.redisUrl), new Redis(options.redisUrl)] : [];
  // The URL's keyPrefix (two deployments, or two test runs, on one Redis) names the adapter's
  // channels too: ioredis prefixes keys, not pub/sub channels.
  if (redis.length === 2) io.adapter(createAdapter(redis[0], redis[1], { key: `${keyPrefixOf(options.redisUrl as string)}socket.io` }));
  const rate = eventRate(10, 30);
  const userOf = (socket: Socket) => socket.data as SocketUser;

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const claims = typeof token === 'string' ? verifyAccessToken(app, token) : undefined;
    if (!claims) return next(new Error('unauthenticated'));
    const [principal, live] = await Promise.all([loadPrincipal(db, Number(claims.sub)), isSessionLive(db, Number(claims.sub), claims.sid)]).catch(() => [undefined, false] as const);
    if (!principal || !live || principal.token_version !== claims.tv) return next(new Error('unauthenticated'));
    const { exp } = app.jwt.decode<{ exp: number }>(token as string) ?? { exp: 0 };
    const user: SocketUser = {
      userId: principal.id,
      username: principal.username,
      name: principal.name ?? principal.username,
      bidang: principal.bidang_id ?? null,
      tokenVersion: claims.tv,
      session: claims.sid,
      expires: exp,
      chatUser: false,
      status: 'online',
      typingIn: null,
      watching: null,
    };
    socket.data = user;
    await socket.join(userRoom(principal.username));
    if (hasPermission(supportHandlers, principal as Principal)) await socket.join(HANDLERS_ROOM);
    next();
  });

  const presence = presenceFeed(io, DEFAULT_CHAT_ROOM, (error) => app.log.warn({ err: error }, 'presence'));
  const watches = ticketWatch(io);

  io.on('connection', (socket) => {
    const user = userOf(socket);
    /** Runs a handler when the user's allowance has room; otherwise answers so and drops it. */
    const on = (event: string, handler: (payload: unknown, reply: Reply) => void | Promise<void>) => {
      socket.on(event, async (payload: unknown, ack?: unknown) => {
        const reply: Reply = typeof ack === 'function' ? (ack as Reply) : () => undefined;
        if (!rate.take(user.username)) return reply({ ok: false, error: 'Too many events, slow down' });
        try {
          await handler(payload, reply);
        } catch (error) {
          reply({ ok: false, error: (error as Error).message });
        }
      });
    };

    on('createUser', (payload, reply) => {
      const status = (payload as { status?: unknown } | undefined)?.status;
      user.chatUser = true;
      if (chatStatuses.includes(status as ChatStatus)) user.status = status as ChatStatus;
      presence.changed(user.username);
      reply({ ok: true });
    });
    on('joinRoom', async (payload, reply) => {
      const room = typeof payload === 'string' ? payload : (payload as { room?: unknown } | undefined)?.room;
      if (!mayJoin(user, room)) return reply({ ok: false, error: 'This room is not open to you' });
      await socket.join(room);
      if (room === DEFAULT_CHAT_ROOM) presence.joined(socket);
      reply({ ok: true });
    });
    on('leftChat', (_payload, reply) => {
      user.chatUser = false;
      user.typingIn = null;
      for (const room of socket.rooms) if (room === DEFAULT_CHAT_ROOM || room.startsWith('bidang:')) void socket.leave(room);
      presence.changed(user.username);
      reply({ ok: true });
    });
    on('setTypingStatus', (payload, reply) => {
      const { room, typing } = (payload ?? {}) as { room?: unknown; typing?: unknown };
      if (typeof room !== 'string' || !socket.rooms.has(room)) return reply({ ok: false, error: 'Join the room first' });
      const typingIn = typing === true ? room : null;
      if (user.typingIn === typingIn) return reply({ ok: true });
      user.typingIn = typingIn;
      if (user.chatUser) presence.changed(user.username);
      reply({ ok: true });
    });
    on('createMessage', (payload, reply) => {
      const { room, message } = (payload ?? {}) as { room?: unknown; message?: unknown };
      if (typeof room !== 'string' || !socket.rooms.has(room)) return reply({ ok: false, error: 'Join the room first' });
      const checked = checkChatMessage(message);
      if (!checked.ok) return reply({ ok: false, error: checked.reason });
      io.to(room).emit('newMessage', { room, username: user.username, name: user.name, message: checked.text, at: new Date().toISOString() });
      if (user.typingIn !== null) {
        user.typingIn = null;
        if (user.chatUser) presence.changed(user.username);
      }
      reply({ ok: true });
    });
    let watchRequests = 0;
    on('set_ticket_watch', async (payload, reply) => {
      const ticket = ticketIdOf((payload as { ticket_id?: unknown } | undefined)?.ticket_id);
      if (ticket === undefined) return reply({ ok: false, error: 'ticket_id is required' });
      const request = ++watchRequests;
      if (ticket !== null && ticket !== user.watching) {
        const token = (socket.handshake.auth as { token?: string }).token;
        const read = await app.inject({ method: 'GET', url: `${TICKET_PATH}${encodeURIComponent(ticket)}`, headers: { authorization: `Bearer ${token}` } });
        if (read.statusCode !== 200) return reply({ ok: false, error: 'This ticket is not open to you' });
        // The page moved on (left the ticket, or opened another) while its GET was answered.
        if (request !== watchRequests) return reply({ ok: true });
      }
      await watches.watch(socket, ticket);
      reply({ ok: true });
    });
    on('set_new_ticket', (payload, reply) => {
      const { ticket_id, title } = (payload ?? {}) as { ticket_id?: unknown; title?: unknown };
      const ticket = shortText(ticket_id, 64);
      const named = shortText(title, 255);
      if (!ticket || !named) return reply({ ok: false, error: 'ticket_id and title are required' });
      io.to(HANDLERS_ROOM).emit('new_ticket', { ticket_id: ticket, title: named, username: user.username, name: user.name, at: new Date().toISOString() });
      reply({ ok: true });
    });
    socket.on('disconnect', () => {
      if (user.chatUser) presence.changed(user.username);
      void watches.closed(user).catch((error: Error) => app.log.warn({ err: error }, 'ticket watch'));
    });
  });

  /** Ends the sockets of a user whose token no longer holds (session ended, account disabled, token run out). */
  const endStale = async (userId?: number) => {
    const now = Date.now() / 1000;
    for (const socket of await io.local.fetchSockets()) {
      const user = socket.data as SocketUser;
      if (userId !== undefined && user.userId !== userId) continue;
      let stale = user.expires <= now;
      if (!stale && userId !== undefined) {
        const principal = await loadPrincipal(db, user.userId);
        stale = !principal || principal.token_version !== user.tokenVersion || !(await isSessionLive(db, user.userId, user.session));
      }
      if (stale) {
        socket.emit('sessionEnded');
        socket.disconnect(true);
      }
    }
  };
  const expiryCheck = setInterval(() => void endStale().catch(() => undefined), 30_000);

  const usernamesOf = async (signal: { user_id?: number; role_id?: number }): Promise<string[]> => {
    let query = db.selectFrom('users').select('users.username');
    if (signal.user_id !== undefined) query = query.where('users.id', '=', signal.user_id);
    else query = query.where('users.id', 'in', db.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role_id', '=', signal.role_id ?? -1));
    return (await query.execute()).map((row) => row.username);
  };

  const listener = await listenToDatabase(
    connectionUrlOf(db),
    {
      notification: ({ recipient, id }) => {
        void badgeCountsOf(db, recipient).then((counts) => io.local.to(userRoom(recipient)).emit('badgeCounts', counts));
        // A new one may change what the user's open screens show: they read them again (liveRefresh.ts).
        if (id !== undefined && id !== null) io.local.to(userRoom(recipient)).emit('notified');
        // A handler notified of a ticket filed hears of it in their open tabs on this instance.
        if (id !== undefined && id !== null) {
          void newTicketNoticeOf(db, id)
            .then((notice) => notice && io.local.to(userRoom(recipient)).emit('new_ticket', notice))
            .catch((error: Error) => app.log.warn({ err: error }, 'new ticket notice'));
        }
        // A new notification for a user with no open tab on any instance goes to their browsers.
        const push = options.push;
        if (push && id !== undefined && id !== null) {
          void io
            .in(userRoom(recipient))
            .fetchSockets()
            .then((open) => (open.length === 0 ? pushNotification(db, push.keys, String(id), push.subject) : 0))
            .catch((error: Error) => app.log.warn({ err: error }, 'web push'));
        }
      },
      access: (signal) => {
        if (signal.all) io.local.emit('permissionsChanged');
        else void usernamesOf(signal).then((names) => names.forEach((name) => io.local.to(userRoom(name)).emit('permissionsChanged')));
        // A session ended by a disabled account also moves the users row (sessions signal).
      },
      sessions: ({ user_id }) => void endStale(user_id).catch(() => undefined),
    },
    (error) => app.log.warn({ err: error }, 'real-time database signals'),
  );

  // Before the HTTP server stops: open websockets would otherwise hold its close.
  app.addHook('preClose', async () => {
    clearInterval(expiryCheck);
    presence.close();
    await io.close();
  });
  app.addHook('onClose', async () => {
    await listener.close();
    await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
  });
  return io;
}
