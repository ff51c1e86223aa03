/**
 * A helpdesk report as an Excel file (helpdesk-<report>.xlsx): the rows the screen shows, with
 * the column titles and option values in words (en-US, as every export of the portal), then a
 * totals row. Text that a spreadsheet would run as a formula is neutralised.
 */
import type { FastifyReply } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { neutralisedText } from '../archive/safeCell.ts';
import { labelOf } from '../resources/labels.ts';
import type { ReportResult } from './helpdeskReportQuery.ts';

export async function exportHelpdeskReport(definitions: LoadedDefinitions, report: ReportResult, reply: FastifyReply): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(report.name.slice(0, 31));
  sheet.columns = report.columns.map((column) => ({
    header: labelOf(definitions, `helpdesk.report.column.${column.key}`),
    key: column.key,
    width: column.kind === 'number' ? 14 : 28,
  }));
  for (const row of report.rows) {
    sheet.addRow(
      report.columns.map((column) => {
        const value = row[column.key];
        if (value === null || value === undefined) return null;
        if (column.kind === 'number') return Number(value);
        const text = column.kind === 'option' ? labelOf(definitions, `${column.optionPrefix}${value}`) : String(value);
        return neutralisedText(text);
      }),
    );
  }
  const first = report.columns.findIndex((column) => column.kind === 'number');
  sheet.addRow(report.columns.map((column, i) => (i === 0 ? labelOf(definitions, 'helpdesk.report.total') : i < first ? null : (report.totals[column.key] ?? null))));
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="helpdesk-${report.name}.xlsx"`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
