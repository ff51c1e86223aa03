/**
 * A refresh-token family (one sign-in and its rotations) ends 14 days after the sign-in, however
 * often it is rotated: each token carries the family's start. Existing families start at their
 * first token.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('family_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update refresh_tokens r set family_started_at = f.started
    from (select family, min(created_at) as started from refresh_tokens group by family) f
    where r.family = f.family`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('family_started_at').execute();
}
