/**
 * The public pages' calls are limited per address like the sign-in (server/auth/loginRateLimit.ts,
 * the same counts and window, in the same store): a signed-out caller cannot try codes or
 * usernames at speed. A store that does not answer refuses the call (fails closed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLimits } from '../config.ts';
import { ApiError } from '../http/errors.ts';

export type PublicLimiter = (request: FastifyRequest) => Promise<void>;

export function createPublicLimiter(app: FastifyInstance, limits: LoginLimits): PublicLimiter {
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `public:${request.ip}`,
  });
  return async (request) => {
    let result: Awaited<ReturnType<typeof byAddress>>;
    try {
      result = await byAddress(request);
    } catch (error) {
      request.log.error({ err: error }, 'the public limit store did not answer; call refused');
      const refused = new ApiError('unavailable', 'Temporarily unavailable. Try again in a minute.');
      throw refused;
    }
    if (!result.isAllowed && result.isExceeded) {
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      const error = new ApiError('rate_limited', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      error.headers['retry-after'] = String(result.ttlInSeconds);
      throw error;
    }
  };
}
