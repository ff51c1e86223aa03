/**
 * The seeded employee documents come with their files: each document that holds no file gets a
 * one-page PDF naming it, stored like an upload (file storage, a files row owned by the record
 * and field), so the approver has something to open. The seed has no file storage, so this runs
 * when the HR calls are installed; an upload always carries its file (the field is required), so
 * after the first start there is nothing to do.
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { onePagePdf } from '../pedoman/pedomanDemoFiles.ts';

export async function attachDocumentFiles(db: Database, files: FileStorage): Promise<number> {
  const { rows } = await sql<{ id: number; type: string; description: string; created_by: string }>`
    select id, type, description, created_by from hr_employee_document where file is null or file = ''`.execute(db);
  for (const row of rows) {
    const name = `${row.type.toLowerCase()}-${row.created_by}-${row.id}.pdf`;
    const pdf = onePagePdf([row.description, `Dokumen pegawai: ${row.type}`, `Dikirim oleh ${row.created_by} (demo)`]);
    const stored = await files.save(Readable.from(pdf), name);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('files')
        .values({ storage_key: stored.key, original_name: name, mime_type: 'application/pdf', size: pdf.length, created_by: row.created_by, resource: 'hr_employee_document', record_id: String(row.id), field: 'file' })
        .execute();
      await sql`update hr_employee_document set file = ${stored.key} where id = ${row.id}`.execute(trx);
    });
  }
  return rows.length;
}
