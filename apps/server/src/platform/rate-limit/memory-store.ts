import { type RateLimitStore, windowsOf } from './store.ts';

/**
 * Fixed-window counters in this process's memory: for one server on SQLite, the only process
 * that counts (a worker counts nothing). Writing a row (and syncing the file) for every refused
 * sign-in made a storm of wrong passwords a storm of disk writes on the one SQLite writer. A
 * restart forgets the counts; with PostgreSQL (several processes) the counters are rows, or Redis.
 */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  let hitsSinceSweep = 0;

  const countOf = (key: string) => windows.get(key)?.count ?? 0;

  return {
    async hit(key, windowMs, now) {
      const { start, previousStart, end } = windowsOf(windowMs, now);
      const id = `${key}@${start}`;
      const entry = windows.get(id);
      // A window is kept while it is the current window and while it is the previous one.
      if (entry) entry.count += 1;
      else windows.set(id, { count: 1, expiresAt: end + windowMs });
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        for (const [each, { expiresAt }] of windows) {
          if (expiresAt < now.getTime()) windows.delete(each);
        }
      }
      return {
        current: countOf(id),
        previous: countOf(`${key}@${previousStart}`),
        windowStart: start,
      };
    },
    async peek(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      return {
        current: countOf(`${key}@${start}`),
        previous: countOf(`${key}@${previousStart}`),
        windowStart: start,
      };
    },
    async clear(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      windows.delete(`${key}@${start}`);
      windows.delete(`${key}@${previousStart}`);
    },
    async close() {
      windows.clear();
    },
  };
}
