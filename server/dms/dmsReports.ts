/**
 * The seven DMS reports (GET /sso/dms/report/{name}), each counted from the documents and
 * dispositions as they are: rows of one group (a month, a user, a department, an office, a
 * storage place) with their figures, the first figure being the total the chart draws.
 * Filters: tahun (a year: the letter's received date for the mail and DION reports, the document
 * date for the others) and, for the statistics and storage, type (GENERAL, KEPESERTAAN, MAILING).
 * - mail-in: letters received from outside per month, disposed or not yet;
 * - mail-out: mailing documents written here (not received) per month, with a paper original or not;
 * - dion_to_ddms: the letters of the disposition system (DION) kept in the document store (DDMS)
 *   per month, with their dispositions by state (unread, read, closed);
 * - statistic_user / statistic_department / statistic_office: documents per filer, the filer's
 *   department, the document's office, by type;
 * - storage: documents per storage place (location, detail, specific), with a paper original or not.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { badQuery, notFound } from '../http/errors.ts';

export const reportNames = ['mail-in', 'mail-out', 'dion_to_ddms', 'statistic_user', 'statistic_department', 'statistic_office', 'storage'] as const;
export type ReportName = (typeof reportNames)[number];

/** Who may read each report (shell.md's permission table). */
export const reportAccess: Record<ReportName, string> = {
  'mail-in': 'dms_standart_report',
  'mail-out': 'dms_standart_report',
  dion_to_ddms: 'dms_standart_report',
  statistic_user: 'dms_standart_report',
  statistic_department: 'dms_admin_report',
  statistic_office: 'dms_admin_report',
  storage: 'dms_admin_report',
};

export const documentTypes = ['GENERAL', 'KEPESERTAAN', 'MAILING'] as const;

interface ReportSpec {
  /** the group column's key, then the figures' keys (each labelled dms.report.column.<key>) */
  readonly group: string;
  readonly figures: readonly string[];
  readonly byType: boolean;
  build(where: RawBuilder<unknown>, year: RawBuilder<unknown> | undefined): RawBuilder<Record<string, unknown>>;
}

const byTypeFigures = sql`count(*)::int as total,
  count(*) filter (where doc.type = 'GENERAL')::int as general,
  count(*) filter (where doc.type = 'KEPESERTAAN')::int as kepesertaan,
  count(*) filter (where doc.type = 'MAILING')::int as mailing`;
const yearOf = (column: RawBuilder<unknown>, year: RawBuilder<unknown> | undefined) => (year ? sql`and extract(year from ${column}) = ${year}` : sql``);

const specs: Record<ReportName, ReportSpec> = {
  'mail-in': {
    group: 'month',
    figures: ['total', 'disposed', 'not_disposed'],
    byType: false,
    build: (where, year) => sql`
      select to_char(doc.tanggal_surat_diterima, 'YYYY-MM') as label, count(*)::int as total,
        count(*) filter (where exists (select 1 from disposition d where d.doc_id = doc.id))::int as disposed,
        count(*) filter (where not exists (select 1 from disposition d where d.doc_id = doc.id))::int as not_disposed
      from dms_document doc where doc.tanggal_surat_diterima is not null ${yearOf(sql`doc.tanggal_surat_diterima`, year)} and ${where}
      group by 1 order by 1`,
  },
  'mail-out': {
    group: 'month',
    figures: ['total', 'physical', 'digital'],
    byType: false,
    build: (where, year) => sql`
      select to_char(doc.documents_date, 'YYYY-MM') as label, count(*)::int as total,
        count(*) filter (where doc.physical_status)::int as physical, count(*) filter (where not coalesce(doc.physical_status, false))::int as digital
      from dms_document doc where doc.type = 'MAILING' and doc.tanggal_surat_diterima is null ${yearOf(sql`doc.documents_date`, year)} and ${where}
      group by 1 order by 1`,
  },
  dion_to_ddms: {
    group: 'month',
    figures: ['total', 'dispositions', 'unread', 'read', 'closed'],
    byType: false,
    build: (where, year) => sql`
      select to_char(doc.tanggal_surat_diterima, 'YYYY-MM') as label, count(distinct doc.id)::int as total, count(d.id)::int as dispositions,
        count(d.id) filter (where d.status = 1)::int as unread, count(d.id) filter (where d.status = 2)::int as read, count(d.id) filter (where d.status = 3)::int as closed
      from dms_document doc left join disposition d on d.doc_id = doc.id
      where doc.tanggal_surat_diterima is not null ${yearOf(sql`doc.tanggal_surat_diterima`, year)} and ${where}
      group by 1 order by 1`,
  },
  statistic_user: {
    group: 'user',
    figures: ['total', 'general', 'kepesertaan', 'mailing'],
    byType: true,
    build: (where, year) => sql`
      select coalesce((select name from users u where u.username = doc.created_by), doc.created_by) as label, ${byTypeFigures}
      from dms_document doc where true ${yearOf(sql`doc.documents_date`, year)} and ${where}
      group by doc.created_by order by total desc, label`,
  },
  statistic_department: {
    group: 'department',
    figures: ['total', 'general', 'kepesertaan', 'mailing'],
    byType: true,
    build: (where, year) => sql`
      select coalesce((select dep.name from users u join department dep on dep.bidang_id = u.bidang_id where u.username = doc.created_by order by dep.id limit 1), '-') as label,
        ${byTypeFigures}
      from dms_document doc where true ${yearOf(sql`doc.documents_date`, year)} and ${where}
      group by 1 order by total desc, label`,
  },
  statistic_office: {
    group: 'office',
    figures: ['total', 'general', 'kepesertaan', 'mailing'],
    byType: true,
    build: (where, year) => sql`
      select coalesce((select o.name from office o where o.id = doc.office), '-') as label, ${byTypeFigures}
      from dms_document doc where true ${yearOf(sql`doc.documents_date`, year)} and ${where}
      group by 1 order by total desc, label`,
  },
  storage: {
    group: 'location',
    figures: ['total', 'physical', 'digital'],
    byType: true,
    build: (where, year) => sql`
      select concat_ws(' › ', l1.name, l2.name, l3.name) as label, count(*)::int as total,
        count(*) filter (where doc.physical_status)::int as physical, count(*) filter (where not coalesce(doc.physical_status, false))::int as digital
      from dms_document doc
        left join archive_location l1 on l1.id = doc.storage
        left join archive_location l2 on l2.id = doc.storage_detail
        left join archive_location l3 on l3.id = doc.storage_spesific
      where doc.storage is not null ${yearOf(sql`doc.documents_date`, year)} and ${where}
      group by 1 order by total desc, label`,
  },
};

export interface ReportAnswer {
  readonly report: ReportName;
  readonly group: string;
  readonly figures: readonly string[];
  readonly data: Array<Record<string, unknown>>;
  /** the sum of each figure over the rows */
  readonly totals: Record<string, number>;
}

export function isReportName(name: string): name is ReportName {
  return (reportNames as readonly string[]).includes(name);
}

export async function runReport(db: Database, name: string, query: Record<string, unknown>): Promise<ReportAnswer> {
  if (!isReportName(name)) throw notFound();
  const spec = specs[name];
  const tahun = typeof query.tahun === 'string' ? query.tahun.trim() : '';
  const type = typeof query.type === 'string' ? query.type.trim() : '';
  const details: string[] = [];
  if (tahun !== '' && !/^\d{4}$/.test(tahun)) details.push(`tahun must be a year: ${tahun.slice(0, 10)}`);
  if (type !== '' && (!spec.byType || !(documentTypes as readonly string[]).includes(type))) details.push(spec.byType ? `type must be one of ${documentTypes.join(', ')}` : 'This report has no type filter');
  if (details.length) throw badQuery('Invalid query', details);
  const where = type ? sql`doc.type = ${type}` : sql`true`;
  const { rows } = await spec.build(where, tahun ? sql`${Number(tahun)}` : undefined).execute(db);
  const totals = Object.fromEntries(spec.figures.map((figure) => [figure, rows.reduce((sum, row) => sum + Number(row[figure] ?? 0), 0)]));
  return { report: name, group: spec.group, figures: spec.figures, data: rows, totals };
}
