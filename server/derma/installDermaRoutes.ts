/**
 * The risk calls no resource action covers: the home page's figures (GET /sso/derma/statistic,
 * view_risiko) and the reports (GET /sso/derma/report/{general_report|mr_report},
 * view_derma_report), each filtered by year, office and department. The spec shows no risk
 * calls; these paths follow the module's other /sso/derma/ paths (docs/decisions-derma.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { figureFilters, homeFigures, isReportName, reportFigures } from './dermaFigures.ts';

const query = (request: FastifyRequest) => figureFilters(request.query as Record<string, unknown>);

export function installDermaRoutes(app: FastifyInstance, db: Database, models: ReadonlyMap<string, StorageModel>): string | undefined {
  if (!models.get('derma_risk')) return 'derma: the resource derma_risk is not declared';
  app.get('/sso/derma/statistic', { onRequest: accessGuard(app, db, 'view_risiko') }, async (request) => ({
    data: await homeFigures(db, query(request), await requirePrincipal(app, db, request)),
  }));
  app.get('/sso/derma/report/:name', { onRequest: accessGuard(app, db, 'view_derma_report') }, async (request) => {
    const name = (request.params as { name?: string }).name ?? '';
    if (!isReportName(name)) throw new ApiError('not_found', 'Report not found');
    return { data: await reportFigures(db, name, query(request)) };
  });
  return undefined;
}
