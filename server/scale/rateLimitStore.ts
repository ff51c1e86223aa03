/**
 * Where @fastify/rate-limit keeps its counters: in this process by default, in Redis when
 * REDIS_URL is set, so N instances behind a load balancer together allow exactly one quota.
 * What sign-in does while Redis is away is decided in loginRateLimit.ts (it refuses).
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from './redisClient.ts';

export interface RateLimitStoreOptions {
  readonly redis?: Redis;
  readonly nameSpace?: string;
}

/** Spread into the plugin's options: `{ global: false, ...(await rateLimitStore(app, url)) }`. */
export async function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined): Promise<RateLimitStoreOptions> {
  if (!redisUrl) return {};
  const redis = await connectRedis(redisUrl, {
    lost: (error) => app.log.error({ err: error }, 'Redis is unreachable: sign-in is refused until it is back'),
    back: () => app.log.warn('Redis is back: sign-in limits are shared again'),
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'portal:rate-limit:' };
}
