/**
 * Sessions of access tokens. Is the sign-in behind an access token still on? The token names its refresh-token family
 * (claim sid); the session lives while that family has a token that is neither revoked nor
 * expired. Logout, a replayed refresh token, a new password, a disabled account and the end of
 * the family's 14 days all revoke or expire the family, so the access token stops at once
 * instead of living out its 3600 s.
 *
 * Checked against the database on every authenticated request, with no cache: the database is
 * shared, so a logout on one instance holds on every other at the next call. For a request it
 * is a condition of the principal's own query (principal.ts sessionPrincipal, on the family
 * index); isSessionLive is the same rule on its own, for the real-time socket.
 */
import type { Database } from '../db/database.ts';
import { refreshFamilySeconds } from './refreshTokens.ts';

/** A live family has a token not yet expired at `now`, and started after `startedAfter` (its 14 days). */
export function liveSessionSince(nowMs: number): { now: Date; startedAfter: Date } {
  return { now: new Date(nowMs), startedAfter: new Date(nowMs - refreshFamilySeconds * 1000) };
}

export async function isSessionLive(db: Database, userId: number, family: string): Promise<boolean> {
  const { now, startedAfter } = liveSessionSince(Date.now());
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family', '=', family)
    .where('user_id', '=', userId)
    .where('revoked', '=', false)
    .where('expires', '>', now)
    .where('family_started_at', '>', startedAfter)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Logout by access token: the family it names ends (only the caller's own). */
export async function endSession(db: Database, userId: number, family: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('family', '=', family).where('user_id', '=', userId).where('revoked', '=', false).execute();
}
