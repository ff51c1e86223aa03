/**
 * Deletes refresh-token rows that expired more than a week ago. Until then a row still tells an
 * expired token from an unknown one (both refused); after that it is only weight. Live and
 * revoked-but-unexpired rows stay: a revoked row is how a replayed token is recognised.
 * Deletes in batches, so a large backlog never holds a long lock on the sign-in table.
 */
import { sql } from 'kysely';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/database.ts';

export const refreshTokenRetentionDays = 7;
const batchSize = 5_000;

export function cleanupExpiredRefreshTokens({ db }: { db: Database }): Task {
  return async (_payload, helpers) => {
    const cutoff = sql<Date>`now() - make_interval(days => ${refreshTokenRetentionDays})`;
    let deleted = 0;
    for (;;) {
      const result = await db
        .deleteFrom('refresh_tokens')
        .where('id', 'in', (q) => q.selectFrom('refresh_tokens').select('id').where('expires', '<', cutoff).limit(batchSize))
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batchSize) break;
    }
    helpers.logger.info(`deleted ${deleted} refresh tokens expired more than ${refreshTokenRetentionDays} days ago`);
  };
}
