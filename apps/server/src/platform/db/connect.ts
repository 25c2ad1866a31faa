import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
} from 'kysely';
import type pg from 'pg';
import pino, { type BaseLogger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { sqliteFileGuard } from './sqlite-file-guard.ts';
import { keepingStatements } from './sqlite-statements.ts';
import { writeVersion } from './write-version.ts';

export type DatabaseKind = Config['database']['kind'];
export type DbLogger = Pick<BaseLogger, 'error' | 'warn' | 'info'>;

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Why this handle must not be used any more (closed, or its SQLite file gone, as of this call:
   * db/sqlite-file-guard.ts), or undefined.
   */
  unusableReason: () => Promise<string | undefined>;
  /** Changes after every write this process makes through `kysely` (db/write-version.ts). */
  writeVersion: () => number;
  close: () => Promise<void>;
}

/**
 * Time limits towards PostgreSQL. Without them a network partition kept requests, and health,
 * waiting for as long as the kernel kept retrying the TCP connection (90 s and more).
 */
const POSTGRES_TIMEOUTS = {
  // A new connection (TCP, TLS, authentication) takes milliseconds on a working network. In
  // pg-pool the same limit bounds the wait for a free client when all of them are busy.
  connectionTimeoutMillis: 5_000,
  // Server side: no request of this app needs a longer statement (lock waits included).
  // PostgreSQL cancels the statement and the connection stays usable.
  statement_timeout: 10_000,
  // Client side, a little longer than statement_timeout so that it only fires when the server
  // cannot answer at all (partition, frozen host); such a client is thrown away, see below.
  query_timeout: 12_000,
  // A transaction left open by a client that vanished mid-way (partition, crash) gives back its
  // row locks after this; this app runs a transaction's statements back to back.
  idle_in_transaction_session_timeout: 10_000,
  // Probes on idle pooled connections find a dead peer before a request does.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/**
 * The pool as Kysely sees it, except that a client whose query hit query_timeout is thrown away
 * on release: that query may still be on the wire, and the next ones would queue behind an answer
 * that may never come.
 */
function discardingTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let timedOut: Error | undefined;
      const query = (text: string, parameters: unknown[]) =>
        client.query(text, parameters).catch((error: unknown) => {
          // pg marks its own client-side timeout only by this message.
          if (error instanceof Error && error.message === 'Query read timeout') timedOut = error;
          throw error;
        });
      // Through unknown: query() also has a cursor overload, which Kysely uses only to stream (we never do).
      const kyselyQuery = query as unknown as PostgresPoolClient['query'];
      return { query: kyselyQuery, release: () => client.release(timedOut) };
    },
    end: () => pool.end(),
  };
}

/**
 * The PostgreSQL driver, loaded only by a process that uses PostgreSQL: on SQLite (the default)
 * it was a twentieth of every start. Synchronous, like the rest of opening a database.
 */
function postgresDriver(): typeof pg {
  return createRequire(import.meta.url)('pg') as typeof pg;
}

/** Opens the configured database: SQLite (WAL, fsync on commit) by default, PostgreSQL when DATABASE_URL is set. */
export function connectDatabase(database: Config['database'], log: DbLogger = pino()): Db {
  let closed: string | undefined;
  if (database.kind === 'postgres') {
    const pool = new (postgresDriver().Pool)({
      connectionString: database.url,
      max: 10,
      ...POSTGRES_TIMEOUTS,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn(`PostgreSQL idle client error: ${error.message}`));
    // The pool listens only while a client is idle. A client checked out (between the queries
    // of a transaction) whose connection the server ends would emit an error nobody hears and
    // crash the process; its query fails instead, and the pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) =>
        log.warn(`PostgreSQL client error while in use: ${error.message}`),
      );
    });
    const writes = writeVersion();
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: discardingTimedOutClients(pool) }),
      plugins: [writes.plugin],
    });
    return {
      kysely,
      kind: 'postgres',
      unusableReason: async () => closed,
      writeVersion: writes.current,
      close: () => {
        closed = 'the database connection is closed';
        return kysely.destroy();
      },
    };
  }
  mkdirSync(dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL makes every acknowledged commit durable across a power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = writeVersion();
  // Once the file is lost nothing read before may be answered again.
  const guard = sqliteFileGuard(database.file, log, { onLost: writes.bump });
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    plugins: [guard.plugin, writes.plugin],
  });
  return {
    kysely,
    kind: 'sqlite',
    unusableReason: () => (closed === undefined ? guard.lostReason() : Promise.resolve(closed)),
    writeVersion: writes.current,
    close: () => {
      closed = 'the database connection is closed';
      guard.stop();
      return kysely.destroy();
    },
  };
}
