import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { Database } from './schema.ts';

/** Makes a read lock the rows it reads until its transaction ends. */
export type ForUpdate = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
) => SelectQueryBuilder<DB, TB, O>;

/**
 * Runs a status move (an aggregate's `transition`: order, shipment, card, product, shop) in one
 * transaction, the caller's when it is one. The move writes its history row first, from a read of the row's status that
 * locks the row (FOR UPDATE on PostgreSQL; on SQLite that INSERT takes the database's one write
 * lock), then moves the row: the status it read is the one it moves from.
 */
export function lockedForMove<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>, forUpdate: ForUpdate) => Promise<T>,
): Promise<T> {
  const forUpdate: ForUpdate = isPostgres(db) ? (query) => query.forUpdate() : (query) => query;
  return db.isTransaction
    ? work(db, forUpdate)
    : db.transaction().execute((trx) => work(trx, forUpdate));
}
