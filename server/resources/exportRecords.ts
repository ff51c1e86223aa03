/**
 * GET export: the whole filtered, sorted result as .xlsx, streamed by exceljs's WorkbookWriter.
 * Above list.export.maxRows (15,000) the answer is 422 with list.export.failure, the spec's
 * 'Data melebihi 15.000 baris', and nothing is built.
 */
import type ExcelJS from 'exceljs';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { FilterValue } from './filterValues.ts';
import { labelOf } from './labels.ts';
import { matchingRows } from './listRecords.ts';
import type { StorageModel } from './storageModel.ts';
import { treeLevelLabels } from './treeLevelLabels.ts';

/** exceljs (and its zip and XML code) is loaded on the first export, not at every server start. */
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((m) => m.default));

export const exportLimit = 15_000;
export const exportFailure = 'Data melebihi 15.000 baris';

function cellValue(definitions: LoadedDefinitions, model: StorageModel, field: string, value: unknown, trees?: Map<string, Map<unknown, string>>): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  const node = trees?.get(field)?.get(value);
  if (node !== undefined) return node;
  const options = model.resource.fields.properties[field]?.['x-options'];
  if (options && 'values' in options) {
    const option = options.values.find((o) => o.value === value);
    if (option) return labelOf(definitions, option.label);
  }
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

export async function exportRecords(
  db: ResourceDb,
  definitions: LoadedDefinitions,
  model: StorageModel,
  query: CheckedListQuery,
  fixed: Record<string, FilterValue>,
  reply: FastifyReply,
  rows?: Expression<SqlBool>,
): Promise<FastifyReply> {
  const spec = model.resource.list?.export;
  const maxRows = Math.min(spec?.maxRows ?? exportLimit, exportLimit);
  const fields = (spec?.columns ?? model.resource.list?.columns.map((c) => c.field) ?? model.readable).filter(
    (field) => model.columnOf(field) && !model.columnOf(field)!.hashed,
  );
  // Only the exported columns are read (the search, filters and row rule stay in the WHERE), and
  // one row past the limit instead of a count first: one pass over the rows, not two.
  const records: ResourceRow[] = await matchingRows(db, model, query, fixed, rows, fields).limit(maxRows + 1).execute();
  if (records.length > maxRows) throw new ApiError('export_too_large', spec?.failure ?? exportFailure);
  const total = records.length;
  const trees = await treeLevelLabels(db, model, fields);

  const { stream: excelStream } = await loadExcel();
  const stream = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(model.resource.id.slice(0, 31));
  sheet.columns = fields.map((field) => ({
    header: labelOf(definitions, model.resource.fields.properties[field]?.['x-label'] ?? field),
    key: field,
    width: 20,
  }));
  const fileName = spec?.fileName ?? `${model.resource.id}.xlsx`;
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('x-total-count', String(total));
  // Rows are written after the reply starts, so the file flows out while it is built.
  setImmediate(async () => {
    try {
      for (const row of records) sheet.addRow(fields.map((field) => cellValue(definitions, model, field, row[field], trees))).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  });
  return reply.send(stream);
}
