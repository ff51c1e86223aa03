/**
 * Public relations (pp): the six masters' calls, the complaint ticket list with the spec's
 * parameters (perpage and the four status flags), process, a ticket's attachment and its delete,
 * the reports, and who may call what: pp_view.ticket for tickets, pp_admin.ticket for master
 * writes and reports; a user with neither gets 403 everywhere. Every write is checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const masters = ['attachment-type', 'topic', 'result', 'publication', 'methode', 'hubungan-peserta'] as const;
const tableOf = (path: string) => `pp_${path.replace(/-/g, '_')}`;
const statusOf: Record<string, number> = { pending: 1, progress: 2, done: 3, approved: 4 };

describe('public relations (pp)', () => {
  let server: TestServer;
  let kpst: string;
  let staff: string;
  let desk: string;

  beforeAll(async () => {
    server = await startTestServer();
    // A desk officer who handles tickets (pp_view.ticket) but keeps no master data and sees no report.
    await server.query(`insert into roles (name, created_by) values ('PP desk', 'test')`);
    await server.query(`insert into role_permissions (role_id, permission_id) select (select id from roles where name = 'PP desk'), id from permissions where name = 'pp_view.ticket'`);
    await server.query(
      `insert into users (username, password_hash, name, email, bidang_id, office_id, position_id, must_change_password, created_by)
       select 'ppdesk', password_hash, 'PP desk', 'ppdesk@portal.example', bidang_id, office_id, position_id, false, 'test' from users where username = 'kpst'`,
    );
    await server.query(`insert into user_roles (user_id, role_id) values ((select id from users where username = 'ppdesk'), (select id from roles where name = 'PP desk'))`);
    [kpst, staff, desk] = await Promise.all(['kpst', 'staff', 'ppdesk'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it.each(masters)('master %s: list with q, create, update, delete, each in the database', async (path) => {
    const table = tableOf(path);
    const seeded = await server.call('GET', `/sso/pp/${path}`, { token: kpst });
    expect(seeded.status).toBe(200);
    expect(seeded.json.total).toBeGreaterThan(2);

    const created = await server.call('POST', `/sso/pp/${path}`, { token: kpst, body: { name: `Uji ${path}`, description: 'dibuat oleh tes' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query(`select name, status from ${table} where id = $1`, [id])).toEqual([{ name: `Uji ${path}`, status: 1 }]);

    const found = await server.call('GET', `/sso/pp/${path}?q=${encodeURIComponent(`Uji ${path}`)}`, { token: kpst });
    expect(found.json.data.map((r: { id: number }) => r.id)).toEqual([id]);

    const updated = await server.call('PUT', `/sso/pp/${path}/${id}`, { token: kpst, body: { name: `Uji ${path} 2`, status: 2 } });
    expect(updated.status).toBe(200);
    expect(await server.query(`select name, status from ${table} where id = $1`, [id])).toEqual([{ name: `Uji ${path} 2`, status: 2 }]);

    const refused = await server.call('POST', `/sso/pp/${path}`, { token: kpst, body: { name: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.name).toEqual(['Nama belum diisi']);

    expect((await server.call('DELETE', `/sso/pp/${path}/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.count(table, `id = ${Number(id)}`)).toBe(0);
  });

  it('masters: read by ticket handlers, written only with pp_admin.ticket, 403 without either', async () => {
    expect((await server.call('GET', '/sso/pp/topic', { token: desk })).status).toBe(200);
    expect((await server.call('POST', '/sso/pp/topic', { token: desk, body: { name: 'Tidak boleh' } })).status).toBe(403);
    expect((await server.call('PUT', '/sso/pp/topic/1', { token: desk, body: { name: 'Tidak boleh' } })).status).toBe(403);
    expect((await server.call('DELETE', '/sso/pp/topic/1', { token: desk })).status).toBe(403);
    for (const path of masters) expect((await server.call('GET', `/sso/pp/${path}`, { token: staff })).status).toBe(403);
    expect(await server.count('pp_topic', `name = 'Tidak boleh'`)).toBe(0);
  });

  it('ticket list: perpage and each status flag as the server honours it, several flags as several statuses', async () => {
    const all = await server.call('GET', '/sso/pp/ticket?perpage=500', { token: kpst });
    expect(all.status).toBe(200);
    const total = all.json.total as number;
    expect(total).toBeGreaterThanOrEqual(40);
    for (const [flag, status] of Object.entries(statusOf)) {
      const [{ n }] = await server.query<{ n: string }>('select count(*) as n from pp_ticket where status = $1', [status]);
      expect(Number(n)).toBeGreaterThan(0);
      const list = await server.call('GET', `/sso/pp/ticket?q=&perpage=500&${flag}=1`, { token: kpst });
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(Number(n));
      expect(new Set(list.json.data.map((r: { status: number }) => r.status))).toEqual(new Set([status]));
      const off = await server.call('GET', `/sso/pp/ticket?perpage=500&${flag}=false`, { token: kpst });
      expect(off.json.total).toBe(total);
    }
    const two = await server.call('GET', '/sso/pp/ticket?perpage=500&pending=true&done=true', { token: kpst });
    expect(new Set(two.json.data.map((r: { status: number }) => r.status))).toEqual(new Set([1, 3]));
    const paged = await server.call('GET', '/sso/pp/ticket?perpage=5&pending=1', { token: kpst });
    expect(paged.json.data).toHaveLength(5);
    expect(paged.json.perpage).toBe(5);
    const searched = await server.call('GET', '/sso/pp/ticket?perpage=50&q=Fitri', { token: kpst });
    expect(searched.json.data.length).toBeGreaterThan(0);
    expect(searched.json.data.every((r: Record<string, string | null>) => ['no_peserta', 'nama_peserta', 'nama_pelapor', 'description'].some((f) => r[f]?.includes('Fitri')))).toBe(true);
    expect((await server.call('GET', '/sso/pp/ticket?pending=maybe', { token: kpst })).status).toBe(400);
  });

  it('files a ticket (office from the user), processes it once, keeps the field of each refusal', async () => {
    const refused = await server.call('POST', '/sso/pp/ticket', { token: desk, body: { no_peserta: 'bad number!', nama_peserta: 'Uji' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.no_peserta).toEqual(['Nomor peserta hanya huruf, angka, titik dan tanda hubung']);
    expect(refused.json.errors.topic_id).toEqual(['Topik belum dipilih']);

    const filed = await server.call('POST', '/sso/pp/ticket', {
      token: desk,
      body: { no_peserta: 'P00099001', nama_peserta: 'Peserta Uji', hubungan_peserta_id: 1, topic_id: 2, methode_id: 3, description: 'Manfaat belum diterima', office_id: 4, status: 4 },
    });
    expect(filed.status).toBe(201);
    const id = filed.json.data.id;
    const [kpstUser] = await server.query<{ office_id: number }>(`select office_id from users where username = 'kpst'`);
    expect(await server.query('select status, office_id, created_by from pp_ticket where id = $1', [id])).toEqual([{ status: 1, office_id: kpstUser.office_id, created_by: 'ppdesk' }]);

    const processed = await server.call('POST', `/sso/pp/ticket/process/${id}`, { token: desk });
    expect(processed.status).toBe(200);
    expect(processed.json.data.status).toBe(2);
    expect(await server.query('select status from pp_ticket where id = $1', [id])).toEqual([{ status: 2 }]);
    expect(await server.count('audit_trail', `record_id = '${Number(id)}' and resource = 'pp_ticket'`)).toBeGreaterThanOrEqual(2);
    expect((await server.call('POST', `/sso/pp/ticket/process/${id}`, { token: desk })).status).toBe(409);
    expect((await server.call('POST', `/sso/pp/ticket/process/${id}`, { token: staff })).status).toBe(403);

    const done = await server.call('POST', `/sso/pp/ticket/done/${id}`, { token: desk, body: { result_id: 1, publication_id: 2 } });
    expect(done.status).toBe(200);
    expect(await server.query('select status, result_id, publication_id from pp_ticket where id = $1', [id])).toEqual([{ status: 3, result_id: 1, publication_id: 2 }]);
    expect((await server.call('POST', `/sso/pp/ticket/approve/${id}`, { token: desk })).status).toBe(403);
    expect((await server.call('POST', `/sso/pp/ticket/approve/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.query('select status from pp_ticket where id = $1', [id])).toEqual([{ status: 4 }]);
  });

  it("attaches a typed file to a ticket and deletes it: 'Sucessfully delete file', then 'Failure to delete the file'", async () => {
    const [{ id: ticket }] = await server.query<{ id: number }>('select id from pp_ticket where status = 1 order by id limit 1');
    const { payload, headers } = multipartBody([['attachment_type_id', '3']], [{ name: 'file', fileName: 'surat pengaduan.txt', type: 'text/plain', content: 'Isi surat pengaduan peserta\n' }]);
    const stored = await server.call('POST', `/sso/pp/ticket/${ticket}/files`, { token: kpst, payload, headers });
    expect(stored.status).toBe(201);
    const id = stored.json.data.id;
    expect(await server.query('select ticket_id, attachment_type_id from pp_ticket_file where id = $1', [id])).toEqual([{ ticket_id: ticket, attachment_type_id: 3 }]);
    expect(await server.count('files', `resource = 'pp_ticket_file' and record_id = '${Number(id)}'`)).toBe(1);
    const listed = await server.call('GET', `/sso/pp/ticket/${ticket}/files`, { token: kpst });
    expect(listed.json.data.map((r: { id: number }) => r.id)).toContain(id);

    expect((await server.call('DELETE', `/sso/pp/files/${id}`, { token: staff })).status).toBe(403);
    const deleted = await server.call('DELETE', `/sso/pp/files/${id}`, { token: kpst });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Sucessfully delete file');
    expect(await server.count('pp_ticket_file', `id = ${Number(id)}`)).toBe(0);
    const again = await server.call('DELETE', `/sso/pp/files/${id}`, { token: kpst });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Failure to delete the file');
  });

  it('deletes a ticket; 403 without pp_view.ticket', async () => {
    const [{ id }] = await server.query<{ id: number }>('select id from pp_ticket where status = 1 order by id desc limit 1');
    expect((await server.call('GET', '/sso/pp/ticket', { token: staff })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/pp/ticket/${id}`, { token: staff })).status).toBe(403);
    expect(await server.count('pp_ticket', `id = ${Number(id)}`)).toBe(1);
    expect((await server.call('DELETE', `/sso/pp/ticket/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.count('pp_ticket', `id = ${Number(id)}`)).toBe(0);
  });

  it('reports count by status and by office as the database holds them; pp_admin.ticket only', async () => {
    const stat = await server.call('GET', '/sso/pp/statistic', { token: kpst });
    expect(stat.status).toBe(200);
    const byStatus = await server.query<{ status: number; n: string }>('select status, count(*) as n from pp_ticket group by status');
    for (const row of byStatus) expect(stat.json.data.status[String(row.status)]).toBe(Number(row.n));
    expect(stat.json.data.total).toBe(byStatus.reduce((s, r) => s + Number(r.n), 0));
    const office = await server.call('GET', '/sso/pp/statistic-office', { token: kpst });
    const [{ n }] = await server.query<{ n: string }>('select count(*) as n from pp_ticket where office_id = 1');
    expect(office.json.data.find((r: { office_id: number }) => r.office_id === 1).total).toBe(Number(n));
    expect(office.json.data.length).toBeGreaterThanOrEqual(4);
    for (const token of [desk, staff]) {
      expect((await server.call('GET', '/sso/pp/statistic', { token })).status).toBe(403);
      expect((await server.call('GET', '/sso/pp/statistic-office', { token })).status).toBe(403);
    }
  });
});
