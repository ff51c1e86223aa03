/**
 * The dora call no record action covers: the catalogue dashboard's figures (GET
 * /sso/dora/statistic): active categories, documents, requests by status, documents by category,
 * and the caller's own open tasks (requests assigned to them, not done or rejected). Guarded like
 * the dashboard page: dora_dashboard. The catalogue, the worksheet and my tasks are declared in
 * definitions/modules/dora/ and served by the generic API.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

interface Count {
  readonly id: number | null;
  readonly name: string | null;
  readonly count: number;
}

async function doraStatistic(db: Database, username: string) {
  const one = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  const categories = await one(sql`select count(*) as n from dora_category where status = 1`);
  const documents = await one(sql`select count(*) as n from dora_document`);
  const requests = await one(sql`select count(*) as n from dora_request`);
  // Requests verified and waiting for their assignee (status 2, dora_request.json).
  const mytask = await one(sql`select count(*) as n from dora_request where assigned_to = ${username} and status = 2`);
  const status = (await sql<{ status: number; count: string }>`select status, count(*) as count from dora_request group by status`.execute(db)).rows;
  const category = (
    await sql<{ id: number; name: string; count: string }>`
      select c.id, c.name, count(d.id) as count from dora_category c left join dora_document d on d.category_id = c.id
       group by c.id, c.name order by c.id`.execute(db)
  ).rows;
  return {
    categories,
    documents,
    requests,
    mytask,
    status: Object.fromEntries(status.map((row) => [String(row.status), Number(row.count)])),
    category: category.map((row): Count => ({ id: row.id, name: row.name, count: Number(row.count) })),
  };
}

export function installDoraRoutes(app: FastifyInstance, db: Database, models: ReadonlyMap<string, StorageModel>): string | undefined {
  if (!models.get('dora_request') || !models.get('dora_document') || !models.get('dora_category')) return 'dora: dora_category, dora_document or dora_request has no table';
  app.get('/sso/dora/statistic', { onRequest: accessGuard(app, db, 'dora_dashboard') }, async (request) => ({
    data: await doraStatistic(db, (await requirePrincipal(app, db, request)).username),
  }));
  return undefined;
}
