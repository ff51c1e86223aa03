/**
 * GET /sso/cs/report: customer service counted by status, channel, service and office, per
 * month (the last twelve), with the average satisfaction of the rated services. Optional
 * ?year= narrows it to one year. Guarded like the report page: view_dms_kpst.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import type { CsReport } from '../../engine/wire/csReport.ts';

const counts = (rows: Array<{ key: unknown; n: unknown }>) => Object.fromEntries(rows.map((r) => [String(r.key), Number(r.n)]));

export async function csReport(db: Database, model: StorageModel, year?: number): Promise<CsReport> {
  const table = sql.table(model.table);
  const where = year ? sql`where extract(year from s.created_at) = ${year}` : sql``;
  const by = async (column: string) =>
    counts(
      (
        await sql<{
          key: string;
          n: string;
        }>`select ${sql.ref(column)} as key, count(*) as n from ${table} s ${where} group by 1`.execute(db)
      ).rows,
    );
  const head = await sql<{
    total: string;
    rating: string | null;
  }>`select count(*) as total, round(avg(rating)::numeric, 2) as rating from ${table} s ${where}`.execute(db);
  const office = await sql<{
    office_id: number | null;
    office: string | null;
    total: string;
  }>`
    select s.office_id, o.name as office, count(*) as total from ${table} s left join office o on o.id = s.office_id ${where}
    group by s.office_id, o.name order by count(*) desc`.execute(db);
  const months = await sql<{ month: string; total: string }>`
    select to_char(date_trunc('month', s.created_at), 'YYYY-MM') as month, count(*) as total from ${table} s
    ${year ? where : sql`where s.created_at >= date_trunc('month', now()) - interval '11 months'`} group by 1 order by 1`.execute(db);
  const rating = head.rows[0]?.rating;
  return {
    total: Number(head.rows[0]?.total ?? 0),
    rating: rating === null || rating === undefined ? null : Number(rating),
    status: await by('s.status'),
    channel: await by('s.channel'),
    layanan: await by('s.layanan'),
    office: office.rows.map((r) => ({
      office_id: r.office_id,
      office: r.office,
      total: Number(r.total),
    })),
    months: months.rows.map((r) => ({
      month: r.month,
      total: Number(r.total),
    })),
  };
}

export function installCsRoutes(app: FastifyInstance, db: Database, models: ReadonlyMap<string, StorageModel>): string | undefined {
  const model = models.get('cs_service');
  if (!model) return 'cs: resource cs_service is not declared';
  app.get('/sso/cs/report', { onRequest: accessGuard(app, db, 'view_dms_kpst') }, async (request) => {
    const raw = (request.query as { year?: string }).year;
    if (raw !== undefined && raw !== '' && !/^(19|20)\d\d$/.test(raw)) throw badQuery('year must be a four-digit year');
    return { data: await csReport(db, model, raw ? Number(raw) : undefined) };
  });
  return undefined;
}
