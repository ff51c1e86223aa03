/**
 * Per-user allowance of socket events: a bucket of `burst` events refilled at `perSecond`, so a
 * user typing and chatting normally never meets it while a flood from one account is cut off
 * (the events beyond it are answered with an error and dropped) without touching the others.
 */
export interface EventRate {
  take(username: string): boolean;
}

export function eventRate(perSecond: number, burst: number, now: () => number = Date.now): EventRate {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(username) {
      const time = now();
      const bucket = buckets.get(username) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(username, bucket);
      return allowed;
    },
  };
}
