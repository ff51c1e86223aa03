/**
 * GET /sso/dms/peserta/{number}: the participant-number check of a KEPESERTAAN document
 * (modules.md section 5). The number is looked up in the participant registry (info_peserta);
 * the answer is always 200 and says which of the spec's two messages applies, so a form can show
 * it under the field: { valid, message: 'Nomor peserta valid' | 'Nomor peserta invalid', data }.
 * A valid number carries the participant's name and employer code, the two export columns the
 * document keeps (filled on save by documentParticipant.ts, whatever the body says).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export const participantValid = 'Nomor peserta valid';
export const participantInvalid = 'Nomor peserta invalid';

export interface ParticipantAnswer {
  readonly valid: boolean;
  readonly message: string;
  readonly data: { no_peserta: string; nama_peserta: string; kode_pemberi_kerja: string | null } | null;
}

/** A participant number is letters and digits, at most the document field's 50 characters. */
const numberShape = /^[A-Za-z0-9.\-/]{1,50}$/;

export async function checkParticipant(db: Database, number: string): Promise<ParticipantAnswer> {
  const wanted = number.trim();
  if (!numberShape.test(wanted)) return { valid: false, message: participantInvalid, data: null };
  const { rows } = await sql<{ no_peserta: string; nama_penerima: string; kd_pk: string | null }>`
    select no_peserta, nama_penerima, kd_pk from info_peserta where upper(no_peserta) = upper(${wanted}) order by id limit 1`.execute(db);
  const found = rows[0];
  if (!found) return { valid: false, message: participantInvalid, data: null };
  return { valid: true, message: participantValid, data: { no_peserta: found.no_peserta, nama_peserta: found.nama_penerima, kode_pemberi_kerja: found.kd_pk } };
}
