/**
 * Signals the real-time layer listens to (server/realtime/databaseSignals.ts), sent by the
 * database itself after a write commits, whichever instance or script wrote it:
 * - portal_notifications {recipient, id}: a user got (id: the new row) or read a notification: their
 *   badge counts moved, and a new one may be pushed to their closed tabs;
 * - portal_access {user_id | role_id | all}: who may do what changed (a user's roles, a role's
 *   permissions, the permission catalogue): those users' menus and guards must follow;
 * - portal_sessions {user_id}: a user's sessions ended (token version moved, account disabled).
 * pg_notify inside a trigger is delivered on commit only, and never for a rolled-back write.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`
    create or replace function portal_signal_notification() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_notifications', json_build_object(
        'recipient', coalesce(new.recipient, old.recipient),
        'id', case when tg_op = 'INSERT' then new.id end)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger portal_notifications_signal after insert or update or delete on notifications
    for each row execute function portal_signal_notification()`.execute(db);

  await sql`
    create or replace function portal_signal_access() returns trigger language plpgsql as $$
    declare
      row_data record := coalesce(new, old);
    begin
      if tg_table_name = 'user_roles' then
        perform pg_notify('portal_access', json_build_object('user_id', row_data.user_id)::text);
      elsif tg_table_name = 'role_permissions' then
        perform pg_notify('portal_access', json_build_object('role_id', row_data.role_id)::text);
      else
        perform pg_notify('portal_access', json_build_object('all', true)::text);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['user_roles', 'role_permissions', 'permissions', 'roles']) {
    await sql`create trigger ${sql.raw(`portal_${table}_access_signal`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function portal_signal_access()`.execute(db);
  }

  await sql`
    create or replace function portal_signal_sessions() returns trigger language plpgsql as $$
    begin
      if new.token_version is distinct from old.token_version or new.disabled is distinct from old.disabled then
        perform pg_notify('portal_sessions', json_build_object('user_id', new.id)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger portal_users_sessions_signal after update on users
    for each row execute function portal_signal_sessions()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger if exists portal_users_sessions_signal on users`.execute(db);
  for (const table of ['user_roles', 'role_permissions', 'permissions', 'roles']) {
    await sql`drop trigger if exists ${sql.raw(`portal_${table}_access_signal`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger if exists portal_notifications_signal on notifications`.execute(db);
  await sql`drop function if exists portal_signal_sessions(), portal_signal_access(), portal_signal_notification()`.execute(db);
}
