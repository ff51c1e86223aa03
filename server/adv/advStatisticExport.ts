/**
 * The authentication statistic as an Excel file (statistik-otentikasi.xlsx): one row per employer
 * under the spec's export column names (modules.md section 3), then the totals row.
 */
import type { FastifyReply } from 'fastify';
import { neutralisedText } from '../archive/safeCell.ts';
import { statisticColumns, type AuthenticationStatistic } from '../../engine/wire/advStatistic.ts';

export async function exportAuthenticationStatistic(statistic: AuthenticationStatistic, reply: FastifyReply): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Statistik otentikasi');
  sheet.columns = statisticColumns.map((key) => ({ header: key, key, width: key === 'nama_pemberi_kerja' ? 36 : 16 }));
  const cell = (value: string | number) => (typeof value === 'number' ? value : neutralisedText(value));
  for (const row of [...statistic.rows, statistic.total]) sheet.addRow(statisticColumns.map((key) => cell(row[key])));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(statistic.rows.length + 2).font = { bold: true };
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', 'attachment; filename="statistik-otentikasi.xlsx"');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
