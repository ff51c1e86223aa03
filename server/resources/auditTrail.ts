/** Every write leaves one audit_trail row (who, when, before, after) in the write's own transaction. */
import type { Database, ResourceRow } from '../db/database.ts';

export interface AuditEntry {
  readonly who: string;
  readonly resource: string;
  readonly recordId: string | number | null;
  readonly action: string;
  readonly before: ResourceRow | null;
  readonly after: ResourceRow | null;
}

export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_trail')
    .values({
      who: entry.who,
      resource: entry.resource,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      action: entry.action,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
