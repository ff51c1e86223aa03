/**
 * The real-time socket over real HTTP against a real server and database: a handshake without a
 * valid, live token is refused; a user joins only the rooms open to them; a message that is
 * too long or holds a NUL byte is refused while the server keeps serving the others; presence
 * and messages reach the other users, presence as the whole list once on joining and as changes
 * after that (an arrival, a status, a departure, a user's second tab); a ticket filed tells the
 * handlers (new_ticket) and a ticket's viewers hear who else looks at it; a write that notifies a user pushes their new badge count;
 * a role losing a permission tells its users; a disabled account's socket is closed; and a new
 * notification for a user with no open tab is pushed, encrypted, to the push service of the
 * browser they subscribed (a push service on this machine stands in for the browser vendor's).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let base: string;
const sockets: Socket[] = [];

function open(token: string | undefined): Socket {
  const socket = connect(base, { path: '/socket.io/', transports: ['websocket'], auth: token === undefined ? {} : { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** The next event of that name whose payload passes the test. */
function next<T>(socket: Socket, event: string, test: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!test(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

interface Entry {
  username: string;
  name: string;
  status: string;
  typing: string | null;
}
interface Change {
  changed: Entry[];
  left: string[];
}

const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<{ ok: boolean; error?: string }>;

async function chatUser(username: string): Promise<Socket> {
  const socket = open(await server.login(username));
  await connected(socket);
  expect(await ask(socket, 'createUser', { status: 'online' })).toEqual({ ok: true });
  expect(await ask(socket, 'joinRoom', 'general')).toEqual({ ok: true });
  return socket;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
});

describe('the socket handshake', () => {
  it('refuses no token, a forged one and one whose session has ended', async () => {
    expect(await refused(open(undefined))).toBe('unauthenticated');
    expect(await refused(open('not.a.token'))).toBe('unauthenticated');
    const token = await server.login('kaur');
    expect((await server.call('POST', '/sso/api/auth/logout', { token })).status).toBeLessThan(300);
    expect(await refused(open(token))).toBe('unauthenticated');
  });
});

describe('chat', { timeout: 20_000 }, () => {
  it('shows who is present, refuses rooms not open to the user and bad messages, and delivers good ones', async () => {
    const staff = await chatUser('staff');
    const seen = next<Change>(staff, 'usersChanged', (change) => change.changed.some((u) => u.username === 'kabid' && u.status === 'busy'));
    const kabid = open(await server.login('kabid'));
    await connected(kabid);
    await ask(kabid, 'createUser', { status: 'busy' });
    await ask(kabid, 'joinRoom', 'general');
    expect((await seen).changed.find((u) => u.username === 'kabid')?.status).toBe('busy');

    expect(await ask(staff, 'joinRoom', 'bidang:9')).toEqual({ ok: false, error: 'This room is not open to you' });
    expect(await ask(staff, 'joinRoom', 'bidang:3')).toEqual({ ok: true });
    expect((await ask(staff, 'createMessage', { room: 'bidang:9', message: 'hello' })).ok).toBe(false);
    expect(await ask(staff, 'createMessage', { room: 'general', message: 'x'.repeat(1001) })).toEqual({ ok: false, error: 'The message is longer than 1000 characters' });
    expect(await ask(staff, 'createMessage', { room: 'general', message: 'a\u0000b' })).toEqual({ ok: false, error: 'The message contains a NUL character' });
    expect(await ask(staff, 'createMessage', { room: 'general', message: '   ' })).toEqual({ ok: false, error: 'Empty Messages' });

    const typing = next<Change>(kabid, 'usersChanged', (change) => change.changed.some((u) => u.username === 'staff' && u.typing === 'general'));
    expect(await ask(staff, 'setTypingStatus', { room: 'general', typing: true })).toEqual({ ok: true });
    await typing;
    const received = next<{ username: string; message: string }>(kabid, 'newMessage');
    expect(await ask(staff, 'createMessage', { room: 'general', message: '<b>Rapat</b> jam 10' })).toEqual({ ok: true });
    expect(await received).toMatchObject({ username: 'staff', name: 'Dewi Staf', message: '<b>Rapat</b> jam 10' });

    const gone = next<Change>(kabid, 'usersChanged', (change) => change.left.includes('staff'));
    expect(await ask(staff, 'leftChat', null)).toEqual({ ok: true });
    await gone;
  });
});

describe('presence as changes', { timeout: 20_000 }, () => {
  /** A chat user whose whole list (updateUsers, on joining) is returned with every change it hears after. */
  async function listening(username: string, status: string) {
    const socket = open(await server.login(username));
    await connected(socket);
    const changes: Change[] = [];
    socket.on('usersChanged', (change: Change) => changes.push(change));
    await ask(socket, 'createUser', { status });
    const whole = next<Entry[]>(socket, 'updateUsers');
    expect(await ask(socket, 'joinRoom', 'general')).toEqual({ ok: true });
    return { socket, list: await whole, changes };
  }

  it('gives a joining socket the whole list, then only the entries that changed and the users who left', async () => {
    const kaur = await listening('kaur', 'away');
    expect(kaur.list.find((u) => u.username === 'kaur')).toEqual({ username: 'kaur', name: expect.any(String), status: 'away', typing: null });

    // spi arrives busy: kaur hears spi's entry alone, not the list again.
    const spi = await listening('spi', 'busy');
    await expect.poll(() => kaur.changes.some((c) => c.changed.some((u) => u.username === 'spi'))).toBe(true);
    const arrival = kaur.changes.find((c) => c.changed.some((u) => u.username === 'spi'))!;
    expect(arrival).toEqual({ changed: [{ username: 'spi', name: expect.any(String), status: 'busy', typing: null }], left: [] });
    expect(spi.list.map((u) => u.username)).toEqual(expect.arrayContaining(['kaur', 'spi']));
    expect(spi.list.find((u) => u.username === 'kaur')?.status).toBe('away');

    // kaur opens a second tab, online: kaur's one entry is now online (the most present socket).
    kaur.changes.length = 0;
    const secondTab = await listening('kaur', 'online');
    await expect.poll(() => kaur.changes.flatMap((c) => c.changed).find((u) => u.username === 'kaur')?.status).toBe('online');
    expect(secondTab.list.filter((u) => u.username === 'kaur')).toHaveLength(1);
    // Closing that tab leaves kaur listed, away again: a change, not a departure.
    kaur.changes.length = 0;
    secondTab.socket.disconnect();
    await expect.poll(() => kaur.changes.flatMap((c) => c.changed).find((u) => u.username === 'kaur')?.status).toBe('away');
    expect(kaur.changes.flatMap((c) => c.left)).not.toContain('kaur');

    // spi's socket closes: kaur hears spi left.
    kaur.changes.length = 0;
    spi.socket.disconnect();
    await expect.poll(() => kaur.changes.flatMap((c) => c.left)).toContain('spi');
    expect(kaur.changes.flatMap((c) => c.changed).some((u) => u.username === 'spi')).toBe(false);
    kaur.socket.disconnect();
  });
});

describe('tickets in real time', { timeout: 20_000 }, () => {
  it('tells a handler of a ticket filed, and tells those looking at a ticket who else does', async () => {
    const handler = open(await server.login('support'));
    await connected(handler);
    const told = next<{ ticket_id: string; title: string; username: string; name: string }>(handler, 'new_ticket', (notice) => notice.title === 'Printer macet');
    const staffToken = await server.login('staff');
    const filed = await server.call('POST', '/sso/support/ticket', { token: staffToken, body: { title: 'Printer macet', description: 'Printer lantai 2 macet' } });
    expect(filed.status).toBe(201);
    const [ticket] = await server.query<{ id: string }>("select cast(id as text) as id from support_ticket where title = 'Printer macet'");
    expect(await told).toMatchObject({ ticket_id: ticket.id, title: 'Printer macet', username: 'staff', name: 'Dewi Staf' });

    // The requester looks at it, then the handler: the requester hears both are there.
    const requester = open(staffToken);
    await connected(requester);
    expect(await ask(requester, 'set_ticket_watch', { ticket_id: ticket.id })).toEqual({ ok: true });
    const joined = next<{ viewers: Array<{ username: string }> }>(requester, 'active_ticket_watch', (notice) => notice.viewers.length === 2);
    expect(await ask(handler, 'set_ticket_watch', { ticket_id: ticket.id })).toEqual({ ok: true });
    expect((await joined).viewers.map((viewer) => viewer.username).sort()).toEqual(['staff', 'support']);

    // Someone the ticket is not open to may not watch it; a malformed id is refused.
    const other = open(await server.login('risk'));
    await connected(other);
    expect(await ask(other, 'set_ticket_watch', { ticket_id: ticket.id })).toEqual({ ok: false, error: 'This ticket is not open to you' });
    expect(await ask(other, 'set_ticket_watch', { ticket_id: '../admin' })).toEqual({ ok: false, error: 'ticket_id is required' });

    // The handler's page closes: the requester hears they are alone again.
    const left = next<{ username: string; watching: boolean; viewers: Array<{ username: string }> }>(requester, 'active_ticket_watch', (notice) => !notice.watching);
    handler.disconnect();
    expect(await left).toMatchObject({ username: 'support', watching: false, viewers: [{ username: 'staff', name: 'Dewi Staf' }] });
    requester.disconnect();
    other.disconnect();
  });
});

describe('what the server pushes', { timeout: 20_000 }, () => {
  it("pushes a handler's new badge count when a ticket is filed", async () => {
    const support = open(await server.login('support'));
    await connected(support);
    const before = (await server.call('GET', '/sso/notifications/badges', { token: await server.login('support') })).json.data.supportOpenNotifications as number;
    const pushed = next<Record<string, number>>(support, 'badgeCounts', (counts) => counts.supportOpenNotifications === before + 1);
    const staff = await server.login('staff');
    expect((await server.call('POST', '/sso/support/ticket', { token: staff, body: { title: 'Monitor mati', description: 'Monitor tidak menyala sejak pagi' } })).status).toBe(201);
    expect((await pushed).supportOpenNotifications).toBe(before + 1);
  });

  it("tells a role's users that their permissions changed, and closes a disabled user's socket", async () => {
    const hr = open(await server.login('hr'));
    await connected(hr);
    const changed = next(hr, 'permissionsChanged');
    await server.query(`delete from role_permissions where role_id in (select role_id from user_roles ur join users u on u.id = ur.user_id where u.username = 'hr')
      and permission_id = (select id from permissions where name = 'manage_hr_permits')`);
    await changed;

    const ended = next(hr, 'sessionEnded');
    const closed = new Promise<void>((resolve) => hr.once('disconnect', () => resolve()));
    await server.query(`update users set disabled = true where username = 'hr'`);
    await ended;
    await closed;
  });
});

describe('web push', { timeout: 20_000 }, () => {
  it('keeps a signed-in browser subscription, refuses a malformed one, and pushes a new notification to a user with no open tab', async () => {
    const received: Array<{ path: string; headers: IncomingHttpHeaders; bytes: number }> = [];
    const pushService = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', () => resolve()));
    try {
      const admin = await server.login('admin');
      const key = await server.call('GET', '/sso/push/key', { token: admin });
      expect(key.json.data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      expect((await server.call('GET', '/sso/push/key')).status).toBe(401);

      const browserKeys = createECDH('prime256v1');
      const subscription = {
        endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/admin-browser`,
        keys: { p256dh: browserKeys.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      const refused = await server.call('POST', '/sso/push/subscriptions', { token: admin, body: { ...subscription, endpoint: 'javascript:alert(1)' } });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('endpoint must be the https address of a push service');
      expect((await server.call('POST', '/sso/push/subscriptions', { token: admin, body: subscription })).status).toBe(201);
      expect(await server.count('push_subscriptions', "username = 'admin'")).toBe(1);

      // A new ticket notifies the handlers: admin has no open socket, so its browser is pushed to.
      const staff = await server.login('staff');
      expect((await server.call('POST', '/sso/support/ticket', { token: staff, body: { title: 'Mouse hilang', description: 'Mouse di meja 12 hilang' } })).status).toBe(201);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0].path).toBe('/push/admin-browser');
      expect(received[0].headers['content-encoding']).toBe('aes128gcm');
      expect(received[0].headers.authorization).toMatch(/^vapid t=.+, k=/);
      expect(received[0].bytes).toBeGreaterThan(0);
      const [latest] = await server.query<{ pushed: boolean }>("select pushed_at is not null as pushed from notifications where recipient = 'admin' order by id desc limit 1");
      expect(latest.pushed).toBe(true);
    } finally {
      pushService.close();
    }
  });
});
