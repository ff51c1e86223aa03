/**
 * Who is calling: the Bearer access token, checked, then the user read fresh from the database.
 * A token whose version is older than the user's (password changed, sessions ended) is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';
import { verifyAccessToken } from './accessTokens.ts';
import { loadPrincipal, type Principal } from './principal.ts';

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

/** The caller, or undefined when there is no valid token for an enabled user. */
export async function identify(app: FastifyInstance, db: Database, request: FastifyRequest): Promise<Principal | undefined> {
  if (request.principal) return request.principal;
  const token = bearerToken(request);
  if (!token) return undefined;
  const claims = verifyAccessToken(app, token);
  if (!claims) return undefined;
  const principal = await loadPrincipal(db, Number(claims.sub));
  if (!principal || principal.token_version !== claims.tv) return undefined;
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
