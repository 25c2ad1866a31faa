/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering.';

/**
 * Whether an error means the database cannot be used right now (a connection refused, reset or
 * timed out, a pool that could not hand out a client, a server shutting down, a read-only or full
 * database, SQLite's file locked or unreadable), as opposed to a bug or a bad query. Such an
 * error reaches the client as `503 database_unavailable` with `Retry-After`, not as a 500.
 * Returns a short reason for the logs, or undefined.
 */
export function databaseOutageReason(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const reason = ownReason(cause);
    if (reason) return reason;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53 (insufficient
 * resources: disk full, out of memory, too many connections), 57P01–57P05 (shut down by an
 * administrator, crash, cannot connect now, idle session timeout), 57014 (statement_timeout:
 * the server could not answer in time), 25006 (a read-only server, as a replica or a failover
 * in progress).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    /^57P0[1-5]$/.test(code) ||
    code === '57014' ||
    code === '25006'
  );
}

/** SQLite's result codes (better-sqlite3 puts them in `code`) of a database it cannot use now. */
const SQLITE_UNAVAILABLE =
  /^SQLITE_(BUSY|LOCKED|IOERR|READONLY|CANTOPEN|FULL|PROTOCOL|NOTADB|CORRUPT)/;

/** What pg, pg-pool, better-sqlite3 and Kysely say, without a code, when the connection is gone. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^The database connection is not open/,
  /^driver has already been destroyed/,
];

function ownReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return `${code}${text ? `: ${text}` : ''}`;
    if (SQLITE_UNAVAILABLE.test(code)) return `${code}: ${text}`;
    if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)) return `SQLSTATE ${code}: ${text}`;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(text))) return text;
  // Node's connect() to every address of a host name fails as one AggregateError.
  if (Array.isArray(errors)) {
    for (const each of errors) {
      const reason = ownReason(each);
      if (reason) return reason;
    }
  }
  return undefined;
}
