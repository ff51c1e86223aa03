/**
 * The signed-in user of a request, read from the database on every request: a permission taken
 * from a role, a role taken from a user, or a disabled account takes effect on the next call,
 * not when the token expires.
 *
 * One query per request (sessionPrincipal): the user, their roles and permissions, and the
 * session's liveness as a condition of the same statement. Its text is fixed, so it is written
 * once here rather than built by Kysely at every call; roles and permissions are aggregated as
 * JSON (parsed by JSON.parse, cheaper than pg's array parser), the permissions through a
 * semi-join over the catalogue (each name once, no sort of duplicates to remove them).
 */
import { CompiledQuery } from 'kysely';
import type { UserAccess } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';
import type { AccessClaims } from './accessTokens.ts';
import { liveSessionSince } from './sessionCheck.ts';

export interface Principal extends UserAccess {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly avatar: string | null;
  readonly bidang_id: number | null;
  readonly office_id: number | null;
  readonly position_id: number | null;
  readonly must_change_password: boolean;
  readonly token_version: number;
}

// Roles sorted by name, permissions by name (the order array_agg(distinct ...) gave before).
const principalColumns = `u.id, u.username, u.name, u.email, u.avatar, u.bidang_id, u.office_id, u.position_id,
    u.must_change_password, u.token_version,
    coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
    coalesce((select json_agg(p.name order by p.name) from permissions p
      where exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id and rp.permission_id = p.id)), '[]') as permissions`;

const byId = `select ${principalColumns} from users u where u.id = $1 and not u.disabled`;

// $2 the token's version, $3 its session (refresh-token family), $4 now, $5 the oldest start a
// live family may have (sessionCheck.ts says when a session is on).
const bySession = `select ${principalColumns} from users u
  where u.id = $1 and not u.disabled and u.token_version = $2
    and exists (select 1 from refresh_tokens t where t.family = $3 and t.user_id = u.id and not t.revoked and t.expires > $4 and t.family_started_at > $5)`;

async function first(db: Database, text: string, parameters: unknown[]): Promise<Principal | undefined> {
  const result = await db.executeQuery<Principal>(CompiledQuery.raw(text, parameters));
  return result.rows[0];
}

/** The user with their roles and permissions, or undefined when missing or disabled. */
export function loadPrincipal(db: Database, userId: number): Promise<Principal | undefined> {
  return first(db, byId, [userId]);
}

/**
 * The caller behind an access token's claims, in one query: undefined when the user is missing or
 * disabled, the token's version is not the user's (password changed, sessions ended) or its
 * session is over (logout, replay, 14 days).
 */
export function sessionPrincipal(db: Database, claims: AccessClaims): Promise<Principal | undefined> {
  const { now, startedAfter } = liveSessionSince(Date.now());
  return first(db, bySession, [Number(claims.sub), claims.tv, claims.sid, now, startedAfter]);
}
