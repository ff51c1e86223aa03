/**
 * A report as an Excel file (reporting-<name>-<year>.xlsx): one sheet per section, the rows the
 * screen shows with the column titles in words (en-US, as every export of the portal), then a
 * totals row. Text a spreadsheet would run as a formula is neutralised.
 */
import type { FastifyReply } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { neutralisedText } from '../archive/safeCell.ts';
import { labelOf } from '../resources/labels.ts';
import type { Report } from '../../engine/wire/report.ts';

const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const monthName = (month: number) => monthNames.format(new Date(Date.UTC(2000, month - 1, 1)));

export async function exportReport(definitions: LoadedDefinitions, report: Report, reply: FastifyReply): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  for (const section of report.sections) {
    const sheet = workbook.addWorksheet(labelOf(definitions, `reporting.section.${section.key}`).slice(0, 31));
    sheet.columns = section.columns.map((column) => ({ header: labelOf(definitions, `reporting.column.${column.key}`), key: column.key, width: column.kind === 'number' || column.kind === 'percent' ? 14 : 30 }));
    for (const row of section.rows) {
      sheet.addRow(
        section.columns.map((column) => {
          const value = row[column.key];
          if (value === null || value === undefined) return null;
          if (column.kind === 'month') return monthName(Number(value));
          if (column.kind === 'number' || column.kind === 'percent') return Number(value);
          return neutralisedText(String(value));
        }),
      );
    }
    sheet.addRow(section.columns.map((column, i) => (i === 0 ? labelOf(definitions, 'reporting.total') : (section.totals[column.key] ?? null))));
    sheet.getRow(1).font = { bold: true };
  }
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="reporting-${report.name}-${report.year}.xlsx"`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
