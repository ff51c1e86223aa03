/**
 * GET /sso/rekonsiliasi/statistic/summary: the latest migrated batch of each company (the
 * statistic page's chart), and their totals.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CompanyLatest, ReconciliationSummary } from '../../engine/wire/reconciliationSummary.ts';

export async function statisticSummary(db: Database): Promise<ReconciliationSummary> {
  const { rows } = await sql<Record<keyof CompanyLatest, string | number>>`
    select distinct on (company_id) company_id, nama_perusahaan, periode, batch_penarikan, jumlah_sap, jumlah_dapen, jumlah_cocok, selisih,
      hanya_sap + hanya_dapen + (select count(*) from rekonsiliasi_validation v where v.preparation_id = s.preparation_id and v.jenis_selisih = 3) as perbedaan
    from rekonsiliasi_statistik s order by company_id, periode desc, batch_penarikan desc, id desc`.execute(db);
  const companies: CompanyLatest[] = rows
    .map((row) => ({
      company_id: Number(row.company_id),
      nama_perusahaan: String(row.nama_perusahaan),
      periode: String(row.periode),
      batch_penarikan: String(row.batch_penarikan),
      jumlah_sap: Number(row.jumlah_sap),
      jumlah_dapen: Number(row.jumlah_dapen),
      jumlah_cocok: Number(row.jumlah_cocok),
      selisih: Number(row.selisih),
      perbedaan: Number(row.perbedaan),
    }))
    .sort((a, b) => a.nama_perusahaan.localeCompare(b.nama_perusahaan));
  const sum = (key: 'jumlah_sap' | 'jumlah_dapen' | 'jumlah_cocok' | 'perbedaan') => companies.reduce((total, row) => total + row[key], 0);
  return { companies, total: { jumlah_sap: sum('jumlah_sap'), jumlah_dapen: sum('jumlah_dapen'), jumlah_cocok: sum('jumlah_cocok'), perbedaan: sum('perbedaan') } };
}
