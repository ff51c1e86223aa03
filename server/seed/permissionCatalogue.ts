/**
 * The permission catalogue of definitions/permissions.json, kept in the permissions table on
 * every start: a permission added to the definitions appears, and roles declared with '*' get
 * it. Nothing is removed: an administrator's own permissions and assignments stay.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Database } from '../db/database.ts';

export async function syncPermissionCatalogue(db: Database, definitions: LoadedDefinitions): Promise<number> {
  const catalogue = definitions.permissions.permissions;
  if (!catalogue.length) return 0;
  const inserted = await db
    .insertInto('permissions')
    .values(catalogue.map((p) => ({ name: p.name, area: p.area, description: p.description, created_by: 'system' })))
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();
  const everything = definitions.permissions.roles.filter((role) => role.permissions === '*').map((role) => role.name);
  if (everything.length) {
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r cross join permissions p
      where r.name in (${sql.join(everything)})
      on conflict do nothing`.execute(db);
  }
  return inserted.length;
}

/** The roles of the definitions with their permission sets; only on the first start. */
export async function seedRoles(db: Database, definitions: LoadedDefinitions): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of definitions.permissions.roles) {
    const row = await db
      .insertInto('roles')
      .values({ name: role.name, description: role.description ?? null, created_by: 'system' })
      .onConflict((oc) => oc.column('name').doUpdateSet({ description: role.description ?? null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(role.name, row.id);
    let query = db.selectFrom('permissions').select((eb) => [eb.val(row.id).as('role_id'), 'id as permission_id']);
    if (role.permissions !== '*') {
      if (!role.permissions.length) continue;
      query = query.where('name', 'in', role.permissions);
    }
    await db
      .insertInto('role_permissions')
      .columns(['role_id', 'permission_id'])
      .expression(query)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return ids;
}
