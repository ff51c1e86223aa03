/**
 * The notifications the demo messages would have left had they been sent through the API: one
 * unread notification per unread disposition or SMR mail for its recipient, so the header badges
 * count them on the first start like any new one.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

/** Resources whose unread demo rows (status 1) wait for their `recipient`. */
const addressed = ['disposition', 'doc_smr'];

export async function seedDemoNotifications(db: Database, models: ReadonlyMap<string, StorageModel>): Promise<void> {
  for (const resource of addressed) {
    const model = models.get(resource);
    if (!model) continue;
    await sql`
      insert into notifications (recipient, resource, record_id, action, who, created_at)
      select recipient, ${resource}, id::text, 'create', created_by, created_at from ${sql.table(model.table)} where status = 1`.execute(db);
  }
}
