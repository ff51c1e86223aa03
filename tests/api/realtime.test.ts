/**
 * The real-time socket over real HTTP against a real server and database: a handshake without a
 * valid, live token is refused; a user joins only the rooms open to them; a message that is
 * too long or holds a NUL byte is refused while the server keeps serving the others; presence
 * and messages reach the other users; a write that notifies a user pushes their new badge count;
 * a role losing a permission tells its users; a disabled account's socket is closed.
 */
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
    const seen = next<Array<{ username: string; status: string }>>(staff, 'updateUsers', (users) => users.some((u) => u.username === 'kabid' && u.status === 'busy'));
    const kabid = open(await server.login('kabid'));
    await connected(kabid);
    await ask(kabid, 'createUser', { status: 'busy' });
    await ask(kabid, 'joinRoom', 'general');
    expect((await seen).find((u) => u.username === 'kabid')?.status).toBe('busy');

    expect(await ask(staff, 'joinRoom', 'bidang:9')).toEqual({ ok: false, error: 'This room is not open to you' });
    expect(await ask(staff, 'joinRoom', 'bidang:3')).toEqual({ ok: true });
    expect((await ask(staff, 'createMessage', { room: 'bidang:9', message: 'hello' })).ok).toBe(false);
    expect(await ask(staff, 'createMessage', { room: 'general', message: 'x'.repeat(1001) })).toEqual({ ok: false, error: 'The message is longer than 1000 characters' });
    expect(await ask(staff, 'createMessage', { room: 'general', message: 'a\u0000b' })).toEqual({ ok: false, error: 'The message contains a NUL character' });
    expect(await ask(staff, 'createMessage', { room: 'general', message: '   ' })).toEqual({ ok: false, error: 'Empty Messages' });

    const typing = next<Array<{ username: string; typing: string | null }>>(kabid, 'updateUsers', (users) => users.some((u) => u.username === 'staff' && u.typing === 'general'));
    expect(await ask(staff, 'setTypingStatus', { room: 'general', typing: true })).toEqual({ ok: true });
    await typing;
    const received = next<{ username: string; message: string }>(kabid, 'newMessage');
    expect(await ask(staff, 'createMessage', { room: 'general', message: '<b>Rapat</b> jam 10' })).toEqual({ ok: true });
    expect(await received).toMatchObject({ username: 'staff', name: 'Dewi Staf', message: '<b>Rapat</b> jam 10' });

    const gone = next<Array<{ username: string }>>(kabid, 'updateUsers', (users) => !users.some((u) => u.username === 'staff'));
    expect(await ask(staff, 'leftChat', null)).toEqual({ ok: true });
    await gone;
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
