/**
 * Sign-in per shell.md sections 6, 7 and 9: login, the user object, refresh rotation and replay,
 * logout, disabled users, forged and expired tokens, change of password, immediate permission
 * changes and the login rate limit (a forged X-Forwarded-For does not reset it).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { startTestServer, testBackends, type Reply, type TestServer } from '../support/testServer.ts';

const cookieOf = (reply: Reply) => {
  const header = reply.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('portal_refresh='));
  return { line: line ?? '', value: /^portal_refresh=([^;]*)/.exec(line ?? '')?.[1] ?? '' };
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function handMadeToken(header: object, payload: object, secret?: string): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

describe.each(testBackends())('sign-in (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    adminToken = await server.login('admin');
  });
  afterAll(() => server?.stop());

  const userId = async (username: string) => (await server.query<{ id: number }>('select id from users where username = $1', [username]))[0].id;

  it('signs in with the demo password and answers data.access_token plus a strict refresh cookie', async () => {
    const reply = await server.call('POST', '/sso/api/auth/login', { body: { username: 'admin', password: 'portal-demo' } });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(reply.json.data.access_token.split('.')).toHaveLength(3);
    const { line } = cookieOf(reply);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/sso\/api\/auth/);
    expect(line).toMatch(/Max-Age=1209600/);
    const claims = JSON.parse(Buffer.from(reply.json.data.access_token.split('.')[1], 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sid', 'sub', 'tv']);
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await server.call('POST', '/sso/api/auth/login', { body: { username: 'admin', password: 'nope-nope' } });
    const unknown = await server.call('POST', '/sso/api/auth/login', { body: { username: 'nobody', password: 'portal-demo' } });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ message: 'Username or password is incorrect', code: 'invalid_credentials' });
    }
    const empty = await server.call('POST', '/sso/api/auth/login', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('answers the user object with permissions and roles as base64 JSON', async () => {
    const reply = await server.call('GET', '/sso/api/auth/user', { token: adminToken });
    expect(reply.status).toBe(200);
    const user = reply.json;
    expect(user).toMatchObject({ username: 'admin', avatar: 'default.jpg', bidang_id: 6, must_change_password: false });
    const permissions = JSON.parse(Buffer.from(user.permissions, 'base64').toString());
    expect(permissions).toHaveLength(server.definitions.permissions.permissions.length);
    expect(JSON.parse(Buffer.from(user.roles, 'base64').toString())).toEqual(['Admin']);
    expect(user).not.toHaveProperty('password_hash');

    const staff = await server.call('GET', '/sso/api/auth/user', { token: await server.login('staff') });
    expect(JSON.parse(Buffer.from(staff.json.permissions, 'base64').toString())).not.toContain('view_users');
  });

  it('refuses calls without a token, with alg none, a foreign secret, an expired token, or a refresh token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const id = String(await userId('admin'));
    const login = await server.call('POST', '/sso/api/auth/login', { body: { username: 'admin', password: 'portal-demo' } });
    // The session (sid) of a real sign-in, so each hand-made token below fails for its own flaw only.
    const sid = JSON.parse(Buffer.from(login.json.data.access_token.split('.')[1], 'base64url').toString()).sid;
    const tokens = {
      none: undefined,
      algNone: handMadeToken({ alg: 'none', typ: 'JWT' }, { sub: id, tv: 0, sid, iat: now, exp: now + 600 }),
      foreignSecret: handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: id, tv: 0, sid, iat: now, exp: now + 600 }, 'another-secret-another-secret-another'),
      expired: handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: id, tv: 0, sid, iat: now - 7200, exp: now - 3600 }, server.config.jwtSecret),
      refreshAsAccess: cookieOf(login).value,
      garbage: 'not.a.token',
      noSession: handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: id, tv: 0, iat: now, exp: now + 600 }, server.config.jwtSecret),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const reply = await server.call('GET', '/sso/admin/department', { token });
      expect({ kind, status: reply.status, code: reply.json.code }).toEqual({ kind, status: 401, code: 'unauthenticated' });
    }
    // The same hand-made token, valid: proves the refusals above are about the flaw, not the shape.
    const valid = handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: id, tv: 0, sid, iat: now, exp: now + 600 }, server.config.jwtSecret);
    expect((await server.call('GET', '/sso/admin/department', { token: valid })).status).toBe(200);
  });

  it('rotates the refresh token; a replayed one revokes the whole family', async () => {
    const login = await server.call('POST', '/sso/api/auth/login', { body: { username: 'kabid', password: 'portal-demo' } });
    const first = cookieOf(login).value;
    const rotated = await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: first } });
    expect(rotated.status).toBe(200);
    const second = cookieOf(rotated).value;
    expect(second).not.toBe(first);
    expect((await server.call('GET', '/sso/api/auth/user', { token: rotated.json.data.access_token })).json.username).toBe('kabid');

    const replay = await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: first } });
    expect(replay.status).toBe(401);
    // The thief replayed; the legitimate holder of the newest token is signed out too.
    expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: second } })).status).toBe(401);
    const family = await server.query<{ live: number }>(
      "select count(*)::int as live from refresh_tokens where family = (select family from refresh_tokens where user_id = $1 order by id desc limit 1) and not revoked",
      [await userId('kabid')],
    );
    expect(family[0].live).toBe(0);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const login = await server.call('POST', '/sso/api/auth/login', { body: { username: 'kaur', password: 'portal-demo' } });
    const token = cookieOf(login).value;
    const logout = await server.call('POST', '/sso/api/auth/logout', { cookies: { portal_refresh: token } });
    expect(logout.status).toBe(200);
    expect(cookieOf(logout).line).toMatch(/portal_refresh=;/);
    expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: token } })).status).toBe(401);
    expect((await server.call('POST', '/sso/api/auth/refresh')).status).toBe(401);
  });

  it("a disabled user's tokens stop working at once, and the user cannot sign in", async () => {
    const login = await server.call('POST', '/sso/api/auth/login', { body: { username: 'hr', password: 'portal-demo' } });
    const access = login.json.data.access_token;
    const refresh = cookieOf(login).value;
    expect((await server.call('GET', '/sso/api/auth/user', { token: access })).status).toBe(200);

    const id = await userId('hr');
    const disable = await server.call('PUT', `/sso/admin/users/${id}`, { token: adminToken, body: { disabled: true } });
    expect(disable.status).toBe(200);
    expect((await server.call('GET', '/sso/api/auth/user', { token: access })).status).toBe(401);
    expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: refresh } })).status).toBe(401);
    const again = await server.call('POST', '/sso/api/auth/login', { body: { username: 'hr', password: 'portal-demo' } });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe('This account is disabled');

    await server.call('PUT', `/sso/admin/users/${id}`, { token: adminToken, body: { disabled: false } });
    expect((await server.call('POST', '/sso/api/auth/login', { body: { username: 'hr', password: 'portal-demo' } })).status).toBe(200);
  });

  it('a permission taken from a role takes effect on the next request', async () => {
    const token = await server.login('kabid');
    const before = await server.call('GET', '/sso/admin/department', { token });
    const role = (await server.call('GET', '/sso/admin/roles?q=Kabid&paging[]=50&paging[]=1', { token: adminToken })).json.data.find((r: { name: string }) => r.name === 'Kabid');
    const details = (await server.call('GET', `/sso/admin/roles/${role.id}`, { token: adminToken })).json.data;
    const viewUsers = (await server.query<{ id: number }>("select id from permissions where name = 'view_users'"))[0].id;
    const kabidHadIt = details.permissions.includes(viewUsers);
    const without = details.permissions.filter((p: number) => p !== viewUsers);
    const withIt = [...without, viewUsers];

    expect((await server.call('PUT', `/sso/admin/roles/${role.id}`, { token: adminToken, body: { permissions: withIt } })).status).toBe(200);
    expect((await server.call('GET', '/sso/admin/department', { token })).status).toBe(200);
    expect((await server.call('PUT', `/sso/admin/roles/${role.id}`, { token: adminToken, body: { permissions: without } })).status).toBe(200);
    const after = await server.call('GET', '/sso/admin/department', { token });
    expect(after.status).toBe(403);
    expect(after.json.code).toBe('forbidden');
    await server.call('PUT', `/sso/admin/roles/${role.id}`, { token: adminToken, body: { permissions: kabidHadIt ? withIt : without } });
    expect(before.status).toBe(kabidHadIt ? 200 : 403);
  });

  it('a grant written straight to the database (another instance, a script) takes effect on the next request', async () => {
    // The server keeps each role set's permissions in memory; this proves the copy follows a write
    // it did not make itself, in both directions, and a new role given to the user.
    const token = await server.login('kabid');
    const [{ id: permissionId }] = await server.query<{ id: number }>("select id from permissions where name = 'view_users'");
    const [{ id: roleId }] = await server.query<{ id: number }>("select id from roles where name = 'Kabid'");
    const held = await server.query('select 1 from role_permissions where role_id = $1 and permission_id = $2', [roleId, permissionId]);
    await server.query('delete from role_permissions where role_id = $1 and permission_id = $2', [roleId, permissionId]);
    const permissionsOf = async () => {
      const reply = await server.call('GET', '/sso/api/auth/user', { token });
      expect(reply.status).toBe(200);
      return JSON.parse(Buffer.from(reply.json.permissions, 'base64').toString()) as string[];
    };
    expect(await permissionsOf()).not.toContain('view_users');

    await server.query('insert into role_permissions (role_id, permission_id) values ($1, $2)', [roleId, permissionId]);
    expect(await permissionsOf()).toContain('view_users');
    await server.query('delete from role_permissions where role_id = $1 and permission_id = $2', [roleId, permissionId]);
    expect(await permissionsOf()).not.toContain('view_users');

    const [{ id: userId }] = await server.query<{ id: number }>("select id from users where username = 'kabid'");
    const [{ id: adminRoleId }] = await server.query<{ id: number }>("select id from roles where name = 'Admin'");
    await server.query('insert into user_roles (user_id, role_id) values ($1, $2)', [userId, adminRoleId]);
    expect(await permissionsOf()).toContain('view_users');
    await server.query('delete from user_roles where user_id = $1 and role_id = $2', [userId, adminRoleId]);
    expect(await permissionsOf()).not.toContain('view_users');
    if (held.length) await server.query('insert into role_permissions (role_id, permission_id) values ($1, $2)', [roleId, permissionId]);
  });

  it('change of password clears must_change_password and ends the other sessions', async () => {
    const id = await userId('arsip');
    await server.query('update users set must_change_password = true where id = $1', [id]);
    const other = await server.call('POST', '/sso/api/auth/login', { body: { username: 'arsip', password: 'portal-demo' } });
    const token = other.json.data.access_token;
    expect((await server.call('GET', '/sso/api/auth/user', { token })).json.must_change_password).toBe(true);

    const short = await server.call('POST', '/sso/api/auth/change-password', { token, body: { old_password: 'portal-demo', password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toEqual(['The new password must be at least 8 characters']);
    const wrongOld = await server.call('POST', '/sso/api/auth/change-password', { token, body: { old_password: 'not-it-at-all', password: 'a-new-password' } });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.json.errors.old_password).toEqual(['The current password is incorrect']);

    const changed = await server.call('POST', '/sso/api/auth/change-password', { token, body: { old_password: 'portal-demo', password: 'a-new-password' } });
    expect(changed.status).toBe(200);
    const fresh = changed.json.data.access_token;
    expect((await server.call('GET', '/sso/api/auth/user', { token: fresh })).json.must_change_password).toBe(false);
    expect((await server.call('GET', '/sso/api/auth/user', { token })).status).toBe(401);
    expect((await server.call('POST', '/sso/api/auth/refresh', { cookies: { portal_refresh: cookieOf(other).value } })).status).toBe(401);
    expect((await server.call('POST', '/sso/api/auth/login', { body: { username: 'arsip', password: 'a-new-password' } })).status).toBe(200);
    expect(await server.count('audit_trail', `resource = 'user' and action = 'change_password' and record_id = '${id}'`)).toBe(1);
  });

  it('limits sign-in per address and per account; a forged X-Forwarded-For does not reset it', async () => {
    const limited = await buildApp({
      definitions: server.definitions,
      db: server.db,
      config: { ...server.config, loginLimits: { perAddress: 5, perAccount: 3, windowMs: 60_000 } },
      logger: false,
    });
    const attempt = (username: string, remoteAddress: string, forged: string) =>
      limited.inject({ method: 'POST', url: '/sso/api/auth/login', remoteAddress, headers: { 'x-forwarded-for': forged }, payload: { username, password: 'wrong-password' } });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(`someone${i}`, '10.1.1.1', `192.0.2.${i}`)).statusCode).toBe(401);
      const sixth = await attempt('someone9', '10.1.1.1', '198.51.100.7');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
      expect(sixth.json().message).toMatch(/^Too many sign-in attempts/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

      for (let i = 0; i < 3; i++) expect((await attempt('staff', `10.2.2.${i}`, '203.0.113.1')).statusCode).toBe(401);
      const right = await limited.inject({ method: 'POST', url: '/sso/api/auth/login', remoteAddress: '10.2.2.99', payload: { username: 'staff', password: 'portal-demo' } });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('serves avatars, and default.jpg for a missing or unsafe name', async () => {
    for (const name of ['nobody.png', '..%2F..%2Fetc%2Fpasswd', 'default.jpg']) {
      const reply = await server.call('GET', `/sso/gn/dp/${name}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('image/jpeg');
      expect(reply.raw.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });
});
