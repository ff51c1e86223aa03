/**
 * The session calls of shell.md section 7: login, refresh, logout, the user object, and the
 * change of password (path not shown in the spec: POST /sso/api/auth/change-password).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError, unauthenticated } from '../http/errors.ts';
import { signAccessToken, tokenResponse } from './accessTokens.ts';
import { bearerClaims, requirePrincipal } from './authenticate.ts';
import { createLoginLimiter } from './loginRateLimit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refreshCookie.ts';
import { issueRefreshToken, revokeAllRefreshTokens, revokeRefreshFamily, rotateRefreshToken } from './refreshTokens.ts';
import { endSession } from './sessionCheck.ts';
import { userProfile } from './userProfile.ts';

export const minPasswordLength = 8;

function stringField(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object' || !Object.hasOwn(body, name)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function validation(errors: Record<string, string[]>): ApiError {
  const messages = Object.values(errors).flat();
  return new ApiError('validation', messages[0], messages, errors);
}

export function installAuthRoutes(app: FastifyInstance, db: Database, config: ServerConfig): void {
  const limitLogin = createLoginLimiter(app, config.loginLimits);

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, tokenVersion: number) {
    const { token, family } = await issueRefreshToken(db, userId);
    setRefreshCookie(request, reply, token, config.secureCookies);
    return tokenResponse(signAccessToken(app, userId, tokenVersion, family));
  }

  app.post('/sso/api/auth/login', async (request, reply) => {
    const username = stringField(request.body, 'username')?.trim() ?? '';
    const password = stringField(request.body, 'password') ?? '';
    const errors: Record<string, string[]> = {};
    if (!username) errors.username = ['Username is required'];
    if (!password) errors.password = ['Password is required'];
    if (username.length > 200 || password.length > 1000) errors.username = ['Username or password is too long'];
    if (Object.keys(errors).length) throw validation(errors);
    await limitLogin(request, username);

    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'disabled', 'token_version'])
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new ApiError('invalid_credentials', 'Username or password is incorrect');
    }
    if (user.disabled) throw new ApiError('forbidden', 'This account is disabled');
    return startSession(request, reply, user.id, user.token_version);
  });

  app.post('/sso/api/auth/refresh', async (request, reply) => {
    const presented = refreshCookieOf(request);
    if (!presented) throw unauthenticated('Your session has ended, please sign in again');
    const rotated = await rotateRefreshToken(db, presented);
    if (!rotated.ok) {
      clearRefreshCookie(reply);
      throw unauthenticated('Your session has ended, please sign in again');
    }
    const user = await db.selectFrom('users').select(['disabled', 'token_version']).where('id', '=', rotated.userId).executeTakeFirst();
    if (!user || user.disabled) {
      await revokeAllRefreshTokens(db, rotated.userId);
      clearRefreshCookie(reply);
      throw unauthenticated('Your session has ended, please sign in again');
    }
    setRefreshCookie(request, reply, rotated.token, config.secureCookies, rotated.expires);
    return tokenResponse(signAccessToken(app, rotated.userId, user.token_version, rotated.family));
  });

  // Logout ends the session of the refresh cookie and the one the access token names (they are
  // the same sign-in from the client; either alone is enough), so the access token dies too.
  app.post('/sso/api/auth/logout', async (request, reply) => {
    const presented = refreshCookieOf(request);
    if (presented) await revokeRefreshFamily(db, presented);
    const claims = bearerClaims(app, request);
    if (claims) await endSession(db, Number(claims.sub), claims.sid);
    clearRefreshCookie(reply);
    return { message: 'Signed out' };
  });

  app.get('/sso/api/auth/user', async (request) => userProfile(await requirePrincipal(app, db, request)));

  app.post('/sso/api/auth/change-password', async (request, reply) => {
    const principal = await requirePrincipal(app, db, request);
    const oldPassword = stringField(request.body, 'old_password') ?? '';
    const password = stringField(request.body, 'password') ?? '';
    const confirmation = stringField(request.body, 'password_confirmation');
    const errors: Record<string, string[]> = {};
    if (!oldPassword) errors.old_password = ['The current password is required'];
    if (password.length < minPasswordLength) errors.password = [`The new password must be at least ${minPasswordLength} characters`];
    else if (password.length > 128) errors.password = ['The new password must be at most 128 characters'];
    else if (password === oldPassword) errors.password = ['The new password must differ from the current one'];
    if (confirmation !== undefined && confirmation !== password) errors.password_confirmation = ['The confirmation does not match the new password'];
    if (Object.keys(errors).length) throw validation(errors);
    await limitLogin(request, principal.username);

    const stored = await db.selectFrom('users').select('password_hash').where('id', '=', principal.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(stored.password_hash, oldPassword))) throw validation({ old_password: ['The current password is incorrect'] });

    // A new password ends every other session: the token version moves on, refresh tokens die.
    const passwordHash = await hashPassword(password);
    const updated = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, must_change_password: false, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
        .where('id', '=', principal.id)
        .returning('token_version')
        .executeTakeFirstOrThrow();
      await revokeAllRefreshTokens(trx, principal.id);
      await trx
        .insertInto('audit_trail')
        .values({ who: principal.username, resource: 'user', record_id: String(principal.id), action: 'change_password', before: JSON.stringify({ must_change_password: principal.must_change_password }), after: JSON.stringify({ must_change_password: false }) })
        .execute();
      return row;
    });
    return { message: 'Password changed', ...(await startSession(request, reply, principal.id, updated.token_version)) };
  });
}
