/**
 * Refresh tokens: random, opaque, stored only as a sha-256 hash. Each use rotates the token
 * within its family; presenting a token that was already rotated (a replay: someone kept a copy)
 * revokes the whole family, so both the thief and the victim must sign in again. A family ends
 * 14 days after its sign-in however often it is rotated (shell.md: refresh max age 1209600 s):
 * every token of it expires then, and a refresh after that revokes the family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

export const refreshTokenSeconds = 1_209_600;
/** the absolute lifetime of a family, from its first sign-in */
export const refreshFamilySeconds = refreshTokenSeconds;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  readonly token: string;
  readonly family: string;
  /** when the family ends: the token is refused from then on */
  readonly expires: Date;
}

interface Family {
  readonly id: string;
  readonly startedAt: Date;
}

const familyEnd = (startedAt: Date) => new Date(startedAt.getTime() + refreshFamilySeconds * 1000);

/** A token of a new family (a sign-in), or the next token of a family (a rotation). */
export async function issueRefreshToken(db: Database, userId: number, family: Family = { id: randomUUID(), startedAt: new Date() }): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expires = familyEnd(family.startedAt);
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family: family.id, family_started_at: family.startedAt, hash: hashOf(token), expires })
    .execute();
  return { token, family: family.id, expires };
}

export type RotationResult =
  | ({ ok: true; userId: number } & IssuedRefreshToken)
  | { ok: false; reason: 'unknown' | 'expired' | 'replayed' };

export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('hash', '=', hashOf(token)).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) {
      await trx.updateTable('refresh_tokens').set({ revoked: true }).where('family', '=', row.family).execute();
      return { ok: false, reason: 'replayed' } as const;
    }
    if (Math.min(row.expires.getTime(), familyEnd(row.family_started_at).getTime()) <= Date.now()) {
      await trx.updateTable('refresh_tokens').set({ revoked: true }).where('family', '=', row.family).execute();
      return { ok: false, reason: 'expired' } as const;
    }
    await trx.updateTable('refresh_tokens').set({ revoked: true }).where('id', '=', row.id).execute();
    const next = await issueRefreshToken(trx, row.user_id, { id: row.family, startedAt: row.family_started_at });
    return { ok: true, userId: row.user_id, ...next } as const;
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
