/**
 * The audit calls no record action covers: the dashboard's figures (GET /sso/audit/statistic),
 * the option lists of the audit screens (GET /sso/audit/master-options), and GET
 * /sso/audit/master read with its `module` (the generic list query's module names the master
 * list asked for: category, classification, status, wbs; main or none is the audits), and the
 * declared failure message of a refused documentation file delete; the audits' list carries the
 * dashboard's statistic (open, close, temuan).
 * The audits, findings, documentation, masters and the follow-up are declared in
 * definitions/modules/audit/ and served by the generic API.
 */
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Access } from '../../engine/permissions/evaluate.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { toRoutePath } from '../resources/routePath.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { installFailureMessages } from '../pp/failureMessages.ts';
import { auditMasterOptions } from './auditMasterOptions.ts';
import { auditStatistic } from './auditStatistic.ts';

const readAccess: Access = { anyOf: ['AUDIT_view.main', 'AUDIT_admin.main', 'AUDIT_view.tindak_lanjut', 'AUDIT_view.master_data'] };

/** list.module of each audit master -> the path of its own list. */
function masterLists(definitions: LoadedDefinitions): Map<string, string> {
  const found = new Map<string, string>();
  for (const id of ['audit_category', 'audit_classification', 'audit_status', 'audit_wbs']) {
    const resource = definitions.resources[id];
    const list = resource?.actions.list;
    if (resource?.list?.module && list) found.set(resource.list.module, list.endpoint.path);
  }
  return found;
}

/**
 * Before the generic API mounts: GET /sso/audit/master?module=<master> answers that master's
 * own list (same query, same caller, so its permission and paging apply).
 */
function installMasterDispatch(app: FastifyInstance, definitions: LoadedDefinitions): void {
  const listPath = definitions.resources.audit_main?.actions.list?.endpoint.path;
  const masters = masterLists(definitions);
  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const module = (request.query as Record<string, unknown>)?.module;
    if (typeof module !== 'string' || module === '' || module === 'main') return;
    const target = masters.get(module);
    if (!target) throw badQuery('Invalid list query', [`module must be one of main, ${[...masters.keys()].join(', ')}`]);
    const raw = request.raw.url ?? '';
    const at = raw.indexOf('?');
    const answer = await app.inject({
      method: 'GET',
      url: `${target}${at === -1 ? '' : raw.slice(at)}`,
      headers: { ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}), ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
    });
    reply.code(answer.statusCode).header('content-type', answer.headers['content-type'] ?? 'application/json').send(answer.body);
    return reply;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== listPath || !methods.includes('GET')) return;
    const existing = route.onRequest;
    route.onRequest = [dispatch, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])] as onRequestHookHandler[] as never;
  });
}

/**
 * An audit's findings and documentation go with it: after a successful DELETE /sso/audit/main/{id}
 * they are deleted too ("You won't be able to revert this!"), rather than left unreachable
 * (their row rule goes through the audit).
 */
function installAuditDeleteCascade(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): void {
  const deletePath = definitions.resources.audit_main?.actions.delete?.endpoint.path;
  if (!deletePath) return;
  const url = toRoutePath(deletePath);
  const cascade: onSendHookHandler = async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isInteger(id)) return payload;
    await sql`delete from audit_temuan where audit_id = ${id}`.execute(db);
    await sql`delete from audit_dokumentasi where audit_id = ${id}`.execute(db);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== url || !methods.includes('DELETE')) return;
    const existing = route.onSend;
    route.onSend = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), cascade] as never;
  });
}

/**
 * The audits' list also carries the dashboard's figures (modules.md section 3: "Dashboard
 * statistics: open, close, temuan"), as `statistic` beside the paginator, so a screen of the
 * list has them from the one call.
 */
function installListStatistic(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): void {
  const listPath = definitions.resources.audit_main?.actions.list?.endpoint.path;
  const add: onSendHookHandler = async (request, reply, payload) => {
    const module = (request.query as Record<string, unknown> | undefined)?.module;
    // a master's list answered through ?module= is that master's, without the audits' figures
    if (reply.statusCode !== 200 || typeof payload !== 'string' || (module !== undefined && module !== '' && module !== 'main')) return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (!Array.isArray(body.data)) return payload;
      const { open, close, temuan } = await auditStatistic(db, undefined);
      return JSON.stringify({ ...body, statistic: { open, close, temuan } });
    } catch {
      return payload;
    }
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== listPath || !methods.includes('GET')) return;
    const existing = route.onSend;
    route.onSend = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), add] as never;
  });
}

export function installAuditRoutesBeforeGenericApi(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string | undefined {
  if (!definitions.resources.audit_main) return 'audit: resource audit_main is not declared';
  installMasterDispatch(app, definitions);
  installListStatistic(app, db, definitions);
  installAuditDeleteCascade(app, db, definitions);
  // A refused documentation file delete answers 'Failure to delete the file' (modules.md section 8), as pp's attachments do.
  installFailureMessages(app, definitions, 'audit');
  return undefined;
}

export function installAuditRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): string | undefined {
  if (!models.get('audit_main') || !models.get('audit_temuan') || !models.get('audit_status')) return 'audit: audit_main, audit_temuan or audit_status has no table';
  app.get('/sso/audit/statistic', { onRequest: accessGuard(app, db, 'AUDIT_view.main') }, async (request) => {
    const raw = (request.query as Record<string, unknown>).tahun;
    const tahun = raw === undefined || raw === '' ? undefined : Number(raw);
    if (tahun !== undefined && !Number.isInteger(tahun)) throw badQuery('Invalid query', ['tahun must be a year']);
    return { data: await auditStatistic(db, tahun) };
  });
  app.get('/sso/audit/master-options', { onRequest: accessGuard(app, db, readAccess) }, async (request) => ({
    data: await auditMasterOptions(db, definitions, models, await requirePrincipal(app, db, request)),
  }));
  return undefined;
}
