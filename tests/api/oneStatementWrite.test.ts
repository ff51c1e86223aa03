/**
 * Creates and updates whose only effect is the audit row are one statement (insert or update
 * `returning`, the audit row in the same statement, its JSON built by the database): the audit
 * row holds exactly the record the caller was answered, a refused write leaves neither record
 * nor audit row, and a row rule still answers 404 for a record out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

describe.each(testBackends())('writes in one statement (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;
  let kaur: string;
  let kaurB: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    // A second user with kaur's roles: the permit's row rule tells the two apart.
    await server.query(`insert into users (username, password_hash, name, must_change_password, created_by) select 'kaur_b', password_hash, 'Kaur B', false, 'test' from users where username = 'kaur'`);
    await server.query(`insert into user_roles (user_id, role_id) select (select id from users where username = 'kaur_b'), role_id from user_roles where user_id = (select id from users where username = 'kaur')`);
    [admin, kaur, kaurB] = await Promise.all(['admin', 'kaur', 'kaur_b'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  const auditOf = (resource: string, id: unknown) =>
    server.query<{ who: string; action: string; before: unknown; after: unknown }>('select who, action, before, after from audit_trail where resource = $1 and record_id = $2 order by id', [resource, String(id)]);

  it('a department: the audit row holds the record as answered, before and after an update', async () => {
    const created = await server.call('POST', '/sso/admin/department', { token: admin, body: { code: 'ONE-1', name: 'Satu Pernyataan', office_id: 1 } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await auditOf('department', id)).toEqual([{ who: 'admin', action: 'create', before: null, after: created.json.data }]);

    const updated = await server.call('PUT', `/sso/admin/department/${id}`, { token: admin, body: { name: 'Dua Pernyataan', status: 2 } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toEqual((await server.call('GET', `/sso/admin/department/${id}`, { token: admin })).json.data);
    const audit = await auditOf('department', id);
    expect(audit[1]).toEqual({ who: 'admin', action: 'update', before: created.json.data, after: updated.json.data });
  });

  it('a refused write leaves no record and no audit row', async () => {
    const audits = await server.count('audit_trail');
    const taken = await server.call('POST', '/sso/admin/department', { token: admin, body: { code: 'ONE-1', name: 'Kembar' } });
    expect(taken.status).toBe(409);
    expect(taken.json.errors.code).toEqual(['Code is already used by another record']);
    expect((await server.call('PUT', '/sso/admin/department/987654', { token: admin, body: { name: 'Tidak ada' } })).status).toBe(404);
    expect(await server.count('audit_trail')).toBe(audits);
    expect(await server.count('department', "name = 'Kembar' or name = 'Tidak ada'")).toBe(0);
  });

  it('a permit (row rule, date and time fields): the creator updates it, another user gets 404 and changes nothing', async () => {
    const created = await server.call('POST', '/sso/hr/perizinan', { token: kaur, body: { permit_date: '2026-11-20', arrival_time: '08:45', description: 'Hujan deras' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(created.json.data).toMatchObject({ permit_date: '2026-11-20', status: 1, created_by: 'kaur' });
    expect((await auditOf('hr_permit', id))[0].after).toEqual(created.json.data);

    const audits = await server.count('audit_trail');
    expect((await server.call('POST', `/sso/hr/perizinan/${id}`, { token: kaurB, body: { description: 'Diubah orang lain' } })).status).toBe(404);
    expect(await server.count('audit_trail')).toBe(audits);

    const updated = await server.call('POST', `/sso/hr/perizinan/${id}`, { token: kaur, body: { description: 'Hujan dan banjir' } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ description: 'Hujan dan banjir', permit_date: '2026-11-20' });
    expect((await auditOf('hr_permit', id))[1]).toEqual({ who: 'kaur', action: 'update', before: created.json.data, after: updated.json.data });
  });
});
