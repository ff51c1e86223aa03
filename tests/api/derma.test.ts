/**
 * Risk management (derma): the eight masters' calls, the seeded risks, a risk's walk through its
 * stages (inheren -> pengendalian -> residual_satu -> tindak_lanjut -> residual_dua -> selesai)
 * with the level worked out by the server from the masters, the stage permissions, the risk's row
 * rule, the follow-up plans, the setup, and the home figures and reports. Every write is checked
 * in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const masters = ['dampak', 'klasifikasi', 'klasifikasi_area', 'klasifikasi_topik', 'level', 'parameter', 'probabilitas', 'proses'] as const;
const extra: Record<string, Record<string, unknown>> = { dampak: { nilai: 3 }, probabilitas: { nilai: 2 }, level: { min_score: 1, max_score: 2 } };

describe('risk management (derma)', () => {
  let server: TestServer;
  let risk: string;
  let kaur: string;
  let staff: string;
  let direksi: string;

  beforeAll(async () => {
    server = await startTestServer();
    [risk, kaur, staff, direksi] = await Promise.all(['risk', 'kaur', 'staff', 'direksi'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it.each(masters)('master %s: list, create, update, delete, each in the database; a missing code is refused', async (path) => {
    const table = `derma_${path}`;
    const base = `/sso/derma/master/${path}`;
    const seeded = await server.call('GET', base, { token: risk });
    expect(seeded.status).toBe(200);
    expect(seeded.json.total).toBeGreaterThanOrEqual(4);

    const created = await server.call('POST', base, { token: risk, body: { code: `UJI-${path}`.slice(0, 20), name: `Uji ${path}`, ...extra[path] } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query(`select name, status from ${table} where id = $1`, [id])).toEqual([{ name: `Uji ${path}`, status: 1 }]);

    const updated = await server.call('PUT', `${base}/${id}`, { token: risk, body: { code: `UJI-${path}`.slice(0, 20), name: `Uji ${path} 2`, status: 2, ...extra[path] } });
    expect(updated.status).toBe(200);
    expect(await server.query(`select name, status from ${table} where id = $1`, [id])).toEqual([{ name: `Uji ${path} 2`, status: 2 }]);

    const refused = await server.call('POST', base, { token: risk, body: { name: 'Tanpa kode', ...extra[path] } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.code).toEqual(['Kode belum diisi']);

    expect((await server.call('DELETE', `${base}/${id}`, { token: risk })).status).toBe(200);
    expect(await server.count(table, `id = ${Number(id)}`)).toBe(0);
  });

  it('keeps the masters to view_derma_master_data: a kaur may read them for the forms but not write; staff may not read', async () => {
    expect((await server.call('GET', '/sso/derma/master/dampak', { token: kaur })).status).toBe(200);
    const refused = await server.call('POST', '/sso/derma/master/dampak', { token: kaur, body: { code: 'X', name: 'X', nilai: 1 } });
    expect(refused.status).toBe(403);
    expect(await server.count('derma_dampak', `code = 'X'`)).toBe(0);
    expect((await server.call('GET', '/sso/derma/master/dampak', { token: staff })).status).toBe(403);
  });

  it('seeds about forty risks over every stage, each level following from its impact and probability', async () => {
    const stages = await server.query(`select status, count(*)::int as n from derma_risk group by status order by status`);
    expect(stages.map((row) => row.status).sort()).toEqual(['inheren', 'pengendalian', 'residual_dua', 'residual_satu', 'selesai', 'tindak_lanjut']);
    expect(stages.reduce((sum, row) => sum + Number(row.n), 0)).toBe(42);
    const wrong = await server.query(`
      select r.id from derma_risk r join derma_dampak d on d.id = r.inheren_dampak join derma_probabilitas p on p.id = r.inheren_probabilitas
      join derma_level l on r.inheren_level = l.id
      where r.inheren_score <> d.nilai * p.nilai or r.inheren_score not between l.min_score and l.max_score`);
    expect(wrong).toEqual([]);
    expect(await server.count('derma_risk', `status <> 'inheren' and inheren_level is null`)).toBe(0);
  });

  it('lists a stage six risks a page, filtered by office, year and impact', async () => {
    const page = await server.call('GET', '/sso/derma/risk?filter[status]=inheren&paging[]=6&paging[]=1', { token: risk });
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(await server.count('derma_risk', `status = 'inheren'`));
    expect(page.json.data).toHaveLength(6);
    expect(page.json.data.every((row: { status: string }) => row.status === 'inheren')).toBe(true);
    const office = await server.call('GET', '/sso/derma/risk?filter[office]=2&filter[year]=2026&paging[]=100&paging[]=1', { token: risk });
    expect(office.json.total).toBe(await server.count('derma_risk', `kantor = 2 and extract(year from created_at) = 2026`));
    const impact = await server.call('GET', '/sso/derma/risk?filter[impact]=5&paging[]=100&paging[]=1', { token: risk });
    expect(impact.json.total).toBe(await server.count('derma_risk', `inheren_dampak = 5`));
  });

  it('exports the risks of a stage as an Excel file, one row a risk', async () => {
    const file = await server.call('GET', '/sso/derma/risk/export?filter[status]=selesai', { token: risk });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { Workbook } = (await import('exceljs')).default;
    const workbook = new Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount - 1).toBe(await server.count('derma_risk', `status = 'selesai'`));
    expect((await server.call('GET', '/sso/derma/risk/export', { token: staff })).status).toBe(403);
  });

  it('walks a new risk through every stage, the server working out each level', async () => {
    const refused = await server.call('POST', '/sso/derma/risk', { token: risk, body: { title: '', kantor: 1, bidang: 10 } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.title).toEqual(['Judul belum diisi']);

    const created = await server.call('POST', '/sso/derma/risk', {
      token: risk,
      body: { title: 'Uji risiko tahapan', kantor: 1, bidang: 10, klasifikasi: 1, summary_penyebab: 'Sebab', summary_dampak: 'Akibat', status: 'selesai', inheren_level: 1 },
    });
    expect(created.status).toBe(201);
    const id = Number(created.json.data.id);
    // The stage and the level are the server's: a body naming them changes nothing.
    expect(await server.query(`select status, inheren_level from derma_risk where id = $1`, [id])).toEqual([{ status: 'inheren', inheren_level: null }]);

    const early = await server.call('PUT', `/sso/derma/risk/${id}/residual-satu`, { token: risk, body: { residual_satu_dampak: 1, residual_satu_probabilitas: 1 } });
    expect(early.status).toBe(409);

    const badImpact = await server.call('PUT', `/sso/derma/risk/${id}/inheren`, { token: risk, body: { inheren_dampak: 999, inheren_probabilitas: 1 } });
    expect(badImpact.status).toBe(422);
    expect(await server.query(`select status, inheren_dampak from derma_risk where id = $1`, [id])).toEqual([{ status: 'inheren', inheren_dampak: null }]);

    const inheren = await server.call('PUT', `/sso/derma/risk/${id}/inheren`, { token: risk, body: { inheren_dampak: 4, inheren_probabilitas: 5 } });
    expect(inheren.status).toBe(200);
    expect(await server.query(`select status, inheren_score, inheren_level from derma_risk where id = $1`, [id])).toEqual([{ status: 'pengendalian', inheren_score: 20, inheren_level: 4 }]);

    const noControl = await server.call('PUT', `/sso/derma/risk/${id}/pengendalian`, { token: risk, body: { kontrol_data: 'Kontrol' } });
    expect(noControl.status).toBe(422);
    const control = await server.call('PUT', `/sso/derma/risk/${id}/pengendalian`, {
      token: risk,
      body: { kontrol_data: 'Kontrol ganda', pelaksanaan_data: 'Harian', kesimpulan_data: 'kurang_efektif', penyempurnaan_data: 'Otomasi' },
    });
    expect(control.status).toBe(200);

    expect((await server.call('PUT', `/sso/derma/risk/${id}/residual-satu`, { token: risk, body: { residual_satu_dampak: 3, residual_satu_probabilitas: 3 } })).status).toBe(200);
    expect((await server.call('PUT', `/sso/derma/risk/${id}/tindak-lanjut`, { token: risk, body: { tindak_lanjut_summary: 'Otomasi verifikasi' } })).status).toBe(200);
    expect((await server.call('PUT', `/sso/derma/risk/${id}/residual-dua`, { token: risk, body: { residual_dua_dampak: 2, residual_dua_probabilitas: 1 } })).status).toBe(200);
    expect(
      await server.query(
        `select status, kesimpulan_data, residual_satu_score, residual_satu_level, tindak_lanjut_summary, residual_dua_score, residual_dua_level from derma_risk where id = $1`,
        [id],
      ),
    ).toEqual([
      { status: 'selesai', kesimpulan_data: 'kurang_efektif', residual_satu_score: 9, residual_satu_level: 2, tindak_lanjut_summary: 'Otomasi verifikasi', residual_dua_score: 2, residual_dua_level: 1 },
    ]);
  });

  it('gives each stage to its permission and each risk to its department: a kaur assesses inherent risk of Kepesertaan only', async () => {
    const [other] = await server.query(`select id from derma_risk where bidang <> 3 and created_by = 'risk' and status = 'inheren' limit 1`);
    expect((await server.call('GET', `/sso/derma/risk/${other.id}`, { token: kaur })).status).toBe(404);
    const mine = await server.call('POST', '/sso/derma/risk', { token: kaur, body: { title: 'Risiko bidang kaur', kantor: 1, bidang: 3 } });
    expect(mine.status).toBe(201);
    const id = Number(mine.json.data.id);
    const listed = await server.call('GET', '/sso/derma/risk?paging[]=100&paging[]=1', { token: kaur });
    expect(listed.json.total).toBe(await server.count('derma_risk', `bidang = 3 or created_by = 'kaur'`));

    expect((await server.call('PUT', `/sso/derma/risk/${other.id}/inheren`, { token: kaur, body: { inheren_dampak: 1, inheren_probabilitas: 1 } })).status).toBe(404);
    expect((await server.call('PUT', `/sso/derma/risk/${id}/inheren`, { token: kaur, body: { inheren_dampak: 2, inheren_probabilitas: 2 } })).status).toBe(200);
    const control = await server.call('PUT', `/sso/derma/risk/${id}/pengendalian`, { token: kaur, body: { kontrol_data: 'K', pelaksanaan_data: 'P', kesimpulan_data: 'efektif' } });
    expect(control.status).toBe(403);
    expect(await server.query(`select status from derma_risk where id = $1`, [id])).toEqual([{ status: 'pengendalian' }]);
    expect((await server.call('GET', '/sso/derma/risk', { token: staff })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/derma/risk/${id}`, { token: kaur })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/derma/risk/${id}`, { token: risk })).status).toBe(200);
    expect(await server.count('derma_risk', `id = ${id}`)).toBe(0);
  });

  it('records a follow-up plan of a risk, with the spec-like messages for what is missing', async () => {
    const [target] = await server.query(`select id from derma_risk where status = 'tindak_lanjut' limit 1`);
    const refused = await server.call('POST', '/sso/derma/tindak-lanjut', { token: risk, body: { risk_id: target.id, response: 'mitigasi' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.person_in_charge).toEqual(['Penanggung jawab belum diisi']);
    const body = { risk_id: target.id, response: 'transfer', rencana: 'Asuransi kebakaran', execution_date: '2026-12-15', person_in_charge: 'Maya Risiko', cost_estimate: 12500000 };
    const created = await server.call('POST', '/sso/derma/tindak-lanjut', { token: risk, body });
    expect(created.status).toBe(201);
    expect(await server.query(`select response, person_in_charge, cost_estimate::float as cost from derma_tindak_lanjut where id = $1`, [created.json.data.id])).toEqual([
      { response: 'transfer', person_in_charge: 'Maya Risiko', cost: 12500000 },
    ]);
    expect((await server.call('POST', '/sso/derma/tindak-lanjut', { token: direksi, body })).status).toBe(403);
  });

  it('keeps one setup record: read by risk users, written by master-data holders', async () => {
    const setup = await server.call('GET', '/sso/derma/setup/1', { token: kaur });
    expect(setup.status).toBe(200);
    expect(setup.json.data?.sop ?? setup.json.sop).toContain('SOP Manajemen Risiko');
    expect((await server.call('PUT', '/sso/derma/setup/1', { token: kaur, body: { sop: 'x' } })).status).toBe(403);
    expect((await server.call('PUT', '/sso/derma/setup/1', { token: risk, body: { sop: 'SOP baru', email_notification: false } })).status).toBe(200);
    expect(await server.query(`select sop, email_notification from derma_setup where id = 1`)).toEqual([{ sop: 'SOP baru', email_notification: false }]);
    const notification = await server.call('PUT', '/sso/derma/notification-setup/1', { token: risk, body: { email_group: 'mr@example.org' } });
    expect(notification.status).toBe(200);
    expect(await server.query(`select email_group from derma_notification_setup where id = 1`)).toEqual([{ email_group: 'mr@example.org' }]);
  });

  it('answers the home figures and the two reports with the row rule, to their permissions', async () => {
    const all = await server.call('GET', '/sso/derma/statistic', { token: risk });
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(await server.count('derma_risk', 'true'));
    const mapped = all.json.data.matrix.reduce((sum: number, cell: { count: number }) => sum + cell.count, 0);
    expect(mapped).toBe(await server.count('derma_risk', 'inheren_dampak is not null and inheren_probabilitas is not null'));
    expect(all.json.data.levels.map((level: { name: string }) => level.name)).toEqual(['Rendah', 'Sedang', 'Tinggi', 'Sangat Tinggi']);

    const own = await server.call('GET', '/sso/derma/statistic?year=2026', { token: kaur });
    expect(own.json.data.total).toBe(await server.count('derma_risk', `(bidang = 3 or created_by = 'kaur') and extract(year from created_at) = 2026`));
    expect((await server.call('GET', '/sso/derma/statistic', { token: staff })).status).toBe(403);
    // Oversight sees the whole profile on the home page too.
    expect((await server.call('GET', '/sso/derma/statistic', { token: direksi })).json.data.total).toBe(await server.count('derma_risk', 'true'));

    const general = await server.call('GET', '/sso/derma/report/general_report', { token: direksi });
    expect(general.status).toBe(200);
    const total = general.json.data.rows.reduce((sum: number, row: { total: number }) => sum + row.total, 0);
    expect(total).toBe(await server.count('derma_risk', 'true'));
    const mr = await server.call('GET', '/sso/derma/report/mr_report?office=1', { token: risk });
    expect(mr.status).toBe(200);
    expect(mr.json.data.rows.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(await server.count('derma_risk', 'kantor = 1'));
    expect((await server.call('GET', '/sso/derma/report/general_report', { token: kaur })).status).toBe(403);
    expect((await server.call('GET', '/sso/derma/report/unknown', { token: risk })).status).toBe(404);
  });
});
