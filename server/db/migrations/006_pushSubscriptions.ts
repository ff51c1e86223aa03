/**
 * Web Push (shell.md section 7): each browser a user allowed notifications in, and which
 * notifications were pushed already (every instance hears the signal of a new one; the first to
 * mark it sends it, so a notification reaches a closed tab once).
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_username').on('push_subscriptions').column('username').execute();
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('pushed_at').execute();
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
}
