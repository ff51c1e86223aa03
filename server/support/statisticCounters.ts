/**
 * The statistic counters of modules.md section 3 (pend_hm, prog_hm, done_hm, pend_lg, prog_lg,
 * done_lg, pending, progress, done), counted in one pass over the tickets: pending is an open
 * ticket still waiting for an approval or review (stages 1 to 3), progress an open one ready to be
 * worked (stage 4 on), done a closed one; _hm the HUMAS desk's, _lg the LEGAL desk's. `type`
 * narrows pending/progress/done to one desk; `periode` (1-12, or YYYY-MM) to a month of filing.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';

export const statisticKeys = ['pend_hm', 'prog_hm', 'done_hm', 'pend_lg', 'prog_lg', 'done_lg', 'pending', 'progress', 'done'] as const;
export type StatisticCounters = Record<(typeof statisticKeys)[number], number>;

const deskTypes = new Set(['PMR', 'HUMAS', 'LEGAL']);

function periodCondition(periode: string | undefined): RawBuilder<unknown> {
  if (!periode) return sql`true`;
  const month = /^(\d{4})-(0?[1-9]|1[0-2])$/.exec(periode);
  if (month) return sql`extract(year from created_at) = ${Number(month[1])} and extract(month from created_at) = ${Number(month[2])}`;
  if (/^(0?[1-9]|1[0-2])$/.test(periode)) return sql`extract(month from created_at) = ${Number(periode)}`;
  throw badQuery('Invalid list query', [`periode must be a month from 1 to 12 or YYYY-MM: ${periode.slice(0, 20)}`]);
}

export async function statisticCounters(db: Database, filter: { type?: string; periode?: string }): Promise<StatisticCounters> {
  const type = filter.type ? filter.type.toUpperCase() : undefined;
  if (type !== undefined && !deskTypes.has(type)) throw badQuery('Invalid list query', [`type must be PMR, HUMAS or LEGAL: ${type.slice(0, 20)}`]);
  const desk = type ? sql`type = ${type}` : sql`true`;
  const pending = sql`status = 2 and stage between 1 and 3`;
  const progress = sql`status = 2 and stage >= 4`;
  const done = sql`status = 1`;
  const count = (condition: RawBuilder<unknown>) => sql<number>`count(*) filter (where ${condition})`;
  const { rows } = await sql<Record<string, number>>`
    select
      ${count(sql`type = 'HUMAS' and ${pending}`)} as pend_hm, ${count(sql`type = 'HUMAS' and ${progress}`)} as prog_hm, ${count(sql`type = 'HUMAS' and ${done}`)} as done_hm,
      ${count(sql`type = 'LEGAL' and ${pending}`)} as pend_lg, ${count(sql`type = 'LEGAL' and ${progress}`)} as prog_lg, ${count(sql`type = 'LEGAL' and ${done}`)} as done_lg,
      ${count(sql`${desk} and ${pending}`)} as pending, ${count(sql`${desk} and ${progress}`)} as progress, ${count(sql`${desk} and ${done}`)} as done
    from support_ticket where ${periodCondition(filter.periode)}`.execute(db);
  const row = rows[0] ?? {};
  return Object.fromEntries(statisticKeys.map((key) => [key, Number(row[key] ?? 0)])) as StatisticCounters;
}
