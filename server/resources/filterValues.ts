/**
 * A filter value arrives as text; it is turned into the column's type here, so a wrong value
 * is a clear 400 and never a database error.
 */
import type { ColumnKind } from './storageModel.ts';

export type FilterValue = string | number | boolean;

export function coerceFilterValue(kind: ColumnKind, text: string): FilterValue | undefined {
  switch (kind) {
    case 'integer':
      return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
    case 'number': {
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return undefined;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
    case 'timestamp':
      return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
    case 'time':
      return /^\d{2}:\d{2}(:\d{2})?$/.test(text) ? text : undefined;
    case 'uuid':
      return /^[0-9a-f-]{36}$/i.test(text) ? text : undefined;
    default:
      return text.length <= 500 ? text : undefined;
  }
}

export const kindWords: Record<ColumnKind, string> = {
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date (YYYY-MM-DD)',
  timestamp: 'a date and time',
  time: 'a time (HH:MM)',
  uuid: 'an id',
  text: 'a text of at most 500 characters',
  json: 'a text of at most 500 characters',
};
