import type { Role } from '@greetly/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, UserTable } from '../../platform/db/schema.ts';

/**
 * What other modules may do to an account's row, through this module (which alone writes
 * `users` and `user_roles`).
 */

/**
 * Locks the account's row until the transaction ends (a write that changes nothing: PostgreSQL
 * holds the row lock, SQLite has one writer anyway), so work counted per account (credits, the
 * weekly free card, a referrer's rewards) is counted by one transaction at a time.
 */
export async function lockAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Makes sure an account the app itself owns (the demo shops' owner) exists, with its roles when
 * it is new, and returns its id. As a transaction's first write it also serialises the callers:
 * a second one's insert waits for the first's transaction (PostgreSQL's unique index, SQLite's
 * write lock) and then finds the account there.
 */
export async function ensureAccount(
  db: Kysely<Database>,
  row: Insertable<UserTable>,
  roles: readonly Role[],
): Promise<string> {
  const inserted = await db
    .insertInto('users')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: inserted.id, role, granted_at: row.created_at })))
      .execute();
    return inserted.id;
  }
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', row.email)
    .executeTakeFirstOrThrow();
  return existing.id;
}
