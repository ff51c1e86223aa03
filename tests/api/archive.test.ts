/**
 * The archive over HTTP, against a real PostgreSQL holding the 500 demo records: the location
 * sidebar's counts (rooms, racks, binders) agree with the table of each node and with the
 * database; the Archive filter (flat spec names and filter[key]) narrows the table; the archive
 * delete is a soft delete (deleted_at) that a restore takes back, and a destroyed record cannot
 * be deleted; the retention moves; the Excel export (every filtered row, formula-like text
 * neutralised, 422 'Data melebihi 15.000 baris' over the limit); and 403 for a user without
 * view_arsip (the report for one without view_admin_arsip), the database unchanged.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

interface Node {
  level: string;
  value: number | string;
  label: string;
  code?: string;
  total: number;
  active: boolean;
}

describe.each(testBackends())('archive (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let arsip: string;
  let staff: string;
  let direksi: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [arsip, staff, direksi] = await Promise.all(['arsip', 'staff', 'direksi'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  const get = async (url: string, token = arsip) => {
    const reply = await server.call('GET', url, { token });
    expect(reply.status, reply.body).toBe(200);
    return reply.json;
  };
  const inArchive = (where = 'true') => server.count('archive_document', `deleted_at is null and (${where})`);
  const create = async (body: Record<string, unknown>) => {
    const reply = await server.call('POST', '/sso/archive/documents', { token: arsip, body });
    expect(reply.status, reply.body).toBe(201);
    return reply.json.data.id as number;
  };
  const rowOf = async (id: number) => (await server.query<Record<string, unknown>>('select * from archive_document where id = $1', [id]))[0];

  it('the sidebar starts at the rooms, then racks, then binders, each count agreeing with the table and the database', async () => {
    const rooms = await get('/sso/archive/pov/location');
    expect(rooms.level).toBe('ruangan');
    expect(rooms.data.map((n: Node) => n.code)).toEqual(['BDG-GDG-R01', 'KP-GDA-R01', 'KP-GDA-R02']);
    expect(rooms.total).toBe(await inArchive());
    expect(rooms.total).toBe(500);
    for (const room of rooms.data as Node[]) {
      expect(room.total).toBe(await inArchive(`storage_detail = ${room.value}`));
      expect((await get(`/sso/archive/pov/index?active_ruangan=${room.value}`)).total).toBe(room.total);
    }

    const room = (rooms.data as Node[]).find((n) => n.code === 'KP-GDA-R01')!;
    const racks = await get(`/sso/archive/pov/location?active_ruangan=${room.value}`);
    expect(racks.level).toBe('rak');
    expect(racks.path).toEqual([{ level: 'ruangan', value: room.value, label: 'Ruang Arsip Lantai 1' }]);
    expect(racks.data.map((n: Node) => [n.code, n.total])).toEqual([
      ['KP-GDA-R01-RAK01', 125],
      ['KP-GDA-R01-RAK02', 125],
    ]);
    expect(racks.total).toBe(room.total);

    const rack = racks.data[0] as Node;
    const binders = await get(`/sso/archive/pov/location?active_ruangan=${room.value}&active_rak=${rack.value}`);
    expect(binders.level).toBe('odner');
    expect(binders.data).toHaveLength(6);
    expect(binders.data.reduce((sum: number, n: Node) => sum + n.total, 0)).toBe(rack.total);
    const binder = binders.data[1] as Node;
    expect(binder.total).toBe(await inArchive(`storage_spesific = ${rack.value} and odner = '${binder.value}'`));
    const chosen = await get(`/sso/archive/pov/location?active_ruangan=${room.value}&active_rak=${rack.value}&active_odner=${binder.value}`);
    expect(chosen.data.find((n: Node) => n.active)?.value).toBe(binder.value);
    const table = await get(`/sso/archive/pov/index?active_ruangan=${room.value}&active_rak=${rack.value}&active_odner=${binder.value}&paging[]=50&paging[]=1`);
    expect(table.total).toBe(binder.total);
    expect(table.data.every((r: Record<string, unknown>) => r.odner === binder.value && r.storage_spesific === rack.value)).toBe(true);
  });

  it('filters by every kind of Archive filter, flat or as filter[key], with the spec page sizes', async () => {
    const expired = await get('/sso/archive/pov/index?retensi=EXPIRED&perpage=500&page=1');
    expect(expired.total).toBe(await inArchive("retensi = 'EXPIRED'"));
    expect(expired.data).toHaveLength(expired.total);
    expect((await get('/sso/archive/pov/index?filter[retensi]=EXPIRED')).total).toBe(expired.total);
    expect((await get('/sso/archive/pov/index?filter[destroyed_status]=DIHAPUSKAN')).total).toBe(await inArchive("destroyed_status = 'DIHAPUSKAN'"));
    expect((await get('/sso/archive/pov/index?tahun_pengarsipan=2020')).total).toBe(await inArchive("extract(year from tanggal_pengarsipan) = 2020"));
    expect((await get('/sso/archive/pov/index?tahun_dokumen=2018')).total).toBe(await inArchive("extract(year from documents_date) = 2018"));
    expect((await get('/sso/archive/pov/index?office_code=121')).total).toBe(125);
    expect((await get('/sso/archive/pov/index?rak=4&baris=2')).total).toBe(await inArchive('storage_spesific = 4 and baris = 2'));
    expect((await get('/sso/archive/pov/index?odner=ODN-09')).total).toBe(await inArchive("odner like 'ODN-09%'"));
    expect((await get('/sso/archive/pov/index?classification=1&physical_status=false')).total).toBe(await inArchive('classification = 1 and physical_status = false'));
    expect((await get('/sso/archive/pov/index?origin_department=3&storage=7')).total).toBe(await inArchive('origin_department = 3 and storage = 7'));
    const sorted = await get('/sso/archive/pov/index?field=number&type=asc&perpage=20');
    expect(sorted.perpage).toBe(20);
    expect(sorted.data[0].number <= sorted.data[1].number).toBe(true);
    const searched = await get('/sso/archive/pov/index?q=Notulen');
    expect(searched.total).toBe(await inArchive("title ilike '%Notulen%' or description ilike '%Notulen%'"));
    const unknown = await server.call('GET', '/sso/archive/pov/index?filter[password]=x', { token: arsip });
    expect(unknown.status).toBe(400);
    expect((await server.call('GET', '/sso/archive/pov/index?perpage=501', { token: arsip })).status).toBe(400);
  });

  it('deletes softly (deleted_at, the row kept), lists it under trash, restores it; a destroyed record is never deleted', async () => {
    const id = await create({ title: 'Kontrak sewa gudang', storage: 1, storage_detail: 5, storage_spesific: 6, odner: 'ODN-06-01', baris: 2 });
    expect(await rowOf(id)).toMatchObject({ retensi: 'IN STORAGE', destroyed_status: 'TERSEDIA', deleted_at: null, created_by: 'arsip' });
    const before = (await get('/sso/archive/pov/location?active_ruangan=5')).data[0].total;

    const deleted = await server.call('DELETE', `/sso/archive/documents/${id}`, { token: arsip });
    expect(deleted.status, deleted.body).toBe(200);
    expect((await rowOf(id)).deleted_at).not.toBeNull();
    expect(await server.count('archive_document', `id = ${id}`)).toBe(1);
    expect((await get('/sso/archive/pov/location?active_ruangan=5')).data[0].total).toBe(before - 1);
    expect((await get('/sso/archive/pov/index?q=Kontrak sewa gudang')).total).toBe(0);
    expect((await get('/sso/archive/pov/index?trash=1&q=Kontrak sewa gudang')).data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await server.call('DELETE', `/sso/archive/documents/${id}`, { token: arsip })).status).toBe(409);
    expect(await server.count('audit_trail', `resource = 'archive_document' and record_id = '${id}' and action = 'delete'`)).toBe(1);

    const restored = await server.call('PUT', `/sso/archive/documents/${id}/restore`, { token: arsip });
    expect(restored.status, restored.body).toBe(200);
    expect((await rowOf(id)).deleted_at).toBeNull();
    expect((await get('/sso/archive/pov/index?q=Kontrak sewa gudang')).total).toBe(1);
    expect((await get('/sso/archive/pov/location?active_ruangan=5')).data[0].total).toBe(before);

    const destroyed = (await server.query<{ id: number }>("select id from archive_document where retensi = 'DESTROYED' and deleted_at is null limit 1"))[0].id;
    const untouched = await rowOf(destroyed);
    const refused = await server.call('DELETE', `/sso/archive/documents/${destroyed}`, { token: arsip });
    expect(refused.status).toBe(409);
    expect(await rowOf(destroyed)).toEqual(untouched);
  });

  it('moves retention only along the declared transitions', async () => {
    const id = await create({ title: 'Berkas pensiun lama' });
    expect((await server.call('PUT', `/sso/archive/documents/${id}/destroy`, { token: arsip })).status).toBe(409);
    expect((await server.call('PUT', `/sso/archive/documents/${id}/expire`, { token: arsip })).status).toBe(200);
    expect((await rowOf(id)).retensi).toBe('EXPIRED');
    expect((await server.call('PUT', `/sso/archive/documents/${id}/destroy`, { token: arsip })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ retensi: 'DESTROYED', destroyed_status: 'DIHAPUSKAN', deleted_at: null });
    expect((await server.call('PUT', `/sso/archive/documents/${id}/permanent`, { token: arsip })).status).toBe(409);
    // retensi is not written by an update: it moves by its actions only.
    await server.call('PUT', `/sso/archive/documents/${id}`, { token: arsip, body: { retensi: 'IN STORAGE' } });
    expect((await rowOf(id)).retensi).toBe('DESTROYED');
  });

  it('exports the whole filtered result as archive.xlsx with formula-like text neutralised, and refuses over 15,000 rows', async () => {
    const titles = ['=HYPERLINK("http://example.invalid","klik")', '+62 812 555', '-1+2', '@SUM(A1)'];
    for (const title of titles) await create({ title, odner: 'ODN-EXPORT', storage: 7, storage_detail: 8, storage_spesific: 9 });
    const reply = await server.call('GET', '/sso/archive/pov/index?odner=ODN-EXPORT&export=1', { token: arsip });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toContain('archive.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + titles.length);
    const titleColumn = (sheet.getRow(1).values as unknown[]).indexOf('Title');
    const exported = Array.from({ length: titles.length }, (_, i) => sheet.getRow(i + 2).getCell(titleColumn).value);
    expect(exported.sort()).toEqual(titles.map((t) => `'${t}`).sort());
    expect(Array.from({ length: titles.length }, (_, i) => sheet.getRow(i + 2).getCell(titleColumn).formula)).toEqual(titles.map(() => undefined));
    const roomColumn = (sheet.getRow(1).values as unknown[]).indexOf('Room');
    expect(sheet.getRow(2).getCell(roomColumn).value).toBe('Ruang Arsip Utama');

    const all = await server.call('GET', '/sso/archive/pov/index?export=1', { token: arsip });
    expect(all.status).toBe(200);
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(all.raw.rawPayload as unknown as ArrayBuffer);
    expect(whole.worksheets[0].rowCount).toBe(1 + (await inArchive()));

    await server.query(`insert into archive_document (title, retensi, destroyed_status, odner, created_by, created_at)
      select 'Arsip massal ' || n, 'IN STORAGE', 'TERSEDIA', 'ODN-MASSAL', 'arsip', now() from generate_series(1, 15001) n`);
    const over = await server.call('GET', '/sso/archive/pov/index?odner=ODN-MASSAL&export=1', { token: arsip });
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('Data melebihi 15.000 baris');
    const table = await get('/sso/archive/pov/index?odner=ODN-MASSAL');
    expect(table).toMatchObject({ total: 15001, export_limit: 15000 });
    await server.query("delete from archive_document where odner = 'ODN-MASSAL'");
  });

  it('refuses a user without view_arsip (403) and leaves the record as it was; the report needs view_admin_arsip', async () => {
    const id = (await server.query<{ id: number }>("select id from archive_document where retensi = 'IN STORAGE' and deleted_at is null order by id limit 1"))[0].id;
    const untouched = await rowOf(id);
    for (const url of ['/sso/archive/pov/location', '/sso/archive/pov/index', '/sso/archive/pov/index?export=1', '/sso/archive/pov/classification', '/sso/archive/universe', `/sso/archive/documents/${id}`]) {
      expect((await server.call('GET', url, { token: staff })).status, url).toBe(403);
    }
    expect((await server.call('DELETE', `/sso/archive/documents/${id}`, { token: staff })).status).toBe(403);
    expect((await server.call('PUT', `/sso/archive/documents/${id}/expire`, { token: staff })).status).toBe(403);
    expect((await server.call('PUT', `/sso/archive/documents/${id}`, { token: staff, body: { title: 'diubah' } })).status).toBe(403);
    expect(await rowOf(id)).toEqual(untouched);
    expect((await server.call('GET', '/sso/archive/pov/location')).status).toBe(401);

    expect((await server.call('GET', '/sso/archive/pov/location', { token: direksi })).status).toBe(200);
    expect((await server.call('GET', '/sso/archive/report/statistic-user', { token: direksi })).status).toBe(403);
    const report = await get('/sso/archive/report/statistic-user');
    expect(report.total).toBe(await inArchive());
    expect(report.data[0]).toMatchObject({ created_by: 'arsip', name: 'Joko Arsip' });
  });

  it("answers the caller's own office at GET /sso/office-auto (view_arsip)", async () => {
    const [own] = await server.query<{ id: number; name: string; code: string }>("select o.id, o.name, o.code from users u join office o on o.id = u.office_id where u.username = 'arsip'");
    expect(await get('/sso/office-auto')).toEqual({ data: { id: own.id, label: own.name, code: own.code, is_central: expect.any(Boolean) } });
    expect((await server.call('GET', '/sso/office-auto', { token: staff })).status).toBe(403);
  });

  it('counts the classification view and the universe from the same records', async () => {
    const top = await get('/sso/archive/pov/classification');
    expect(top.data.map((n: Node) => n.code)).toEqual(['KEP', 'KEU', 'UMM']);
    for (const node of top.data as Node[]) expect(node.total).toBe(await inArchive(`classification = ${node.value}`));
    const kep = await get('/sso/archive/pov/classification?active_classification=1');
    expect(kep.data.map((n: Node) => n.code)).toEqual(['KEP.01', 'KEP.02']);
    expect((await get('/sso/archive/pov/index?active_classification=2')).total).toBe(await inArchive('classification_detail = 2'));
    const universe = await get('/sso/archive/universe');
    expect(universe.total).toBe(await inArchive());
    expect(universe.by_retensi.find((g: { value: string }) => g.value === 'DESTROYED').total).toBe(await inArchive("retensi = 'DESTROYED'"));
  });
});
