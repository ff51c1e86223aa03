/**
 * Plain-text formats of a record value for lists and the detail view. Dates follow the user's
 * language; sizes are 1024-based with two decimals, as the spec counts them.
 */
export type ValueFormat = 'text' | 'date' | 'datetime' | 'number' | 'boolean' | 'option' | 'fileSize' | 'status';

// One formatter per language and kind, not one per cell: building an Intl formatter costs far
// more than using one, and a 100-row list has hundreds of dated cells.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatterOf<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(value: unknown, language: string, withTime: boolean): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return formatterOf(`${withTime ? 'datetime' : 'date'}|${language}`, () => new Intl.DateTimeFormat(language, options)).format(date);
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
      return typeof value === 'number' ? formatterOf(`number|${language}`, () => new Intl.NumberFormat(language)).format(value) : String(value);
    case 'fileSize':
      return formatFileSize(value);
    default:
      if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item))).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}
