/**
 * GET /sso/gn/birthday (shell.md sections 6 and 7): today's birthdays for every signed-in user;
 * the skd part only with a view_{product}_online_backend permission, the dora part only with
 * verification_dora_humas, verification_dora_spi or upload_dora_documents. Those parts are small
 * summaries: the row count of each resource of the module.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { hasPermission, type PermissionRule } from '../../engine/permissions/evaluate.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { defaultAvatar } from '../auth/userProfile.ts';
import { resourceDb, type Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

export const doraPermissions: PermissionRule = { anyOf: ['verification_dora_humas', 'verification_dora_spi', 'upload_dora_documents'] };
export const onlineBackendPermission = /^view_[a-z0-9]+_online_backend$/;

async function moduleSummary(db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, module: string) {
  const counts: Record<string, number> = {};
  // Each count's label key (the resource's), so the screen names it in the user's language.
  const labels: Record<string, string> = {};
  for (const resource of Object.values(definitions.resources)) {
    const model = models.get(resource.id);
    if (resource.module !== module || !model) continue;
    const row = await resourceDb(db).selectFrom(model.table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    counts[resource.id] = Number(row.n);
    labels[resource.id] = resource.labelKey;
  }
  return { date: new Date().toISOString().slice(0, 10), counts, labels };
}

export function installBirthdayRoute(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): void {
  app.get('/sso/gn/birthday', async (request) => {
    const principal = await requirePrincipal(app, db, request);
    const birthday = await db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'avatar', 'birth_date', 'bidang_id'])
      .where('disabled', '=', false)
      .where(sql<boolean>`to_char(birth_date, 'MM-DD') = to_char(current_date, 'MM-DD')`)
      .orderBy('name')
      .execute();
    const skdAllowed = principal.permissions.some((p) => onlineBackendPermission.test(p));
    return {
      data: {
        birthday: birthday.map((user) => ({ ...user, avatar: user.avatar || defaultAvatar })),
        skd: skdAllowed ? await moduleSummary(db, definitions, models, 'skd') : null,
        dora: hasPermission(doraPermissions, principal) ? await moduleSummary(db, definitions, models, 'dora') : null,
      },
    };
  });
}
