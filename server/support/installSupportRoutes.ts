/**
 * The support calls of modules.md section 7 that are not one record's CRUD (those are declared in
 * definitions/modules/support and served by the generic API): statistics, notifications split by
 * role, the desks (master/type), the disposition lookups, the print views and the attachment view. Each ticket-scoped call
 * answers 404 for a ticket the caller does not reach (its row rule), 403 without the permission.
 */
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { ticketHandlerPermissions } from '../../engine/support/ticketStages.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { contentDisposition } from '../files/contentDisposition.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { badQuery, notFound } from '../http/errors.ts';
import { supportType } from '../options/supportSources.ts';
import { rowFilters } from '../resources/rowFilter.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { dispositionSheet } from './printDisposition.ts';
import { statisticCounters } from './statisticCounters.ts';
import { readSupportMessages, supportMessages } from './supportMessages.ts';
import { reachableTicket } from './ticketReach.ts';

export interface SupportContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly storage: FileStorage;
}

/** Types a browser may show in the page (under the sandbox CSP), as the generic file route allows. */
const inlineTypes: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const positiveInteger = (value: unknown, name: string) => {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw badQuery('Invalid list query', [`${name} must be a whole number`]);
  return Number(value);
};

/** Which ticket a stored file belongs to, by the resource that owns it. */
const ticketKeyOf: Readonly<Record<string, string>> = { support_ticket: 'id', support_comment: 'model_id', support_task_document: 'ticket_id' };

export function installSupportRoutes(app: FastifyInstance, ctx: SupportContext): string | undefined {
  const ticket = ctx.models.get('support_ticket');
  const disposition = ctx.models.get('support_disposition');
  if (!ticket || !disposition) return 'resources "support_ticket" and "support_disposition" are not declared: the support calls are not mounted';
  const { db } = ctx;
  const rdb = resourceDb(db);
  const rows = rowFilters(ctx.models);
  const signedIn = { onRequest: accessGuard(app, db, '') };
  const handlers = { onRequest: accessGuard(app, db, { anyOf: [...ticketHandlerPermissions] as [string, ...string[]] }) };
  const me = (request: FastifyRequest) => request.principal!;
  const ticketOrNotFound = async (request: FastifyRequest, id: unknown) => {
    const found = await reachableTicket(db, rows, ticket, id, me(request));
    if (!found) throw notFound();
    return found;
  };

  // The desks (modules.md section 7: GET /sso/support/master/type?type), answered by the supportType option source.
  app.get('/sso/support/master/type', signedIn, async (request) => ({
    data: await supportType.answer({ db, definitions: ctx.definitions, models: ctx.models }, { query: queryOf(request), principal: me(request) }),
  }));

  // Statistic counters, optionally of one desk (type) and month (periode).
  app.get('/sso/support/dashboard/notif', signedIn, async (request) => {
    const { type, periode } = queryOf(request);
    return { data: await statisticCounters(db, { type: text(type), periode: text(periode) }) };
  });

  // The open-notification count of the caller, of one desk when `type` is given.
  app.get('/sso/support/ticket-notif', signedIn, async (request) => {
    const type = text(queryOf(request).type)?.toUpperCase();
    const { rows: counted } = await sql<{ total: string }>`
      select count(*) as total from notifications n join support_ticket t on t.id::text = n.record_id
      where n.recipient = ${me(request).username} and n.resource = 'support_ticket' and n.read_at is null and t.status = 2
        and (${type ?? null}::text is null or t.type = ${type ?? null})`.execute(db);
    const row = counted[0];
    return { data: Number(row?.total ?? 0) };
  });

  app.get('/sso/support/message/notif', signedIn, async (request) => ({ data: await supportMessages(db, me(request).username) }));

  app.put('/sso/support/message/read', signedIn, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const ticketId = text(body.ticket_id) ?? text(queryOf(request).ticket_id);
    if (ticketId) await ticketOrNotFound(request, ticketId);
    const read = await readSupportMessages(db, me(request).username, ticketId);
    return { message: 'Success', data: { read, ...(await supportMessages(db, me(request).username)) } };
  });

  // The first disposition of a task (the one that started its routing).
  app.get('/sso/support/disposisi/first', handlers, async (request) => {
    const taskId = positiveInteger(queryOf(request).task_id, 'task_id');
    const first = await rdb.selectFrom(disposition.table).selectAll().where('task_id', '=', taskId).orderBy('created_at', 'asc').orderBy('id', 'asc').executeTakeFirst();
    if (!first) return { data: null };
    await ticketOrNotFound(request, first.ticket_id);
    return { data: first };
  });

  // The members of a position (jabatan) a disposition can be sent to as a group.
  app.get('/sso/support/disposisi/group', handlers, async (request) => {
    const { model, jabatan_id } = queryOf(request);
    if (model !== undefined && model !== 'ticket') throw badQuery('Invalid list query', ['model must be ticket']);
    const position = positiveInteger(jabatan_id, 'jabatan_id');
    const members = await db.selectFrom('users').select(['username', 'name']).where('position_id', '=', position).where('disabled', '=', false).orderBy('name').execute();
    return { data: members.map((m) => ({ value: m.username, label: m.name })) };
  });

  const sheet = async (request: FastifyRequest, reply: FastifyReply, ticketId: unknown, only?: number) => {
    const found = await ticketOrNotFound(request, ticketId);
    let select = rdb.selectFrom(disposition.table).selectAll().where('ticket_id', '=', String(found.id)).orderBy('created_at', 'asc');
    if (only !== undefined) select = select.where('id', '=', only);
    const list = await select.execute();
    if (only !== undefined && list.length === 0) throw notFound();
    return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'private, no-store').send(dispositionSheet(found, list));
  };

  app.get('/sso/support/print-disposisi/:id', handlers, async (request, reply) => {
    const id = positiveInteger((request.params as { id: string }).id, 'id');
    const row = await rdb.selectFrom(disposition.table).select(['ticket_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return sheet(request, reply, row.ticket_id, id);
  });

  app.get('/sso/support/print-disposisi-all/:documentId', handlers, async (request, reply) => sheet(request, reply, (request.params as { documentId: string }).documentId));

  // A stored file of a ticket, its comments or its tasks' documents, by its storage key or id.
  app.get('/sso/support/attachment/*', signedIn, async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    const byId = /^[1-9]\d{0,9}$/.test(key);
    const file = await db
      .selectFrom('files')
      .selectAll()
      .where(byId ? 'id' : 'storage_key', '=', byId ? Number(key) : key)
      .executeTakeFirst();
    const owner = file?.resource ? ticketKeyOf[file.resource] : undefined;
    const model = file?.resource ? ctx.models.get(file.resource) : undefined;
    if (!file || !owner || !model || !file.record_id) throw notFound();
    const record = await rdb.selectFrom(model.table).select([owner]).where('id', '=', file.resource === 'support_ticket' ? file.record_id : Number(file.record_id)).executeTakeFirst();
    await ticketOrNotFound(request, record?.[owner]);
    const size = await ctx.storage.sizeOf(file.storage_key);
    if (size === undefined) throw notFound('The file is no longer stored');
    const inline = inlineTypes.has(file.mime_type ?? '');
    return reply
      .header('Content-Type', file.mime_type ?? 'application/octet-stream')
      .header('Content-Length', size)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(ctx.storage.open(file.storage_key));
  });
  return undefined;
}
