/**
 * The Redis connection that instances share state through. It must answer at start (the caller
 * asked for shared limits; silently falling back to per-process ones would hand N instances N
 * quotas). Later it fails fast instead of queueing: while Redis is away every command is refused
 * at once, and the client keeps reconnecting in the background.
 */
import { Redis } from 'ioredis';

export interface RedisEvents {
  /** the connection dropped or a reconnect failed; once per outage */
  lost(error: Error): void;
  /** the connection is back after an outage */
  back(): void;
}

/** The URL as it may be printed: without a password. */
export function shownRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/**
 * Connects and pings. Query parameters of the URL are ioredis options (?keyPrefix=portal-a: keeps
 * two deployments, or two test runs, on one Redis apart).
 */
export async function connectRedis(url: string, events: RedisEvents): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastError: Error | undefined;
  let ready = false;
  let outage = false;
  client.on('error', (error: Error) => {
    lastError = error;
    if (ready && !outage) {
      outage = true;
      events.lost(error);
    }
  });
  client.on('close', () => {
    if (ready && !outage) {
      outage = true;
      events.lost(lastError ?? new Error('connection closed'));
    }
  });
  client.on('ready', () => {
    if (outage) events.back();
    outage = false;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const cause = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `Redis at ${shownRedisUrl(url)} did not answer (${cause}). REDIS_URL is set, so sign-in limits are shared through Redis ` +
        'and the server does not start without it: start Redis, fix REDIS_URL, or unset it to keep the limits in this process.',
    );
  }
  ready = true;
  return client;
}

/** Whether a Redis answers at the URL within a second (the scale-out tests and benchmarks skip without one). */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null, enableOfflineQueue: false });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
