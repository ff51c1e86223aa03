/** How a reporting page's cell reads (the answers' shapes: engine/wire/report.ts). */
import type { ReportColumn } from '../../../engine/wire/report.ts';

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
