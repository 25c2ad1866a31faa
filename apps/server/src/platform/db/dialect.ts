import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The few places where SQLite and PostgreSQL differ ask here, instead of features checking the
 * database kind themselves.
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column type for raw bytes. */
export function binaryColumnType<DB>(db: Kysely<DB>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
