/**
 * The helpdesk report calls (server/helpdesk/helpdeskRoutes.ts): one report with its filters,
 * as JSON for the screen and as the Excel file of the same rows.
 */
import { apiJson } from '../../session/apiClient.ts';

export interface ReportColumn {
  readonly key: string;
  readonly kind: 'text' | 'number' | 'option';
  readonly optionPrefix?: string;
}

export interface HelpdeskReport {
  readonly name: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: ReadonlyArray<Record<string, string | number | null>>;
  readonly totals: Record<string, number | null>;
  readonly chart: string;
  readonly channel: string | null;
  /** rows in time order, the latest last; otherwise largest first */
  readonly chronological: boolean;
}

export interface ReportFilterValues {
  readonly from?: string;
  readonly to?: string;
  readonly channel?: string;
  readonly status?: string;
}

export const filterKeys = ['from', 'to', 'channel', 'status'] as const;

export function reportQuery(filters: ReportFilterValues): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const reportPath = (name: string, filters: ReportFilterValues = {}) => `/sso/helpdesk/report/${encodeURIComponent(name)}${reportQuery(filters)}`;
export const reportExportPath = (name: string, filters: ReportFilterValues = {}) => `/sso/helpdesk/report/${encodeURIComponent(name)}/export${reportQuery(filters)}`;

export async function fetchReport(name: string, filters: ReportFilterValues = {}): Promise<HelpdeskReport> {
  return (await apiJson<{ data: HelpdeskReport }>(reportPath(name, filters))).data;
}

/** A cell in words: an option value through its locale key, an empty group as '(none)'. */
export function cellText(column: ReportColumn, value: string | number | null | undefined, t: (key: string) => string, number: Intl.NumberFormat): string {
  if (value === null || value === undefined || value === '') return column.kind === 'number' ? '—' : t('helpdesk.report.noValue');
  if (column.kind === 'number') return number.format(Number(value));
  if (column.kind === 'option') return t(`${column.optionPrefix}${value}`);
  return String(value);
}
