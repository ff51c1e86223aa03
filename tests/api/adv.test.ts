/**
 * Authentication of pension recipients (adv) and bank authentication (bank): the period list with
 * the spec's q, page and perpage (5 a page), the three masters and the methods, the participant
 * authentications and their approval, a bank user's authentications (his own only, verified by
 * participant services), the statistics of modules.md section 7 with the export columns of
 * section 3 and their Excel file, and who may call what. Every write is checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// A 1x1 PNG: the face photo the bank takes.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const exportColumns = [
  'kd_pk', 'nama_pemberi_kerja', 'kewajiban_awal', 'gugur_meninggal', 'gugur_aw', 'total_kewajiban', 'autentikasi',
  'autentikasi_others', 'subtotal_autentikasi', 'tidak_wajib', 'tidak_wajib_meninggal', 'tidak_wajib_mutasi', 'belum_autentikasi', 'persentase',
];

const masters = [
  { path: 'document-type', table: 'adv_document_type', body: { code: 'UJI', name: 'Dokumen uji' }, change: { name: 'Dokumen uji 2' } },
  { path: 'face-recognition-threshold', table: 'adv_face_recognition_threshold', body: { name: 'Ambang uji', threshold: 85.5, tanggal_berlaku: '2026-12-01' }, change: { threshold: 90 } },
  { path: 'feature', table: 'adv_feature', body: { code: 'UJI', name: 'Metode uji' }, change: { name: 'Metode uji 2' } },
] as const;

describe('pension recipient authentication (adv, bank)', () => {
  let server: TestServer;
  let kpst: string;
  let bank: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    [kpst, bank, staff] = await Promise.all(['kpst', 'bank', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('period list: 5 a page by default, q, page and perpage as the spec sends them', async () => {
    const first = await server.call('GET', '/sso/adv/config/periode-otentikasi', { token: kpst });
    expect(first.status).toBe(200);
    expect(first.json.perpage).toBe(5);
    expect(first.json.total).toBe(await server.count('adv_periode_otentikasi'));
    const found = await server.call('GET', '/sso/adv/config/periode-otentikasi?q=Semester%20II%202026&page=1&perpage=5', { token: kpst });
    expect(found.json.data.map((r: { nama: string }) => r.nama)).toEqual(['Otentikasi Semester II 2026']);
    const second = await server.call('GET', '/sso/adv/config/periode-otentikasi?q=&page=2&perpage=2', { token: kpst });
    expect(second.json.page).toBe(2);
    expect(second.json.data).toHaveLength(2);
  });

  it('period: refused without its name, created, changed and deleted, each in the database', async () => {
    const refused = await server.call('POST', '/sso/adv/config/periode-otentikasi', { token: kpst, body: { tahun: 2026, tanggal_mulai: '2026-01-01', tanggal_selesai: '2026-06-30' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.nama).toEqual(['Nama periode belum diisi']);
    const created = await server.call('POST', '/sso/adv/config/periode-otentikasi', { token: kpst, body: { nama: 'Periode uji', tahun: 2026, tanggal_mulai: '2026-09-01', tanggal_selesai: '2026-09-30' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query('select nama, status from adv_periode_otentikasi where id = $1', [id])).toEqual([{ nama: 'Periode uji', status: 1 }]);
    expect((await server.call('PUT', `/sso/adv/config/periode-otentikasi/${id}`, { token: kpst, body: { status: 2 } })).status).toBe(200);
    expect(await server.query('select status from adv_periode_otentikasi where id = $1', [id])).toEqual([{ status: 2 }]);
    expect((await server.call('DELETE', `/sso/adv/config/periode-otentikasi/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.count('adv_periode_otentikasi', `id = ${Number(id)}`)).toBe(0);
  });

  it('period: an end before the start is refused, on create and when only one date changes', async () => {
    const message = 'Tanggal selesai tidak boleh sebelum tanggal mulai';
    const backwards = await server.call('POST', '/sso/adv/config/periode-otentikasi', { token: kpst, body: { nama: 'Periode terbalik', tahun: 2026, tanggal_mulai: '2026-09-30', tanggal_selesai: '2026-09-01' } });
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors.tanggal_selesai).toEqual([message]);
    expect(await server.count('adv_periode_otentikasi', `nama = 'Periode terbalik'`)).toBe(0);
    const moved = await server.call('PUT', '/sso/adv/config/periode-otentikasi/4', { token: kpst, body: { tanggal_mulai: '2027-01-01' } });
    expect(moved.status).toBe(422);
    expect(moved.json.message).toBe(message);
    expect(await server.query(`select to_char(tanggal_mulai, 'YYYY-MM-DD') as d from adv_periode_otentikasi where id = 4`)).toEqual([{ d: '2026-07-01' }]);
    expect((await server.call('PUT', '/sso/adv/config/periode-otentikasi/4', { token: kpst, body: { tanggal_selesai: '2026-12-31' } })).status).toBe(200);
  });

  it.each(masters)('master $path: listed, created, updated and deleted, each in the database', async ({ path, table, body, change }) => {
    const seeded = await server.call('GET', `/sso/adv/config/${path}`, { token: kpst });
    expect(seeded.status).toBe(200);
    expect(seeded.json.total).toBeGreaterThanOrEqual(3);
    const created = await server.call('POST', `/sso/adv/config/${path}`, { token: kpst, body });
    expect(created.status).toBe(201);
    const id = Number(created.json.data.id);
    expect(await server.count(table, `id = ${id}`)).toBe(1);
    const updated = await server.call('PUT', `/sso/adv/config/${path}/${id}`, { token: kpst, body: change });
    expect(updated.status).toBe(200);
    const [stored] = await server.query<Record<string, unknown>>(`select * from ${table} where id = $1`, [id]);
    for (const [key, value] of Object.entries(change)) expect(Number.isNaN(Number(value)) ? stored[key] : Number(stored[key])).toEqual(value);
    const refused = await server.call('POST', `/sso/adv/config/${path}`, { token: kpst, body: {} });
    expect(refused.status).toBe(422);
    expect((await server.call('DELETE', `/sso/adv/config/${path}/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.count(table, `id = ${id}`)).toBe(0);
  });

  it('masters: the threshold is 0 to 100; only participant services writes them, staff reads nothing', async () => {
    const high = await server.call('POST', '/sso/adv/config/face-recognition-threshold', { token: kpst, body: { name: 'Terlalu tinggi', threshold: 120, tanggal_berlaku: '2026-12-01' } });
    expect(high.status).toBe(422);
    expect(high.json.errors.threshold).toEqual(['Threshold 0 sampai 100']);
    expect((await server.call('GET', '/sso/adv/config/feature', { token: bank })).status).toBe(200);
    expect((await server.call('POST', '/sso/adv/config/feature', { token: bank, body: { code: 'X', name: 'Tidak boleh' } })).status).toBe(403);
    expect((await server.call('DELETE', '/sso/adv/config/periode-otentikasi/1', { token: bank })).status).toBe(403);
    for (const path of ['config/periode-otentikasi', 'config/document-type', 'config/face-recognition-threshold', 'config/feature', 'otentikasi/data', 'otentikasi/users', 'peserta']) {
      expect((await server.call('GET', `/sso/adv/${path}`, { token: staff })).status).toBe(403);
    }
    expect(await server.count('adv_feature', `name = 'Tidak boleh'`)).toBe(0);
    expect(await server.count('adv_periode_otentikasi', 'id = 1')).toBe(1);
  });

  it('authentication data: a waiting one approved once, then refused; bank users cannot see it', async () => {
    const list = await server.call('GET', '/sso/adv/otentikasi/data?perpage=500', { token: kpst });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(await server.count('adv_otentikasi'));
    const [waiting] = await server.query<{ id: number }>('select id from adv_otentikasi where status = 1 order by id limit 1');
    const approved = await server.call('POST', `/sso/adv/otentikasi/data/approve/${waiting.id}`, { token: kpst });
    expect(approved.status).toBe(200);
    expect(await server.query('select status from adv_otentikasi where id = $1', [waiting.id])).toEqual([{ status: 2 }]);
    expect((await server.call('POST', `/sso/adv/otentikasi/data/reject/${waiting.id}`, { token: kpst })).status).toBe(409);
    expect((await server.call('GET', '/sso/adv/otentikasi/data', { token: bank })).status).toBe(403);
    expect((await server.call('GET', '/sso/adv/otentikasi/users', { token: kpst })).json.total).toBe(await server.count('adv_user'));
  });

  it('bank authentication: a bank user records one (messages first), sees only his own, participant services verifies it', async () => {
    const refused = await server.call('POST', '/sso/bank/otentikasi', { token: bank, body: { periode_id: 4, nik: '123' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.no_peserta).toEqual(['Nomor peserta wajib diisi']);
    expect(refused.json.errors.nik).toEqual(['NIK harus 16 digit angka']);

    // An obliged recipient of the open period with no authentication anywhere.
    const [recipient] = await server.query<{ no_peserta: string; nama_penerima: string; kd_pk: string }>(
      `select no_peserta, nama_penerima, kd_pk from adv_peserta p where periode_id = 4 and status_kewajiban = 1
       and not exists (select 1 from adv_otentikasi a where a.periode_id = 4 and a.no_peserta = p.no_peserta)
       and not exists (select 1 from bank_otentikasi b where b.periode_id = 4 and b.no_peserta = p.no_peserta) order by no_peserta limit 1`,
    );
    const before = await server.call('GET', '/sso/adv/statistic/autentikasi/peserta?periode_id=4', { token: kpst });
    const created = await server.call('POST', '/sso/bank/otentikasi', {
      token: bank,
      body: { periode_id: 4, no_peserta: recipient.no_peserta, nama_penerima: recipient.nama_penerima, nama_bank: 'Bank Mandiri', tanggal_otentikasi: '2026-11-20', document_type_id: 1, face_score: 91 },
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe('Data berhasil disimpan');
    const id = created.json.data.id;
    expect(await server.query('select created_by, status from bank_otentikasi where id = $1', [id])).toEqual([{ created_by: 'bank', status: 1 }]);

    // Another bank's record is out of the bank user's reach; participant services sees every one.
    await server.query(`insert into bank_otentikasi (periode_id, no_peserta, nama_penerima, nama_bank, tanggal_otentikasi, document_type_id, status, created_by) values (4, 'P99999999', 'Orang Lain', 'Bank Lain', '2026-11-01', 1, 1, 'otherbank')`);
    const [other] = await server.query<{ id: number }>(`select id from bank_otentikasi where created_by = 'otherbank'`);
    const own = await server.call('GET', '/sso/bank/otentikasi?perpage=500', { token: bank });
    expect(own.json.data.every((r: { created_by: string }) => r.created_by === 'bank')).toBe(true);
    expect((await server.call('GET', `/sso/bank/otentikasi/${other.id}`, { token: bank })).status).toBe(404);
    expect((await server.call('DELETE', `/sso/bank/otentikasi/${other.id}`, { token: bank })).status).toBe(404);
    expect(await server.count('bank_otentikasi', `id = ${other.id}`)).toBe(1);
    expect((await server.call('GET', '/sso/bank/otentikasi?perpage=500', { token: kpst })).json.total).toBe(await server.count('bank_otentikasi'));

    // Only participant services verifies; a verified one can be neither changed nor deleted.
    expect((await server.call('POST', `/sso/bank/otentikasi/approve/${id}`, { token: bank })).status).toBe(403);
    expect((await server.call('POST', `/sso/bank/otentikasi/approve/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.query('select status from bank_otentikasi where id = $1', [id])).toEqual([{ status: 2 }]);
    const locked = await server.call('PUT', `/sso/bank/otentikasi/${id}`, { token: bank, body: { keterangan: 'ubah' } });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe('Otentikasi sudah diverifikasi, data tidak bisa diubah');
    expect((await server.call('DELETE', `/sso/bank/otentikasi/${id}`, { token: bank })).status).toBe(409);

    // The verified bank authentication counts as authenticated by other means for its employer.
    const after = await server.call('GET', '/sso/adv/statistic/autentikasi/peserta?periode_id=4', { token: kpst });
    const rowOf = (answer: typeof after) => answer.json.data.rows.find((r: { kd_pk: string }) => r.kd_pk === recipient.kd_pk);
    expect(rowOf(after).autentikasi_others).toBe(rowOf(before).autentikasi_others + 1);
    expect(rowOf(after).belum_autentikasi).toBe(rowOf(before).belum_autentikasi - 1);
  });

  it('bank authentication with the face photo (multipart): stored with the record; a text file is refused', async () => {
    const fields: Array<[string, string]> = [['periode_id', '4'], ['no_peserta', 'P77770001'], ['nama_penerima', 'Foto Uji'], ['nama_bank', 'Bank BRI'], ['tanggal_otentikasi', '2026-11-22'], ['document_type_id', '1'], ['face_score', '88.5']];
    const photo = multipartBody(fields, [{ name: 'foto', fileName: 'wajah.png', type: 'image/png', content: png }]);
    const stored = await server.call('POST', '/sso/bank/otentikasi', { token: bank, payload: photo.payload, headers: photo.headers });
    expect(stored.status).toBe(201);
    const id = Number(stored.json.data.id);
    expect(await server.query('select nama_bank, face_score::float as face_score, status from bank_otentikasi where id = $1', [id])).toEqual([{ nama_bank: 'Bank BRI', face_score: 88.5, status: 1 }]);
    expect(await server.count('files', `resource = 'bank_otentikasi' and record_id = '${id}'`)).toBe(1);
    const text = multipartBody(fields, [{ name: 'foto', fileName: 'wajah.png', type: 'image/png', content: 'bukan gambar' }]);
    const refused = await server.call('POST', '/sso/bank/otentikasi', { token: bank, payload: text.payload, headers: text.headers });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await server.count('bank_otentikasi', `no_peserta = 'P77770001'`)).toBe(1);
  });

  it('statistic per employer: the export columns, figures the database holds, totals and percentage', async () => {
    const answer = await server.call('GET', '/sso/adv/statistic/autentikasi/peserta?periode_id=3', { token: kpst });
    expect(answer.status).toBe(200);
    const { periode, rows, total } = answer.json.data;
    expect(periode).toEqual({ id: 3, nama: 'Otentikasi Semester I 2026' });
    expect(rows.map((r: { kd_pk: string }) => r.kd_pk)).toEqual(['PK001', 'PK002', 'PK003', 'PK004', 'PK005']);
    for (const row of rows) expect(Object.keys(row)).toEqual(exportColumns);
    const [db] = await server.query<Record<string, string>>(
      `select count(*) filter (where status_kewajiban in (1,2,3)) as awal, count(*) filter (where status_kewajiban = 2) as gm,
        count(*) filter (where status_kewajiban = 4) as tw,
        count(*) filter (where status_kewajiban = 1 and exists (select 1 from adv_otentikasi a where a.periode_id = 3 and a.status = 2 and a.no_peserta = p.no_peserta)) as app
       from adv_peserta p where periode_id = 3`,
    );
    expect(total.kewajiban_awal).toBe(Number(db.awal));
    expect(total.gugur_meninggal).toBe(Number(db.gm));
    expect(total.tidak_wajib).toBe(Number(db.tw));
    expect(total.autentikasi).toBe(Number(db.app));
    expect(total.total_kewajiban).toBe(total.kewajiban_awal - total.gugur_meninggal - total.gugur_aw);
    expect(total.subtotal_autentikasi).toBe(total.autentikasi + total.autentikasi_others);
    expect(total.belum_autentikasi).toBe(total.total_kewajiban - total.subtotal_autentikasi);
    expect(total.persentase).toBe(Math.round((total.subtotal_autentikasi / total.total_kewajiban) * 10000) / 100);
    expect(total.autentikasi_others).toBeGreaterThan(0);
    // Successful application authentications by method: every one counted once.
    const byMethod = answer.json.data.feature as { name: string; count: number }[];
    expect(byMethod.reduce((sum, m) => sum + m.count, 0)).toBe(await server.count('adv_otentikasi', 'periode_id = 3 and status = 2'));
    expect(byMethod[0].name).toBe('Face recognition aplikasi');

    // Without periode_id: the open period.
    const open = await server.call('GET', '/sso/adv/statistic/autentikasi/peserta', { token: kpst });
    expect(open.json.data.periode.id).toBe(4);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/peserta?periode_id=999', { token: kpst })).status).toBe(404);
    // {x} may also be the period itself.
    const byId = await server.call('GET', '/sso/adv/statistic/autentikasi/3', { token: kpst });
    expect(byId.json.data.total).toEqual(total);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/999', { token: kpst })).status).toBe(404);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/3', { token: bank })).status).toBe(403);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/nothing', { token: kpst })).status).toBe(404);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/peserta', { token: bank })).status).toBe(403);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/peserta', { token: staff })).status).toBe(403);
  });

  it('statistic per employer as an Excel file: the export columns, a row per employer, then the totals', async () => {
    const file = await server.call('GET', '/sso/adv/statistic/autentikasi/peserta/export?periode_id=3', { token: kpst });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { Workbook } = (await import('exceljs')).default;
    const workbook = new Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportColumns);
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(2).getCell(1).value).toBe('PK001');
    const json = (await server.call('GET', '/sso/adv/statistic/autentikasi/peserta?periode_id=3', { token: kpst })).json.data;
    expect(sheet.getRow(7).getCell(2).value).toBe('Total');
    expect(sheet.getRow(7).getCell(3).value).toBe(json.total.kewajiban_awal);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/peserta/export', { token: bank })).status).toBe(403);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/3/export', { token: kpst })).status).toBe(200);
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/bank/export', { token: kpst })).status).toBe(404);
  });

  it('statistic of bank authentications and of benefit payments (transaksi-mp)', async () => {
    const banks = await server.call('GET', '/sso/adv/statistic/autentikasi/bank?periode_id=4', { token: kpst });
    expect(banks.status).toBe(200);
    expect(banks.json.data.total).toBe(await server.count('bank_otentikasi', 'periode_id = 4'));
    expect(banks.json.data.status['2']).toBe(await server.count('bank_otentikasi', 'periode_id = 4 and status = 2'));
    expect((await server.call('GET', '/sso/adv/statistic/autentikasi/bank', { token: bank })).status).toBe(403);

    const payments = await server.call('GET', '/sso/adv/statistic/transaksi-mp', { token: kpst });
    expect(payments.status).toBe(200);
    const months = payments.json.data as { bulan_bayar: string; total: number; status: Record<string, number> }[];
    expect(months.map((m) => m.bulan_bayar)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(months.reduce((sum, m) => sum + m.total, 0)).toBe(await server.count('bank_transaksi'));
    expect(months.at(-1)?.status['2']).toBe(await server.count('bank_transaksi', `bulan_bayar = '2026-11' and status = 2`));
    expect(months.at(-1)?.status['2']).toBeGreaterThan(0);
    expect((await server.call('GET', '/sso/adv/statistic/transaksi-mp', { token: bank })).status).toBe(200);
    expect((await server.call('GET', '/sso/adv/statistic/transaksi-mp', { token: staff })).status).toBe(403);
  });

  it('bank pages: recipients list (ADV) and transactions for the bank user; neither for staff', async () => {
    const recipients = await server.call('GET', '/sso/adv/peserta?perpage=500', { token: bank });
    expect(recipients.status).toBe(200);
    expect(recipients.json.total).toBe(await server.count('adv_peserta'));
    expect((await server.call('GET', '/sso/bank/transaksi', { token: bank })).json.total).toBe(await server.count('bank_transaksi'));
    expect((await server.call('GET', '/sso/bank/transaksi', { token: staff })).status).toBe(403);
    expect((await server.call('GET', '/sso/bank/otentikasi', { token: staff })).status).toBe(403);
    expect((await server.call('POST', '/sso/adv/peserta', { token: kpst, body: {} })).status).toBe(404);
  });
});
