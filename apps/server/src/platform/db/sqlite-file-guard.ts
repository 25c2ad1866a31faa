import { type FSWatcher, realpathSync, type Stats, statfsSync, statSync, watch } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import type { DbLogger } from './connect.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/** How often the file is looked for between writes, so a loss is logged (and health fails) while idle too. */
const CHECK_EVERY_MS = 1_000;

export interface SqliteFileGuard {
  /** Refuses every query once the file is lost, and looks for the file before each write. */
  plugin: KyselyPlugin;
  /**
   * Why the file counts as lost, or undefined while it is the one opened, as of this call: a
   * change made before it is seen. Without a system call while the file's path is watched and
   * nothing on it changed (see `sqliteFileGuard`); with a `stat` of the file otherwise.
   */
  lostReason: () => Promise<string | undefined>;
  /** Whether changes are seen through file-system events (false: a `stat` on every call). */
  isWatching: () => boolean;
  stop: () => void;
}

function isSameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev;
}

/**
 * Linux file systems whose inotify events report every change, whoever makes it (statfs magic
 * numbers): ext2/3/4, XFS, Btrfs, tmpfs, ramfs, overlayfs (Docker's root), ZFS, F2FS, bcachefs.
 * On network and FUSE file systems a change made elsewhere raises no event here, so the file is
 * looked up on every call instead.
 */
const WATCHABLE_FILE_SYSTEMS = new Set([
  0xef53, 0x58465342, 0x9123683e, 0x01021994, 0x858458f6, 0x794c7630, 0x2fc12fc1, 0xf2f52010,
  0xca451a4e,
]);

/** The file and every directory above it, as given and with symbolic links resolved. */
function pathChain(file: string): string[] {
  const chain = new Set<string>();
  for (const start of [resolve(file), realpathSync(file)]) {
    chain.add(start);
    for (let dir = dirname(start); ; dir = dirname(dir)) {
      chain.add(dir);
      if (dirname(dir) === dir) break;
    }
  }
  return [...chain];
}

let nextPoll: Promise<void> | undefined;

/**
 * Resolves once the event loop has polled for I/O after this call, so every file-system event
 * the kernel had queued by then has been handled: inotify queues an event within the unlink or
 * rename itself, before the call that made it returns. The first immediate runs after this call;
 * the loop polls (without waiting: an immediate is pending) before it runs the second. Calls made
 * before the first immediate ran share it.
 */
function afterQueuedEvents(): Promise<void> {
  nextPoll ??= new Promise((done) => {
    setImmediate(() => {
      nextPoll = undefined;
      setImmediate(done);
    });
  });
  return nextPoll;
}

/**
 * Watches, with inotify, the file and every directory on its path: any change to one of them
 * (an unlink, a rename, a write, a permission change) raises an event. Undefined where events
 * cannot be trusted to report every change (not Linux, a file system not in the list above) or a
 * watch cannot be set (e.g. the watch limit reached).
 */
function watchPath(file: string, onChange: () => void): FSWatcher[] | undefined {
  if (process.platform !== 'linux') return undefined;
  const watchers: FSWatcher[] = [];
  try {
    const chain = pathChain(file);
    if (!chain.every((path) => WATCHABLE_FILE_SYSTEMS.has(statfsSync(path).type))) return undefined;
    for (const path of chain) {
      const watcher = watch(path, { persistent: false }, onChange);
      watchers.push(watcher);
    }
    return watchers;
  } catch {
    for (const watcher of watchers) watcher.close();
    return undefined;
  }
}

/**
 * Watches that `file` is still the SQLite file this process opened. Deleting it, or its directory,
 * does not stop SQLite: it keeps committing into the unlinked inode, so writes "succeed" and are
 * gone at the next start. Once the file is missing or replaced, the loss is logged at error level
 * and every query is refused (503) until a restart opens the file that is there now.
 *
 * The file is looked up (`stat`) before every write, every second, and whenever a file-system
 * event on its path may have changed it. `lostReason` (the health check) looks it up only after
 * such an event: each of its calls first lets the event loop handle the events already queued,
 * so a deletion made before the call fails it, as a `stat` on every call did, for a fraction of
 * its cost (a system call was about a fifth of the health check's CPU, bench/api; decision 0026).
 */
export function sqliteFileGuard(
  file: string,
  log: DbLogger,
  options: { watch?: boolean; onLost?: () => void } = {},
): SqliteFileGuard {
  const opened = statSync(file);
  let lostReason: string | undefined;
  /** An event came since the last look: the file must be looked up before it is believed. */
  let isSuspect = false;

  function check(): void {
    if (lostReason) return;
    isSuspect = false;
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
    stop();
    options.onLost?.();
    log.error(
      { file },
      `${lostReason}: refusing every database query until a restart (writes would be lost)`,
    );
  }

  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  let watchers =
    options.watch === false
      ? undefined
      : watchPath(file, () => {
          isSuspect = true;
        });
  for (const watcher of watchers ?? []) {
    // A watch that fails can no longer be trusted: back to a lookup on every call.
    watcher.on('error', () => {
      closeWatchers();
      check();
    });
  }

  function closeWatchers(): void {
    for (const watcher of watchers ?? []) watcher.close();
    watchers = undefined;
  }

  function stop(): void {
    clearInterval(timer);
    closeWatchers();
  }

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
    lostReason: async () => {
      if (lostReason) return lostReason;
      if (watchers) await afterQueuedEvents();
      if (!watchers || isSuspect) check();
      return lostReason;
    },
    isWatching: () => watchers !== undefined,
    stop,
  };
}
