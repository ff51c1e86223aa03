/**
 * The three reporting pages' reports (/apps/reporting/general, kpst, spi), each a list of sections
 * over the portal's own data for one year: a table whose first column groups the rows (a month, an
 * employer, a division), number columns after it, a totals row, and the column the screen charts.
 * - general (any signed-in user): the whole portal's activity by month: documents, dispositions,
 *   support tickets, helpdesk tickets, complaints.
 * - kpst (participant services): by employer, the participants, the year's registrations,
 *   validations and documents; by month, complaints, registrations, validations and migrated
 *   reconciliations.
 * - spi (internal audit): by division, the year's audits and their findings open, followed up and
 *   closed, then service compliance: support tickets open, open over seven days, closed and the
 *   closed share, late permits; by month the same flows.
 * A count over a module whose resource is not declared is left out (its column is not shown).
 */
import { sql, type RawBuilder } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Access } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';
import type { Report, ReportColumn, ReportName, ReportRow, ReportSection } from '../../engine/wire/report.ts';

/** Who may read each report: the access of its page (definitions/modules/reporting/module.json). */
export function reportAccess(definitions: LoadedDefinitions, name: ReportName): Access | undefined {
  return definitions.pages.find((page) => page.path === `/apps/reporting/${name}`)?.access;
}

interface Ctx {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly year: number;
}

function tableOf(definitions: LoadedDefinitions, resource: string): string | undefined {
  const found = definitions.resources[resource];
  return found ? (found.table ?? found.id) : undefined;
}

/** A count per month of a year (1..12) of a table's rows whose date column falls in it. */
async function monthly(ctx: Ctx, resource: string, column = 'created_at', where: RawBuilder<unknown> = sql`true`): Promise<Map<number, number> | undefined> {
  const table = tableOf(ctx.definitions, resource);
  if (!table) return undefined;
  const { rows } = await sql<{ month: number; count: string }>`
    select extract(month from ${sql.ref(column)})::int as month, count(*) as count from ${sql.table(table)}
    where extract(year from ${sql.ref(column)}) = ${ctx.year} and ${where} group by 1`.execute(ctx.db);
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}

function totalsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ReportRow {
  return Object.fromEntries(columns.filter((column) => column.kind === 'number').map((column) => [column.key, rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0)]));
}

/** Month rows 1..12 from named monthly counts; a count that could not be had is no column. */
function monthSection(key: string, counts: Record<string, Map<number, number> | undefined>, chart = 'total'): ReportSection {
  const present = Object.entries(counts).filter((entry): entry is [string, Map<number, number>] => entry[1] !== undefined);
  const columns: ReportColumn[] = [{ key: 'month', kind: 'month' }, ...present.map(([name]) => ({ key: name, kind: 'number' as const }))];
  if (chart === 'total') columns.push({ key: 'total', kind: 'number' });
  const rows = Array.from({ length: 12 }, (_, i) => {
    const row: ReportRow = { month: i + 1 };
    let total = 0;
    for (const [name, map] of present) {
      row[name] = map.get(i + 1) ?? 0;
      total += row[name] as number;
    }
    if (chart === 'total') row.total = total;
    return row;
  });
  return { key, columns, rows, totals: totalsOf(columns, rows), chart: columns.some((column) => column.key === chart) ? chart : (columns[1]?.key ?? 'month') };
}

async function general(ctx: Ctx): Promise<ReportSection[]> {
  return [
    monthSection('general.monthly', {
      documents: await monthly(ctx, 'document'),
      dispositions: await monthly(ctx, 'disposition'),
      support: await monthly(ctx, 'support_ticket'),
      helpdesk: await monthly(ctx, 'helpdesk_ticket'),
      complaints: await monthly(ctx, 'pp_ticket'),
    }),
  ];
}

async function kpst(ctx: Ctx): Promise<ReportSection[]> {
  const { rows } = await sql<Record<string, string | null>>`
    with codes as (
      select kd_pk from peserta union select kd_pk from validasi_peserta where tahun_pelaporan = ${ctx.year}
      union select kd_pk from info_peserta where tahun_pelaporan = ${ctx.year} union select kd_pk from dokumen_peserta where tahun_pelaporan = ${ctx.year}
    )
    select codes.kd_pk, coalesce(c.name, codes.kd_pk) as employer,
      (select count(*) from peserta p where p.kd_pk = codes.kd_pk and p.jenis_peserta = 1) as aktif,
      (select count(*) from peserta p where p.kd_pk = codes.kd_pk and p.jenis_peserta = 2) as pensiunan,
      (select count(*) from info_peserta i where i.kd_pk = codes.kd_pk and i.tahun_pelaporan = ${ctx.year}) as registrations,
      (select count(*) from validasi_peserta v where v.kd_pk = codes.kd_pk and v.tahun_pelaporan = ${ctx.year}) as validations,
      (select count(*) from validasi_peserta v where v.kd_pk = codes.kd_pk and v.tahun_pelaporan = ${ctx.year} and v.status = 1) as pending,
      (select count(*) from validasi_peserta v where v.kd_pk = codes.kd_pk and v.tahun_pelaporan = ${ctx.year} and v.status = 2) as approved,
      (select count(*) from validasi_peserta v where v.kd_pk = codes.kd_pk and v.tahun_pelaporan = ${ctx.year} and v.status = 3) as rejected,
      (select count(*) from dokumen_peserta d where d.kd_pk = codes.kd_pk and d.tahun_pelaporan = ${ctx.year} and d.status_file = 2) as "documentsReceived",
      (select count(*) from dokumen_peserta d where d.kd_pk = codes.kd_pk and d.tahun_pelaporan = ${ctx.year} and d.status_file = 1) as "documentsMissing"
    from codes left join client c on c.code = codes.kd_pk where codes.kd_pk is not null order by codes.kd_pk`.execute(ctx.db);
  const numbers = ['aktif', 'pensiunan', 'registrations', 'validations', 'pending', 'approved', 'rejected', 'documentsReceived', 'documentsMissing'];
  const columns: ReportColumn[] = [{ key: 'employer', kind: 'text' }, ...numbers.map((key) => ({ key, kind: 'number' as const }))];
  const employerRows = rows.map((row) => Object.fromEntries([['employer', `${row.kd_pk} · ${row.employer}`], ...numbers.map((key) => [key, Number(row[key] ?? 0)])]) as ReportRow);
  return [
    { key: 'kpst.employers', columns, rows: employerRows, totals: totalsOf(columns, employerRows), chart: 'validations' },
    monthSection('kpst.monthly', {
      complaints: await monthly(ctx, 'pp_ticket'),
      registrations: await monthly(ctx, 'info_peserta'),
      validations: await monthly(ctx, 'validasi_peserta'),
      migrations: await monthly(ctx, 'rekonsiliasi_migration', 'created_at', sql`status = 1`),
    }),
  ];
}

async function spi(ctx: Ctx): Promise<ReportSection[]> {
  const audits = tableOf(ctx.definitions, 'audit_main');
  const findings = tableOf(ctx.definitions, 'audit_temuan');
  const support = tableOf(ctx.definitions, 'support_ticket');
  const permits = tableOf(ctx.definitions, 'hr_permit');
  const auditCounts =
    audits && findings
      ? sql`(select count(*) from ${sql.table(audits)} a where a.bidang_id = d.id and a.tahun = ${ctx.year}) as audits,
      (select count(*) from ${sql.table(findings)} f join ${sql.table(audits)} a on a.id = f.audit_id where a.bidang_id = d.id and a.tahun = ${ctx.year} and f.status_temuan = 1) as "findingsOpen",
      (select count(*) from ${sql.table(findings)} f join ${sql.table(audits)} a on a.id = f.audit_id where a.bidang_id = d.id and a.tahun = ${ctx.year} and f.status_temuan = 2) as "findingsFollowed",
      (select count(*) from ${sql.table(findings)} f join ${sql.table(audits)} a on a.id = f.audit_id where a.bidang_id = d.id and a.tahun = ${ctx.year} and f.status_temuan = 3) as "findingsClosed"`
      : sql`null as audits`;
  const ticketCounts = support
    ? sql`(select count(*) from ${sql.table(support)} t where t.bidang_id = d.id and extract(year from t.created_at) = ${ctx.year}) as support,
      (select count(*) from ${sql.table(support)} t where t.bidang_id = d.id and extract(year from t.created_at) = ${ctx.year} and t.status = 2) as open,
      (select count(*) from ${sql.table(support)} t where t.bidang_id = d.id and extract(year from t.created_at) = ${ctx.year} and t.status = 2 and t.created_at < now() - interval '7 days') as late,
      (select count(*) from ${sql.table(support)} t where t.bidang_id = d.id and extract(year from t.created_at) = ${ctx.year} and t.status = 1) as closed`
    : sql`null as support`;
  const permitCount = permits ? sql`(select count(*) from ${sql.table(permits)} p where p.bidang_id = d.id and extract(year from p.permit_date) = ${ctx.year}) as permits` : sql`null as permits`;
  const { rows } = await sql<Record<string, string | null>>`select d.name as division, ${auditCounts}, ${ticketCounts}, ${permitCount} from department d order by d.name`.execute(ctx.db);
  const numbers = [...(audits && findings ? ['audits', 'findingsOpen', 'findingsFollowed', 'findingsClosed'] : []), ...(support ? ['support', 'open', 'late', 'closed'] : []), ...(permits ? ['permits'] : [])];
  const columns: ReportColumn[] = [{ key: 'division', kind: 'text' }, ...numbers.map((key) => ({ key, kind: 'number' as const }))];
  if (support) columns.push({ key: 'closedShare', kind: 'percent' });
  const share = (closed: number, total: number) => (total ? Math.round((closed / total) * 1000) / 10 : null);
  const divisionRows = rows.map((row) => {
    const out: ReportRow = { division: row.division };
    for (const key of numbers) out[key] = Number(row[key] ?? 0);
    if (support) out.closedShare = share(Number(row.closed), Number(row.support));
    return out;
  });
  const totals = totalsOf(columns, divisionRows);
  if (support) totals.closedShare = share(Number(totals.closed), Number(totals.support));
  return [
    { key: 'spi.divisions', columns, rows: divisionRows, totals, chart: audits && findings ? 'findingsOpen' : support ? 'late' : (numbers[0] ?? 'division') },
    monthSection(
      'spi.monthly',
      {
        support: await monthly(ctx, 'support_ticket'),
        closed: await monthly(ctx, 'support_ticket', 'created_at', sql`status = 1`),
        permits: await monthly(ctx, 'hr_permit', 'permit_date'),
        complaints: await monthly(ctx, 'pp_ticket'),
      },
      'support',
    ),
  ];
}

const builders: Record<ReportName, (ctx: Ctx) => Promise<ReportSection[]>> = { general, kpst, spi };

export async function buildReport(db: Database, definitions: LoadedDefinitions, name: ReportName, year: number): Promise<Report> {
  return { name, year, sections: await builders[name]({ db, definitions, year }) };
}
