import { Redis } from 'ioredis';
import { type RateLimitStore, windowOf } from './store.ts';

/** Fixed-window counters in Redis (REDIS_URL): INCR plus an expiry set on the window's first hit. */
export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const keyOf = (key: string, start: number) => `greetly:rl:${key}@${start}`;
  return {
    async hit(key, windowMs, now) {
      const { start, resetAt } = windowOf(windowMs, now);
      const redisKey = keyOf(key, start);
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs + 1000)
        .exec()) as [[Error | null, number], unknown];
      return { count, resetAt };
    },
    async peek(key, windowMs, now) {
      const { start, resetAt } = windowOf(windowMs, now);
      return { count: Number((await redis.get(keyOf(key, start))) ?? 0), resetAt };
    },
    async clear(key, windowMs, now) {
      await redis.del(keyOf(key, windowOf(windowMs, now).start));
    },
    async close() {
      await redis.quit();
    },
  };
}
