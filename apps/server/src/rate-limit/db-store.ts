import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateLimitStore } from './store.ts';

/** Fixed-window counters in the rate_limits table (the default; no extra service needed). */
export function databaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      const resetAt = new Date(windowStart + windowMs);
      const row = await db
        .insertInto('rate_limits')
        .values({ key: `${key}@${windowStart}`, count: 1, expires_at: resetAt.toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      // Expired windows are swept now and then rather than on every hit.
      if (++hitsSinceSweep >= 100) {
        hitsSinceSweep = 0;
        await db.deleteFrom('rate_limits').where('expires_at', '<', now.toISOString()).execute();
      }
      return { count: Number(row.count), resetAt };
    },
    async close() {},
  };
}
