/**
 * The job a preparation's migrate_data transition queues (rekonsiliasi_preparation.migrate_data):
 * read the company's active employees of the period from the holding's SAP and the fund's active
 * participants of the company's employer code, compare them (compareActive.ts), and write the
 * outcome in one transaction: the statistic row of the batch (GET /sso/rekonsiliasi/statistic/
 * aktif-compare), one validation row per difference, a migration log row, and the preparation
 * Selesai (3) with the number of SAP rows read. Migrating the same preparation again replaces its
 * statistic and differences. A preparation that cannot be migrated (its company has no employer
 * code) is marked Gagal (4) with a failed migration row saying why, and the job ends: retrying
 * would fail the same way.
 */
import { sql } from 'kysely';
import type { Task } from 'graphile-worker';
import type { Database } from '../db/database.ts';
import { compareActive, type FundParticipant, type SapEmployee } from './compareActive.ts';

interface JobPayload {
  readonly recordId: string | number;
  readonly by?: string;
}

interface Preparation {
  readonly id: number;
  readonly periode: string;
  readonly batch_penarikan: string;
  readonly company_id: number;
  readonly status: number;
}

interface Company {
  readonly id: number;
  readonly nama_perusahaan: string;
  readonly kd_pk: string | null;
}

export async function migratePreparation(db: Database, id: number, by: string): Promise<'done' | 'failed' | 'skipped'> {
  return db.transaction().execute(async (trx) => {
    const preparation = (await sql<Preparation>`select id, periode, batch_penarikan, company_id, status from rekonsiliasi_preparation where id = ${id} for update`.execute(trx)).rows[0];
    // Only a queued preparation is migrated: a job run twice finds it done already.
    if (!preparation || preparation.status !== 2) return 'skipped';
    const startedAt = new Date();
    const company = (await sql<Company>`select id, nama_perusahaan, kd_pk from rekonsiliasi_company where id = ${preparation.company_id}`.execute(trx)).rows[0];
    const log = (values: { status: 1 | 2; jumlah_data: number; jumlah_cocok: number; jumlah_selisih: number; pesan: string }) => sql`
      insert into rekonsiliasi_migration (preparation_id, company_id, periode, batch_penarikan, jumlah_data, jumlah_cocok, jumlah_selisih, status, pesan, started_at, finished_at, created_by, created_at, updated_at)
      values (${preparation.id}, ${preparation.company_id}, ${preparation.periode}, ${preparation.batch_penarikan}, ${values.jumlah_data}, ${values.jumlah_cocok}, ${values.jumlah_selisih}, ${values.status}, ${values.pesan}, ${startedAt}, now(), ${by}, now(), now())`.execute(trx);
    if (!company?.kd_pk) {
      await log({ status: 2, jumlah_data: 0, jumlah_cocok: 0, jumlah_selisih: 0, pesan: 'Perusahaan belum memiliki kode pemberi kerja (kd_pk)' });
      await sql`update rekonsiliasi_preparation set status = 4, updated_at = now() where id = ${id}`.execute(trx);
      return 'failed';
    }
    const sap = (await sql<SapEmployee>`
      select no_pegawai, nama, no_peserta, tanggal_lahir::text as tanggal_lahir from rekonsiliasi_sap
      where company_id = ${company.id} and periode = ${preparation.periode} and status_karyawan = 1 order by no_pegawai`.execute(trx)).rows;
    const fund = (await sql<FundParticipant>`
      select no_peserta, nama_peserta, tanggal_lahir::text as tanggal_lahir from peserta
      where kd_pk = ${company.kd_pk} and jenis_peserta = 1 and status_aktif = 1 order by no_peserta`.execute(trx)).rows;
    const result = compareActive(sap, fund);
    await sql`delete from rekonsiliasi_statistik where preparation_id = ${id}`.execute(trx);
    await sql`delete from rekonsiliasi_validation where preparation_id = ${id}`.execute(trx);
    await sql`
      insert into rekonsiliasi_statistik (preparation_id, company_id, nama_perusahaan, periode, batch_penarikan, jumlah_sap, jumlah_dapen, jumlah_cocok, hanya_sap, hanya_dapen, selisih, created_by, created_at, updated_at)
      values (${id}, ${company.id}, ${company.nama_perusahaan}, ${preparation.periode}, ${preparation.batch_penarikan}, ${result.jumlah_sap}, ${result.jumlah_dapen}, ${result.jumlah_cocok}, ${result.hanya_sap}, ${result.hanya_dapen}, ${result.selisih}, ${by}, now(), now())`.execute(trx);
    for (const difference of result.differences) {
      await sql`
        insert into rekonsiliasi_validation (preparation_id, company_id, periode, batch_penarikan, no_peserta, no_pegawai, nama, jenis_selisih, keterangan, created_by, created_at, updated_at)
        values (${id}, ${company.id}, ${preparation.periode}, ${preparation.batch_penarikan}, ${difference.no_peserta}, ${difference.no_pegawai}, ${difference.nama}, ${difference.jenis_selisih}, ${difference.keterangan}, ${by}, now(), now())`.execute(trx);
    }
    await log({ status: 1, jumlah_data: sap.length, jumlah_cocok: result.jumlah_cocok, jumlah_selisih: result.differences.length, pesan: `${result.jumlah_cocok} cocok, ${result.differences.length} selisih` });
    await sql`update rekonsiliasi_preparation set status = 3, jumlah_data = ${sap.length}, migrated_at = now(), updated_at = now() where id = ${id}`.execute(trx);
    return 'done';
  });
}

export function migratePreparationTask({ db }: { db: Database }): Task {
  return async (payload, helpers) => {
    const job = payload as Partial<JobPayload> | null;
    const id = Number(job?.recordId);
    if (!Number.isInteger(id)) throw new Error(`rekonsiliasi_preparation.migrate_data: not a preparation (${JSON.stringify(payload)})`);
    const outcome = await migratePreparation(db, id, job?.by ?? 'system');
    helpers.logger.info(`preparation ${id}: ${outcome}`);
  };
}
