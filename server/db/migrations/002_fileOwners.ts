/**
 * Each stored file knows the record it belongs to (resource, record id, field), so the record's
 * GET can list it and its download can ask whether the caller may read that record.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('resource', 'text').addColumn('record_id', 'text').addColumn('field', 'text').execute();
  await db.schema.createIndex('files_owner').on('files').columns(['resource', 'record_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_owner').execute();
  await db.schema.alterTable('files').dropColumn('field').dropColumn('record_id').dropColumn('resource').execute();
}
