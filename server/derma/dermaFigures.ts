/**
 * The risk module's figures: the home page's counters, risk map and level chart, and the two
 * reports (general_report: risks per department by current level; mr_report: per classification,
 * inherent against residual). The current level of a risk is its latest assessment's: residual 2,
 * else residual 1, else inherent. The figures are aggregates of every risk for the holders of
 * view_derma_report (direksi, SPI, kabid) and of view_derma_master_data (the risk officer); for
 * anyone else the home figures keep the risk's row rule (the risks they identified or of their
 * own department).
 */
import { sql, type RawBuilder } from 'kysely';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';

export const allRisksPermission = 'view_derma_master_data';
/** Oversight (direksi, SPI, kabid): the figures of every risk, in aggregate. */
export const reportPermission = 'view_derma_report';

export interface FigureFilters {
  readonly year?: number;
  readonly office?: number;
  readonly department?: number;
}

type Row = Record<string, string | number | null>;

const integer = (value: unknown): number | undefined => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
};

export function figureFilters(query: Record<string, unknown>): FigureFilters {
  return { year: integer(query.year), office: integer(query.office), department: integer(query.department) };
}

/** principal: the caller whose row rule applies; none for the reports, which cover every risk. */
function where(filters: FigureFilters, principal?: Principal): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.year) parts.push(sql`extract(year from r.created_at) = ${filters.year}`);
  if (filters.office) parts.push(sql`r.kantor = ${filters.office}`);
  if (filters.department) parts.push(sql`r.bidang = ${filters.department}`);
  if (principal && !hasPermission(allRisksPermission, principal)) {
    parts.push(principal.bidang_id == null ? sql`r.created_by = ${principal.username}` : sql`(r.created_by = ${principal.username} or r.bidang = ${principal.bidang_id})`);
  }
  return sql.join(parts, sql` and `);
}

const currentLevel = sql`coalesce(r.residual_dua_level, r.residual_satu_level, r.inheren_level)`;
const currentScore = sql`coalesce(r.residual_dua_score, r.residual_satu_score, r.inheren_score)`;

const rowsOf = async (db: Database, query: RawBuilder<Row>) => (await query.execute(db)).rows;

export async function homeFigures(db: Database, filters: FigureFilters, principal: Principal) {
  const w = where(filters, hasPermission(reportPermission, principal) ? undefined : principal);
  const [byStatus, matrix, byLevel, levels, dampak, probabilitas] = await Promise.all([
    rowsOf(db, sql<Row>`select r.status, count(*)::int as count from derma_risk r where ${w} group by r.status`),
    rowsOf(db, sql<Row>`select r.inheren_dampak as dampak, r.inheren_probabilitas as probabilitas, count(*)::int as count from derma_risk r where ${w} and r.inheren_dampak is not null and r.inheren_probabilitas is not null group by 1, 2`),
    rowsOf(db, sql<Row>`select ${currentLevel} as level, count(*)::int as count from derma_risk r where ${w} and ${currentLevel} is not null group by 1`),
    rowsOf(db, sql<Row>`select id, code, name, color, min_score, max_score from derma_level where status = 1 order by min_score`),
    rowsOf(db, sql<Row>`select id, name, nilai from derma_dampak where status = 1 order by nilai`),
    rowsOf(db, sql<Row>`select id, name, nilai from derma_probabilitas where status = 1 order by nilai`),
  ]);
  const total = byStatus.reduce((sum, row) => sum + Number(row.count), 0);
  return { total, byStatus, matrix, byLevel, levels, dampak, probabilitas };
}

export const reportNames = ['general_report', 'mr_report'] as const;
export type ReportName = (typeof reportNames)[number];
export const isReportName = (name: string): name is ReportName => (reportNames as readonly string[]).includes(name);

/** The reports are the organisation's risk profile for its oversight (view_derma_report): every risk, in aggregate. */
export async function reportFigures(db: Database, name: ReportName, filters: FigureFilters) {
  const w = where(filters);
  const levels = await rowsOf(db, sql<Row>`select id, name, color from derma_level where status = 1 order by min_score`);
  if (name === 'general_report') {
    const perLevel = levels.map((level) => sql`count(*) filter (where ${currentLevel} = ${level.id})::int as ${sql.ref(`level_${level.id}`)}`);
    const rows = await rowsOf(db, sql<Row>`
      select d.name as label, count(*)::int as total, ${sql.join(perLevel, sql`, `)},
        count(*) filter (where ${currentLevel} is null)::int as unassessed,
        count(*) filter (where r.status = 'selesai')::int as done
      from derma_risk r left join department d on d.id = r.bidang
      where ${w} group by d.name order by total desc, d.name`);
    return { name, levels, rows };
  }
  const rows = await rowsOf(db, sql<Row>`
    select k.name as label, count(*)::int as total,
      round(avg(r.inheren_score)::numeric, 2)::float as inheren_avg,
      round(avg(r.residual_satu_score)::numeric, 2)::float as residual_satu_avg,
      round(avg(r.residual_dua_score)::numeric, 2)::float as residual_dua_avg,
      count(*) filter (where r.inheren_score >= 10)::int as high_inheren,
      count(*) filter (where ${currentScore} >= 10)::int as high_current,
      count(*) filter (where ${currentScore} < r.inheren_score)::int as reduced
    from derma_risk r left join derma_klasifikasi k on k.id = r.klasifikasi
    where ${w} group by k.name order by total desc, k.name`);
  return { name, levels, rows };
}
