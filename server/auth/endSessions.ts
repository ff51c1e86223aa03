/**
 * A new password or a disabled account ends the user's sessions at once: the token version
 * moves on (old access tokens fail) and every refresh token is revoked.
 */
import type { Database } from '../db/database.ts';
import { revokeAllRefreshTokens } from './refreshTokens.ts';

export async function endSessions(db: Database, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
  await revokeAllRefreshTokens(db, userId);
}
