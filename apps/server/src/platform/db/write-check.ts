import { nowIso } from '../lib/ids.ts';
import { withTimeout } from '../lib/timeout.ts';
import type { Db, DbLogger } from './connect.ts';

/** The one-row table of migration 0004; only this file touches it, so it stays out of schema.ts. */
/**
 * How long a passed check is believed. A check commits a row (an fsync on SQLite): one per health
 * request would cut health's throughput several-fold, and load balancers poll every few seconds.
 */
const PASSED_CHECK_TTL_MS = 1_000;
/** A check still running by then fails the request, so health answers within a second even while the pool hangs. */
const CHECK_DEADLINE_MS = 800;

export interface WriteCheck {
  /** Why the database cannot take a write now, or undefined when it committed one within the last second. */
  problem: () => Promise<string | undefined>;
}

/**
 * Proves the database can write by upserting the row of health_checks: a committed write, not a
 * rolled-back one, because on SQLite only a commit reaches the file (a read-only file, a full
 * disk), and PostgreSQL refuses it on a read-only replica or with default_transaction_read_only.
 * Callers arriving while a check runs share it; at most one check runs at a time.
 */
export function databaseWriteCheck(db: Db, log: DbLogger): WriteCheck {
  const withHealthTable = db.kysely;
  let passedUntil = 0;
  let running: Promise<void> | undefined;
  let lastProblem: string | undefined;

  async function check(): Promise<void> {
    const startedAt = Date.now();
    const checkedAt = nowIso();
    await withHealthTable
      .insertInto('health_checks')
      .values({ id: 1, checked_at: checkedAt })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
      .execute();
    passedUntil = startedAt + PASSED_CHECK_TTL_MS;
  }

  // Logged when the answer changes, not on every health request.
  function report(problem: string | undefined): void {
    if (problem && !lastProblem) log.error({ problem }, `database write check fails: ${problem}`);
    if (!problem && lastProblem) log.info('database write check passes again');
    lastProblem = problem;
  }

  async function findProblem(): Promise<string | undefined> {
    const unusable = await db.unusableReason();
    if (unusable) return unusable;
    if (Date.now() < passedUntil) return undefined;
    running ??= check().finally(() => {
      running = undefined;
    });
    try {
      await withTimeout(running, CHECK_DEADLINE_MS, `no answer within ${CHECK_DEADLINE_MS} ms`);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  return {
    async problem() {
      const problem = await findProblem();
      report(problem);
      return problem;
    },
  };
}
