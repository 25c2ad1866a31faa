import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = Config['database']['kind'];

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

/** Opens the configured database: SQLite (WAL, fsync on commit) by default, PostgreSQL when DATABASE_URL is set. */
export function connectDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }
  mkdirSync(dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL makes every acknowledged commit durable across a power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, kind: 'sqlite', close: () => kysely.destroy() };
}
