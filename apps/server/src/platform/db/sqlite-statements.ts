import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; queries with a varying number of `IN (…)` values each make one. */
const KEPT_STATEMENTS = 500;

/** A statement as Kysely's SQLite dialect uses it, and whether a read of it is still running. */
interface KeptStatement extends SqliteStatement {
  readonly busy: boolean;
}

/**
 * A reader whose rows come from better-sqlite3 as arrays and are made into objects here, by a
 * function written for its columns: better-sqlite3 builds each row object in C++, one generic
 * property store per column, which was a third of a recipient's card read (16 columns; bench/api,
 * 1.6 µs of 6 in isolation). The same rows, with the same keys in the same order; a later column
 * of the same name wins, as before.
 *
 * Only for SQL naming its columns (no `*`): a `*` takes the table's columns as they are when
 * SQLite prepares the statement again after a schema change, and the names kept here would be
 * stale. A column named `__proto__` (an object literal would set the prototype) is left alone too.
 */
function withRowsBuiltHere(statement: SQLite.Statement, sql: string): KeptStatement {
  if (!statement.reader || sql.includes('*')) return statement;
  const names = statement.columns().map((column) => column.name);
  if (names.includes('__proto__')) return statement;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  // One literal per statement: every row of it gets the same shape, which V8 reads fastest.
  const toObject = new Function('row', `return { ${fields.join(', ')} };`) as (
    row: unknown[],
  ) => unknown;
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters)) yield toObject(row as unknown[]);
    },
  };
}

/**
 * The better-sqlite3 database as Kysely's SQLite dialect uses it, with each statement prepared
 * once per SQL text and kept (least recently used dropped first): the dialect prepares a query's
 * statement on every execution, which was the largest single cost of a card page's API request
 * (`bench/api`). A kept statement still running (an open `iterate`) is not handed out twice:
 * the caller gets a fresh one. Rows of readers are built as `withRowsBuiltHere` says.
 */
export function keepingStatements(sqlite: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, KeptStatement>();
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
      const statement = withRowsBuiltHere(sqlite.prepare(sql), sql);
      if (!known) {
        statements.set(sql, statement);
        if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
