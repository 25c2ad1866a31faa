import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { newId, nowIso } from '../../platform/lib/ids.ts';

export function newsletterRepo(db: Kysely<Database>) {
  return {
    /** Inserts the address unless it is already there; true when a row was added. */
    async addIfAbsent(email: string): Promise<boolean> {
      const result = await db
        .insertInto('newsletter_subscriptions')
        .values({ id: newId(), email, created_at: nowIso() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('newsletter_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type NewsletterRepo = ReturnType<typeof newsletterRepo>;
