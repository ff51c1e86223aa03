/**
 * The notifications the demo dispositions would have left had they been sent through the API:
 * one unread notification per unread disposition for its recipient, so the header badge counts
 * them on the first start like any new disposition.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

export async function seedDemoNotifications(db: Database, models: ReadonlyMap<string, StorageModel>): Promise<void> {
  const model = models.get('disposition');
  if (!model) return;
  await sql`
    insert into notifications (recipient, resource, record_id, action, who, created_at)
    select recipient, 'disposition', id::text, 'create', created_by, created_at from ${sql.table(model.table)} where status = 1`.execute(db);
}
