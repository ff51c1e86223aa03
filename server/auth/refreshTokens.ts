/**
 * Refresh tokens: random, opaque, stored only as a sha-256 hash, 14 days. Each use rotates the
 * token within its family; presenting a token that was already rotated (a replay: someone kept
 * a copy) revokes the whole family, so both the thief and the victim must sign in again.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

export const refreshTokenSeconds = 1_209_600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  readonly token: string;
  readonly family: string;
}

export async function issueRefreshToken(db: Database, userId: number, family: string = randomUUID()): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family, hash: hashOf(token), expires: new Date(Date.now() + refreshTokenSeconds * 1000) })
    .execute();
  return { token, family };
}

export type RotationResult =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'replayed' };

export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('hash', '=', hashOf(token)).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) {
      await trx.updateTable('refresh_tokens').set({ revoked: true }).where('family', '=', row.family).execute();
      return { ok: false, reason: 'replayed' } as const;
    }
    if (row.expires.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await trx.updateTable('refresh_tokens').set({ revoked: true }).where('id', '=', row.id).execute();
    const next = await issueRefreshToken(trx, row.user_id, row.family);
    return { ok: true, userId: row.user_id, token: next.token } as const;
  });
}

/** Logout: the token's whole family (this sign-in and every rotation of it) stops working. */
export async function revokeRefreshFamily(db: Database, token: string): Promise<void> {
  const row = await db.selectFrom('refresh_tokens').select('family').where('hash', '=', hashOf(token)).executeTakeFirst();
  if (row) await db.updateTable('refresh_tokens').set({ revoked: true }).where('family', '=', row.family).execute();
}

/** Every session of a user ends (password changed, account disabled). */
export async function revokeAllRefreshTokens(db: Database, userId: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('user_id', '=', userId).where('revoked', '=', false).execute();
}
