/**
 * The archive's Excel file (archive.xlsx): every record of the filtered result, the same query
 * as the table, streamed by exceljs's WorkbookWriter while it is built. Over 15,000 rows the
 * answer is 422 with 'Data melebihi 15.000 baris' and nothing is built. Ids become names
 * (archiveLabels.ts) and text that a spreadsheet would run as a formula is neutralised
 * (safeCell.ts).
 */
import type { Expression, SqlBool } from 'kysely';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { exportFailure, exportLimit } from '../resources/exportRecords.ts';
import { labelOf } from '../resources/labels.ts';
import { matchingRows } from '../resources/listRecords.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { cellLabeller } from './archiveLabels.ts';
import { neutralisedText } from './safeCell.ts';

export interface ArchiveExport {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly records: StorageModel;
}

export async function exportArchive(ctx: ArchiveExport, query: CheckedListQuery, scope: Expression<SqlBool>, reply: FastifyReply): Promise<FastifyReply> {
  const { records } = ctx;
  const rdb = resourceDb(ctx.db);
  const spec = records.resource.list?.export;
  const maxRows = Math.min(spec?.maxRows ?? exportLimit, exportLimit);
  const fields = (spec?.columns ?? records.resource.list?.columns.map((c) => c.field) ?? []).filter((field) => records.columnOf(field));
  // Only the exported columns are read, and one row past the limit instead of a count first: one
  // pass over the rows, not two (scripts/bench/archiveExport.ts measures it).
  const rows: ResourceRow[] = await matchingRows(rdb, records, query, {}, scope, fields).limit(maxRows + 1).execute();
  if (rows.length > maxRows) throw new ApiError('export_too_large', spec?.failure ?? exportFailure);
  const total = rows.length;
  const label = await cellLabeller(ctx.db, ctx.definitions, ctx.models, records);
  const { stream: excelStream } = (await import('exceljs')).default;
  const stream = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('archive');
  sheet.columns = fields.map((field) => ({ header: labelOf(ctx.definitions, records.resource.fields.properties[field]?.['x-label'] ?? field), key: field, width: 22 }));
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${spec?.fileName ?? 'archive.xlsx'}"`)
    .header('x-total-count', String(total));
  setImmediate(async () => {
    try {
      for (const row of rows) {
        const cells = fields.map((field) => {
          const value = label(field, row[field]);
          if (value === null || value === undefined) return null;
          if (typeof value === 'string') return neutralisedText(value);
          if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
          return neutralisedText(JSON.stringify(value));
        });
        sheet.addRow(cells).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  });
  return reply.send(stream);
}
