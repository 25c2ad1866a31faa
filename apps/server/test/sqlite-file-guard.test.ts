import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SqliteFileGuard, sqliteFileGuard } from '../src/platform/db/sqlite-file-guard.ts';
import { DatabaseUnavailableError } from '../src/platform/db/unavailable.ts';

// The guard's look-ups, counted: the health check must not pay for one while nothing changed.
vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>();
  return { ...original, statSync: vi.fn(original.statSync) };
});
const statSync = vi.mocked(fs.statSync);

describe('the SQLite file guard', () => {
  let root: string;
  let file: string;
  let guard: SqliteFileGuard | undefined;
  /** Held open as SQLite holds its file: its inode cannot be reused by a new file. */
  let descriptor: number;
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'greetly-guard-'));
    mkdirSync(join(root, 'srv', 'data'), { recursive: true });
    file = join(root, 'srv', 'data', 'app.db');
    writeFileSync(file, 'SQLite format 3');
    descriptor = openSync(file, 'r');
    log.error.mockClear();
  });
  afterEach(() => {
    guard?.stop();
    closeSync(descriptor);
    rmSync(root, { recursive: true, force: true });
  });

  const watched = () => {
    guard = sqliteFileGuard(file, log);
    // Linux on a local file system, as in CI: the file's path is watched.
    expect(guard.isWatching()).toBe(process.platform === 'linux');
    return guard;
  };

  it('answers without looking the file up while nothing on its path changed', async () => {
    const guard = watched();
    statSync.mockClear();
    for (let i = 0; i < 50; i++) expect(await guard.lostReason()).toBeUndefined();
    if (guard.isWatching()) expect(statSync).not.toHaveBeenCalled();
    // A change beside it (SQLite's own -wal file) makes it look once, and the file is still there.
    writeFileSync(`${file}-wal`, 'frames');
    expect(await guard.lostReason()).toBeUndefined();
    expect(await guard.lostReason()).toBeUndefined();
    if (guard.isWatching()) expect(statSync).toHaveBeenCalledTimes(1);
  });

  it('looks the file up on every call when told not to watch', async () => {
    guard = sqliteFileGuard(file, log, { watch: false });
    expect(guard.isWatching()).toBe(false);
    statSync.mockClear();
    for (let i = 0; i < 3; i++) expect(await guard.lostReason()).toBeUndefined();
    expect(statSync).toHaveBeenCalledTimes(3);
    rmSync(file);
    expect(await guard.lostReason()).toMatch(/app\.db was deleted while the server had it open/);
  });

  it('fails the very next call after the file is deleted in this process', async () => {
    const guard = watched();
    expect(await guard.lostReason()).toBeUndefined();
    rmSync(file);
    expect(await guard.lostReason()).toMatch(/app\.db was deleted while the server had it open/);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('fails the very next call after another process deleted the data directory', async () => {
    const guard = watched();
    expect(await guard.lostReason()).toBeUndefined();
    // Synchronous: the event loop does not run between the deletion and the call.
    expect(spawnSync('rm', ['-rf', join(root, 'srv', 'data')]).status).toBe(0);
    expect(await guard.lostReason()).toMatch(/was deleted/);
  });

  it('fails the very next call after the file is replaced by another', async () => {
    const guard = watched();
    writeFileSync(join(root, 'other.db'), 'SQLite format 3');
    renameSync(join(root, 'other.db'), file);
    expect(await guard.lostReason()).toMatch(/was replaced by another file/);
  });

  it('fails the very next call after a directory above the file is renamed', async () => {
    const guard = watched();
    expect(await guard.lostReason()).toBeUndefined();
    renameSync(join(root, 'srv'), join(root, 'moved'));
    expect(await guard.lostReason()).toMatch(/was deleted/);
  });

  it('stays lost, and refuses queries, once the file is back', async () => {
    const guard = watched();
    rmSync(file);
    writeFileSync(file, 'SQLite format 3');
    const reason = await guard.lostReason();
    expect(reason).toMatch(/was (deleted|replaced by another file)/);
    expect(await guard.lostReason()).toBe(reason);
    expect(() =>
      guard.plugin.transformQuery({
        queryId: { queryId: 'q' },
        node: { kind: 'SelectQueryNode' } as never,
      }),
    ).toThrow(DatabaseUnavailableError);
  });
});
