import type { Redis } from 'ioredis';
import { type RateLimitStore, windowsOf } from './store.ts';

/**
 * Fixed-window counters in Redis (REDIS_URL). One round trip per hit: INCR the current window,
 * keep it for two windows (it is the previous one next), and read the previous window.
 */
export function redisRateLimitStore(url: string): RateLimitStore {
  // ioredis is loaded only by the processes that use it (a fifth of a start otherwise).
  const connecting: Promise<Redis> = import('ioredis').then(
    ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }),
  );
  const keyOf = (key: string, start: number) => `greetly:rl:${key}@${start}`;
  return {
    async hit(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      const currentKey = keyOf(key, start);
      const redis = await connecting;
      const results = (await redis
        .multi()
        .incr(currentKey)
        .pexpire(currentKey, 2 * windowMs + 1000)
        .get(keyOf(key, previousStart))
        .exec()) as [Error | null, unknown][];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      const [[, current], , [, previous]] = results as [[null, number], unknown, [null, string]];
      return { current: Number(current), previous: Number(previous ?? 0), windowStart: start };
    },
    async peek(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      const redis = await connecting;
      const [current, previous] = await redis.mget(keyOf(key, start), keyOf(key, previousStart));
      return {
        current: Number(current ?? 0),
        previous: Number(previous ?? 0),
        windowStart: start,
      };
    },
    async clear(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      const redis = await connecting;
      await redis.del(keyOf(key, start), keyOf(key, previousStart));
    },
    async close() {
      await (await connecting).quit();
    },
  };
}
