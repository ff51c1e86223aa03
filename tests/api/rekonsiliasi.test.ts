/**
 * Reconciliation: the company list and company, the active-participant statistic with the spec's
 * query (module statistik_peserta_aktif, paging [20,1], sorter BATCH_PENARIKAN DESC, search fields
 * NAMA_PERUSAHAAN, PERIODE, BATCH_PENARIKAN), the holding search, the preparations (list with its
 * module, sorter id DESC and search on periode; create with its messages) and their migration:
 * PUT migrate_data/{id} answers 'Data has been processed to job queue.', queues the job, and the
 * job writes the statistic, the differences and the log, counted against the database. Every call
 * needs view_dms_kpst (staff: 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reconciliation (rekonsiliasi)', () => {
  let server: TestServer;
  let kpst: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    [kpst, staff] = await Promise.all(['kpst', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('company list and one company', async () => {
    const list = await server.call('GET', '/sso/rekonsiliasi/company-list', { token: kpst });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(await server.count('rekonsiliasi_company'));
    const first = list.json.data[0];
    const one = await server.call('GET', `/sso/rekonsiliasi/company/${first.id}`, { token: kpst });
    expect(one.status).toBe(200);
    expect(one.json.data.nama_perusahaan).toBe(first.nama_perusahaan);
    expect((await server.call('GET', '/sso/rekonsiliasi/company/999999', { token: kpst })).status).toBe(404);
  });

  it("statistic aktif-compare reads the spec's upper-case query", async () => {
    const query = 'module=statistik_peserta_aktif&paging[]=20&paging[]=1&sorter[]=BATCH_PENARIKAN&sorter[]=DESC&search_field[]=NAMA_PERUSAHAAN&search_field[]=PERIODE&search_field[]=BATCH_PENARIKAN';
    const all = await server.call('GET', `/sso/rekonsiliasi/statistic/aktif-compare?${query}&q=`, { token: kpst });
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(await server.count('rekonsiliasi_statistik'));
    expect(all.json.total).toBeGreaterThan(0);
    const batches = all.json.data.map((row: { batch_penarikan: string }) => row.batch_penarikan);
    expect(batches).toEqual([...batches].sort().reverse());
    const found = await server.call('GET', `/sso/rekonsiliasi/statistic/aktif-compare?${query}&q=${encodeURIComponent('Kereta Api')}`, { token: kpst });
    expect(found.status).toBe(200);
    expect(found.json.data.length).toBeGreaterThan(0);
    for (const row of found.json.data) expect(row.nama_perusahaan).toBe('PT Kereta Api Indonesia');
    const row = found.json.data[0];
    expect(row.jumlah_sap - row.jumlah_dapen).toBe(row.selisih);
    expect(row.jumlah_cocok + row.hanya_sap).toBe(row.jumlah_sap);
  });

  it('holding search: both sides of a person, 400 under three characters', async () => {
    const [person] = await server.query<{ no_peserta: string; nama_peserta: string }>(
      `select p.no_peserta, p.nama_peserta from peserta p join rekonsiliasi_sap s on s.no_peserta = p.no_peserta where s.nama = p.nama_peserta limit 1`,
    );
    const hit = await server.call('GET', `/sso/rekonsiliasi/search/${person.no_peserta}`, { token: kpst });
    expect(hit.status).toBe(200);
    const match = hit.json.data.find((row: { no_peserta: string }) => row.no_peserta === person.no_peserta);
    expect(match.match).toBe('both');
    expect(match.dapen.nama_peserta).toBe(person.nama_peserta);
    expect(match.sap.nama).toBe(person.nama_peserta);
    const [hire] = await server.query<{ nama: string }>(`select nama from rekonsiliasi_sap where no_peserta is null limit 1`);
    const onlySap = await server.call('GET', `/sso/rekonsiliasi/search/${encodeURIComponent(hire.nama)}`, { token: kpst });
    expect(onlySap.json.data.some((row: { match: string; sap: { nama: string } }) => row.match === 'onlySap' && row.sap.nama === hire.nama)).toBe(true);
    const short = await server.call('GET', '/sso/rekonsiliasi/search/ab', { token: kpst });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Kata kunci minimal 3 karakter');
  });

  it('preparation: list with its module, newest first, searched by periode; create checked', async () => {
    const list = await server.call('GET', '/sso/rekonsiliasi/preparation?module=preparation&sorter[]=id&sorter[]=DESC&search_field[]=periode&q=', { token: kpst });
    expect(list.status).toBe(200);
    const ids = list.json.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const [{ periode }] = await server.query<{ periode: string }>('select periode from rekonsiliasi_preparation order by id limit 1');
    const found = await server.call('GET', `/sso/rekonsiliasi/preparation?search_field[]=periode&q=${periode}`, { token: kpst });
    expect(found.json.total).toBe(await server.count('rekonsiliasi_preparation', `periode = '${periode}'`));

    const refused = await server.call('POST', '/sso/rekonsiliasi/preparation', { token: kpst, body: { periode: '2026-13', company_id: 1, batch_penarikan: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.periode).toEqual(['Periode harus berformat YYYY-MM']);
    expect(refused.json.errors.batch_penarikan).toEqual(['Batch penarikan belum diisi']);
  });

  it('migrate_data: queued with the spec message, then the job writes statistic, differences and log', async () => {
    const created = await server.call('POST', '/sso/rekonsiliasi/preparation', { token: kpst, body: { periode: '2026-06', company_id: 1, batch_penarikan: '2026-06-UJI', status: 3 } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query('select status, created_by from rekonsiliasi_preparation where id = $1', [id])).toEqual([{ status: 1, created_by: 'kpst' }]);
    // SAP rows of that month for the company: two of its active participants and one new hire.
    const fund = await server.query<{ no_peserta: string; nama_peserta: string }>(`select no_peserta, nama_peserta from peserta where kd_pk = 'PK001' and jenis_peserta = 1 and status_aktif = 1 order by no_peserta limit 2`);
    for (const [i, p] of fund.entries()) {
      await server.query(`insert into rekonsiliasi_sap (company_id, periode, no_pegawai, nama, no_peserta, status_karyawan, created_by) values (1, '2026-06', $1, $2, $3, 1, 'test')`, [`UJI${i}`, p.nama_peserta, p.no_peserta]);
    }
    await server.query(`insert into rekonsiliasi_sap (company_id, periode, no_pegawai, nama, status_karyawan, created_by) values (1, '2026-06', 'UJI9', 'Karyawan Baru', 1, 'test')`);
    const [{ n: activeFund }] = await server.query<{ n: number }>(`select count(*)::int as n from peserta where kd_pk = 'PK001' and jenis_peserta = 1 and status_aktif = 1`);

    const migrated = await server.call('PUT', `/sso/rekonsiliasi/preparation/migrate_data/${id}`, { token: kpst });
    expect(migrated.status).toBe(200);
    expect(migrated.json.message).toBe('Data has been processed to job queue.');
    await waitFor('the migration job', async () => (await server.query<{ status: number }>('select status from rekonsiliasi_preparation where id = $1', [id]))[0].status === 3);

    const [stat] = await server.query('select jumlah_sap, jumlah_dapen, jumlah_cocok, hanya_sap, hanya_dapen, selisih from rekonsiliasi_statistik where preparation_id = $1', [id]);
    expect(stat).toEqual({ jumlah_sap: 3, jumlah_dapen: activeFund, jumlah_cocok: 2, hanya_sap: 1, hanya_dapen: activeFund - 2, selisih: 3 - activeFund });
    expect(await server.count('rekonsiliasi_validation', `preparation_id = ${id} and jenis_selisih = 1`)).toBe(1);
    expect(await server.count('rekonsiliasi_validation', `preparation_id = ${id} and jenis_selisih = 2`)).toBe(activeFund - 2);
    expect(await server.query('select status, jumlah_data, jumlah_cocok from rekonsiliasi_migration where preparation_id = $1', [id])).toEqual([{ status: 1, jumlah_data: 3, jumlah_cocok: 2 }]);
    expect((await server.query('select jumlah_data from rekonsiliasi_preparation where id = $1', [id]))[0]).toEqual({ jumlah_data: 3 });

    // A migrated preparation cannot be queued again.
    const again = await server.call('PUT', `/sso/rekonsiliasi/preparation/migrate_data/${id}`, { token: kpst });
    expect(again.status).toBe(409);
  });

  it('a company without an employer code: the job marks the preparation failed and logs why', async () => {
    const created = await server.call('POST', '/sso/rekonsiliasi/preparation', { token: kpst, body: { periode: '2026-07', company_id: 4, batch_penarikan: '2026-07-UJI' } });
    const id = created.json.data.id;
    expect((await server.call('PUT', `/sso/rekonsiliasi/preparation/migrate_data/${id}`, { token: kpst })).status).toBe(200);
    await waitFor('the failed migration', async () => (await server.query<{ status: number }>('select status from rekonsiliasi_preparation where id = $1', [id]))[0].status === 4);
    expect(await server.query('select status, pesan from rekonsiliasi_migration where preparation_id = $1', [id])).toEqual([{ status: 2, pesan: 'Perusahaan belum memiliki kode pemberi kerja (kd_pk)' }]);
  });

  it('every call needs view_dms_kpst', async () => {
    const calls: [string, string][] = [
      ['GET', '/sso/rekonsiliasi/company-list'],
      ['GET', '/sso/rekonsiliasi/company/1'],
      ['GET', '/sso/rekonsiliasi/statistic/aktif-compare'],
      ['GET', '/sso/rekonsiliasi/statistic/summary'],
      ['GET', '/sso/rekonsiliasi/search/Agus'],
      ['GET', '/sso/rekonsiliasi/preparation'],
      ['GET', '/sso/rekonsiliasi/validation'],
      ['GET', '/sso/rekonsiliasi/migration'],
    ];
    for (const [method, url] of calls) expect([url, (await server.call(method as 'GET', url, { token: staff })).status]).toEqual([url, 403]);
    const before = await server.count('rekonsiliasi_preparation');
    expect((await server.call('POST', '/sso/rekonsiliasi/preparation', { token: staff, body: { periode: '2026-08', company_id: 1, batch_penarikan: 'X' } })).status).toBe(403);
    expect((await server.call('PUT', '/sso/rekonsiliasi/preparation/migrate_data/1', { token: staff })).status).toBe(403);
    expect(await server.count('rekonsiliasi_preparation')).toBe(before);
    expect((await server.call('GET', '/sso/rekonsiliasi/company-list')).status).toBe(401);
  });
});
