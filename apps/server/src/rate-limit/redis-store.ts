import { Redis } from 'ioredis';
import type { RateLimitStore } from './store.ts';

/** Fixed-window counters in Redis (REDIS_URL): INCR plus an expiry set on the window's first hit. */
export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      const redisKey = `greetly:rl:${key}@${windowStart}`;
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs + 1000)
        .exec()) as [[Error | null, number], unknown];
      return { count, resetAt: new Date(windowStart + windowMs) };
    },
    async close() {
      await redis.quit();
    },
  };
}
