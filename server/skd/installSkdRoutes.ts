/**
 * The satisfaction survey (SKD) calls no record action covers: the statistic, and the approval
 * list's default. The surveys, the answers (results, export, approve and reject) and the SKD users
 * are declared in definitions/modules/skd/ and served by the generic API. GET /sso/skd/approval is
 * the answers' second list: without a status filter of its own it lists the answers waiting for
 * approval (status 1), so the approval page is a queue (docs/decisions-skd.md).
 */
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { skdStatistic } from './skdStatistic.ts';

export const skdAccess = 'view_skd_online_backend';

/** Call before the generic API is mounted: the hook must see the approval list's route added. */
export function installSkdApprovalQueue(app: FastifyInstance, definitions: LoadedDefinitions): void {
  const list = definitions.resources.skd_response?.actions.approvalList;
  if (!list) return;
  const pendingFirst: preHandlerHookHandler = async (request) => {
    const raw = request.raw.url ?? '';
    const at = raw.indexOf('?');
    const search = new URLSearchParams(at === -1 ? '' : raw.slice(at + 1));
    if ([...search.keys()].some((key) => key.startsWith('filter[status]'))) return;
    search.append('filter[status]', '1');
    request.raw.url = `${at === -1 ? raw : raw.slice(0, at)}?${search.toString()}`;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== list.endpoint.path || !methods.includes('GET')) return;
    const existing = route.preHandler;
    route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), pendingFirst] as onRequestHookHandler[] as never;
  });
}

export function installSkdRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string | undefined {
  if (!definitions.resources.skd_response) return 'skd: skd_response is not declared';
  const guard = { onRequest: accessGuard(app, db, skdAccess) };
  app.get('/sso/skd/statistic', guard, async (request) => {
    const raw = (request.query as Record<string, unknown>).survey_id;
    const surveyId = raw === undefined || raw === '' ? undefined : Number(raw);
    if (surveyId !== undefined && (!Number.isInteger(surveyId) || surveyId < 1)) throw badQuery('Invalid statistic query', ['survey_id must be a positive integer']);
    return { data: await skdStatistic(db, surveyId) };
  });
  return undefined;
}
