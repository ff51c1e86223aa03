/**
 * The disposition calls of modules.md section 7 that are not one record's CRUD, and the one
 * message with the names it shows (GET /sso/disposisi/data/{id}). The record writes
 * (DELETE /sso/disposisi/data/{id}, POST /sso/disposisi/user/data, PUT priority/{id} and
 * status/{id}) and the option lists (master/jabatan, master/department, master/sub-department/{id},
 * hashtag, priority) are declared in definitions/modules/disposisi/resources/disposition.json
 * and served by the generic API. Every call here is for any signed-in user (access ''), and
 * each answers only about the caller's own dispositions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { automaticDispositionGroup, isDispositionGroup } from '../../engine/org/dispositionGroups.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Principal } from '../auth/principal.ts';
import { badgeCount } from '../badges/badgeCounts.ts';
import type { Database } from '../db/database.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { notFound } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { clearAll, clearOne } from './clearNotifications.ts';
import { dispositionListQuery, findDisposition, listDispositions } from './dispositionList.ts';
import { parseRecordId } from '../resources/recordId.ts';
import { groupMembers } from './groupMembers.ts';
import { compileGroupBody, sendToGroup } from './groupSend.ts';
import { dispositionsOfLetter, listIncomingMail } from './incomingMail.ts';
import { sql } from 'kysely';

export interface DisposisiContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly effects: EffectRegistry;
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

async function rankOf(db: Database, principal: Principal): Promise<string | null> {
  if (!principal.position_id) return null;
  const { rows } = await sql<{ rank_group: string | null }>`select rank_group from position where id = ${principal.position_id}`.execute(db);
  return rows[0]?.rank_group ?? null;
}

/** Mounts the calls; says why it cannot when the definitions lack the disposition resource. */
export function installDisposisiRoutes(app: FastifyInstance, ctx: DisposisiContext): string | undefined {
  const model = ctx.models.get('disposition');
  if (!model) return 'resource "disposition" is not declared: the disposition calls are not mounted';
  const { db } = ctx;
  const signedIn = { onRequest: accessGuard(app, db, '') };
  const me = (request: FastifyRequest) => request.principal!;
  const validateGroupBody = compileGroupBody(model);

  // "returns a number": the header badge's count, dispositions plus tasks (badgeCounts.ts).
  app.get('/sso/disposisi/notif', signedIn, async (request) => badgeCount(db, 'dispositionNotifications', me(request).username));

  app.get('/sso/disposisi/clear-notif', signedIn, async (request) => {
    const cleared = await clearOne(db, me(request).username, queryOf(request));
    return { message: 'Success', data: { cleared, count: await badgeCount(db, 'dispositionNotifications', me(request).username) } };
  });

  app.get('/sso/disposisi/clear-notif-all', signedIn, async (request) => {
    const cleared = await clearAll(db, me(request).username);
    return { message: 'Success', data: { cleared, count: await badgeCount(db, 'dispositionNotifications', me(request).username) } };
  });

  app.get('/sso/disposisi/data', signedIn, async (request) => listDispositions(db, me(request), dispositionListQuery(queryOf(request))));

  app.get('/sso/disposisi/data/:id', signedIn, async (request) => {
    const id = parseRecordId(model, (request.params as { id: string }).id);
    const found = await findDisposition(db, me(request), id as number);
    if (!found) throw notFound();
    return { data: found };
  });

  app.post('/sso/disposisi/data', signedIn, async (request) => {
    const sent = await sendToGroup({ ...ctx, model }, validateGroupBody, me(request), request.body);
    return { message: 'Pesan terkirim', data: sent };
  });

  app.get('/sso/disposisi/group-auto', signedIn, async (request) => {
    const group = automaticDispositionGroup(await rankOf(db, me(request)));
    return { data: { group, members: await groupMembers(db, group, me(request).username) } };
  });

  app.get('/sso/disposisi/group/:group', signedIn, async (request) => {
    const { group } = request.params as { group: string };
    if (!isDispositionGroup(group)) throw notFound(`Unknown group: ${group.slice(0, 40)}`);
    const query = queryOf(request);
    const number = (raw: unknown) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null);
    return { data: await groupMembers(db, group, me(request).username, { directorPosition: number(query.director_position), departmentId: number(query.department_id) }) };
  });

  app.get('/sso/disposisi/incoming-mail', signedIn, async (request) => listIncomingMail(db, me(request), queryOf(request)));
  app.get('/sso/disposisi/incoming-mail-disposisi', signedIn, async (request) => dispositionsOfLetter(db, me(request), queryOf(request)));
  return undefined;
}
