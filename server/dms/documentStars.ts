/**
 * A star is one user's mark on one document (table of the document_star resource, one row per
 * user and document, kept unique by an index). PUT /sso/dms/documents/{id}/star sets it, DELETE
 * clears it; both answer the document's star state and leave an audit row when they change
 * something. A document the caller may not read, or that does not exist, is a 404.
 * GET /sso/dms/star/ids lists the ids of the caller's starred documents, for the star toggles of
 * a list.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface StarTables {
  readonly documents: string;
  readonly stars: string;
}

export async function documentExists(db: Database, tables: StarTables, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(tables.documents)} where id = ${id}`.execute(db);
  return rows.length > 0;
}

export async function setStar(db: Database, tables: StarTables, username: string, documentId: number, starred: boolean): Promise<{ starred: boolean; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const written = starred
      ? await sql<Record<string, unknown>>`
          insert into ${sql.table(tables.stars)} (document_id, created_by, created_at) values (${documentId}, ${username}, now())
          on conflict (document_id, created_by) do nothing returning *`.execute(trx)
      : await sql<Record<string, unknown>>`
          delete from ${sql.table(tables.stars)} where document_id = ${documentId} and created_by = ${username} returning *`.execute(trx);
    const row = written.rows[0];
    if (row) {
      await sql`insert into audit_trail (who, resource, record_id, action, before, after)
        values (${username}, 'document_star', ${String(row.id)}, ${starred ? 'create' : 'delete'},
          ${starred ? null : JSON.stringify(row)}, ${starred ? JSON.stringify(row) : null})`.execute(trx);
    }
    return { starred, changed: row !== undefined };
  });
}

export async function starredIds(db: Database, tables: StarTables, username: string): Promise<number[]> {
  const { rows } = await sql<{ document_id: number }>`
    select document_id from ${sql.table(tables.stars)} where created_by = ${username} order by created_at desc, id desc limit 5000`.execute(db);
  return rows.map((row) => Number(row.document_id));
}
