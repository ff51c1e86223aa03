/**
 * The files a record holds, as its GET lists them: for each x-file field, the stored files whose
 * keys the record's field holds, in that order, with their page counts where the field has a
 * pagesField. A key the record holds is listed only when the files table says it was uploaded to
 * this record and field, so a key copied from elsewhere lists (and downloads) nothing.
 */
import type { StoredFile, StoredFilesByField } from '../../engine/wire/storedFile.ts';
import { fileDownloadPath } from '../../engine/wire/storedFile.ts';
import type { Database, ResourceRow } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

export const fileFieldsOf = (model: StorageModel) => Object.keys(model.resource.fields.properties).filter((f) => model.resource.fields.properties[f]['x-file']);

export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export async function recordFiles(db: Database, model: StorageModel, record: ResourceRow, getPath: string): Promise<StoredFilesByField> {
  const fields = fileFieldsOf(model);
  const keys = fields.flatMap((f) => keysOf(record[f]));
  if (!keys.length) return Object.fromEntries(fields.map((f) => [f, []]));
  const rows = await db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name', 'size', 'mime_type', 'field'])
    .where('resource', '=', model.resource.id)
    .where('record_id', '=', String(record.id))
    .where('storage_key', 'in', keys)
    .execute();
  const result: Record<string, StoredFile[]> = {};
  for (const field of fields) {
    const pagesField = model.resource.fields.properties[field]['x-file']?.pagesField;
    const pages = pagesField && Array.isArray(record[pagesField]) ? (record[pagesField] as unknown[]) : [];
    result[field] = keysOf(record[field]).flatMap((key, index) => {
      const row = rows.find((r) => r.storage_key === key && r.field === field);
      if (!row) return [];
      const file: StoredFile = { id: row.id, name: row.original_name, size: Number(row.size), mime_type: row.mime_type ?? 'application/octet-stream', url: fileDownloadPath(getPath, row.id) };
      return [pagesField && typeof pages[index] === 'number' ? { ...file, pages: pages[index] as number } : file];
    });
  }
  return result;
}
