/**
 * The authentication statistics' answers (GET /sso/adv/statistic/autentikasi/{x},
 * /statistic/transaksi-mp), as the server builds them (server/adv/advStatistics.ts) and the
 * screens read them (renderer/screens/adv). The columns are the spec's export columns
 * (modules.md section 3), in its order.
 */
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

export type StatisticColumn = (typeof statisticColumns)[number];
export type StatisticRow = Record<StatisticColumn, string | number>;

export interface Period {
  readonly id: number;
  readonly nama: string;
}

export interface MethodCount {
  readonly feature_id: number | null;
  readonly name: string | null;
  readonly count: number;
}

export interface AuthenticationStatistic {
  readonly periode: Period | null;
  readonly rows: readonly StatisticRow[];
  readonly total: StatisticRow;
  /** successful application authentications of the period by method (feature) */
  readonly feature: readonly MethodCount[];
}

export interface BankStatistic {
  readonly periode: Period | null;
  readonly total: number;
  readonly status: Record<string, number>;
  readonly bank: readonly { readonly nama_bank: string; readonly total: number; readonly status: Record<string, number> }[];
}

export interface MonthTransactions {
  readonly bulan_bayar: string;
  readonly total: number;
  readonly status: Record<string, number>;
  /** the benefit paid out (status 1) */
  readonly nominal: number;
}
