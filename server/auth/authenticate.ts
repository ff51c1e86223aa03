/**
 * Who is calling: the Bearer access token, checked, then the user read fresh from the database.
 * A token whose version is older than the user's (password changed, sessions ended) is refused,
 * and so is one whose session has ended (logout, replay, 14 days: sessionCheck.ts); all of it is
 * one query (principal.ts sessionPrincipal).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';
import { verifyAccessToken, type AccessClaims } from './accessTokens.ts';
import { sessionPrincipal, type Principal } from './principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set once the request has been authenticated; null for anonymous calls */
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The claims of the request's valid, unexpired Bearer token, whether or not its session is still on. */
export function bearerClaims(app: FastifyInstance, request: FastifyRequest): AccessClaims | undefined {
  const token = bearerToken(request);
  return token ? verifyAccessToken(app, token) : undefined;
}

/** The caller, or undefined when there is no valid token for an enabled user. */
export async function identify(app: FastifyInstance, db: Database, request: FastifyRequest): Promise<Principal | undefined> {
  if (request.principal) return request.principal;
  const claims = bearerClaims(app, request);
  if (!claims) return undefined;
  // One query: the user (enabled, of the token's version) with roles and permissions, if the session is on.
  const principal = await sessionPrincipal(db, claims);
  if (!principal) return undefined;
  request.principal = principal;
  return principal;
}

export async function requirePrincipal(app: FastifyInstance, db: Database, request: FastifyRequest): Promise<Principal> {
  const principal = await identify(app, db, request);
  if (!principal) throw unauthenticated(request.headers.authorization ? 'Your session has ended, please sign in again' : 'Unauthenticated');
  return principal;
}

export function installPrincipal(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
}
