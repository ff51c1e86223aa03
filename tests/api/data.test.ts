/**
 * Participant data: the participant lists (all, active, pensioners) each under its own permission
 * with its part fixed on the server; the yearly validations of active participants and of
 * pensioners with their filters and the approve / reject transitions (status 1 to 2 or 3, the
 * reason stored, a decided validation refused); the documents of this reporting year and the
 * earlier years' backup, received through their transition; the option calls; the validation
 * dashboard's figures against the database; and a user without the permissions refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const thisYear = new Date().getFullYear();

describe('participant data (kepesertaan)', () => {
  let server: TestServer;
  let kpst: string;
  let staff: string;
  let aktifOnly: string;

  beforeAll(async () => {
    server = await startTestServer();
    // A validator of active participants only: may not reach pensioners' data.
    await server.query(`insert into roles (name, created_by) values ('Validasi aktif', 'test')`);
    await server.query(
      `insert into role_permissions (role_id, permission_id) select (select id from roles where name = 'Validasi aktif'), id from permissions where name in ('validasi_data_aktif', 'validasi_data_data_aktif')`,
    );
    await server.query(
      `insert into users (username, password_hash, name, email, bidang_id, office_id, position_id, must_change_password, created_by)
       select 'validator', password_hash, 'Validator', 'validator@portal.example', bidang_id, office_id, position_id, false, 'test' from users where username = 'kpst'`,
    );
    await server.query(`insert into user_roles (user_id, role_id) values ((select id from users where username = 'validator'), (select id from roles where name = 'Validasi aktif'))`);
    [kpst, staff, aktifOnly] = await Promise.all(['kpst', 'staff', 'validator'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('participants: all, active and pensioners, each part fixed by the server', async () => {
    const all = await server.call('GET', '/sso/kepesertaan/peserta?paging[]=100&paging[]=1', { token: kpst });
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(await server.count('peserta'));
    const aktif = await server.call('GET', '/sso/kepesertaan/peserta/aktif?paging[]=100&paging[]=1&filter[jenis_peserta]=2', { token: kpst });
    expect(aktif.json.total).toBe(await server.count('peserta', 'jenis_peserta = 1'));
    expect(new Set(aktif.json.data.map((row: { jenis_peserta: number }) => row.jenis_peserta))).toEqual(new Set([1]));
    const pensiunan = await server.call('GET', '/sso/kepesertaan/peserta/pensiunan?paging[]=100&paging[]=1', { token: kpst });
    expect(pensiunan.json.total).toBe(await server.count('peserta', 'jenis_peserta = 2'));
    const byEmployer = await server.call('GET', '/sso/kepesertaan/peserta/aktif?filter[kd_pk]=PK002', { token: kpst });
    expect(byEmployer.json.total).toBe(await server.count('peserta', `jenis_peserta = 1 and kd_pk = 'PK002'`));
    // The active-participant validator reaches active participants only.
    expect((await server.call('GET', '/sso/kepesertaan/peserta/aktif', { token: aktifOnly })).status).toBe(200);
    expect((await server.call('GET', '/sso/kepesertaan/peserta/pensiunan', { token: aktifOnly })).status).toBe(403);
    expect((await server.call('GET', '/sso/kepesertaan/peserta', { token: aktifOnly })).status).toBe(403);
  });

  it('validations: the two lists with the spec filters', async () => {
    const aktif = await server.call('GET', `/sso/kepesertaan/validasi/aktif?paging[]=100&paging[]=1&filter[kd_pk]=PK001&filter[tahun_pelaporan]=${thisYear}&filter[status]=1`, { token: kpst });
    expect(aktif.status).toBe(200);
    expect(aktif.json.total).toBe(await server.count('validasi_peserta', `jenis_validasi = 1 and kd_pk = 'PK001' and tahun_pelaporan = ${thisYear} and status = 1`));
    expect(aktif.json.total).toBeGreaterThan(0);
    const [someone] = await server.query<{ nama_penerima: string; no_peserta: string }>(`select nama_penerima, no_peserta from validasi_peserta where jenis_validasi = 2 limit 1`);
    const byName = await server.call('GET', `/sso/kepesertaan/validasi/pensiun?filter[nama_penerima]=${encodeURIComponent(someone.nama_penerima.slice(0, 5))}`, { token: kpst });
    expect(byName.json.data.some((row: { no_peserta: string }) => row.no_peserta === someone.no_peserta)).toBe(true);
    for (const row of byName.json.data) expect(row.jenis_validasi).toBe(2);
    expect((await server.call('GET', '/sso/kepesertaan/validasi/pensiun', { token: aktifOnly })).status).toBe(403);
  });

  it('approve and reject: status 1 to 2 or 3, the reason kept, a decided validation refused', async () => {
    const pending = await server.query<{ id: number }>(`select id from validasi_peserta where status = 1 and jenis_validasi = 1 order by id limit 2`);
    const approved = await server.call('POST', `/sso/kepesertaan/validasi/approve/${pending[0].id}`, { token: aktifOnly });
    expect(approved.status).toBe(200);
    expect(await server.query('select status, updated_by from validasi_peserta where id = $1', [pending[0].id])).toEqual([{ status: 2, updated_by: 'validator' }]);

    const noReason = await server.call('POST', `/sso/kepesertaan/validasi/reject/${pending[1].id}`, { token: kpst, body: {} });
    expect(noReason.status).toBe(422);
    const rejected = await server.call('POST', `/sso/kepesertaan/validasi/reject/${pending[1].id}`, { token: kpst, body: { reason: 'Data gaji tidak sesuai' } });
    expect(rejected.status).toBe(200);
    expect(await server.query('select status, reason from validasi_peserta where id = $1', [pending[1].id])).toEqual([{ status: 3, reason: 'Data gaji tidak sesuai' }]);

    expect((await server.call('POST', `/sso/kepesertaan/validasi/approve/${pending[1].id}`, { token: kpst })).status).toBe(409);
    expect((await server.call('POST', `/sso/kepesertaan/validasi/approve/${pending[0].id}`, { token: staff })).status).toBe(403);
    expect((await server.call('POST', '/sso/kepesertaan/validasi/approve/999999', { token: kpst })).status).toBe(404);
  });

  it('registration information: approve and reject on info-peserta', async () => {
    const pending = await server.query<{ id: number }>(`select id from info_peserta where status = 1 order by id limit 2`);
    expect((await server.call('POST', `/sso/kepesertaan/info-peserta/approve/${pending[0].id}`, { token: kpst })).status).toBe(200);
    expect((await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${pending[1].id}`, { token: kpst, body: { reason: 'Dokumen tidak lengkap' } })).status).toBe(200);
    expect(await server.query('select status from info_peserta where id = any($1) order by id', [pending.map((row) => row.id)])).toEqual([{ status: 2 }, { status: 3 }]);
    const list = await server.call('GET', '/sso/kepesertaan/info-peserta?paging[]=10&paging[]=1&filter[status]=2', { token: kpst });
    expect(list.json.total).toBe(await server.count('info_peserta', 'status = 2'));
  });

  it("documents: this year's, the earlier years' backup, and receiving one", async () => {
    const current = await server.call('GET', '/sso/kepesertaan/dokumen/current?paging[]=100&paging[]=1', { token: kpst });
    expect(current.json.total).toBe(await server.count('dokumen_peserta', `tahun_pelaporan >= ${thisYear}`));
    const bak = await server.call('GET', '/sso/kepesertaan/dokumen/bak?paging[]=100&paging[]=1&filter[tahun_sampai]=2100', { token: kpst });
    expect(bak.json.total).toBe(await server.count('dokumen_peserta', `tahun_pelaporan < ${thisYear}`));
    expect(bak.json.total).toBeGreaterThan(0);
    const [waiting] = await server.query<{ id: number }>(`select id from dokumen_peserta where status_file = 1 limit 1`);
    expect((await server.call('POST', `/sso/kepesertaan/dokumen/terima/${waiting.id}`, { token: kpst })).status).toBe(200);
    expect(await server.query('select status_file from dokumen_peserta where id = $1', [waiting.id])).toEqual([{ status_file: 2 }]);
    expect((await server.call('GET', '/sso/kepesertaan/dokumen/current', { token: aktifOnly })).status).toBe(403);
  });

  it('options: employers, provinces and cities', async () => {
    const pk = await server.call('GET', '/sso/kepesertaan/pk-option', { token: kpst });
    expect(pk.status).toBe(200);
    expect(JSON.stringify(pk.json)).toContain('PK001');
    const provinces = await server.call('GET', '/sso/kepesertaan/province-option', { token: kpst });
    expect(provinces.status).toBe(200);
    const stored = await server.query<{ provinsi: string; kota: string }>(`select provinsi, kota from info_peserta where provinsi is not null order by id limit 1`);
    expect(stored).toHaveLength(1);
    expect(provinces.json.data.map((o: { value: string }) => o.value)).toContain(stored[0].provinsi);
    const cities = await server.call('GET', '/sso/kepesertaan/city-option', { token: kpst });
    expect(cities.status).toBe(200);
    expect(cities.json.data.map((o: { value: string }) => o.value)).toContain(stored[0].kota);
  });

  it('validation dashboard: the figures the database holds', async () => {
    const answer = await server.call('GET', `/sso/kepesertaan/validasi/dashboard?tahun_pelaporan=${thisYear}`, { token: kpst });
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(data.participants).toEqual({ total: await server.count('peserta'), aktif: await server.count('peserta', 'jenis_peserta = 1'), pensiunan: await server.count('peserta', 'jenis_peserta = 2') });
    for (const status of [1, 2, 3]) {
      expect(data.validasiAktif[status] ?? 0).toBe(await server.count('validasi_peserta', `jenis_validasi = 1 and status = ${status} and tahun_pelaporan = ${thisYear}`));
      expect(data.validasiPensiun[status] ?? 0).toBe(await server.count('validasi_peserta', `jenis_validasi = 2 and status = ${status} and tahun_pelaporan = ${thisYear}`));
    }
    expect(data.documents[1] ?? 0).toBe(await server.count('dokumen_peserta', `status_file = 1 and tahun_pelaporan = ${thisYear}`));
    expect(data.employers.map((row: { kd_pk: string }) => row.kd_pk)).toEqual(['PK001', 'PK002', 'PK003']);
    expect((await server.call('GET', '/sso/kepesertaan/validasi/dashboard?tahun_pelaporan=abc', { token: kpst })).status).toBe(400);
    expect((await server.call('GET', '/sso/kepesertaan/validasi/dashboard', { token: staff })).status).toBe(403);
  });

  it('staff reaches none of it', async () => {
    for (const url of ['/sso/kepesertaan/peserta', '/sso/kepesertaan/peserta/aktif', '/sso/kepesertaan/validasi/aktif', '/sso/kepesertaan/validasi/pensiun', '/sso/kepesertaan/dokumen/current', '/sso/kepesertaan/dokumen/bak', '/sso/kepesertaan/info-peserta']) {
      expect([url, (await server.call('GET', url, { token: staff })).status]).toEqual([url, 403]);
    }
  });
});
