/** The reporting pages' answers (server/reporting/reportCatalogue.ts) and how a cell reads. */
export type ColumnKind = 'month' | 'text' | 'number' | 'percent';

export interface ReportColumn {
  readonly key: string;
  readonly kind: ColumnKind;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportSection {
  readonly key: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  readonly totals: ReportRow;
  readonly chart: string;
}

export interface Report {
  readonly name: string;
  readonly year: number;
  readonly sections: readonly ReportSection[];
}

/** The years a report may be asked for: 2019 (modules.md section 9) to this year. */
export function reportYears(now = new Date()): number[] {
  const last = Math.max(now.getFullYear(), 2026);
  return Array.from({ length: last - 2019 + 1 }, (_, i) => last - i);
}

export function cellText(column: ReportColumn, value: string | number | null | undefined, language: string, number: Intl.NumberFormat): string {
  if (value === null || value === undefined) return '—';
  if (column.kind === 'month') return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, Number(value) - 1, 1)));
  if (column.kind === 'number') return number.format(Number(value));
  if (column.kind === 'percent') return `${number.format(Number(value))} %`;
  return String(value);
}
