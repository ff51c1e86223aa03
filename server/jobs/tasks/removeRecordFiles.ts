/**
 * The files of a deleted record: its `files` rows and the stored bytes. Queued by the delete's
 * storeAttachments effect in the delete's transaction, so it runs only when the delete
 * committed, and outside that transaction, so a slow disk never holds the record's lock. The
 * bytes go first and the rows last: a failed run is retried and finds the rows still there.
 * Removing a key that is already gone is not an error (a retry after a partial run).
 */
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../files/fileStorage.ts';

export interface RecordFilesPayload {
  readonly resource: string;
  readonly recordId: string;
}

function isPayload(value: unknown): value is RecordFilesPayload {
  const v = value as Partial<RecordFilesPayload> | null;
  return typeof v?.resource === 'string' && typeof v.recordId === 'string';
}

export function removeRecordFiles({ db, storage }: { db: Database; storage: FileStorage }): Task {
  return async (payload, helpers) => {
    if (!isPayload(payload)) throw new Error(`removeRecordFiles: not a record (${JSON.stringify(payload)})`);
    const owned = db.selectFrom('files').where('resource', '=', payload.resource).where('record_id', '=', payload.recordId);
    const rows = await owned.select(['id', 'storage_key']).execute();
    for (const row of rows) await storage.remove(row.storage_key);
    if (rows.length) await db.deleteFrom('files').where('id', 'in', rows.map((row) => row.id)).execute();
    helpers.logger.info(`removed ${rows.length} files of ${payload.resource} ${payload.recordId}`);
  };
}
