/** The refresh token travels only in this cookie: httpOnly, SameSite=Strict, sent to /sso/api/auth only. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenSeconds } from './refreshTokens.ts';

export const refreshCookieName = 'portal_refresh';
export const refreshCookiePath = '/sso/api/auth';

/** expires: the end of the token's family; the cookie goes when the token stops working. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, forceSecure: boolean, expires?: Date): void {
  const maxAge = expires ? Math.max(1, Math.min(refreshTokenSeconds, Math.floor((expires.getTime() - Date.now()) / 1000))) : refreshTokenSeconds;
  reply.setCookie(refreshCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: refreshCookiePath,
    maxAge,
    // Secure whenever the page came over https (directly or through a trusted proxy).
    secure: forceSecure || request.protocol === 'https',
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, { path: refreshCookiePath, httpOnly: true, sameSite: 'strict' });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}
