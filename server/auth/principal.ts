/**
 * The signed-in user of a request, read from the database on every request: a permission taken
 * from a role, a role taken from a user, or a disabled account takes effect on the next call,
 * not when the token expires.
 *
 * One query per request (sessionPrincipal): the user, the ids of their roles, the access
 * catalogue's version (migrations/008_accessVersion.ts) and the session's liveness as a condition
 * of the same statement. The names of a role set's roles and permissions (an admin holds
 * hundreds) are kept in memory per role set and version (accessCache.ts): read again only when
 * a role, a permission or a role's grant has changed since, on any instance. Its text is fixed,
 * so it is written once here rather than built by Kysely at every call, and prepared once per
 * connection (db/preparedStatements.ts).
 */
import { CompiledQuery } from 'kysely';
import type { UserAccess } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';
import type { AccessClaims } from './accessTokens.ts';
import { preparedStatement } from '../db/preparedStatements.ts';
import { roleSetAccess } from './accessCache.ts';
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

interface PrincipalRow extends Omit<Principal, 'roles' | 'permissions'> {
  /** the user's role ids, ascending, as text ("{1,4}"): the key of the role set */
  readonly role_ids: string;
  /** access_version.version, as pg hands a bigint */
  readonly access_version: string;
}

const principalColumns = `u.id, u.username, u.name, u.email, u.avatar, u.bidang_id, u.office_id, u.position_id,
    u.must_change_password, u.token_version,
    array(select ur.role_id from user_roles ur where ur.user_id = u.id order by ur.role_id)::text as role_ids,
    (select v.version from access_version v where v.id = 1) as access_version`;

const byId = preparedStatement(`select ${principalColumns} from users u where u.id = $1 and not u.disabled`);

// $2 the token's version, $3 its session (refresh-token family), $4 now, $5 the oldest start a
// live family may have (sessionCheck.ts says when a session is on).
const bySession = preparedStatement(`select ${principalColumns} from users u
  where u.id = $1 and not u.disabled and u.token_version = $2
    and exists (select 1 from refresh_tokens t where t.family = $3 and t.user_id = u.id and not t.revoked and t.expires > $4 and t.family_started_at > $5)`);

async function first(db: Database, text: string, parameters: unknown[]): Promise<Principal | undefined> {
  const result = await db.executeQuery<PrincipalRow>(CompiledQuery.raw(text, parameters));
  const row = result.rows[0];
  if (!row) return undefined;
  const { role_ids, access_version, ...user } = row;
  const access = await roleSetAccess(db, role_ids, Number(access_version));
  return { ...user, roles: access.roles, permissions: access.permissions };
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
