/**
 * The complaint reports (/apps/pp/general/statistic and /statistic-office): tickets counted by
 * status, by topic and by contact method, and by office with each status apart. One grouped query
 * each, over every ticket (the reports are for pp_admin.ticket holders, whom the ticket's row rule
 * lets see every office's tickets anyway).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Count {
  readonly id: number | null;
  readonly name: string | null;
  readonly count: number;
}

export interface OfficeCount {
  readonly office_id: number | null;
  readonly office: string | null;
  readonly total: number;
  /** status value -> count */
  readonly status: Record<string, number>;
}

async function grouped(db: Database, column: 'topic_id' | 'methode_id', master: 'pp_topic' | 'pp_methode'): Promise<Count[]> {
  const { rows } = await sql<{ id: number | null; name: string | null; count: string }>`
    select t.${sql.ref(column)} as id, m.name, count(*) as count
    from pp_ticket t left join ${sql.table(master)} m on m.id = t.${sql.ref(column)}
    group by t.${sql.ref(column)}, m.name order by count(*) desc, m.name`.execute(db);
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
}

export async function ticketStatistic(db: Database) {
  const { rows } = await sql<{ status: number; count: string }>`select status, count(*) as count from pp_ticket group by status order by status`.execute(db);
  const status = Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]));
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return { total, status, topic: await grouped(db, 'topic_id', 'pp_topic'), methode: await grouped(db, 'methode_id', 'pp_methode') };
}

export async function ticketStatisticOffice(db: Database): Promise<OfficeCount[]> {
  const { rows } = await sql<{ office_id: number | null; office: string | null; status: number; count: string }>`
    select t.office_id, o.name as office, t.status, count(*) as count
    from pp_ticket t left join office o on o.id = t.office_id
    group by t.office_id, o.name, t.status order by o.name nulls last, t.status`.execute(db);
  const offices = new Map<string, { office_id: number | null; office: string | null; total: number; status: Record<string, number> }>();
  for (const row of rows) {
    const key = String(row.office_id);
    const entry = offices.get(key) ?? { office_id: row.office_id, office: row.office, total: 0, status: {} };
    entry.status[String(row.status)] = Number(row.count);
    entry.total += Number(row.count);
    offices.set(key, entry);
  }
  return [...offices.values()];
}
