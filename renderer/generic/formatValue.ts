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

/**
 * A date and time as formatDate writes it, cut where the date ends and the time begins (the
 * text between them apart), so a narrow column breaks the line there and nowhere else: "Nov 25,
 * 2026," over "5:52 AM", not "Nov 25," over "2026, 5:52" over "AM". The three parts join to
 * formatDate's text; a language that writes the time first (or a value that is no date) gives
 * the whole text as the date.
 */
export function formatDateTimeParts(value: unknown, language: string): { date: string; between: string; time: string } {
  const whole = formatDate(value, language, true);
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return { date: whole, between: '', time: '' };
  const parts = formatterOf(`datetime|${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }) as Intl.DateTimeFormat).formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  if (hour < 2 || parts[hour - 1].type !== 'literal') return { date: whole, between: '', time: '' };
  const text = (from: number, to?: number) => parts.slice(from, to).map((part) => part.value).join('');
  return { date: text(0, hour - 1), between: parts[hour - 1].value, time: text(hour) };
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
