/**
 * storeAttachments: the files that came with a multipart body (already written to the file
 * storage by the upload reader) are recorded in `files`, owned by the record and field, in the
 * write's transaction. A write that rolls back takes its file rows with it; the stored bytes
 * are removed by the caller (mountResources withUploads).
 */
import type { Upload } from '../resources/multipartBody.ts';
import type { Effect } from './effect.ts';

export interface AttachmentsInput {
  readonly resource: string;
  readonly recordId: string | number;
  readonly uploads: readonly Upload[];
}

export const storeAttachments: Effect<AttachmentsInput> = {
  name: 'storeAttachments',
  inputOf: (event) => (event.uploads.length ? { resource: event.model.resource.id, recordId: event.recordId, uploads: event.uploads } : undefined),
  run: async (input, ctx) => {
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
};
