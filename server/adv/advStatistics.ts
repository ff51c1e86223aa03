/**
 * The authentication statistics (modules.md section 3 and 7). Per employer (kd_pk) of one period:
 * kewajiban_awal counts the recipients who had to authenticate at the period's start (still
 * obliged, or dropped during it); gugur_meninggal and gugur_aw are those dropped (deceased, or the
 * benefit passed to an heir); total_kewajiban what is left. autentikasi counts the obliged
 * recipients with a successful authentication in the participant application, autentikasi_others
 * those without one but with a verified authentication at a bank; belum_autentikasi the rest.
 * The three tidak_wajib columns count the recipients exempt from the period (apart from the
 * obligation). persentase is subtotal_autentikasi of total_kewajiban, two decimals.
 * docs/decisions-adv.md says why.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { statisticColumns, type AuthenticationStatistic, type BankStatistic, type MonthTransactions, type Period, type StatisticRow } from '../../engine/wire/advStatistic.ts';

/** The period asked for (periode_id), else the open one, else the latest; 404 for an unknown id. */
export async function periodOf(db: Database, asked: unknown): Promise<Period | undefined> {
  if (asked !== undefined && asked !== '') {
    const id = Number(asked);
    if (!Number.isInteger(id) || id < 1) throw notFound('Periode otentikasi tidak ditemukan');
    const { rows } = await sql<Period>`select id, nama from adv_periode_otentikasi where id = ${id}`.execute(db);
    if (!rows[0]) throw notFound('Periode otentikasi tidak ditemukan');
    return rows[0];
  }
  const { rows } = await sql<Period>`select id, nama from adv_periode_otentikasi order by (status = 1) desc, tanggal_mulai desc, id desc limit 1`.execute(db);
  return rows[0];
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0);

function completed(row: Record<string, string | number | null>): StatisticRow {
  const n = (key: string) => Number(row[key] ?? 0);
  const total = n('kewajiban_awal') - n('gugur_meninggal') - n('gugur_aw');
  const subtotal = n('autentikasi') + n('autentikasi_others');
  return {
    kd_pk: String(row.kd_pk ?? ''),
    nama_pemberi_kerja: String(row.nama_pemberi_kerja ?? ''),
    kewajiban_awal: n('kewajiban_awal'),
    gugur_meninggal: n('gugur_meninggal'),
    gugur_aw: n('gugur_aw'),
    total_kewajiban: total,
    autentikasi: n('autentikasi'),
    autentikasi_others: n('autentikasi_others'),
    subtotal_autentikasi: subtotal,
    tidak_wajib: n('tidak_wajib'),
    tidak_wajib_meninggal: n('tidak_wajib_meninggal'),
    tidak_wajib_mutasi: n('tidak_wajib_mutasi'),
    belum_autentikasi: total - subtotal,
    persentase: percent(subtotal, total),
  };
}

export async function authenticationStatistic(db: Database, period: Period | undefined): Promise<AuthenticationStatistic> {
  const empty = completed({ kd_pk: '', nama_pemberi_kerja: 'Total' });
  if (!period) return { periode: null, rows: [], total: empty, feature: [] };
  const { rows } = await sql<Record<string, string | number | null>>`
    with app as (select distinct no_peserta from adv_otentikasi where periode_id = ${period.id} and status = 2),
         bank as (select distinct no_peserta from bank_otentikasi where periode_id = ${period.id} and status = 2)
    select p.kd_pk, max(p.nama_pemberi_kerja) as nama_pemberi_kerja,
      count(*) filter (where p.status_kewajiban in (1, 2, 3)) as kewajiban_awal,
      count(*) filter (where p.status_kewajiban = 2) as gugur_meninggal,
      count(*) filter (where p.status_kewajiban = 3) as gugur_aw,
      count(*) filter (where p.status_kewajiban = 1 and app.no_peserta is not null) as autentikasi,
      count(*) filter (where p.status_kewajiban = 1 and app.no_peserta is null and bank.no_peserta is not null) as autentikasi_others,
      count(*) filter (where p.status_kewajiban = 4) as tidak_wajib,
      count(*) filter (where p.status_kewajiban = 5) as tidak_wajib_meninggal,
      count(*) filter (where p.status_kewajiban = 6) as tidak_wajib_mutasi
    from adv_peserta p
      left join app on app.no_peserta = p.no_peserta
      left join bank on bank.no_peserta = p.no_peserta
    where p.periode_id = ${period.id}
    group by p.kd_pk order by p.kd_pk`.execute(db);
  const perEmployer = rows.map(completed);
  const sums: Record<string, string | number> = { kd_pk: '', nama_pemberi_kerja: 'Total' };
  for (const column of statisticColumns.slice(2)) sums[column] = perEmployer.reduce((sum, row) => sum + Number(row[column]), 0);
  const methods = await sql<{ feature_id: number | null; name: string | null; count: string }>`
    select a.feature_id, f.name, count(*) as count from adv_otentikasi a left join adv_feature f on f.id = a.feature_id
    where a.periode_id = ${period.id} and a.status = 2 group by a.feature_id, f.name order by count(*) desc, f.name`.execute(db);
  const feature = methods.rows.map((row) => ({ feature_id: row.feature_id, name: row.name, count: Number(row.count) }));
  return { periode: period, rows: perEmployer, total: completed(sums), feature };
}

/** Bank authentications of the period counted by status and, per bank, by status. */
export async function bankStatistic(db: Database, period: Period | undefined): Promise<BankStatistic> {
  if (!period) return { periode: null, total: 0, status: {}, bank: [] };
  const { rows } = await sql<{ nama_bank: string; status: number; count: string }>`
    select nama_bank, status, count(*) as count from bank_otentikasi where periode_id = ${period.id}
    group by nama_bank, status order by nama_bank, status`.execute(db);
  const status: Record<string, number> = {};
  const banks = new Map<string, { nama_bank: string; total: number; status: Record<string, number> }>();
  for (const row of rows) {
    const count = Number(row.count);
    status[row.status] = (status[row.status] ?? 0) + count;
    const bank = banks.get(row.nama_bank) ?? { nama_bank: row.nama_bank, total: 0, status: {} };
    bank.status[row.status] = count;
    bank.total += count;
    banks.set(row.nama_bank, bank);
  }
  const total = Object.values(status).reduce((sum, n) => sum + n, 0);
  return { periode: period, total, status, bank: [...banks.values()].sort((a, b) => b.total - a.total) };
}

/** GET /sso/adv/statistic/transaksi-mp: benefit (manfaat pensiun) payments per month paid, by status. */
export async function transactionStatistic(db: Database): Promise<MonthTransactions[]> {
  const { rows } = await sql<{ bulan_bayar: string; status: number; count: string; nominal: string | null }>`
    select bulan_bayar, status, count(*) as count, sum(nominal) as nominal from bank_transaksi
    group by bulan_bayar, status order by bulan_bayar, status`.execute(db);
  const months = new Map<string, { bulan_bayar: string; total: number; status: Record<string, number>; nominal: number }>();
  for (const row of rows) {
    const month = months.get(row.bulan_bayar) ?? { bulan_bayar: row.bulan_bayar, total: 0, status: {}, nominal: 0 };
    month.status[row.status] = Number(row.count);
    month.total += Number(row.count);
    if (Number(row.status) === 1) month.nominal += Number(row.nominal ?? 0);
    months.set(row.bulan_bayar, month);
  }
  return [...months.values()];
}
