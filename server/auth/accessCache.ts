/**
 * The names of a role set's roles and permissions, kept in memory per role set (the sorted role
 * ids) and access version (migrations/008_accessVersion.ts). The version is read with the caller
 * on every request, so a copy is used only while no role, permission or grant has changed since
 * it was read, here or on another instance; then it is read again, once, for the set that asks.
 *
 * Reading the names after the version: a copy may be newer than the version it is kept under,
 * never older, so the worst a race does is one extra read.
 */
import { CompiledQuery } from 'kysely';
import type { UserAccess } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';

interface Entry {
  readonly version: number;
  readonly access: Promise<UserAccess>;
}

// Roles sorted by name, permissions by name; each permission once (a semi-join over the catalogue).
const namesOfRoleSet = `select
    coalesce((select json_agg(r.name order by r.name) from roles r where r.id = any($1::int[])), '[]') as roles,
    coalesce((select json_agg(p.name order by p.name) from permissions p
      where exists (select 1 from role_permissions rp where rp.role_id = any($1::int[]) and rp.permission_id = p.id)), '[]') as permissions`;

// Role sets are few (a handful of role combinations in an organisation); the bound only keeps a
// pathological number of them from growing the map without end.
const maxEntries = 500;
const cache = new WeakMap<Database, Map<string, Entry>>();

async function read(db: Database, roleIds: string): Promise<UserAccess> {
  const result = await db.executeQuery<UserAccess>(CompiledQuery.raw(namesOfRoleSet, [roleIds]));
  const { roles, permissions } = result.rows[0];
  return Object.freeze({ roles: Object.freeze(roles), permissions: Object.freeze(permissions) });
}

/** The roles and permissions of the role set `roleIds` ("{1,4}"), as of `version` or later. */
export function roleSetAccess(db: Database, roleIds: string, version: number): Promise<UserAccess> {
  let sets = cache.get(db);
  if (!sets) cache.set(db, (sets = new Map()));
  const kept = sets.get(roleIds);
  if (kept && kept.version >= version) return kept.access;
  if (sets.size >= maxEntries) sets.clear();
  const access = read(db, roleIds);
  sets.set(roleIds, { version, access });
  // A failed read is not kept: the next request tries again.
  access.catch(() => {
    if (sets.get(roleIds)?.access === access) sets.delete(roleIds);
  });
  return access;
}
