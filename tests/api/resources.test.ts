/**
 * The generic resource API on the admin module: list, get, create, update, delete, export and
 * options; many-to-many links; write-only passwords; the audit trail; child resources scoped by
 * their path; and the dashboard's birthday call with its permission gating.
 */
import ExcelJS from 'exceljs';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { multipartBody } from '../support/multipart.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

/** A real PNG: the server decides a file's type from its bytes, and four magic bytes are not an image. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testBackends())('generic resource API (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await server.login('admin');
    staff = await server.login('staff');
  });
  afterAll(() => server?.stop());

  it('lists, creates, reads, updates and deletes a department, each write audited', async () => {
    const created = await server.call('POST', '/sso/admin/department', { token: admin, body: { code: 'QA', name: 'Quality Assurance', bidang_id: 12, office_id: 1 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ message: 'Success', data: { code: 'QA', name: 'Quality Assurance', status: 1, created_by: 'admin' } });
    const id = created.json.data.id;

    const read = await server.call('GET', `/sso/admin/department/${id}`, { token: admin });
    expect(read.json.data).toEqual(created.json.data);

    const listed = await server.call('GET', '/sso/admin/department?q=quality&paging[]=10&paging[]=1', { token: admin });
    expect(listed.json).toMatchObject({ total: 1, page: 1, perpage: 10, from: 1, to: 1, last_page: 1 });
    expect(listed.json.data[0].id).toBe(id);

    const updated = await server.call('PUT', `/sso/admin/department/${id}`, { token: admin, body: { name: 'Penjaminan Mutu', status: 2 } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ code: 'QA', name: 'Penjaminan Mutu', status: 2 });

    // A staff token changes nothing.
    const before = JSON.stringify((await server.call('GET', `/sso/admin/department/${id}`, { token: admin })).json);
    expect((await server.call('PUT', `/sso/admin/department/${id}`, { token: staff, body: { name: 'Hacked' } })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/admin/department/${id}`, { token: staff })).status).toBe(403);
    expect((await server.call('POST', '/sso/admin/department', { token: staff, body: { code: 'X', name: 'X' } })).status).toBe(403);
    expect(JSON.stringify((await server.call('GET', `/sso/admin/department/${id}`, { token: admin })).json)).toBe(before);

    expect((await server.call('DELETE', `/sso/admin/department/${id}`, { token: admin })).status).toBe(200);
    expect((await server.call('GET', `/sso/admin/department/${id}`, { token: admin })).status).toBe(404);
    expect((await server.call('DELETE', `/sso/admin/department/${id}`, { token: admin })).status).toBe(404);

    const audit = await server.query<{ who: string; action: string; before: { name: string } | null; after: { name: string } | null }>(
      "select who, action, before, after from audit_trail where resource = 'department' and record_id = $1 order by id",
      [String(id)],
    );
    expect(audit.map((a) => [a.who, a.action, a.before?.name ?? null, a.after?.name ?? null])).toEqual([
      ['admin', 'create', null, 'Quality Assurance'],
      ['admin', 'update', 'Quality Assurance', 'Penjaminan Mutu'],
      ['admin', 'delete', 'Penjaminan Mutu', null],
    ]);
  });

  it('pages, sorts and filters with the one paginator shape', async () => {
    const page2 = await server.call('GET', '/sso/admin/department?paging[]=4&paging[]=2&sorter[]=code&sorter[]=asc', { token: admin });
    expect(page2.json).toMatchObject({ page: 2, perpage: 4, from: 5, to: 8 });
    const codes = page2.json.data.map((d: { code: string }) => d.code);
    expect(codes).toEqual([...codes].sort());
    const all = await server.call('GET', '/sso/admin/department?paging[]=100&paging[]=1&sorter[]=code&sorter[]=asc', { token: admin });
    expect(codes).toEqual(all.json.data.slice(4, 8).map((d: { code: string }) => d.code));
    expect(page2.json.last_page).toBe(Math.ceil(all.json.total / 4));

    const inactive = await server.call('GET', '/sso/admin/department?filter[status]=2', { token: admin });
    expect(inactive.json.data.every((d: { status: number }) => d.status === 2)).toBe(true);
    const several = await server.call('GET', '/sso/admin/department?filter[office_id][]=1&filter[office_id][]=2&paging[]=100&paging[]=1', { token: admin });
    expect(several.json.total).toBeGreaterThanOrEqual(11);
    const badValue = await server.call('GET', '/sso/admin/department?filter[status]=abc', { token: admin });
    expect(badValue.status).toBe(400);
    expect(badValue.json.details).toEqual(['Filter status must be a whole number: abc']);
    const empty = await server.call('GET', '/sso/admin/department?q=no-such-thing', { token: admin });
    expect(empty.json).toEqual({ data: [], total: 0, page: 1, perpage: 10, from: 0, to: 0, last_page: 1 });
  });

  it('stores roles and permissions in link tables; a new user signs in with them', async () => {
    const permissions = await server.query<{ id: number; name: string }>("select id, name from permissions where name in ('view_users', 'view_roles') order by name");
    const role = await server.call('POST', '/sso/admin/roles', { token: admin, body: { name: 'Auditor Tamu', description: 'read only', permissions: permissions.map((p) => p.id) } });
    expect(role.status).toBe(201);
    expect(role.json.data.permissions).toEqual(permissions.map((p) => p.id).sort((a, b) => a - b));

    const user = await server.call('POST', '/sso/admin/users', { token: admin, body: { username: 'tamu', name: 'Tamu', password: 'rahasia-tamu', roles: [role.json.data.id] } });
    expect(user.status).toBe(201);
    expect(user.json.data).toMatchObject({ username: 'tamu', roles: [role.json.data.id], must_change_password: true });
    expect(user.json.data).not.toHaveProperty('password');
    expect(user.json.data).not.toHaveProperty('password_hash');
    const hash = (await server.query<{ password_hash: string }>("select password_hash from users where username = 'tamu'"))[0].password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);

    const token = await server.login('tamu', 'rahasia-tamu');
    const profile = (await server.call('GET', '/sso/api/auth/user', { token })).json;
    expect(JSON.parse(Buffer.from(profile.permissions, 'base64').toString())).toEqual(['view_roles', 'view_users']);
    expect(profile.must_change_password).toBe(true);

    const unknownRole = await server.call('POST', '/sso/admin/users', { token: admin, body: { username: 'tamu2', name: 'Tamu 2', password: 'rahasia-tamu', roles: [987654] } });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.json.errors.roles[0]).toMatch(/unknown role 987654/);

    // An empty password on update keeps the password; a new one ends the sessions.
    const id = user.json.data.id;
    expect((await server.call('PUT', `/sso/admin/users/${id}`, { token: admin, body: { name: 'Tamu Baru', password: '' } })).status).toBe(200);
    expect((await server.call('GET', '/sso/api/auth/user', { token })).json.name).toBe('Tamu Baru');
    expect((await server.call('PUT', `/sso/admin/users/${id}`, { token: admin, body: { password: 'sandi-baru-123' } })).status).toBe(200);
    expect((await server.call('GET', '/sso/api/auth/user', { token })).status).toBe(401);
    await server.login('tamu', 'sandi-baru-123');

    const listed = await server.call('GET', '/sso/admin/users?q=tamu&relation[]=roles', { token: admin });
    expect(listed.json.data[0].roles).toEqual([role.json.data.id]);
    expect(JSON.stringify(listed.json)).not.toMatch(/argon2|password_hash|"password"/);
    const audit = await server.query<{ after: Record<string, unknown> }>("select after from audit_trail where resource = 'user' and record_id = $1", [String(id)]);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|password_hash/);
  });

  it('exports the filtered list as xlsx, and refuses more than 15,000 rows with the spec message', async () => {
    const reply = await server.call('GET', '/sso/admin/department/export?filter[status]=1&sorter[]=code&sorter[]=asc', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="department.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const total = (await server.call('GET', '/sso/admin/department?filter[status]=1', { token: admin })).json.total;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toContain('Code');

    await server.query("insert into client (code, name) select 'BULK' || g, 'Bulk ' || g from generate_series(1, 15001) g");
    const tooMany = await server.call('GET', '/sso/admin/client/export', { token: admin });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toEqual({ message: 'Data melebihi 15.000 baris', code: 'export_too_large' });
    const narrowed = await server.call('GET', '/sso/admin/client/export?q=Bulk 1500', { token: admin });
    expect(narrowed.status).toBe(200);
    await server.query("delete from client where code like 'BULK%'");
  });

  it('answers options as id and label, for any signed-in user', async () => {
    const reply = await server.call('GET', '/sso/department-data', { token: staff });
    expect(reply.status).toBe(200);
    expect(reply.json.data[0]).toEqual({ id: expect.any(Number), label: expect.any(String) });
    const labels = reply.json.data.map((o: { label: string }) => o.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await server.call('GET', '/sso/department-data?label=code', { token: staff })).json.data.map((o: { label: string }) => o.label)).toContain('HMS');
    expect((await server.call('GET', '/sso/users-data?label=password', { token: staff })).status).toBe(400);
    expect((await server.call('GET', '/sso/department-data')).status).toBe(401);
  });

  it('scopes a child resource by its path: tasks of one ticket', async () => {
    const ticket = await server.call('POST', '/sso/support/ticket', { token: admin, body: { title: 'Printer rusak', description: 'Tidak bisa mencetak' } });
    expect(ticket.status).toBe(201);
    const other = await server.call('POST', '/sso/support/ticket', { token: admin, body: { title: 'Email', description: 'Tidak masuk' } });
    const task = await server.call('POST', `/sso/support/task/${ticket.json.data.id}`, { token: admin, body: { progress_description: 'Cek toner', ticket_id: other.json.data.id } });
    expect(task.status).toBe(201);
    expect(task.json.data.ticket_id).toBe(ticket.json.data.id);
    const tasks = await server.call('GET', `/sso/support/task/${ticket.json.data.id}`, { token: admin });
    expect(tasks.json.data.map((t: { id: number }) => t.id)).toEqual([task.json.data.id]);
    expect((await server.call('GET', `/sso/support/task/${other.json.data.id}`, { token: admin })).json.total).toBe(0);
  });

  it('takes multipart bodies where the definition says so: files stored, keys in the record', async () => {
    const files = [
      { name: 'attachments[0]', fileName: 'foto.png', type: 'image/png', content: onePixelPng },
      { name: 'attachments[1]', fileName: 'surat.pdf', type: 'application/pdf', content: '%PDF-1.4 demo' },
    ];
    const form = multipartBody([['title', 'Layar mati'], ['description', 'Monitor tidak menyala'], ['has_attachment', 'true']], files);
    const created = await server.call('POST', '/sso/support/ticket', { token: admin, ...form });
    expect(created.status).toBe(201);
    const keys: string[] = created.json.data.attachments;
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(existsSync(join(server.dataDir, 'files', key))).toBe(true);
    const stored = await server.query<{ original_name: string; size: number }>('select original_name, size::int as size from files where storage_key = any($1) order by original_name', [keys]);
    expect(stored).toEqual([{ original_name: 'foto.png', size: onePixelPng.length }, { original_name: 'surat.pdf', size: 13 }]);

    // An update with one more file keeps the stored ones.
    const more = multipartBody([['title', 'Layar mati total']], [{ name: 'attachments[]', fileName: 'log.txt', type: 'text/plain', content: 'log' }]);
    const updated = await server.call('POST', `/sso/support/ticket/${created.json.data.id}`, { token: admin, ...more });
    expect(updated.status).toBe(200);
    expect(updated.json.data.attachments.slice(0, 2)).toEqual(keys);
    expect(updated.json.data.attachments).toHaveLength(3);

    // A refused record leaves no file behind, in the table or on disk.
    const onDisk = () => (existsSync(join(server.dataDir, 'files')) ? readdirSync(join(server.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
    const diskBefore = onDisk();
    const filesBefore = await server.count('files');
    const invalid = multipartBody([['description', 'tanpa judul']], [{ name: 'attachments[0]', fileName: 'x.txt', type: 'text/plain', content: 'x' }]);
    const refused = await server.call('POST', '/sso/support/ticket', { token: admin, ...invalid });
    expect(refused.status).toBe(422);
    expect(await server.count('files')).toBe(filesBefore);
    expect(onDisk()).toBe(diskBefore);

    // Multipart where the definition does not declare it is refused.
    const wrong = multipartBody([['code', 'MP'], ['name', 'Multipart']]);
    const refusedType = await server.call('POST', '/sso/admin/department', { token: admin, ...wrong });
    expect({ status: refusedType.status, code: refusedType.json.code }).toEqual({ status: 415, code: 'unsupported_media_type' });
  });

  it("birthday: today's users for everyone; skd and dora parts only with their permissions", async () => {
    await server.query("update users set birth_date = current_date - interval '30 years' where username in ('staff', 'kabid')");
    const forStaff = (await server.call('GET', '/sso/gn/birthday', { token: staff })).json.data;
    expect(forStaff.birthday.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['staff', 'kabid']));
    expect(forStaff.birthday[0]).toMatchObject({ avatar: 'default.jpg' });
    expect(forStaff.birthday[0]).not.toHaveProperty('password_hash');

    const roles = server.definitions.permissions.roles;
    const all = server.definitions.permissions.permissions.map((p) => p.name);
    const holds = (role: (typeof roles)[number], permission: string) => (role.permissions === '*' ? all : role.permissions).includes(permission);
    for (const role of roles) {
      const data = (await server.call('GET', '/sso/gn/birthday', { token: await server.login(role.username) })).json.data;
      const skd = holds(role, 'view_skd_online_backend');
      const dora = ['verification_dora_humas', 'verification_dora_spi', 'upload_dora_documents'].some((p) => holds(role, p));
      expect({ role: role.name, skd: data.skd !== null, dora: data.dora !== null }).toEqual({ role: role.name, skd, dora });
    }
    expect((await server.call('GET', '/sso/gn/birthday')).status).toBe(401);
  });
});
