/**
 * Access tokens: HS256 JWTs of 3600 s carrying only the user id (sub) and the user's token
 * version (tv). The algorithm is pinned on both sides, so 'alg: none' or any other algorithm
 * is refused. Everything else about the user (permissions, disabled) is read per request.
 */
import type { FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';

export const accessTokenSeconds = 3600;

export interface AccessClaims {
  readonly sub: string;
  readonly tv: number;
}

export async function installAccessTokens(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenSeconds },
    verify: { algorithms: ['HS256'] },
  });
}

export function signAccessToken(app: FastifyInstance, userId: number, tokenVersion: number): string {
  return app.jwt.sign({ sub: String(userId), tv: tokenVersion });
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifyAccessToken(app: FastifyInstance, token: string): AccessClaims | undefined {
  try {
    const claims = app.jwt.verify<Record<string, unknown>>(token);
    if (typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub) || typeof claims.tv !== 'number') return undefined;
    return { sub: claims.sub, tv: claims.tv };
  } catch {
    return undefined;
  }
}

export function tokenResponse(accessToken: string) {
  return { data: { access_token: accessToken, token_type: 'bearer', expires_in: accessTokenSeconds } };
}
