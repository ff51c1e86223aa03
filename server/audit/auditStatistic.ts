/**
 * The audit dashboard's figures (modules.md section 3, "Dashboard statistics: open, close,
 * temuan"): findings still open (open or followed up), closed findings, all findings; and for
 * its charts, the findings by audited department and the audits by audit status. `tahun`
 * narrows to the audits of one year.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Count {
  readonly id: number | null;
  readonly name: string | null;
  readonly count: number;
}

export interface AuditStatistic {
  readonly open: number;
  readonly close: number;
  readonly temuan: number;
  readonly audits: number;
  readonly department: Count[];
  readonly status: Count[];
}

/** status_temuan 3 is Closed (audit_temuan.json). */
const closedFinding = 3;

export async function auditStatistic(db: Database, tahun: number | undefined): Promise<AuditStatistic> {
  const year = tahun === undefined ? sql`true` : sql`a.tahun = ${tahun}`;
  const findings = await sql<{ open: string; close: string; total: string }>`
    select count(*) filter (where t.status_temuan <> ${closedFinding}) as open,
           count(*) filter (where t.status_temuan = ${closedFinding}) as close,
           count(*) as total
      from audit_temuan t join audit_main a on a.id = t.audit_id
     where ${year}`.execute(db);
  const audits = await sql<{ n: string }>`select count(*) as n from audit_main a where ${year}`.execute(db);
  const department = await sql<{ id: number | null; name: string | null; count: string }>`
    select a.bidang_id as id, d.name, count(t.id) as count
      from audit_temuan t join audit_main a on a.id = t.audit_id left join department d on d.id = a.bidang_id
     where ${year}
     group by a.bidang_id, d.name order by count(t.id) desc, d.name`.execute(db);
  const status = await sql<{ id: number; name: string | null; count: string }>`
    select s.id, s.status as name, count(a.id) as count
      from audit_status s left join audit_main a on a.status = s.id and ${year}
     group by s.id, s.status order by s.id`.execute(db);
  const row = findings.rows[0];
  const counts = (rows: { id: number | null; name: string | null; count: string }[]) => rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
  return {
    open: Number(row?.open ?? 0),
    close: Number(row?.close ?? 0),
    temuan: Number(row?.total ?? 0),
    audits: Number(audits.rows[0]?.n ?? 0),
    department: counts(department.rows),
    status: counts(status.rows),
  };
}
