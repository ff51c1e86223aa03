/**
 * What the DMS needs of the database beyond the tables the definitions make: one star per user
 * and document (a unique index the definition language cannot say on two columns), and the
 * trigger that keeps a document's participant name and employer code from the registry
 * (documentParticipant.ts). Idempotent, under a lock, so several instances may start together.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { participantNamesSql } from './documentParticipant.ts';
import type { StarTables } from './documentStars.ts';

export async function prepareDmsStorage(db: Database, tables: StarTables): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('portal.dms.storage'))`.execute(trx);
    await sql`delete from ${sql.table(tables.stars)} a using ${sql.table(tables.stars)} b
      where a.document_id = b.document_id and a.created_by = b.created_by and a.id > b.id`.execute(trx);
    await sql`create unique index if not exists ${sql.id(`${tables.stars}_one_per_user`)} on ${sql.table(tables.stars)} (document_id, created_by)`.execute(trx);
    for (const statement of participantNamesSql(tables.documents)) await statement.execute(trx);
  });
}
