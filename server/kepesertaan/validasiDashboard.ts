/**
 * The participant-data validation dashboard (/apps/data/validasi/dashboard): participants by type,
 * the yearly validations of active participants and of pensioners by status, the registration
 * information by status, the participant documents by file status, and the participants of each
 * employer (kd_pk, named from the client master). A reporting year narrows the validations,
 * registrations and documents (the participants are counted as they stand today).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface EmployerCount {
  readonly kd_pk: string;
  readonly name: string | null;
  readonly aktif: number;
  readonly pensiunan: number;
}

export interface ValidasiDashboard {
  readonly participants: { readonly total: number; readonly aktif: number; readonly pensiunan: number };
  /** status value -> count */
  readonly validasiAktif: Record<string, number>;
  readonly validasiPensiun: Record<string, number>;
  readonly registrations: Record<string, number>;
  /** status_file value -> count */
  readonly documents: Record<string, number>;
  readonly employers: readonly EmployerCount[];
}

const byValue = (rows: readonly { value: number; count: string }[]) => Object.fromEntries(rows.map((row) => [String(row.value), Number(row.count)]));

export async function validasiDashboard(db: Database, year: number | undefined): Promise<ValidasiDashboard> {
  const inYear = year === undefined ? sql`true` : sql`tahun_pelaporan = ${year}`;
  const participants = await sql<{ jenis_peserta: number; count: string }>`select jenis_peserta, count(*) as count from peserta group by jenis_peserta`.execute(db);
  const count = (jenis: number) => Number(participants.rows.find((row) => row.jenis_peserta === jenis)?.count ?? 0);
  const validasi = await sql<{ jenis: number; value: number; count: string }>`
    select jenis_validasi as jenis, status as value, count(*) as count from validasi_peserta where ${inYear} group by jenis_validasi, status`.execute(db);
  const registrations = await sql<{ value: number; count: string }>`select status as value, count(*) as count from info_peserta where ${inYear} group by status`.execute(db);
  const documents = await sql<{ value: number; count: string }>`select status_file as value, count(*) as count from dokumen_peserta where ${inYear} group by status_file`.execute(db);
  const employers = await sql<{ kd_pk: string; name: string | null; aktif: string; pensiunan: string }>`
    select p.kd_pk, c.name,
      count(*) filter (where p.jenis_peserta = 1) as aktif,
      count(*) filter (where p.jenis_peserta = 2) as pensiunan
    from peserta p left join client c on c.code = p.kd_pk
    group by p.kd_pk, c.name order by p.kd_pk`.execute(db);
  return {
    participants: { total: count(1) + count(2), aktif: count(1), pensiunan: count(2) },
    validasiAktif: byValue(validasi.rows.filter((row) => row.jenis === 1)),
    validasiPensiun: byValue(validasi.rows.filter((row) => row.jenis === 2)),
    registrations: byValue(registrations.rows),
    documents: byValue(documents.rows),
    employers: employers.rows.map((row) => ({ kd_pk: row.kd_pk, name: row.name, aktif: Number(row.aktif), pensiunan: Number(row.pensiunan) })),
  };
}
