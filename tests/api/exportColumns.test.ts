/**
 * The export reads only its columns: the sheet has the export's columns in their order, with
 * option labels, sorted and searched by columns it does not show, its total in x-total-count;
 * 15,000 rows pass and one more is refused with the spec message.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

describe.each(testBackends())('export columns (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await server.login('admin');
  });
  afterAll(() => server?.stop());

  const sheetOf = async (url: string) => {
    const reply = await server.call('GET', url, { token: admin });
    expect(reply.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.raw.rawPayload as unknown as ArrayBuffer);
    return { sheet: workbook.worksheets[0], total: Number(reply.headers['x-total-count']) };
  };

  it('has the export columns only, sorted and searched by columns it does not show', async () => {
    const { sheet, total } = await sheetOf('/sso/admin/department/export?q=a&sorter[]=office_id&sorter[]=desc');
    // department's list.export.columns: code, name, bidang_id, status, created_by, created_at.
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Name', expect.any(String), 'Status', expect.any(String), expect.any(String)]);
    const listed = await server.call('GET', '/sso/admin/department?q=a&sorter[]=office_id&sorter[]=desc&paging[]=500&paging[]=1', { token: admin });
    expect(total).toBe(listed.json.total);
    expect(sheet.rowCount).toBe(total + 1);
    const codes = sheet.getColumn(1).values.slice(2);
    expect(codes).toEqual(listed.json.data.map((d: { code: string }) => d.code));
    expect(sheet.getRow(2).getCell(4).value).toMatch(/^(Active|Inactive|Aktif|Tidak aktif)/i);
  });

  it('exports 15,000 rows, refuses 15,001', async () => {
    const have = await server.count('client');
    await server.query(`insert into client (code, name) select 'LIMIT' || g, 'Limit ' || g from generate_series(1, ${15_000 - have}) g`);
    expect((await sheetOf('/sso/admin/client/export')).total).toBe(15_000);
    await server.query("insert into client (code, name) values ('LIMIT-LAST', 'Limit last')");
    const refused = await server.call('GET', '/sso/admin/client/export', { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ message: 'Data melebihi 15.000 baris', code: 'export_too_large' });
  });
});
