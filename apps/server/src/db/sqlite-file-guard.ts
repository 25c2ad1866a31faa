import { type Stats, statSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import type { DbLogger } from './connect.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/** How often the file is looked for between writes, so a loss is logged (and health fails) while idle too. */
const CHECK_EVERY_MS = 1_000;

export interface SqliteFileGuard {
  /** Refuses every query once the file is lost, and looks for the file before each write. */
  plugin: KyselyPlugin;
  /** Looks for the file now; why it counts as lost, or undefined while it is the one opened. */
  lostReason: () => string | undefined;
  stop: () => void;
}

function isSameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev;
}

/**
 * Watches that `file` is still the SQLite file this process opened. Deleting it, or its directory,
 * does not stop SQLite: it keeps committing into the unlinked inode, so writes "succeed" and are
 * gone at the next start. Once the file is missing or replaced, the loss is logged at error level
 * and every query is refused (503) until a restart opens the file that is there now.
 */
export function sqliteFileGuard(file: string, log: DbLogger): SqliteFileGuard {
  const opened = statSync(file);
  let lostReason: string | undefined;

  function check(): void {
    if (lostReason) return;
    let current: Stats | undefined;
    let failure = 'was deleted';
    try {
      current = statSync(file, { throwIfNoEntry: false });
    } catch (error) {
      failure = `cannot be looked up (${(error as NodeJS.ErrnoException).code})`;
    }
    if (current && isSameFile(current, opened)) return;
    if (current) failure = 'was replaced by another file';
    lostReason = `the SQLite database file ${file} ${failure} while the server had it open`;
    clearInterval(timer);
    log.error(
      { file },
      `${lostReason}: refusing every database query until a restart (writes would be lost)`,
    );
  }

  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    plugin: {
      transformQuery({ node }) {
        // Only a write can be lost; one stat costs microseconds beside the write's fsync.
        if (node.kind !== 'SelectQueryNode') check();
        if (lostReason) throw new DatabaseUnavailableError(lostReason);
        return node;
      },
      // A query compiled once (db/compiled-once.ts) runs without transformQuery: its result is
      // refused here instead.
      transformResult: async ({ result }) => {
        if (lostReason) throw new DatabaseUnavailableError(lostReason);
        return result;
      },
    },
    lostReason: () => {
      check();
      return lostReason;
    },
    stop: () => clearInterval(timer),
  };
}
