/**
 * Sign-in attempts are limited per address and per account. The counters live where the
 * @fastify/rate-limit store keeps them: this process, or Redis when REDIS_URL is set (see
 * server/scale/rateLimitStore.ts), so several instances share one quota. The address is the
 * socket's: X-Forwarded-For counts only when TRUST_PROXY says a proxy sets it, so a forged
 * header cannot reset the count.
 *
 * A shared store that cannot be reached fails closed: sign-in is refused rather than left
 * unlimited (docs/decisions-scale.md). Signed-in sessions go on; only new sign-ins wait.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLimits } from '../config.ts';
import { ApiError } from '../http/errors.ts';

export type LoginLimiter = (request: FastifyRequest, username: string) => Promise<void>;

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

const storeRetrySeconds = 60;

function limitedFor(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const error = new ApiError('rate_limited', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  error.headers['retry-after'] = String(seconds);
  return error;
}

function storeUnavailable(): ApiError {
  const error = new ApiError('unavailable', 'Sign-in is temporarily unavailable. Try again in a minute.');
  error.headers['retry-after'] = String(storeRetrySeconds);
  return error;
}

async function count(limit: Limit, request: FastifyRequest): Promise<Awaited<ReturnType<Limit>>> {
  try {
    return await limit(request);
  } catch (error) {
    request.log.error({ err: error }, 'the sign-in limit store did not answer; sign-in refused');
    throw storeUnavailable();
  }
}

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
    for (const limit of [byAddress, byAccount]) {
      const result = await count(limit, request);
      if (!result.isAllowed && result.isExceeded) throw limitedFor(result.ttlInSeconds);
    }
  };
}
