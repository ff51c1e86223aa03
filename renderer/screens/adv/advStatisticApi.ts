/** The authentication statistics' answers (server/adv/advStatistics.ts) and the periods to choose from. */
import useSWR from 'swr';
import { apiJson } from '../../session/apiClient.ts';

export const statisticColumns = [
  'kd_pk',
  'nama_pemberi_kerja',
  'kewajiban_awal',
  'gugur_meninggal',
  'gugur_aw',
  'total_kewajiban',
  'autentikasi',
  'autentikasi_others',
  'subtotal_autentikasi',
  'tidak_wajib',
  'tidak_wajib_meninggal',
  'tidak_wajib_mutasi',
  'belum_autentikasi',
  'persentase',
] as const;

export type StatisticRow = Record<(typeof statisticColumns)[number], string | number>;

export interface Period {
  readonly id: number;
  readonly nama: string;
}

export interface AuthenticationStatistic {
  readonly periode: Period | null;
  readonly rows: readonly StatisticRow[];
  readonly total: StatisticRow;
  readonly feature: readonly { feature_id: number | null; name: string | null; count: number }[];
}

export interface BankStatistic {
  readonly periode: Period | null;
  readonly total: number;
  readonly status: Record<string, number>;
  readonly bank: readonly { nama_bank: string; total: number; status: Record<string, number> }[];
}

export interface MonthTransactions {
  readonly bulan_bayar: string;
  readonly total: number;
  readonly status: Record<string, number>;
  readonly nominal: number;
}

const fetchData = <T,>(url: string) => apiJson<{ data: T }>(url).then((answer) => answer.data);
const once = { revalidateOnFocus: false, keepPreviousData: true };

export function statisticPath(kind: 'peserta' | 'bank', periodId: string, suffix = ''): string {
  return `/sso/adv/statistic/autentikasi/${kind}${suffix}${periodId ? `?periode_id=${encodeURIComponent(periodId)}` : ''}`;
}

export const useAuthenticationStatistic = (periodId: string) => useSWR(statisticPath('peserta', periodId), fetchData<AuthenticationStatistic>, once);
export const useBankStatistic = (periodId: string) => useSWR(statisticPath('bank', periodId), fetchData<BankStatistic>, once);
export const useTransactions = () => useSWR('/sso/adv/statistic/transaksi-mp', fetchData<MonthTransactions[]>, once);

/** Every authentication period, newest first (the spec's list call with q, page and perpage). */
export function usePeriods() {
  return useSWR('/sso/adv/config/periode-otentikasi?q=&page=1&perpage=100', (url: string) => apiJson<{ data: Period[] }>(url).then((answer) => answer.data), once);
}
