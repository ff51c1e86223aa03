/**
 * GET /sso/skd/statistic: the satisfaction survey's answers counted: how many, the average score
 * (1 to 5), the count of each score, and the count and average per office, per service channel
 * and per month. Rejected answers (spam, tests) are left out; pending ones count.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Group {
  readonly label: string;
  readonly total: number;
  readonly average: number;
}

export interface SkdStatistic {
  readonly total: number;
  readonly average: number;
  readonly score: Record<string, number>;
  readonly office: readonly Group[];
  readonly service: readonly Group[];
  readonly month: readonly Group[];
}

const round = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

export async function skdStatistic(db: Database, surveyId?: number): Promise<SkdStatistic> {
  const where = surveyId === undefined ? sql`r.status <> 3` : sql`r.status <> 3 and r.survey_id = ${surveyId}`;
  const group = async (label: ReturnType<typeof sql>, join = sql``, order = sql`1`) =>
    (
      await sql<{ label: string | null; total: string; average: string }>`
        select ${label} as label, count(*) as total, avg(r.score) as average from skd_response r ${join} where ${where} group by 1 order by ${order}`.execute(db)
    ).rows.map((row) => ({ label: row.label ?? '—', total: Number(row.total), average: round(row.average) }));
  const totals = await sql<{ total: string; average: string | null }>`select count(*) as total, avg(r.score) as average from skd_response r where ${where}`.execute(db);
  const scores = await sql<{ score: number; total: string }>`select r.score, count(*) as total from skd_response r where ${where} group by r.score`.execute(db);
  return {
    total: Number(totals.rows[0]?.total ?? 0),
    average: round(totals.rows[0]?.average),
    score: Object.fromEntries(scores.rows.map((row) => [String(row.score), Number(row.total)])),
    office: await group(sql`o.name`, sql`left join office o on o.id = r.office_id`),
    service: await group(sql`r.service`),
    month: await group(sql`to_char(r.created_at, 'YYYY-MM')`),
  };
}
