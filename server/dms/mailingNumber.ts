/**
 * Mailing numbers (modules.md sections 5 and 7):
 * - GET /sso/dms/mailing/number (jenis, jenis_spesifik, originator, documents_date) proposes the
 *   next free number: `<seq>/<classification code>/<originator>/<month in Roman numerals>/<year>`,
 *   e.g. 004/KEP.01.01/SEKRETARIAT/XI/2026. The code is the most specific classification given
 *   (jenis spesifik, else jenis); the sequence counts the numbers already given under that code
 *   in that year, so two documents never get the same proposal once one is saved.
 * - GET /sso/dms/mailing/validate-number (number, classification, id) answers 'Number valid' when
 *   the number has the shape <digits>/.../<year> and no other document (id: the one being edited)
 *   holds it, else 'Number invalid' (the form then clears the number).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

export const numberValid = 'Number valid';
export const numberInvalid = 'Number invalid';

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const numberShape = /^\d{1,6}(\/[A-Za-z0-9.-]{1,40}){1,4}\/\d{4}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const positiveId = (value: unknown) => (/^[1-9]\d{0,9}$/.test(text(value)) ? Number(text(value)) : undefined);

/** The originator as a number segment: upper case, words joined by '-', nothing that could split the number. */
export function originatorCode(originator: string): string {
  return originator
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
}

export async function proposeMailingNumber(db: Database, documentsTable: string, query: Record<string, unknown>): Promise<{ number: string }> {
  const jenis = positiveId(query.jenis);
  const spesifik = positiveId(query.jenis_spesifik);
  const originator = originatorCode(text(query.originator));
  const date = text(query.documents_date);
  const details: string[] = [];
  if (jenis === undefined) details.push('jenis belum diisi');
  if (originator === '') details.push('originator belum diisi');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) details.push('Tanggal Dokumen belum diisi');
  if (query.jenis_spesifik !== undefined && text(query.jenis_spesifik) !== '' && spesifik === undefined) details.push('jenis_spesifik must be a classification id');
  if (details.length) throw new ApiError('validation', details[0], details);

  const { rows } = await sql<{ code: string }>`select code from archive_classification where id = ${spesifik ?? jenis}`.execute(db);
  const code = rows[0]?.code;
  if (!code) throw new ApiError('validation', 'Unknown classification', [`No classification ${spesifik ?? jenis}`]);
  const year = date.slice(0, 4);
  const month = roman[Number(date.slice(5, 7)) - 1];
  const given = await sql<{ number: string }>`
    select number from ${sql.table(documentsTable)} where number like ${`%/${code.replace(/[\\%_]/g, (c) => `\\${c}`)}/%/${year}`}`.execute(db);
  let next = 1 + given.rows.reduce((max, row) => Math.max(max, Number.parseInt(row.number, 10) || 0), 0);
  const taken = new Set(given.rows.map((row) => row.number));
  const numberOf = (seq: number) => `${String(seq).padStart(3, '0')}/${code}/${originator}/${month}/${year}`;
  while (taken.has(numberOf(next))) next++;
  return { number: numberOf(next) };
}

export async function validateMailingNumber(db: Database, documentsTable: string, query: Record<string, unknown>): Promise<{ valid: boolean; message: string }> {
  const number = text(query.number);
  const id = positiveId(query.id);
  if (!numberShape.test(number)) return { valid: false, message: numberInvalid };
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(documentsTable)} where number = ${number} ${id === undefined ? sql`` : sql`and id <> ${id}`} limit 1`.execute(db);
  return rows.length ? { valid: false, message: numberInvalid } : { valid: true, message: numberValid };
}
