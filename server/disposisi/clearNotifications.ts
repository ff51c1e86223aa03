/**
 * Reading dispositions (modules.md section 4: "Disposition becomes read when notifications are
 * cleared, singly or all"):
 * - clear-notif (disposisi_id, doc_id): the caller's unread dispositions with that id, or about
 *   that letter, become read, and their notifications with them;
 * - clear-notif-all (after 'Apakah anda yakin?'): every unread disposition of the caller becomes
 *   read and every notification the disposition badge counts (dispositions and tasks) is cleared,
 *   so the counter is zero ("notifications reset to zero").
 * Only the recipient reads a disposition; the sender's own copy never changes state here.
 * The badge follows on its own: the notifications' database signal pushes the new count.
 */
import { sql, type RawBuilder } from 'kysely';
import { badgeResources } from '../badges/badgeCounts.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';

/** The caller's unread dispositions matching `which` become read, each leaving its audit row, in one statement. */
async function markRead(db: Database, me: string, which: RawBuilder<unknown>): Promise<Array<{ id: string }>> {
  const { rows } = await sql<{ id: string }>`
    with done as (
      update disposition set status = 2, read_at = now(), updated_at = now() where recipient = ${me} and status = 1 ${which} returning *
    )
    insert into audit_trail (who, resource, record_id, action, before, after)
    select ${me}::text, 'disposition', done.id::text, 'read', null, to_jsonb(done) from done
    returning record_id as id`.execute(db);
  return rows;
}

function optionalId(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) throw badQuery('Invalid query', [`${name} must be a record id`]);
  return Number(raw);
}

export async function clearOne(db: Database, me: string, query: Record<string, unknown>): Promise<number> {
  const dispositionId = optionalId(query.disposisi_id, 'disposisi_id');
  const docId = optionalId(query.doc_id, 'doc_id');
  if (dispositionId === undefined && docId === undefined) throw badQuery('Invalid query', ['disposisi_id or doc_id is required']);
  return db.transaction().execute(async (trx) => {
    const rows = await markRead(
      trx,
      me,
      sql`and (${dispositionId ?? null}::int is null or id = ${dispositionId ?? null}) and (${docId ?? null}::int is null or doc_id = ${docId ?? null})`,
    );
    if (rows.length) {
      await trx
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('recipient', '=', me)
        .where('resource', '=', 'disposition')
        .where('record_id', 'in', rows.map((row) => String(row.id)))
        .where('read_at', 'is', null)
        .execute();
    }
    return rows.length;
  });
}

export async function clearAll(db: Database, me: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await markRead(trx, me, sql``);
    await trx
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('recipient', '=', me)
      .where('resource', 'in', [...badgeResources.dispositionNotifications])
      .where('read_at', 'is', null)
      .execute();
    return rows.length;
  });
}
