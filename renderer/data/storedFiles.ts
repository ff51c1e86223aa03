/**
 * The stored files a record's GET listed beside it (engine/wire/storedFile.ts), kept with the
 * record object itself, so the form and the detail view find them from the record they already
 * hold and the record's own fields stay exactly what the server stored.
 */
import type { StoredFile, StoredFilesByField } from '../../engine/wire/storedFile.ts';
import type { RecordRow } from './dataProvider.ts';

const byRecord = new WeakMap<object, StoredFilesByField>();

const isStoredFile = (value: unknown): value is StoredFile =>
  !!value && typeof value === 'object' && typeof (value as StoredFile).id === 'number' && typeof (value as StoredFile).name === 'string' && typeof (value as StoredFile).url === 'string';

/** Remembers the `files` of a GET answer with its record; anything malformed is left out. */
export function rememberStoredFiles(record: RecordRow, files: unknown): RecordRow {
  if (!files || typeof files !== 'object' || Array.isArray(files)) return record;
  const checked = Object.fromEntries(Object.entries(files).map(([field, list]) => [field, Array.isArray(list) ? list.filter(isStoredFile) : []]));
  byRecord.set(record, checked);
  return record;
}

export function storedFilesOf(record: RecordRow | undefined, field: string): readonly StoredFile[] {
  return (record && byRecord.get(record)?.[field]) ?? [];
}
