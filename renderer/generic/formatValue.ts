/**
 * Plain-text formats of a record value for lists and the detail view. Dates follow the user's
 * language; sizes are 1024-based with two decimals, as the spec counts them.
 */
export type ValueFormat = 'text' | 'date' | 'datetime' | 'number' | 'boolean' | 'option' | 'fileSize' | 'status';

export function formatDate(value: unknown, language: string, withTime: boolean): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}

export function formatFileSize(bytes: unknown): string {
  const size = Number(bytes);
  if (!Number.isFinite(size)) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

export function formatPlain(value: unknown, format: ValueFormat | undefined, language: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (format) {
    case 'date':
      return formatDate(value, language, false);
    case 'datetime':
      return formatDate(value, language, true);
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value);
    case 'fileSize':
      return formatFileSize(value);
    default:
      if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item))).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}
