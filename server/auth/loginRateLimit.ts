/**
 * Sign-in attempts are limited per address and per account (@fastify/rate-limit stores, so a
 * Redis store can share them between instances). The address is the socket's: X-Forwarded-For
 * counts only when TRUST_PROXY says a proxy sets it, so a forged header cannot reset the count.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLimits } from '../config.ts';
import { ApiError } from '../http/errors.ts';

export type LoginLimiter = (request: FastifyRequest, username: string) => Promise<void>;

export function createLoginLimiter(app: FastifyInstance, limits: LoginLimits): LoginLimiter {
  const byAddress = app.createRateLimit({ max: limits.perAddress, timeWindow: limits.windowMs, keyGenerator: (request) => `address:${request.ip}` });
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const byAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => accountKeys.get(request) ?? 'account:',
  });
  return async (request, username) => {
    accountKeys.set(request, `account:${username.trim().toLowerCase()}`);
    for (const limiter of [byAddress, byAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        const error = new ApiError('rate_limited', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
        error.headers['retry-after'] = String(result.ttlInSeconds);
        throw error;
      }
    }
  };
}
