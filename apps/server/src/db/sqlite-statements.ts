import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept; queries with a varying number of `IN (…)` values each make one. */
const KEPT_STATEMENTS = 500;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect uses it, with each statement prepared
 * once per SQL text and kept (least recently used dropped first): the dialect prepares a query's
 * statement on every execution, which was the largest single cost of a card page's API request
 * (`bench/api`). A kept statement still running (an open `iterate`) is not handed out twice:
 * the caller gets a fresh one.
 */
export function keepingStatements(sqlite: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const known = statements.get(sql);
      if (known && !known.busy) {
        // Most recently used goes last; the first entry is the next to be dropped.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql);
      if (!known) {
        statements.set(sql, statement);
        if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
