/**
 * The reporting pages' answers (GET /sso/reporting/{name}: server/reporting/reportCatalogue.ts
 * builds them, renderer/screens/reporting reads them): sections of a table whose first column
 * groups the rows, number columns after it, a totals row, and the column the screen charts.
 */
export const reportNames = ['general', 'kpst', 'spi'] as const;
export type ReportName = (typeof reportNames)[number];

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
  /** the number column the screen draws as bars */
  readonly chart: string;
}

export interface Report {
  readonly name: ReportName;
  readonly year: number;
  readonly sections: readonly ReportSection[];
}
