/**
 * What surrounds the API: security headers on every kind of response, the built client with its
 * history-mode fallback, CORS off by default, the generated OpenAPI document, a restart that
 * keeps the data (even after a crash left a postmaster.pid), the JWT secret kept in the data
 * folder, and the table sync that reports changed or removed fields instead of dropping them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { syncResourceTables } from '../../server/db/syncResourceTables.ts';
import { contentSecurityPolicy } from '../../server/http/securityHeaders.ts';
import { storageModels } from '../../server/resources/storageModels.ts';
import { startTestServer, testBackends, type Reply, type TestServer } from '../support/testServer.ts';

const expectSecurityHeaders = (reply: Reply, what: string) => {
  expect({ what, csp: reply.headers['content-security-policy'] }).toEqual({ what, csp: contentSecurityPolicy });
  expect(contentSecurityPolicy).not.toMatch(/unsafe-eval/);
  expect(contentSecurityPolicy).toMatch(/frame-ancestors 'none'/);
  expect({ what, nosniff: reply.headers['x-content-type-options'], referrer: reply.headers['referrer-policy'] }).toEqual({ what, nosniff: 'nosniff', referrer: 'same-origin' });
};

describe.each(testBackends())('platform (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("portal")');
    server = await startTestServer({ backend, clientDir, isolated: true });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('puts the security headers on API answers, errors, static files and the fallback page', async () => {
    const token = await server.login('admin');
    const cases: Array<[string, Reply]> = [
      ['api', await server.call('GET', '/sso/admin/department', { token })],
      ['401', await server.call('GET', '/sso/admin/department')],
      ['404 api', await server.call('GET', '/sso/nothing/here')],
      ['413', await server.call('POST', '/sso/admin/department', { token, payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } })],
      ['static file', await server.call('GET', '/assets/app-1234.js')],
      ['client route', await server.call('GET', '/apps/admin/users/12')],
      ['avatar', await server.call('GET', '/sso/gn/dp/default.jpg')],
      ['docs', await server.call('GET', '/api/docs/json')],
    ];
    for (const [what, reply] of cases) expectSecurityHeaders(reply, what);
    expect(cases[4][1].status).toBe(200);
    expect(cases[4][1].body).toBe('console.log("portal")');
    expect(cases[4][1].headers['cache-control']).toMatch(/immutable/);
  });

  it('serves index.html for client routes, never for API paths or other methods', async () => {
    for (const path of ['/apps/admin/department/new', '/', '/apps/profile/']) {
      const page = await server.call('GET', path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
    for (const [method, url] of [['GET', '/sso/unknown'], ['GET', '/api/unknown'], ['POST', '/apps/admin/users'], ['GET', '/assets/app-0000.js']] as const) {
      const reply = await server.call(method, url);
      expect({ url, status: reply.status, code: reply.json?.code }).toEqual({ url, status: 404, code: 'not_found' });
    }
  });

  it('serves a file added to the client folder after start (a rebuild under a running server)', async () => {
    writeFileSync(join(clientDir, 'assets', 'late-5678.js'), 'console.log("late")');
    const reply = await server.call('GET', '/assets/late-5678.js');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('console.log("late")');
  });

  it('sends no CORS headers unless CORS_ORIGIN names an origin', async () => {
    const origin = 'https://elsewhere.example';
    const plain = await server.call('GET', '/sso/department-data', { headers: { origin } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const open = await buildApp({ definitions: server.definitions, db: server.db, config: { ...server.config, corsOrigin: origin }, logger: false });
    try {
      const preflight = await open.inject({ method: 'OPTIONS', url: '/sso/admin/department', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const other = await open.inject({ method: 'GET', url: '/sso/department-data', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('answers an unexpected failure with 500 Server Error and nothing of its inside', async () => {
    const app = await buildApp({ definitions: server.definitions, db: server.db, config: server.config, logger: false });
    app.get('/sso/test/throws', async () => {
      throw new Error('secret detail: select * from users');
    });
    app.get('/sso/test/sql', async () => server.db.selectFrom('no_such_table' as never).selectAll().execute());
    try {
      for (const url of ['/sso/test/throws', '/sso/test/sql']) {
        const reply = await app.inject({ method: 'GET', url });
        expect({ url, status: reply.statusCode, body: reply.json() }).toEqual({ url, status: 500, body: { message: 'Server Error', code: 'internal' } });
        expect(reply.headers['content-security-policy']).toBe(contentSecurityPolicy);
      }
    } finally {
      await app.close();
    }
  });

  it('documents the API as OpenAPI 3.1 generated from the definitions', async () => {
    const reply = await server.call('GET', '/api/docs/json');
    expect(reply.status).toBe(200);
    const doc = reply.json;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/sso/admin/department', '/sso/admin/department/{id}', '/sso/admin/department/export', '/sso/department-data', '/sso/api/auth/login']));
    expect(Object.keys(doc.paths['/sso/admin/department/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.paths['/sso/admin/department'].post['x-permission']).toEqual(server.definitions.resources.department.actions.create.access);
    expect(doc.components.schemas.DepartmentInput.required).toEqual(['code', 'name']);
    expect(doc.components.schemas.UserInput.properties.password.writeOnly).toBe(true);
    expect(doc.components.schemas.User.properties).not.toHaveProperty('password');
    const mounted = server.app.mountReport.mounted.length;
    const operations = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/sso/api/auth') && !path.startsWith('/sso/gn/')).reduce((n, [, ops]) => n + Object.keys(ops as object).length, 0);
    expect(operations).toBe(mounted);

    const page = await server.call('GET', '/api/docs');
    const html = page.status === 302 ? await server.call('GET', page.headers.location as string) : page;
    expect(html.status).toBe(200);
    expect(html.body).toMatch(/swagger-ui/i);
    expect(html.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('keeps the data across a restart, even when a crash left a postmaster.pid behind', async () => {
    const token = await server.login('admin');
    const created = await server.call('POST', '/sso/admin/department', { token, body: { code: 'KEEP', name: 'Tetap Ada' } });
    expect(created.status).toBe(201);
    const users = await server.count('users');
    await server.restart(() => {
      // A dead pid, as a crash leaves it: the next start must clear it, not fail.
      if (backend === 'embedded') writeFileSync(join(server.dataDir, 'db', 'postmaster.pid'), `999999\n${join(server.dataDir, 'db')}\n`);
    });
    expect(server.storage.seed.seeded).toBe(false);
    expect(await server.count('users')).toBe(users);
    const again = await server.login('admin');
    const read = await server.call('GET', `/sso/admin/department/${created.json.data.id}`, { token: again });
    expect(read.json.data).toMatchObject({ code: 'KEEP', name: 'Tetap Ada' });
    // The access token from before the restart is still good: the secret did not change.
    expect((await server.call('GET', '/sso/api/auth/user', { token })).status).toBe(200);
  });

  it('generates the JWT secret once into the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe('from-the-environment');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reports a changed type or a removed field and leaves the column and its data alone', async () => {
    const original = server.definitions;
    const changed = structuredClone(original) as { -readonly [K in keyof LoadedDefinitions]: LoadedDefinitions[K] } & LoadedDefinitions;
    const department = changed.resources.department as unknown as { fields: { properties: Record<string, { type?: string }> } };
    department.fields.properties.code.type = 'integer';
    delete department.fields.properties.bidang_id;
    department.fields.properties.motto = { type: 'string', 'x-label': 'admin.department.field.name' } as never;

    const report = await syncResourceTables(server.db, [...storageModels(changed).values()]);
    expect(report.added).toEqual(['department.motto']);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        'department.code: the definition says integer, the table has text; left as it is',
        'department.bidang_id: field "bidang_id" was removed from the definition; the column and its data are kept',
      ]),
    );
    const rows = await server.query<{ bidang_id: number; code: string }>("select bidang_id, code from department where code = 'HMS'");
    expect(rows).toEqual([{ bidang_id: 9, code: 'HMS' }]);

    const back = await syncResourceTables(server.db, [...storageModels(original).values()]);
    expect(back.problems.filter((p) => p.startsWith('department.code') || p.startsWith('department.bidang_id'))).toEqual([]);
  });
});
