/** GET /sso/cs/report's answer (server/cs/csReport.ts builds it, CsReportScreen reads it). */
export interface CsReport {
  readonly total: number;
  readonly rating: number | null;
  readonly status: Record<string, number>;
  readonly channel: Record<string, number>;
  readonly layanan: Record<string, number>;
  readonly office: ReadonlyArray<{ readonly office_id: number | null; readonly office: string | null; readonly total: number }>;
  readonly months: ReadonlyArray<{ readonly month: string; readonly total: number }>;
}
