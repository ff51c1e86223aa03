/**
 * The participant name and employer code of a document (export columns, read-only fields) come
 * from the participant registry, never from the request body: a trigger on the documents table
 * fills them from info_peserta whenever a document is written with a participant number, and
 * clears them when the number is not a registered one. Every write path (the generic create and
 * update, a seed, a later import) gets the same names without each having to remember.
 */
import { sql, type RawBuilder } from 'kysely';

export function participantNamesSql(documentsTable: string): RawBuilder<unknown>[] {
  return [
    sql`
      create or replace function dms_document_participant_names() returns trigger language plpgsql as $$
      begin
        if new.no_peserta is null or btrim(new.no_peserta) = '' then
          new.nama_peserta := null;
          new.kode_pemberi_kerja := null;
        else
          select p.nama_penerima, p.kd_pk into new.nama_peserta, new.kode_pemberi_kerja
            from info_peserta p where upper(p.no_peserta) = upper(btrim(new.no_peserta)) order by p.id limit 1;
          if not found then
            new.nama_peserta := null;
            new.kode_pemberi_kerja := null;
          end if;
        end if;
        return new;
      end $$`,
    sql`create or replace trigger dms_document_participant_names before insert or update of no_peserta on ${sql.table(documentsTable)}
      for each row execute function dms_document_participant_names()`,
  ];
}
