/**
 * A counter of the access catalogue: roles, permissions and which role holds which permission.
 * Every write to those three tables moves it (a statement trigger, in the writing transaction),
 * so a server instance may keep a role set's permissions in memory and know, from one integer
 * read with the caller (server/auth/principal.ts), whether its copy still holds; whichever
 * instance or script wrote the change. A user's own roles are read fresh on every request and
 * need no counter.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;
const tables = ['roles', 'permissions', 'role_permissions'];

export async function up(db: AnyDb): Promise<void> {
  await sql`create table access_version (
    id integer primary key default 1 check (id = 1),
    version bigint not null default 1)`.execute(db);
  await sql`insert into access_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create or replace function portal_bump_access_version() returns trigger language plpgsql as $$
    begin
      update access_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    await sql`create trigger ${sql.raw(`portal_${table}_access_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function portal_bump_access_version()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.raw(`portal_${table}_access_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists portal_bump_access_version()`.execute(db);
  await sql`drop table if exists access_version`.execute(db);
}
