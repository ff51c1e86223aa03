/**
 * What a minimal hand-written route of a signed-in API checks, the baseline of the P1 and P2
 * benchmarks: the Bearer token (@fastify/jwt, the portal's secret) and, in one query, that the
 * user is enabled and of the token's version, holds the permission, and that the token's session
 * is on. No roles or permission lists are read: the route knows the one permission it needs.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';

const callerCheck = (permission: string) => `select u.username from users u
  where u.id = $1 and not u.disabled and u.token_version = $2
    and exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id where ur.user_id = u.id and p.name = '${permission}')
    and exists (select 1 from refresh_tokens t where t.family = $3 and t.user_id = u.id and not t.revoked and t.expires > now())`;

export async function registerSignedIn(bare: FastifyInstance, secret: string): Promise<void> {
  await bare.register(fastifyJwt, { secret });
}

/** The caller's username when the token is good and they hold `permission`; undefined otherwise. */
export async function signedInCaller(request: FastifyRequest, pool: pg.Pool, permission: string): Promise<string | undefined> {
  const claims = await request.jwtVerify<{ sub: string; tv: number; sid: string }>();
  const caller = await pool.query<{ username: string }>(callerCheck(permission), [Number(claims.sub), claims.tv, claims.sid]);
  return caller.rows[0]?.username;
}
