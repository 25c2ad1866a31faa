import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { connectDatabase, type Db, type DbLogger } from './connect.ts';

/** A start-up failure said in one line, without a stack: the process prints it and exits 1. */
export class DatabaseStartError extends Error {}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/** DATABASE_URL as it may be printed: a password, in the user part or a parameter, is replaced. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'redacted';
    for (const key of [...parsed.searchParams.keys()]) {
      if (/pass/i.test(key)) parsed.searchParams.set(key, 'redacted');
    }
    return parsed.toString();
  } catch {
    return '(not shown: it does not parse as a URL)';
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node reports a refused "localhost" (tried on ::1 and 127.0.0.1) as an AggregateError without a message.
  const inner = error instanceof AggregateError ? error.errors.map(reasonOf).join('; ') : '';
  const code = (error as NodeJS.ErrnoException).code;
  return (error.message || inner || code || error.name).replace(/\s+/g, ' ');
}

// SQLSTATE that no retry fixes: class 28 (wrong password or role), 3D000 (no such database).
function isPermanent(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^28[0-9A-Z]{3}$/.test(code) || code === '3D000');
}

// An error message should never hold the password, but one from a driver is not ours to trust.
function passwordsIn(url: string): string[] {
  const raw = URL.canParse(url) ? new URL(url).password : '';
  if (!raw) return [];
  try {
    return [raw, decodeURIComponent(raw)];
  } catch {
    return [raw];
  }
}

function duration(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}

async function waitForPostgres(
  db: Db,
  url: string,
  timeoutMs: number,
  log: DbLogger,
): Promise<void> {
  const shown = `DATABASE_URL=${redactDatabaseUrl(url)}`;
  const hide = (text: string) =>
    passwordsIn(url).reduce(
      (shownText, password) => shownText.replaceAll(password, 'redacted'),
      text,
    );
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      // Each attempt is bounded by the pool's connection and query timeouts.
      await sql`select 1`.execute(db.kysely);
      if (attempt > 1) log.info(`PostgreSQL at ${shown} answers (attempt ${attempt})`);
      return;
    } catch (error) {
      const reason = hide(reasonOf(error));
      if (isPermanent(error)) {
        throw new DatabaseStartError(`PostgreSQL at ${shown} refused the connection: ${reason}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseStartError(
          `Giving up: PostgreSQL at ${shown} did not answer within ${duration(timeoutMs)} (DB_CONNECT_TIMEOUT_MS), ${attempt} attempt(s); last error: ${reason}`,
        );
      }
      const wait = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS, left);
      log.warn(
        `PostgreSQL at ${shown} is not reachable (${reason}); attempt ${attempt}, next in ${duration(wait)}`,
      );
      await sleep(wait);
    }
  }
}

/**
 * Opens the configured database for a starting process. PostgreSQL may still be starting beside
 * us (compose, a restarted host), so it is retried with backoff for databaseConnectTimeoutMs;
 * whatever cannot be opened ends in a DatabaseStartError whose message names the setting to check
 * and never shows a password.
 */
export async function openDatabase(
  config: Pick<Config, 'database' | 'databaseConnectTimeoutMs'>,
  log: DbLogger,
): Promise<Db> {
  const { database } = config;
  if (database.kind === 'sqlite') {
    try {
      return connectDatabase(database, log);
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot open the SQLite database ${database.file} (under DATA_DIR): ${reasonOf(error)}`,
      );
    }
  }
  const db = connectDatabase(database, log);
  try {
    await waitForPostgres(db, database.url, config.databaseConnectTimeoutMs, log);
    return db;
  } catch (error) {
    // Not awaited: a connection attempt still hanging would hold up the exit that follows.
    db.close().catch(() => {});
    throw error;
  }
}
