/**
 * Access tokens: HS256 JWTs of 3600 s carrying only the user id (sub), the user's token
 * version (tv) and the session (sid: the refresh-token family of the sign-in, so logout ends the
 * access token too: sessionCheck.ts). The algorithm is pinned on both sides, so 'alg: none' or
 * any other algorithm is refused. Everything else about the user (permissions, disabled) is
 * read per request.
 */
import type { FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';

export const accessTokenSeconds = 3600;

export interface AccessClaims {
  readonly sub: string;
  readonly tv: number;
  readonly sid: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function installAccessTokens(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenSeconds },
    // A token's signature and expiry are checked once, then remembered (up to 1,000 tokens) until
    // it expires: the same token comes with every call of a session, and checking its HMAC again
    // was most of the caller check's CPU. Failures are not remembered; who the user is and whether
    // the session is on are still read from the database on every call (authenticate.ts).
    verify: { algorithms: ['HS256'], cache: 1000 },
  });
}

export function signAccessToken(app: FastifyInstance, userId: number, tokenVersion: number, session: string): string {
  return app.jwt.sign({ sub: String(userId), tv: tokenVersion, sid: session });
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifyAccessToken(app: FastifyInstance, token: string): AccessClaims | undefined {
  try {
    const claims = app.jwt.verify<Record<string, unknown>>(token);
    if (typeof claims.sub !== 'string' || !/^\d{1,10}$/.test(claims.sub) || typeof claims.tv !== 'number') return undefined;
    // A token without a session (signed before sessions were named) is refused; the client refreshes.
    if (typeof claims.sid !== 'string' || !uuidPattern.test(claims.sid)) return undefined;
    return { sub: claims.sub, tv: claims.tv, sid: claims.sid };
  } catch {
    return undefined;
  }
}

export function tokenResponse(accessToken: string) {
  return { data: { access_token: accessToken, token_type: 'bearer', expires_in: accessTokenSeconds } };
}
