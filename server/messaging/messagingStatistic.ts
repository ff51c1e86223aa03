/**
 * GET /sso/messaging/statistic: the blasts counted by status and by target, the notifications
 * they delivered and how many of those were read, per month (the last twelve) and per sent
 * blast (the latest ten). Read from the blasts and from the notifications their sends left.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

export interface MessagingStatistic {
  readonly total: number;
  readonly status: Record<string, number>;
  readonly target: Record<string, number>;
  readonly delivered: number;
  readonly read: number;
  readonly months: Array<{ month: string; delivered: number; read: number }>;
  readonly blasts: Array<{
    id: number;
    title: string;
    delivered: number;
    read: number;
  }>;
}

const counts = (rows: Array<{ key: unknown; n: unknown }>) => Object.fromEntries(rows.map((r) => [String(r.key), Number(r.n)]));

export async function messagingStatistic(db: Database, model: StorageModel): Promise<MessagingStatistic> {
  const table = sql.table(model.table);
  const status = await sql<{
    key: number;
    n: string;
  }>`select status as key, count(*) as n from ${table} group by status`.execute(db);
  const target = await sql<{
    key: string;
    n: string;
  }>`select target as key, count(*) as n from ${table} group by target`.execute(db);
  const totals = await sql<{ delivered: string; read: string }>`
    select count(*) as delivered, count(read_at) as read from notifications where resource = 'messaging_blast'`.execute(db);
  const months = await sql<{ month: string; delivered: string; read: string }>`
    select to_char(date_trunc('month', created_at), 'YYYY-MM') as month, count(*) as delivered, count(read_at) as read
    from notifications where resource = 'messaging_blast' and created_at >= date_trunc('month', now()) - interval '11 months'
    group by 1 order by 1`.execute(db);
  const blasts = await sql<{
    id: number;
    title: string;
    delivered: string;
    read: string;
  }>`
    select b.id, b.title, count(n.id) as delivered, count(n.read_at) as read
    from ${table} b left join notifications n on n.resource = 'messaging_blast' and n.record_id = b.id::text
    where b.status = 2 group by b.id, b.title order by max(b.sent_at) desc nulls last limit 10`.execute(db);
  const statusCounts = counts(status.rows);
  return {
    total: Object.values(statusCounts).reduce((a, b) => a + b, 0),
    status: statusCounts,
    target: counts(target.rows),
    delivered: Number(totals.rows[0]?.delivered ?? 0),
    read: Number(totals.rows[0]?.read ?? 0),
    months: months.rows.map((r) => ({
      month: r.month,
      delivered: Number(r.delivered),
      read: Number(r.read),
    })),
    blasts: blasts.rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      delivered: Number(r.delivered),
      read: Number(r.read),
    })),
  };
}

export function installMessagingRoutes(app: FastifyInstance, db: Database, models: ReadonlyMap<string, StorageModel>): string | undefined {
  const model = models.get('messaging_blast');
  if (!model) return 'messaging: resource messaging_blast is not declared';
  app.get('/sso/messaging/statistic', { onRequest: accessGuard(app, db, 'messaging_view.blaster') }, async () => ({ data: await messagingStatistic(db, model) }));
  return undefined;
}
