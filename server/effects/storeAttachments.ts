/**
 * storeAttachments: the files that came with a multipart body (already written to the file
 * storage by the upload reader) are recorded in `files`, owned by the record and field, in the
 * write's transaction. A write that rolls back takes its file rows with it; the stored bytes
 * are removed by the caller (mountResources withUploads). A deleted record's files are removed
 * by the removeRecordFiles job, queued here in the delete's transaction (so only a committed
 * delete removes them, and a record without files queues nothing).
 */
import type { Upload } from '../resources/multipartBody.ts';
import type { Effect } from './effect.ts';
import type { JobQueue } from './jobQueue.ts';

export interface AttachmentsInput {
  readonly resource: string;
  readonly recordId: string | number;
  readonly uploads: readonly Upload[];
  /** the record was deleted: its stored files go too */
  readonly deleted: boolean;
}

export const storeAttachments = (queue: JobQueue | undefined): Effect<AttachmentsInput> => ({
  name: 'storeAttachments',
  inputOf: (event) => {
    const deleted = event.after === null && event.before !== null;
    return event.uploads.length || deleted ? { resource: event.model.resource.id, recordId: event.recordId, uploads: event.uploads, deleted } : undefined;
  },
  run: async (input, ctx) => {
    if (input.deleted) {
      const owned = await ctx.db.selectFrom('files').select('id').where('resource', '=', input.resource).where('record_id', '=', String(input.recordId)).limit(1).executeTakeFirst();
      if (owned && queue) await queue.enqueue(ctx.db, 'removeRecordFiles', { resource: input.resource, recordId: String(input.recordId) });
      return;
    }
    await ctx.db
      .insertInto('files')
      .values(input.uploads.map((u) => ({
        storage_key: u.key,
        original_name: u.name,
        mime_type: u.mimeType,
        size: u.size,
        created_by: ctx.principal.username,
        resource: input.resource,
        record_id: String(input.recordId),
        field: u.field,
      })))
      .execute();
  },
});
