/**
 * GET /sso/rekonsiliasi/statistic/summary's answer (server/rekonsiliasi/statisticSummary.ts builds
 * it, RekonsiliasiStatisticScreen reads it): the latest migrated batch of each company, and totals.
 */
export interface CompanyLatest {
  readonly company_id: number;
  readonly nama_perusahaan: string;
  readonly periode: string;
  readonly batch_penarikan: string;
  readonly jumlah_sap: number;
  readonly jumlah_dapen: number;
  readonly jumlah_cocok: number;
  readonly selisih: number;
  readonly perbedaan: number;
}

export interface ReconciliationSummary {
  readonly companies: readonly CompanyLatest[];
  readonly total: { readonly jumlah_sap: number; readonly jumlah_dapen: number; readonly jumlah_cocok: number; readonly perbedaan: number };
}
