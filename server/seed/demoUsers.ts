/**
 * One demo user per role of definitions/permissions.json, all with the one demo password
 * (SEED_PASSWORD, default portal-demo), placed in the demo organisation. The Admin user's
 * birthday is the day of the first start, so the dashboard has a birthday to show.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { hashPassword } from '../auth/passwords.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { defaultPlacement, demoPlacements, organisationRows } from './organisation.ts';

export interface DemoUser {
  readonly username: string;
  readonly role: string;
  readonly name: string;
}

export function demoUsersOf(definitions: LoadedDefinitions): DemoUser[] {
  return definitions.permissions.roles.map((role) => ({
    username: role.username,
    role: role.name,
    name: demoPlacements[role.username]?.name ?? `Demo ${role.name}`,
  }));
}

function bidangOf(departmentId: number | null): number | null {
  const department = organisationRows.department.find((d) => d.id === departmentId);
  return department ? (department.bidang_id as number) : null;
}

export async function seedDemoUsers(db: Database, definitions: LoadedDefinitions, roleIds: ReadonlyMap<string, number>, password: string): Promise<DemoUser[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users'`.execute(db);
  const columns = new Set(rows.map((r) => r.column_name));
  // One hash for every demo user: they share one published demo password anyway.
  const passwordHash = await hashPassword(password);
  const today = new Date();
  const users = demoUsersOf(definitions);
  for (const user of users) {
    const placement = { ...defaultPlacement, ...demoPlacements[user.username] };
    const values: Record<string, unknown> = {
      username: user.username,
      password_hash: passwordHash,
      name: user.name,
      email: `${user.username}@portal.example`,
      bidang_id: bidangOf(placement.department_id),
      office_id: placement.office_id,
      position_id: placement.position_id,
      birth_date: user.username === 'admin' ? `1985-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}` : `1990-0${(users.indexOf(user) % 9) + 1}-15`,
      must_change_password: false,
      created_by: 'system',
    };
    if (columns.has('department_id')) values.department_id = placement.department_id;
    const inserted = await resourceDb(db)
      .insertInto('users')
      .values(values)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    const roleId = roleIds.get(user.role);
    if (inserted && roleId !== undefined) {
      await db.insertInto('user_roles').values({ user_id: inserted.id as number, role_id: roleId }).onConflict((oc) => oc.doNothing()).execute();
    }
  }
  return users;
}
