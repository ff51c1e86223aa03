/**
 * The DEPS reports (modules.md section 7): employees counted by position, by education and by
 * age group, optionally within one department or office. Each item is a label and a count; the
 * internal id the rows are grouped by is left out of the answer, as the spec says.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

export const depsReportNames = ['position', 'education', 'age'] as const;
export type DepsReportName = (typeof depsReportNames)[number];

export interface DepsReportItem {
  readonly label: string;
  readonly total: number;
}

export interface DepsReportFilter {
  readonly department_id?: number;
  readonly office_id?: number;
}

const ageGroups = ['< 30', '30-39', '40-49', '50+'] as const;

export function depsReportFilter(query: Record<string, unknown>): DepsReportFilter {
  const int = (name: string): number | undefined => {
    const raw = query[name] ?? query[`filter[${name}]`];
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new ApiError('bad_query', 'Invalid report query', [`${name} must be a positive integer`]);
    return value;
  };
  return { department_id: int('department_id'), office_id: int('office_id') };
}

function where(filter: DepsReportFilter): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (filter.department_id !== undefined) parts.push(sql`e.department_id = ${filter.department_id}`);
  if (filter.office_id !== undefined) parts.push(sql`e.office_id = ${filter.office_id}`);
  return sql.join(parts, sql` and `);
}

export async function depsReport(db: Database, name: DepsReportName, filter: DepsReportFilter, today = new Date()): Promise<DepsReportItem[]> {
  if (name === 'position') {
    const { rows } = await sql<{ label: string | null; total: string }>`
      select p.name as label, count(*) as total from hr_employee e left join position p on p.id = e.position_id
      where ${where(filter)} group by p.id, p.name, p.level order by p.level nulls last, p.name`.execute(db);
    return rows.map((row) => ({ label: row.label ?? '—', total: Number(row.total) }));
  }
  if (name === 'education') {
    const { rows } = await sql<{ label: string | null; total: string }>`
      select e.education as label, count(*) as total from hr_employee e where ${where(filter)}
      group by e.education order by array_position(array['SMA','D3','S1','S2','S3'], e.education) nulls last`.execute(db);
    return rows.map((row) => ({ label: row.label ?? '—', total: Number(row.total) }));
  }
  const { rows } = await sql<{ age: number | null }>`
    select extract(year from age(${today.toISOString().slice(0, 10)}::date, e.birth_date))::int as age from hr_employee e where ${where(filter)}`.execute(db);
  const counts = new Map<string, number>(ageGroups.map((group) => [group, 0]));
  for (const { age } of rows) {
    if (age === null) continue;
    const group = age < 30 ? ageGroups[0] : age < 40 ? ageGroups[1] : age < 50 ? ageGroups[2] : ageGroups[3];
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return [...counts].map(([label, total]) => ({ label, total }));
}
