/**
 * GET /sso/rekonsiliasi/search/{term}: one person looked up on both sides of the reconciliation,
 * the holding's SAP (each employee's latest period) and the fund's participants, by name,
 * participant number, employee number or national ID number, joined by participant number so a
 * person found on both sides is one row. At most 50 rows, people on both sides first.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface SapSide {
  readonly no_pegawai: string;
  readonly nama: string;
  readonly nik: string | null;
  readonly tanggal_lahir: string | null;
  readonly periode: string;
  readonly status_karyawan: number;
  readonly company: string | null;
}

export interface FundSide {
  readonly id: number;
  readonly nama_peserta: string;
  readonly nik: string | null;
  readonly tanggal_lahir: string | null;
  readonly kd_pk: string;
  readonly jenis_peserta: number;
  readonly status_aktif: number;
}

export interface SearchHit {
  readonly no_peserta: string | null;
  readonly match: 'both' | 'onlySap' | 'onlyDapen';
  readonly sap: SapSide | null;
  readonly dapen: FundSide | null;
}

export const searchLimit = 50;

export async function holdingSearch(db: Database, term: string): Promise<SearchHit[]> {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const sap = await sql<SapSide & { no_peserta: string | null }>`
    select distinct on (s.company_id, s.no_pegawai) s.no_pegawai, s.nama, s.nik, s.tanggal_lahir::text as tanggal_lahir, s.periode,
      s.status_karyawan, s.no_peserta, c.nama_perusahaan as company
    from rekonsiliasi_sap s left join rekonsiliasi_company c on c.id = s.company_id
    where s.nama ilike ${like} or s.no_peserta ilike ${like} or s.no_pegawai ilike ${like} or s.nik ilike ${like}
    order by s.company_id, s.no_pegawai, s.periode desc limit ${searchLimit}`.execute(db);
  const fund = await sql<FundSide & { no_peserta: string }>`
    select id, no_peserta, nama_peserta, nik, tanggal_lahir::text as tanggal_lahir, kd_pk, jenis_peserta, status_aktif from peserta
    where nama_peserta ilike ${like} or no_peserta ilike ${like} or nik ilike ${like} or no_pensiun ilike ${like}
       or no_peserta in (select no_peserta from rekonsiliasi_sap where no_peserta is not null and (nama ilike ${like} or no_pegawai ilike ${like} or nik ilike ${like}))
    order by no_peserta limit ${searchLimit}`.execute(db);
  const byNumber = new Map(fund.rows.map(({ no_peserta, ...rest }) => [no_peserta, rest]));
  const hits: SearchHit[] = [];
  const paired = new Set<string>();
  for (const { no_peserta, ...side } of sap.rows) {
    const dapen = no_peserta ? byNumber.get(no_peserta) : undefined;
    if (dapen && no_peserta) paired.add(no_peserta);
    hits.push({ no_peserta, match: dapen ? 'both' : 'onlySap', sap: side, dapen: dapen ?? null });
  }
  for (const [no_peserta, dapen] of byNumber) if (!paired.has(no_peserta)) hits.push({ no_peserta, match: 'onlyDapen', sap: null, dapen });
  const rank = { both: 0, onlySap: 1, onlyDapen: 2 } as const;
  return hits.sort((a, b) => rank[a.match] - rank[b.match] || String(a.no_peserta ?? '~').localeCompare(String(b.no_peserta ?? '~'))).slice(0, searchLimit);
}
