/**
 * The security findings of issue 9, each proven by status and by what the database holds:
 * F3 logout ends the access token; F5 a NUL character is a 400, never a 500; F6 lists are
 * capped at 1,000 values; F7 a refresh family ends 14 days after its sign-in; F8 Cache-Control
 * on every answer; a too-large JSON body is a 413 in the error contract.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { storageModels } from '../../server/resources/storageModels.ts';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, testBackends, type Reply, type TestServer } from '../support/testServer.ts';

const cookieOf = (reply: Reply) => {
  const header = reply.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('portal_refresh='));
  return /^portal_refresh=([^;]*)/.exec(line ?? '')?.[1] ?? '';
};

const expectError = (reply: Reply, status: number, code: string, message?: string | RegExp) => {
  expect({ status: reply.status, code: reply.json?.code }).toEqual({ status, code });
  if (message) expect(reply.json.message).toMatch(message);
  expect(reply.headers['cache-control']).toBe('no-store');
};

const nulMessage = 'Text must not contain the NUL character (\\u0000)';
const listMessage = 'A list may hold at most 1,000 values';

describe.each(testBackends())('security (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let clientDir: string;
  let admin: string;
  let department: string;
  let ticket: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(clientDir, 'assets', 'index-4f2a9c1b.js'), 'console.log(1)');
    server = await startTestServer({ backend, clientDir });
    admin = await server.login('admin');
    const models = storageModels(server.definitions);
    department = models.get('department')!.table;
    ticket = models.get('support_ticket')!.table;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const createDepartment = async (code: string) => {
    const reply = await server.call('POST', '/sso/admin/department', { token: admin, body: { code, name: `Department ${code}` } });
    expect(reply.status).toBe(201);
    return reply.json.data.id as number;
  };

  describe('F3: logout ends the access token at once', () => {
    const signIn = (username: string) => server.call('POST', '/sso/api/auth/login', { body: { username, password: 'portal-demo' } });
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };
    const user = (token: string, app = server.app) => app.inject({ method: 'GET', url: '/sso/api/auth/user', headers: { authorization: `Bearer ${token}` } });

    it('after logout the old access token is a 401 on this instance and on another; other sign-ins go on', async () => {
      const other = await buildApp({ definitions: server.definitions, db: server.db, config: server.config, logger: false });
      try {
        const login = await signIn('support');
        const access = login.json.data.access_token as string;
        const elsewhere = (await signIn('support')).json.data.access_token as string;
        expect((await user(access)).statusCode).toBe(200);
        expect((await user(access, other)).statusCode).toBe(200);

        const logout = await server.call('POST', '/sso/api/auth/logout', { token: access, cookies: { portal_refresh: cookieOf(login) } });
        expect(logout.status).toBe(200);
        for (const app of [server.app, other]) {
          const refused = await user(access, app);
          expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 401, body: { message: 'Your session has ended, please sign in again', code: 'unauthenticated' } });
        }
        expect((await server.call('GET', '/sso/admin/department', { token: access })).status).toBe(401);
        expect(await server.count('refresh_tokens', `family = '${claimsOf(access).sid}' and not revoked`)).toBe(0);
        // Signing out here does not sign the user out of another browser.
        expect((await user(elsewhere)).statusCode).toBe(200);
        expect(await server.count('refresh_tokens', `family = '${claimsOf(elsewhere).sid}' and not revoked`)).toBe(1);
      } finally {
        await other.close();
      }
    });

    it('logout with the access token alone (no cookie) ends that session and its refresh token', async () => {
      const login = await signIn('risk');
      const access = login.json.data.access_token as string;
      expect((await server.call('POST', '/sso/api/auth/logout', { token: access })).status).toBe(200);
      expectError(await server.call('GET', '/sso/api/auth/user', { token: access }), 401, 'unauthenticated');
      expectError(await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: cookieOf(login) } }), 401, 'unauthenticated');
      expect(await server.count('refresh_tokens', `family = '${claimsOf(access).sid}' and not revoked`)).toBe(0);
    });

    it('the access tokens of a refreshed session live on; a replayed refresh token ends them all', async () => {
      const login = await signIn('bank');
      const first = login.json.data.access_token as string;
      const rotated = await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: cookieOf(login) } });
      const second = rotated.json.data.access_token as string;
      expect(claimsOf(second).sid).toBe(claimsOf(first).sid);
      for (const token of [first, second]) expect((await user(token)).statusCode).toBe(200);
      expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: cookieOf(login) } })).status).toBe(401);
      for (const token of [first, second]) expect((await user(token)).statusCode).toBe(401);
    });

    it('an access token whose session ended by time (14 days) is refused too', async () => {
      const login = await signIn('direksi');
      const access = login.json.data.access_token as string;
      await server.query("update refresh_tokens set family_started_at = family_started_at - interval '14 days' where family = $1", [claimsOf(access).sid]);
      expect((await user(access)).statusCode).toBe(401);
    });
  });

  describe('F5: a NUL character is a 400 with a clear message', () => {
    it('in any field of a resource body, on create and update; nothing is written', async () => {
      const rows = await server.count(department);
      const bodies: Array<[string, string, unknown]> = [
        ['POST', '/sso/admin/department', { code: 'N\u00001', name: 'Nul' }],
        ['POST', '/sso/admin/department', { code: 'N2', name: 'Nul\u0000' }],
        ['POST', '/sso/admin/department', { code: 'N3', name: 'Nul', ['na\u0000me']: 'x' }],
        ['POST', '/sso/admin/roles', { name: 'Role\u0000', permissions: [] }],
        ['POST', '/sso/admin/roles', { name: 'Role', description: ['\u0000'] }],
        ['POST', '/sso/admin/users', { username: 'nul', name: 'Nul', password: 'pass\u0000word' }],
      ];
      for (const [method, url, body] of bodies) {
        const reply = await server.call(method as 'POST', url, { token: admin, body });
        expectError(reply, 400, 'bad_request', nulMessage);
        expect(reply.json.details[0]).toMatch(/^Text must not contain the NUL character \(\\u0000\): body\./);
      }
      expect(await server.count(department)).toBe(rows);
      expect(await server.count('roles', "name like 'Role%'")).toBe(0);
      expect(await server.count('users', "username = 'nul'")).toBe(0);

      const id = await createDepartment('NUL-UPD');
      const update = await server.call('PUT', `/sso/admin/department/${id}`, { token: admin, body: { name: 'Changed\u0000' } });
      expectError(update, 400, 'bad_request', nulMessage);
      expect(update.json.details).toEqual([`${nulMessage}: body.name`]);
      expect((await server.query(`select name from "${department}" where id = $1`, [id]))[0]).toEqual({ name: 'Department NUL-UPD' });
    });

    it('in the list query (q, sorter, search_field, filter values and keys, module) and in path parameters', async () => {
      const queries = ['q=a%00b', 'sorter[]=na%00me&sorter[]=asc', 'search_field[]=name%00', 'filter[status]=1%00', 'filter[sta%00tus]=1', 'module=admin%00', 'filter[status][]=1&filter[status][]=%00'];
      for (const query of queries) {
        const reply = await server.call('GET', `/sso/admin/department?${query}`, { token: admin });
        expectError(reply, 400, 'bad_query', nulMessage);
        expect({ query, detail: reply.json.details[0] }).toEqual({ query, detail: expect.stringMatching(/: query\./) });
      }
      const exported = await server.call('GET', '/sso/admin/department/export?q=%00', { token: admin });
      expectError(exported, 400, 'bad_query', nulMessage);
      for (const url of ['/sso/admin/department/%00', '/sso/support/task/1%00']) {
        const reply = await server.call('GET', url, { token: admin });
        expectError(reply, 400, 'bad_request', nulMessage);
        expect(reply.json.details[0]).toMatch(/: path\./);
      }
      // The same calls without the NUL answer normally: the refusal is about the character.
      expect((await server.call('GET', '/sso/admin/department?q=ab&sorter[]=name&sorter[]=asc', { token: admin })).status).toBe(200);
    });

    it('in the JSON bodies of the sign-in routes', async () => {
      const login = await server.call('POST', '/sso/api/auth/login', { body: { username: 'admin\u0000', password: 'portal-demo' } });
      expectError(login, 400, 'bad_request', nulMessage);
      expect(login.json.details).toEqual([`${nulMessage}: body.username`]);
      const token = await server.login('kaur');
      const change = await server.call('POST', '/sso/api/auth/change-password', { token, body: { old_password: 'portal-demo', password: 'new-\u0000-password' } });
      expectError(change, 400, 'bad_request', nulMessage);
      expect(await server.count('audit_trail', "action = 'change_password'")).toBe(0);
      expect((await server.call('POST', '/sso/api/auth/login', { body: { username: 'kaur', password: 'portal-demo' } })).status).toBe(200);
    });

    it('in multipart text fields and file names; the stored files are removed again', async () => {
      const onDisk = () => (existsSync(join(server.dataDir, 'files')) ? readdirSync(join(server.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
      const [rows, files, disk] = [await server.count(ticket), await server.count('files'), onDisk()];
      const attachment = { name: 'attachments[0]', fileName: 'log.txt', type: 'text/plain', content: 'log' };
      const forms = [
        multipartBody([['title', 'Layar\u0000mati'], ['description', 'x']], [attachment]),
        multipartBody([['title', 'Layar mati'], ['description', 'x']], [{ ...attachment, fileName: 'log\u0000.txt' }]),
      ];
      for (const form of forms) expectError(await server.call('POST', '/sso/support/ticket', { token: admin, ...form }), 400, 'bad_request', nulMessage);
      expect([await server.count(ticket), await server.count('files'), onDisk()]).toEqual([rows, files, disk]);
    });
  });

  describe('F6: a list of more than 1,000 values is a 400, never a bind-parameter failure', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

    it('relation ids in a body; 1,000 are still accepted', async () => {
      const permissions = (await server.query<{ id: number }>('select id from permissions order by id')).map((p) => p.id);
      const tooMany = await server.call('POST', '/sso/admin/roles', { token: admin, body: { name: 'Many ids', permissions: ids(70_000) } });
      expectError(tooMany, 400, 'bad_request', listMessage);
      expect(tooMany.json.details).toEqual([`${listMessage}: body.permissions (70,000 values)`]);
      expect(await server.count('roles', "name = 'Many ids'")).toBe(0);

      const nested = await server.call('POST', '/sso/admin/roles', { token: admin, body: { name: 'Nested ids', description: { list: ids(1001) } } });
      expectError(nested, 400, 'bad_request', listMessage);

      // 1,000 values pass the cap and reach the definition's own check (unknown ids: 422).
      const atCap = await server.call('POST', '/sso/admin/roles', { token: admin, body: { name: 'At the cap', permissions: [...permissions, ...ids(1000 - permissions.length).map((i) => 1_000_000 + i)] } });
      expect(atCap.status).toBe(422);
      const fine = await server.call('POST', '/sso/admin/roles', { token: admin, body: { name: 'All permissions', permissions } });
      expect(fine.status).toBe(201);
      expect(await server.count('role_permissions', `role_id = ${fine.json.data.id}`)).toBe(permissions.length);
    });

    it('filter values of the list query, however the list is written', async () => {
      const many = (name: string, n: number) => ids(n).map((i) => `${name}=${i}`).join('&');
      const queries = [many('filter[status][]', 70_000), many('filter[status]', 1001), ids(1001).map((i) => `search_field[${i}]=name`).join('&'), many('relation[]', 1001)];
      for (const query of queries) {
        for (const path of ['/sso/admin/department', '/sso/admin/department/export']) {
          const reply = await server.call('GET', `${path}?${query}`, { token: admin });
          expectError(reply, 400, 'bad_query', listMessage);
          expect(reply.json.details[0]).toMatch(/^A list may hold at most 1,000 values: query\.\w+/);
        }
      }
      const atCap = await server.call('GET', `/sso/admin/department?${many('filter[status][]', 1000)}`, { token: admin });
      expect(atCap.status).toBe(200);
      expect(atCap.json.total).toBe(await server.count(department, 'status between 1 and 1000'));
    });
  });

  describe('F7: a refresh-token family ends 14 days after its sign-in', () => {
    const familyOf = async (cookie: string) =>
      (await server.query<{ family: string }>("select family from refresh_tokens where hash = encode(sha256($1::bytea), 'hex')", [cookie]))[0].family;
    const signIn = async (username: string) => cookieOf(await server.call('POST', '/sso/api/auth/login', { body: { username, password: 'portal-demo' } }));

    it('rotation keeps the start: a 13-day-old family refreshes, its new token ends with the family', async () => {
      const first = await signIn('kabid');
      const family = await familyOf(first);
      await server.query("update refresh_tokens set family_started_at = now() - interval '13 days' where family = $1", [family]);
      const rotated = await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: first } });
      expect(rotated.status).toBe(200);
      const maxAge = Number(/Max-Age=(\d+)/.exec(String(rotated.headers['set-cookie']))?.[1]);
      expect(maxAge).toBeGreaterThan(86_400 - 60);
      expect(maxAge).toBeLessThanOrEqual(86_400);
      const [row] = await server.query<{ days: number; same: boolean }>(
        "select round(extract(epoch from expires - now()) / 86400)::int as days, family = $2 as same from refresh_tokens where hash = encode(sha256($1::bytea), 'hex')",
        [cookieOf(rotated), family],
      );
      expect(row).toEqual({ days: 1, same: true });
    });

    it('after 14 days refresh answers 401 and the whole family is revoked', async () => {
      const first = await signIn('kaur');
      const second = cookieOf(await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: first } }));
      const family = await familyOf(second);
      await server.query("update refresh_tokens set family_started_at = family_started_at - interval '14 days 1 second' where family = $1", [family]);
      const refused = await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: second } });
      expectError(refused, 401, 'unauthenticated', 'Your session has ended, please sign in again');
      expect(String(refused.headers['set-cookie'])).toMatch(/portal_refresh=;/);
      expect(await server.count('refresh_tokens', `family = '${family}' and not revoked`)).toBe(0);
      expect(await server.count('refresh_tokens', `family = '${family}'`)).toBe(2);
      // A new sign-in starts a new family with its own 14 days.
      const again = await signIn('kaur');
      expect(await familyOf(again)).not.toBe(family);
      expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: again } })).status).toBe(200);
    });
  });

  describe('F8: Cache-Control and security headers on every answer', () => {
    it('no-store on API answers and every error; immutable hashed assets; no-cache index.html', async () => {
      const cases: Array<[string, Reply, string]> = [
        ['list', await server.call('GET', '/sso/admin/department', { token: admin }), 'no-store'],
        ['user', await server.call('GET', '/sso/api/auth/user', { token: admin }), 'no-store'],
        ['login', await server.call('POST', '/sso/api/auth/login', { body: { username: 'staff', password: 'portal-demo' } }), 'no-store'],
        ['401', await server.call('GET', '/sso/admin/department'), 'no-store'],
        ['400', await server.call('GET', '/sso/admin/department?sorter[]=nope', { token: admin }), 'no-store'],
        ['404 api', await server.call('GET', '/sso/nothing/here'), 'no-store'],
        ['docs', await server.call('GET', '/api/docs/json'), 'no-store'],
        ['asset', await server.call('GET', '/assets/index-4f2a9c1b.js'), 'public, max-age=31536000, immutable'],
        ['missing asset', await server.call('GET', '/assets/index-00000000.js'), 'no-store'],
        ['index', await server.call('GET', '/'), 'no-cache'],
        ['client route', await server.call('GET', '/apps/admin/users'), 'no-cache'],
      ];
      for (const [what, reply, expected] of cases) {
        expect({ what, cache: reply.headers['cache-control'] }).toEqual({ what, cache: expected });
        expect({ what, csp: !!reply.headers['content-security-policy'], frame: reply.headers['x-frame-options'], nosniff: reply.headers['x-content-type-options'] }).toEqual({
          what,
          csp: true,
          frame: 'DENY',
          nosniff: 'nosniff',
        });
      }
    });
  });

  describe('body caps', () => {
    it('a JSON body over 1 MB is a 413 in the error contract; nothing is written', async () => {
      const rows = await server.count(department);
      const reply = await server.call('POST', '/sso/admin/department', {
        token: admin,
        payload: JSON.stringify({ code: 'BIG', name: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expectError(reply, 413, 'payload_too_large', 'The request body is larger than 1.00 MB, the most the server accepts');
      expect(Object.keys(reply.json).sort()).toEqual(['code', 'message']);
      expect(await server.count(department)).toBe(rows);
      const login = await server.call('POST', '/sso/api/auth/login', { payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
      expectError(login, 413, 'payload_too_large');
    });
  });
});
