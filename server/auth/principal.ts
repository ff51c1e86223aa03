/**
 * The signed-in user of a request, read from the database on every request: a permission taken
 * from a role, a role taken from a user, or a disabled account takes effect on the next call,
 * not when the token expires.
 */
import { sql } from 'kysely';
import type { UserAccess } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';

export interface Principal extends UserAccess {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly avatar: string | null;
  readonly bidang_id: number | null;
  readonly office_id: number | null;
  readonly position_id: number | null;
  readonly must_change_password: boolean;
  readonly token_version: number;
}

/** The user with their roles and permissions, or undefined when missing or disabled. */
export async function loadPrincipal(db: Database, userId: number): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.email',
      'u.avatar',
      'u.bidang_id',
      'u.office_id',
      'u.position_id',
      'u.must_change_password',
      'u.token_version',
      'u.disabled',
      sql<string[]>`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}')`.as('roles'),
      sql<string[]>`coalesce((select array_agg(distinct p.name) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id where ur.user_id = u.id), '{}')`.as('permissions'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.disabled) return undefined;
  const { disabled: _disabled, ...principal } = row;
  return principal;
}
