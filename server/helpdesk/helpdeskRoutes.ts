/**
 * The helpdesk calls no resource action covers: each report of helpdeskReportCatalogue.ts as
 * JSON (GET /sso/helpdesk/report/{name}) and as an Excel file (GET /sso/helpdesk/report/{name}/export),
 * both with the same filters (from, to, channel, status[]). Every helpdesk route is
 * helpdesk_dashboard.standart (shell.md); the ticket row rule applies inside the query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { isHelpdeskReport, type HelpdeskReportName } from './helpdeskReportCatalogue.ts';
import { exportHelpdeskReport } from './helpdeskReportExport.ts';
import { reportFilters, runHelpdeskReport } from './helpdeskReportQuery.ts';

export const helpdeskAccess = 'helpdesk_dashboard.standart';

function reportName(request: FastifyRequest): HelpdeskReportName {
  const name = (request.params as { name?: string }).name ?? '';
  if (!isHelpdeskReport(name)) throw new ApiError('not_found', 'Report not found');
  return name;
}

export function installHelpdeskRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): void {
  if (!models.get('helpdesk_ticket')) return;
  const guarded = { onRequest: accessGuard(app, db, helpdeskAccess) };
  const run = async (request: FastifyRequest) => {
    const name = reportName(request);
    const filters = reportFilters(request.query as Record<string, unknown>);
    return runHelpdeskReport(db, name, filters, await requirePrincipal(app, db, request));
  };
  app.get('/sso/helpdesk/report/:name', guarded, async (request) => ({ data: await run(request) }));
  app.get('/sso/helpdesk/report/:name/export', guarded, async (request, reply) => exportHelpdeskReport(definitions, await run(request), reply));
}
