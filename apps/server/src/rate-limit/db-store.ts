import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type RateLimitStore, windowOf } from './store.ts';

/** Fixed-window counters in the rate_limits table (the default; no extra service needed). */
export function databaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs, now) {
      const { start, resetAt } = windowOf(windowMs, now);
      const row = await db
        .insertInto('rate_limits')
        .values({ key: `${key}@${start}`, count: 1, expires_at: resetAt.toISOString() })
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
    async peek(key, windowMs, now) {
      const { start, resetAt } = windowOf(windowMs, now);
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', `${key}@${start}`)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), resetAt };
    },
    async clear(key, windowMs, now) {
      const { start } = windowOf(windowMs, now);
      await db.deleteFrom('rate_limits').where('key', '=', `${key}@${start}`).execute();
    },
    async close() {},
  };
}
