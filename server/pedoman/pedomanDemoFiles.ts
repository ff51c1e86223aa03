/**
 * The demo guidelines come with their documents: each seeded guideline (created by 'system')
 * that holds no file yet gets a small one-page PDF naming it, stored like an upload (file
 * storage, a files row owned by the record and field). The seed cannot write files (it has no
 * storage), so this runs when the pedoman calls are installed; it finds nothing to do after the
 * first start, and nothing on a database whose guidelines were written by people.
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import type { StorageModel } from '../resources/storageModel.ts';

/** A one-page PDF showing the lines given (Helvetica, ASCII only). */
export function onePagePdf(lines: readonly string[]): Buffer {
  const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const content = ['BT', '/F1 16 Tf', '72 760 Td', '22 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function attachDemoFiles(db: Database, model: StorageModel, files: FileStorage): Promise<number> {
  const table = sql.table(model.table);
  const rows = await sql<{
    id: number;
    title: string;
    number: string | null;
  }>`select id, title, number from ${table} where created_by = 'system' and (file is null or file = '')`.execute(db);
  for (const row of rows.rows) {
    const name = `${(row.number ?? `pedoman-${row.id}`).replace(/[^A-Za-z0-9.-]+/g, '-')}.pdf`;
    const pdf = onePagePdf([row.title, row.number ?? '', 'Pedoman - dokumen contoh (demo)']);
    const stored = await files.save(Readable.from(pdf), name);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('files')
        .values({
          storage_key: stored.key,
          original_name: name,
          mime_type: 'application/pdf',
          size: pdf.length,
          created_by: 'system',
          resource: 'pedoman_document',
          record_id: String(row.id),
          field: 'file',
        })
        .execute();
      await sql`update ${table} set file = ${stored.key} where id = ${row.id}`.execute(trx);
    });
  }
  return rows.rows.length;
}
