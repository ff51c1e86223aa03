/**
 * Audit (modules.md sections 3, 4, 7, 9): the audits at GET /sso/audit/master and
 * /sso/audit/main, the four masters (also read through GET /sso/audit/master?module=), findings
 * (multipart, per audit, update by POST, delete), the auditee's follow-up, documentation and its
 * file delete, the file download, master-options, the dashboard statistic, the status options of
 * audit team members, and who may call what: AUDIT_admin.main writes audits and findings,
 * AUDIT_view.master_data the masters, AUDIT_view.tindak_lanjut follows up the findings of its own
 * department only (others are 404). Every write is checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const masters = [
  { module: 'category', table: 'audit_category', body: { code: 'UJI', category: 'Audit uji' }, edit: { category: 'Audit uji 2' }, pageSize: 10 },
  { module: 'classification', table: 'audit_classification', body: { classification: 'Klasifikasi uji', parent_id: 1 }, edit: { classification: 'Klasifikasi uji 2' }, pageSize: 100 },
  { module: 'status', table: 'audit_status', body: { code: 'UJI', status: 'Status uji' }, edit: { status: 'Status uji 2' }, pageSize: 10 },
  { module: 'wbs', table: 'audit_wbs', body: { title: 'Laporan uji', name: 'Pelapor', email: 'pelapor@contoh.example', description: 'Isi laporan' }, edit: { title: 'Laporan uji 2' }, pageSize: 10 },
] as const;

describe('audit', () => {
  let server: TestServer;
  let auditor: string;
  let spi: string;
  let kabid: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    [auditor, spi, kabid, staff] = await Promise.all(['auditor', 'spi', 'kabid', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it.each(masters)('master $module: list (also through /sso/audit/master?module=), create, update, delete, each in the database', async ({ module, table, body, edit, pageSize }) => {
    const listed = await server.call('GET', `/sso/audit/${module}`, { token: auditor });
    expect(listed.status).toBe(200);
    const through = await server.call('GET', `/sso/audit/master?module=${module}&paging[]=${pageSize}&paging[]=1`, { token: auditor });
    expect(through.status).toBe(200);
    expect(through.json.total).toBe(listed.json.total);
    expect(through.json.statistic).toBeUndefined();
    expect(through.json.data.map((r: { id: number }) => r.id)).toEqual(listed.json.data.slice(0, pageSize).map((r: { id: number }) => r.id));

    const created = await server.call('POST', `/sso/audit/${module}`, { token: auditor, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const [row] = await server.query(`select * from ${table} where id = $1`, [id]);
    expect(row).toMatchObject({ ...body, created_by: 'auditor' });

    expect((await server.call('PUT', `/sso/audit/${module}/${id}`, { token: auditor, body: edit })).status).toBe(200);
    expect((await server.query(`select * from ${table} where id = $1`, [id]))[0]).toMatchObject(edit);

    const deleted = await server.call('DELETE', `/sso/audit/${module}/${id}`, { token: auditor });
    expect(deleted.status).toBe(200);
    expect(await server.count(table, `id = ${Number(id)}`)).toBe(0);
  });

  it('masters: the list pages of section 9, the spec messages, written only with their permission', async () => {
    expect((await server.call('GET', '/sso/audit/master?module=category', { token: auditor })).json.per_page ?? 10).toBe(10);
    const refused = await server.call('POST', '/sso/audit/category', { token: auditor, body: { code: '', category: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.code).toEqual(['Kode belum diisi']);
    expect(refused.json.errors.category).toEqual(['Kategori belum diisi']);
    const badMail = await server.call('POST', '/sso/audit/wbs', { token: spi, body: { title: 'x', description: 'y', email: 'bukan email' } });
    expect(badMail.status).toBe(422);
    expect(badMail.json.errors.email).toEqual(['Email tidak valid']);
    // kabid reads no master data page and writes none; spi (AUDIT_view.main) files whistleblower reports but keeps no master
    expect((await server.call('POST', '/sso/audit/category', { token: kabid, body: { code: 'X', category: 'Tidak boleh' } })).status).toBe(403);
    expect((await server.call('POST', '/sso/audit/status', { token: spi, body: { code: 'X', status: 'Tidak boleh' } })).status).toBe(403);
    expect((await server.call('DELETE', '/sso/audit/classification/1', { token: spi })).status).toBe(403);
    expect((await server.call('GET', '/sso/audit/wbs', { token: kabid })).status).toBe(403);
    expect((await server.call('GET', '/sso/audit/master?module=wbs', { token: kabid })).status).toBe(403);
    expect((await server.call('GET', '/sso/audit/master?module=nothing', { token: auditor })).status).toBe(400);
    for (const path of ['/sso/audit/master', '/sso/audit/category', '/sso/audit/master-options', '/sso/audit/statistic']) {
      expect((await server.call('GET', path, { token: staff })).status).toBe(403);
    }
    expect(await server.count('audit_category', `category = 'Tidak boleh'`)).toBe(0);
    expect(await server.count('audit_status', `status = 'Tidak boleh'`)).toBe(0);
  });

  it('audits: created, updated and deleted by the auditor (POST /sso/audit/main, PUT and DELETE /{id}); others 403 and nothing changes', async () => {
    const body = { title: 'Audit uji kas', bidang_id: 1, office: 1, type: 'REGULER', category: 2, tahun: 2026, status: 1 };
    const created = await server.call('POST', '/sso/audit/main', { token: auditor, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await server.query('select title, bidang_id, office, type, category, tahun, status, created_by from audit_main where id = $1', [id]))[0]).toEqual({ ...body, created_by: 'auditor' });
    const missing = await server.call('POST', '/sso/audit/main', { token: auditor, body: { title: '' } });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.title).toEqual(['Judul belum diisi']);

    expect((await server.call('PUT', `/sso/audit/main/${id}`, { token: auditor, body: { status: 2 } })).status).toBe(200);
    expect((await server.query('select status from audit_main where id = $1', [id]))[0]).toEqual({ status: 2 });

    expect((await server.call('POST', '/sso/audit/main', { token: spi, body })).status).toBe(403);
    expect((await server.call('PUT', `/sso/audit/main/${id}`, { token: kabid, body: { title: 'x' } })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/audit/main/${id}`, { token: spi })).status).toBe(403);
    expect((await server.query('select title from audit_main where id = $1', [id]))[0]).toEqual({ title: 'Audit uji kas' });

    const finding = multipartBody([['audit_id', String(id)], ['uraian_temuan', 'Temuan yang ikut terhapus']]);
    expect((await server.call('POST', '/sso/audit/temuan', { token: auditor, payload: finding.payload, headers: finding.headers })).status).toBe(201);
    expect((await server.call('DELETE', `/sso/audit/main/${id}`, { token: auditor })).status).toBe(200);
    expect(await server.count('audit_main', `id = ${Number(id)}`)).toBe(0);
    // its findings go with it
    expect(await server.count('audit_temuan', `audit_id = ${Number(id)}`)).toBe(0);
  });

  it('audits list: 10 a page; SPI sees every department, an auditee only its own (another department is 404)', async () => {
    const all = await server.call('GET', '/sso/audit/master', { token: spi });
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBeLessThanOrEqual(10);
    expect(all.json.total).toBe(await server.count('audit_main'));
    const own = await server.call('GET', '/sso/audit/master?paging[]=100&paging[]=1', { token: kabid });
    expect(own.status).toBe(200);
    expect(own.json.total).toBe(await server.count('audit_main', 'bidang_id = 3'));
    expect(new Set(own.json.data.map((r: { bidang_id: number }) => r.bidang_id))).toEqual(new Set([3]));
    const [{ id: other }] = await server.query<{ id: number }>('select id from audit_main where bidang_id <> 3 order by id limit 1');
    expect((await server.call('GET', `/sso/audit/main/${other}`, { token: kabid })).status).toBe(404);
  });

  it('status options: an audit team member is offered ids 3 or less (and the record its own), others every status', async () => {
    const team = await server.call('GET', '/sso/options/auditStatus?status=1', { token: auditor });
    expect(team.json.data.map((o: { value: number }) => o.value)).toEqual([1, 2, 3]);
    const keeping = await server.call('GET', '/sso/options/auditStatus?status=4', { token: auditor });
    expect(keeping.json.data.map((o: { value: number }) => o.value)).toEqual([1, 2, 3, 4]);
    const others = await server.call('GET', '/sso/options/auditStatus?status=1', { token: spi });
    expect(others.json.data.map((o: { value: number }) => o.value)).toEqual([1, 2, 3, 4, 5]);
    // the Admin role holds AUDIT_admin.main among every permission, but is on no audit team
    const admin = await server.login('admin');
    expect((await server.call('GET', '/sso/options/auditStatus?status=1', { token: admin })).json.data).toHaveLength(5);
    // without a record (a list's or detail's labels) every status is named
    expect((await server.call('GET', '/sso/options/auditStatus', { token: auditor })).json.data).toHaveLength(5);

    const options = await server.call('GET', '/sso/audit/master-options', { token: auditor });
    expect(options.status).toBe(200);
    const data = options.json.data;
    for (const list of ['department', 'sub_department', 'office', 'jenis', 'category', 'status_temuan', 'status_audit', 'users', 'users_spi', 'tahun']) expect(Array.isArray(data[list])).toBe(true);
    expect(data.status_audit.map((o: { value: number }) => o.value)).toEqual([1, 2, 3]);
    expect((await server.call('GET', '/sso/audit/master-options', { token: spi })).json.data.status_audit).toHaveLength(5);
    expect(data.users_spi.map((o: { value: string }) => o.value).sort()).toEqual(['auditor', 'spi']);
    expect(data.tahun[0]).toEqual({ value: 2019, label: '2019' });
    expect(data.tahun.at(-1)).toEqual({ value: 2026, label: '2026' });
  });

  it('findings: multipart create with an attachment, listed per audit, updated by POST, downloaded, deleted', async () => {
    const [{ id: audit }] = await server.query<{ id: number }>('select id from audit_main where bidang_id = 3 order by id limit 1');
    const { payload, headers } = multipartBody(
      [['audit_id', String(audit)], ['uraian_temuan', 'Temuan uji'], ['rencana_tindak_lanjut', 'Rencana uji']],
      [{ name: 'attachments', fileName: 'bukti.txt', type: 'text/plain', content: 'bukti temuan\n' }],
    );
    const created = await server.call('POST', '/sso/audit/temuan', { token: auditor, payload, headers });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await server.query('select audit_id, uraian_temuan, status_temuan, created_by from audit_temuan where id = $1', [id]))[0]).toEqual({ audit_id: audit, uraian_temuan: 'Temuan uji', status_temuan: 1, created_by: 'auditor' });
    expect(await server.count('files', `resource = 'audit_temuan' and record_id = '${Number(id)}'`)).toBe(1);

    const listed = await server.call('GET', `/sso/audit/temuan/${audit}`, { token: auditor });
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(new Set(listed.json.data.map((r: { audit_id: number }) => r.audit_id))).toEqual(new Set([audit]));

    const refused = multipartBody([['audit_id', String(audit)], ['uraian_temuan', '']]);
    const bad = await server.call('POST', '/sso/audit/temuan', { token: auditor, payload: refused.payload, headers: refused.headers });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.uraian_temuan).toEqual(['Uraian temuan belum diisi']);

    const edit = multipartBody([['uraian_temuan', 'Temuan uji diubah']]);
    expect((await server.call('POST', `/sso/audit/temuan/${id}`, { token: auditor, payload: edit.payload, headers: edit.headers })).status).toBe(200);
    expect((await server.query('select uraian_temuan from audit_temuan where id = $1', [id]))[0]).toEqual({ uraian_temuan: 'Temuan uji diubah' });

    const record = await server.call('GET', `/sso/audit/temuan/detail/${id}`, { token: kabid });
    expect(record.status).toBe(200);
    const file = record.json.files.attachments[0];
    expect(file.url).toBe(`/sso/audit/files/${file.id}`);
    const download = await server.call('GET', file.url, { token: kabid });
    expect(download.status).toBe(200);
    expect(download.body).toBe('bukti temuan\n');

    expect((await server.call('DELETE', `/sso/audit/temuan/${id}`, { token: kabid })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/audit/temuan/${id}`, { token: auditor })).status).toBe(200);
    expect(await server.count('audit_temuan', `id = ${Number(id)}`)).toBe(0);
  });

  it("follow-up: the auditee writes it on its own department's finding (POST /sso/audit/tindak_lanjut/{id}); another department's is 404", async () => {
    const [{ id: own }] = await server.query<{ id: number }>('select t.id from audit_temuan t join audit_main a on a.id = t.audit_id where a.bidang_id = 3 and t.status_temuan = 1 order by t.id limit 1');
    const empty = await server.call('POST', `/sso/audit/tindak_lanjut/${own}`, { token: kabid, body: {} });
    expect(empty.status).toBe(422);
    const done = await server.call('POST', `/sso/audit/tindak_lanjut/${own}`, { token: kabid, body: { tindak_lanjut: 'SOP sudah direvisi' } });
    expect(done.status).toBe(200);
    expect((await server.query('select status_temuan, tindak_lanjut from audit_temuan where id = $1', [own]))[0]).toEqual({ status_temuan: 2, tindak_lanjut: 'SOP sudah direvisi' });

    const [{ id: other }] = await server.query<{ id: number }>('select t.id from audit_temuan t join audit_main a on a.id = t.audit_id where a.bidang_id <> 3 and t.status_temuan = 1 order by t.id limit 1');
    expect((await server.call('POST', `/sso/audit/tindak_lanjut/${other}`, { token: kabid, body: { tindak_lanjut: 'bukan bidang saya' } })).status).toBe(404);
    expect((await server.query('select tindak_lanjut from audit_temuan where id = $1', [other]))[0]).toEqual({ tindak_lanjut: null });
    expect((await server.call('POST', `/sso/audit/tindak_lanjut/${own}`, { token: staff, body: { tindak_lanjut: 'x' } })).status).toBe(403);

    // The auditee's list holds only its department's findings.
    const list = await server.call('GET', '/sso/audit/temuan?paging[]=100&paging[]=1', { token: kabid });
    const [{ n }] = await server.query<{ n: string }>('select count(*) as n from audit_temuan t join audit_main a on a.id = t.audit_id where a.bidang_id = 3');
    expect(list.json.total).toBe(Number(n));
  });

  it('documentation: 200 a page, uploaded (POST /sso/audit/dokumentasi/{id}), listed, deleted by DELETE /sso/audit/file/{id}', async () => {
    const [{ id: audit }] = await server.query<{ id: number }>('select id from audit_main order by id limit 1');
    const { payload, headers } = multipartBody([['keterangan', 'Foto rapat penutupan']], [{ name: 'file', fileName: 'rapat.txt', type: 'text/plain', content: 'notulen\n' }]);
    const stored = await server.call('POST', `/sso/audit/dokumentasi/${audit}`, { token: auditor, payload, headers });
    expect(stored.status).toBe(201);
    const id = stored.json.data.id;
    expect((await server.query('select audit_id, keterangan from audit_dokumentasi where id = $1', [id]))[0]).toEqual({ audit_id: audit, keterangan: 'Foto rapat penutupan' });
    const listed = await server.call('GET', `/sso/audit/dokumentasi/${audit}`, { token: spi });
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(server.definitions.resources.audit_dokumentasi.list?.pageSize).toBe(200);

    expect((await server.call('DELETE', `/sso/audit/file/${id}`, { token: spi })).status).toBe(403);
    const deleted = await server.call('DELETE', `/sso/audit/file/${id}`, { token: auditor });
    expect(deleted.status).toBe(200);
    expect(await server.count('audit_dokumentasi', `id = ${Number(id)}`)).toBe(0);
    const again = await server.call('DELETE', `/sso/audit/file/${id}`, { token: auditor });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Failure to delete the file');
  });

  it('dashboard statistic: open, close and temuan as the database counts them, for all years and one', async () => {
    const stat = await server.call('GET', '/sso/audit/statistic', { token: spi });
    expect(stat.status).toBe(200);
    const [counts] = await server.query<{ open: string; close: string; total: string }>(
      'select count(*) filter (where status_temuan <> 3) as open, count(*) filter (where status_temuan = 3) as close, count(*) as total from audit_temuan',
    );
    expect(stat.json.data).toMatchObject({ open: Number(counts.open), close: Number(counts.close), temuan: Number(counts.total), audits: await server.count('audit_main') });
    expect(stat.json.data.department.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(Number(counts.total));
    const year = await server.call('GET', '/sso/audit/statistic?tahun=2025', { token: spi });
    expect(year.json.data.audits).toBe(await server.count('audit_main', 'tahun = 2025'));
    expect((await server.call('GET', '/sso/audit/statistic?tahun=abc', { token: spi })).status).toBe(400);
    // the audits' list carries the same three figures
    const list = await server.call('GET', '/sso/audit/master', { token: spi });
    expect(list.json.statistic).toEqual({ open: Number(counts.open), close: Number(counts.close), temuan: Number(counts.total) });
    expect((await server.call('GET', '/sso/audit/statistic', { token: kabid })).status).toBe(403);
  });
});
