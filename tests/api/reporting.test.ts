/**
 * Reporting: the general report for any signed-in user, the participant-services report for
 * view_dms_kpst and the SPI report (audits and findings, service compliance) for AUDIT_view.main, each a year of figures counted against
 * the database, with its Excel export; a year outside 2019..now refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const thisYear = new Date().getFullYear();

describe('reporting', () => {
  let server: TestServer;
  let kpst: string;
  let staff: string;
  let spi: string;

  beforeAll(async () => {
    server = await startTestServer();
    [kpst, staff, spi] = await Promise.all(['kpst', 'staff', 'spi'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('general: twelve months of the whole portal, for any signed-in user', async () => {
    const answer = await server.call('GET', `/sso/reporting/general?tahun=${thisYear}`, { token: staff });
    expect(answer.status).toBe(200);
    const [section] = answer.json.data.sections;
    expect(section.rows).toHaveLength(12);
    expect(section.totals.complaints).toBe(await server.count('pp_ticket', `extract(year from created_at) = ${thisYear}`));
    expect(section.totals.support).toBe(await server.count('support_ticket', `extract(year from created_at) = ${thisYear}`));
    const sum = section.columns.filter((c: { key: string; kind: string }) => c.kind === 'number' && c.key !== 'total').reduce((n: number, c: { key: string }) => n + section.totals[c.key], 0);
    expect(section.totals.total).toBe(sum);
    expect((await server.call('GET', '/sso/reporting/general')).status).toBe(401);
  });

  it('kpst: employers and months, for participant services only', async () => {
    const answer = await server.call('GET', `/sso/reporting/kpst?tahun=${thisYear}`, { token: kpst });
    expect(answer.status).toBe(200);
    const employers = answer.json.data.sections.find((s: { key: string }) => s.key === 'kpst.employers');
    const pk1 = employers.rows.find((row: { employer: string }) => row.employer.startsWith('PK001'));
    expect(pk1.aktif).toBe(await server.count('peserta', `kd_pk = 'PK001' and jenis_peserta = 1`));
    expect(pk1.validations).toBe(await server.count('validasi_peserta', `kd_pk = 'PK001' and tahun_pelaporan = ${thisYear}`));
    expect(pk1.pending + pk1.approved + pk1.rejected).toBe(pk1.validations);
    expect((await server.call('GET', '/sso/reporting/kpst', { token: staff })).status).toBe(403);
  });

  it('spi: divisions for internal audit only', async () => {
    const answer = await server.call('GET', `/sso/reporting/spi?tahun=${thisYear}`, { token: spi });
    expect(answer.status).toBe(200);
    const divisions = answer.json.data.sections[0];
    expect(divisions.rows.length).toBe(await server.count('department'));
    expect(divisions.totals.support).toBe(await server.count('support_ticket', `extract(year from created_at) = ${thisYear} and bidang_id in (select id from department)`));
    expect(divisions.totals.audits).toBe(await server.count('audit_main', `tahun = ${thisYear} and bidang_id in (select id from department)`));
    const [{ n: open }] = await server.query<{ n: number }>(
      `select count(*)::int as n from audit_temuan f join audit_main a on a.id = f.audit_id where a.tahun = $1 and f.status_temuan = 1 and a.bidang_id in (select id from department)`,
      [thisYear],
    );
    expect(divisions.totals.findingsOpen).toBe(open);
    expect(divisions.chart).toBe('findingsOpen');
    expect((await server.call('GET', '/sso/reporting/spi', { token: kpst })).status).toBe(403);
  });

  it('Excel export: a sheet per section with the same totals; a bad year refused', async () => {
    const answer = await server.call('GET', `/sso/reporting/kpst/export?tahun=${thisYear}`, { token: kpst });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`reporting-kpst-${thisYear}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['By employer', 'By month']);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Employer');
    const json = (await server.call('GET', `/sso/reporting/kpst?tahun=${thisYear}`, { token: kpst })).json.data.sections[0];
    expect(sheet.getRow(sheet.rowCount).getCell(2).value).toBe(json.totals.aktif);
    expect((await server.call('GET', '/sso/reporting/kpst?tahun=2018', { token: kpst })).status).toBe(400);
    expect((await server.call('GET', '/sso/reporting/general?tahun=abc', { token: kpst })).status).toBe(400);
  });
});
