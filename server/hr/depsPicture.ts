/**
 * GET /sso/hr/deps/picture/{file}: an employee's photo. The directory keeps a file name per
 * employee; the demo directory has no photographs, so the picture is drawn: the employee's
 * initials on a colour of their own, as an SVG (no script, served with its own type).
 */
import type { Database } from '../db/database.ts';
import { resourceDb } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

const palette = ['#0f6cbd', '#107c10', '#c239b3', '#ca5010', '#038387', '#8764b8', '#986f0b', '#4f6bed'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initialsSvg(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = ((words[0]?.[0] ?? '?') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
  const colour = palette[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}"><rect width="160" height="160" fill="${colour}"/><text x="80" y="80" dy=".35em" text-anchor="middle" font-family="Segoe UI, sans-serif" font-size="64" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

export async function employeePicture(db: Database, file: string): Promise<string> {
  if (!/^[A-Za-z0-9_.-]{1,200}$/.test(file)) throw notFound();
  const employee = await resourceDb(db).selectFrom('hr_employee').select(['name']).where('picture', '=', file).executeTakeFirst();
  if (!employee) throw notFound();
  return initialsSvg(String(employee.name));
}
