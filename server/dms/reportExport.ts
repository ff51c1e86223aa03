/**
 * A DMS report as an Excel sheet, the same rows and columns as the screen's table, headed in
 * words (en-US labels of dms.report.column.*), with the totals as the last row. Reports are a
 * few dozen rows, so the workbook is built in memory. Text that a spreadsheet would read as a
 * formula is neutralised as in the archive's export.
 */
import type { FastifyReply } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { neutralisedText } from '../archive/safeCell.ts';
import { labelOf } from '../resources/labels.ts';
import type { ReportAnswer } from './dmsReports.ts';

export async function sendReportSheet(definitions: LoadedDefinitions, report: ReportAnswer, reply: FastifyReply): Promise<FastifyReply> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.report.slice(0, 31));
  const keys = [report.group, ...report.figures];
  sheet.columns = keys.map((key, index) => ({ header: labelOf(definitions, `dms.report.column.${key}`), key, width: index === 0 ? 40 : 14 }));
  for (const row of report.data) sheet.addRow([neutralisedText(String(row.label ?? '')), ...report.figures.map((figure) => Number(row[figure] ?? 0))]);
  sheet.addRow([labelOf(definitions, 'dms.report.column.sum'), ...report.figures.map((figure) => report.totals[figure])]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileName = `dms-${report.report}.xlsx`;
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(buffer);
}
