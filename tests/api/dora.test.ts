/**
 * Dora, the document-request catalogue (decisions in docs/decisions-dora.md): categories and
 * documents for dora_dashboard holders, the request worksheet of public relations
 * (verification_dora_humas: record, verify, reject), My tasks (availability_dora_dashboard: the
 * requests assigned to the caller, marked done by the assignee only) and the dashboard figures.
 * Every write is checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('dora', () => {
  let server: TestServer;
  let kpst: string;
  let arsip: string;
  let direksi: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    [kpst, arsip, direksi, staff] = await Promise.all(['kpst', 'arsip', 'direksi', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('categories: listed, created, updated, deleted by a catalogue user; 403 without dora_dashboard', async () => {
    expect((await server.call('GET', '/sso/dora/category', { token: direksi })).json.total).toBe(await server.count('dora_category'));
    const created = await server.call('POST', '/sso/dora/category', { token: arsip, body: { code: 'UJI', name: 'Kategori uji' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await server.query('select code, name, status, created_by from dora_category where id = $1', [id]))[0]).toEqual({ code: 'UJI', name: 'Kategori uji', status: 1, created_by: 'arsip' });
    expect((await server.call('PUT', `/sso/dora/category/${id}`, { token: arsip, body: { status: 2 } })).status).toBe(200);
    expect((await server.query('select status from dora_category where id = $1', [id]))[0]).toEqual({ status: 2 });
    const refused = await server.call('POST', '/sso/dora/category', { token: arsip, body: { code: '', name: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.name).toEqual(['Nama kategori belum diisi']);
    expect((await server.call('GET', '/sso/dora/category', { token: staff })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/dora/category/${id}`, { token: staff })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/dora/category/${id}`, { token: arsip })).status).toBe(200);
    expect(await server.count('dora_category', `id = ${Number(id)}`)).toBe(0);
  });

  it('documents: multipart create with a file, filtered by category, deleted', async () => {
    const { payload, headers } = multipartBody(
      [['title', 'Dokumen uji'], ['category_id', '2'], ['bidang_id', '2']],
      [{ name: 'file', fileName: 'laporan.txt', type: 'text/plain', content: 'isi laporan\n' }],
    );
    const created = await server.call('POST', '/sso/dora/documents', { token: arsip, payload, headers });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await server.query('select title, category_id, bidang_id, status from dora_document where id = $1', [id]))[0]).toEqual({ title: 'Dokumen uji', category_id: 2, bidang_id: 2, status: 1 });
    expect(await server.count('files', `resource = 'dora_document' and record_id = '${Number(id)}'`)).toBe(1);
    const filtered = await server.call('GET', '/sso/dora/documents?filter[category_id]=2&paging[]=100&paging[]=1', { token: direksi });
    expect(filtered.json.total).toBe(await server.count('dora_document', 'category_id = 2'));
    const missing = multipartBody([['title', '']]);
    const bad = await server.call('POST', '/sso/dora/documents', { token: arsip, payload: missing.payload, headers: missing.headers });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.title).toEqual(['Judul belum diisi']);
    expect((await server.call('DELETE', `/sso/dora/documents/${id}`, { token: arsip })).status).toBe(200);
    expect(await server.count('dora_document', `id = ${Number(id)}`)).toBe(0);
  });

  it('worksheet: public relations records a request, verifies it; the assignee marks it done from My tasks', async () => {
    const body = { document_id: 1, pemohon: 'Pemohon uji', instansi: 'Peserta', email: 'uji@contoh.example', keperluan: 'Klaim manfaat', assigned_to: 'arsip', batas_waktu: '2026-12-01' };
    const created = await server.call('POST', '/sso/dora/worksheet', { token: kpst, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await server.query('select pemohon, assigned_to, status, created_by from dora_request where id = $1', [id]))[0]).toEqual({ pemohon: 'Pemohon uji', assigned_to: 'arsip', status: 1, created_by: 'kpst' });
    const missing = await server.call('POST', '/sso/dora/worksheet', { token: kpst, body: { pemohon: '' } });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.keperluan).toEqual(['Keperluan belum diisi']);
    expect((await server.call('POST', '/sso/dora/worksheet', { token: arsip, body })).status).toBe(403);

    // not done before it is verified; verified by public relations only
    expect((await server.call('POST', `/sso/dora/mytask/done/${id}`, { token: arsip, body: { catatan: 'terlalu cepat' } })).status).toBe(409);
    expect((await server.call('POST', `/sso/dora/worksheet/verify/${id}`, { token: arsip })).status).toBe(403);
    expect((await server.call('POST', `/sso/dora/worksheet/verify/${id}`, { token: kpst })).status).toBe(200);
    expect((await server.query('select status from dora_request where id = $1', [id]))[0]).toEqual({ status: 2 });

    const mine = await server.call('GET', '/sso/dora/mytask?paging[]=100&paging[]=1', { token: arsip });
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(await server.count('dora_request', `assigned_to = 'arsip'`));
    expect(mine.json.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await server.call('GET', '/sso/dora/mytask', { token: kpst })).status).toBe(403);

    const done = await server.call('POST', `/sso/dora/mytask/done/${id}`, { token: arsip, body: { catatan: 'Dikirim lewat email' } });
    expect(done.status).toBe(200);
    expect((await server.query('select status, catatan from dora_request where id = $1', [id]))[0]).toEqual({ status: 3, catatan: 'Dikirim lewat email' });
  });

  it("an assignee reaches only its own requests: another's task is 404 to it, and untouched", async () => {
    const [{ id }] = await server.query<{ id: number }>(`select id from dora_request where assigned_to <> 'arsip' and status = 2 order by id limit 1`);
    expect((await server.call('GET', `/sso/dora/worksheet/${id}`, { token: arsip })).status).toBe(404);
    expect((await server.call('POST', `/sso/dora/mytask/done/${id}`, { token: arsip, body: { catatan: 'bukan tugas saya' } })).status).toBe(404);
    expect((await server.query('select status from dora_request where id = $1', [id]))[0]).toEqual({ status: 2 });
  });

  it('a rejection needs its reason, and ends the request', async () => {
    const [{ id }] = await server.query<{ id: number }>('select id from dora_request where status = 1 order by id limit 1');
    expect((await server.call('POST', `/sso/dora/worksheet/reject/${id}`, { token: kpst, body: {} })).status).toBe(422);
    expect((await server.call('POST', `/sso/dora/worksheet/reject/${id}`, { token: kpst, body: { catatan: 'Bukan dokumen publik' } })).status).toBe(200);
    expect((await server.query('select status, catatan from dora_request where id = $1', [id]))[0]).toEqual({ status: 4, catatan: 'Bukan dokumen publik' });
    expect((await server.call('POST', `/sso/dora/worksheet/verify/${id}`, { token: kpst })).status).toBe(409);
  });

  it('dashboard figures as the database counts them; 403 without dora_dashboard', async () => {
    const stat = await server.call('GET', '/sso/dora/statistic', { token: arsip });
    expect(stat.status).toBe(200);
    expect(stat.json.data).toMatchObject({
      categories: await server.count('dora_category', 'status = 1'),
      documents: await server.count('dora_document'),
      requests: await server.count('dora_request'),
      mytask: await server.count('dora_request', `assigned_to = 'arsip' and status = 2`),
    });
    const byStatus = Object.values(stat.json.data.status as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(byStatus).toBe(await server.count('dora_request'));
    expect((await server.call('GET', '/sso/dora/statistic', { token: staff })).status).toBe(403);
    // the shell's dashboard call carries the dora part for a dora verifier
    const birthday = await server.call('GET', '/sso/gn/birthday', { token: kpst });
    expect(birthday.json.data.dora.counts.dora_request).toBe(await server.count('dora_request'));
  });
});
