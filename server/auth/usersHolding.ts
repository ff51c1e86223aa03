/**
 * The users who hold a permission rule (a resource's row-rule `unless`: the ticket handlers), read
 * from roles and permissions and judged by the same hasPermission the API uses, ordered by name.
 * Disabled users are left out. Notifications address them; the support PIC options list them.
 */
import { sql } from 'kysely';
import { hasPermission, type PermissionRule } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';

export interface HoldingUser {
  readonly username: string;
  readonly name: string;
}

export async function usersHolding(db: Database, rule: PermissionRule): Promise<HoldingUser[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.username',
      'u.name',
      sql<string[]>`coalesce((select array_agg(r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}')`.as('roles'),
      sql<string[]>`coalesce((select array_agg(distinct p.name) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id where ur.user_id = u.id), '{}')`.as('permissions'),
    ])
    .where('u.disabled', '=', false)
    .orderBy('u.name')
    .execute();
  return rows.filter((row) => hasPermission(rule, row)).map(({ username, name }) => ({ username, name }));
}
