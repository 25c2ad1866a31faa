import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type RateLimitStore, windowsOf } from './store.ts';

/** Fixed-window counters in the rate_limits table (the default; no extra service needed). */
export function databaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let hitsSinceSweep = 0;

  async function countOf(key: string): Promise<number> {
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  return {
    async hit(key, windowMs, now) {
      const { start, previousStart, end } = windowsOf(windowMs, now);
      // A window's row is kept while it is the current window and while it is the previous one.
      const row = await db
        .insertInto('rate_limits')
        .values({
          key: `${key}@${start}`,
          count: 1,
          expires_at: new Date(end + windowMs).toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      const previous = await countOf(`${key}@${previousStart}`);
      // Expired windows are swept now and then rather than on every hit.
      if (++hitsSinceSweep >= 100) {
        hitsSinceSweep = 0;
        await db.deleteFrom('rate_limits').where('expires_at', '<', now.toISOString()).execute();
      }
      return { current: Number(row.count), previous, windowStart: start };
    },
    async peek(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      const rows = await db
        .selectFrom('rate_limits')
        .select(['key', 'count'])
        .where('key', 'in', [`${key}@${start}`, `${key}@${previousStart}`])
        .execute();
      const countAt = (at: number) =>
        Number(rows.find((r) => r.key === `${key}@${at}`)?.count ?? 0);
      return { current: countAt(start), previous: countAt(previousStart), windowStart: start };
    },
    async clear(key, windowMs, now) {
      const { start, previousStart } = windowsOf(windowMs, now);
      await db
        .deleteFrom('rate_limits')
        .where('key', 'in', [`${key}@${start}`, `${key}@${previousStart}`])
        .execute();
    },
    async close() {},
  };
}
