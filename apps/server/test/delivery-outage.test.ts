import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardJobKey } from '../src/modules/cards/job-types.ts';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { type DatabaseProxy, startDatabaseProxy, throughProxy } from './support/db-proxy.ts';
import {
  type CountingSink,
  eventually,
  seedDueCards,
  seedSender,
  startCountingSink,
} from './support/seed-cards.ts';
import { holdSqliteWriteLock } from './support/sqlite-lock.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { realClock, testWorker } from './support/worker.ts';

/**
 * The database goes away while a worker is sending a batch of cards, for longer than one attempt
 * to record an outcome, and comes back before the batch's lease runs out: every recipient gets
 * exactly one mail. (Before: outcomes that could not be recorded were dropped, the worker went on
 * sending, and the whole batch went out again when its lease ran out.)
 */

const COUNT = 70;
/** Longer than the outage and the attempts after it, so only a lost record could resend a card. */
const LEASE_MS = 20_000;
/** On PostgreSQL a refused connection fails at once; on SQLite a write waits busy_timeout (5 s). */
const OUTAGE_MS = 6_000;

describe.each(TEST_DATABASES)('a database outage while a worker sends a batch, on %s', (kind) => {
  let t: TestApp;
  let proxy: DatabaseProxy | undefined;
  let workerDb: Db;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    if (t.config.database.kind === 'postgres') {
      proxy = await startDatabaseProxy(t.config.database.url);
      const url = throughProxy(t.config.database.url, proxy);
      workerDb = connectDatabase({ kind: 'postgres', url }, { error() {}, warn() {}, info() {} });
      cleanups.push(() => workerDb.close());
    } else {
      workerDb = t.db;
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await proxy?.close();
    await t?.close();
  });

  /** Takes the database away from the worker: a cut connection, or another process's write lock. */
  async function takeDatabaseAway(): Promise<{ bringBack: () => Promise<void> }> {
    if (proxy) {
      const cut = proxy;
      cut.cut();
      return { bringBack: async () => cut.restore() };
    }
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const lock = await holdSqliteWriteLock(t.config.database.file);
    return { bringBack: lock.release };
  }

  async function dueBatch(recipient: (i: number) => string): Promise<string[]> {
    const sender = await seedSender(t.db.kysely);
    // Due in the future at first, so the worker claims the whole batch in its first round.
    const ids = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: COUNT,
      dueAt: new Date('2099-01-01T00:00:00Z'),
      recipient,
    });
    await t.db.kysely
      .updateTable('jobs')
      .set({ due_at: new Date().toISOString() })
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => cardJobKey(id, 'deliver')),
      )
      .execute();
    return ids;
  }

  async function allRecorded(ids: string[]): Promise<void> {
    const rows = await t.db.kysely
      .selectFrom('jobs')
      .select(['status'])
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => cardJobKey(id, 'deliver')),
      )
      .execute();
    expect(rows.filter((row) => row.status !== 'done')).toEqual([]);
  }

  it('sends every card of the batch exactly once', { timeout: 120_000 }, async () => {
    const relay: CountingSink = await startCountingSink({ delayMs: 100 });
    cleanups.push(() => relay.close());
    const recipient = (i: number) => `outage-${kind}-${i}@example.com`;
    const ids = await dueBatch(recipient);
    const { worker, close } = testWorker(workerDb, relay.url, realClock, {
      leaseMs: LEASE_MS,
      concurrency: 4,
      batchSize: 200,
    });
    cleanups.push(close);
    worker.start();
    try {
      await relay.waitUntil(() => relay.total() >= 8, 30_000);
      const outage = await takeDatabaseAway();
      await sleep(OUTAGE_MS);
      await outage.bringBack();
      await eventually(() => allRecorded(ids), 90_000);
      // Anything sent a second time would have been sent by now: every job is recorded.
      await sleep(500);
    } finally {
      await worker.stop();
    }
    const notOnce = ids.map((_, i) => recipient(i)).filter((to) => relay.countTo(to) !== 1);
    expect(notOnce).toEqual([]);
    expect(relay.total()).toBe(COUNT);
    const cards = await t.db.kysely
      .selectFrom('cards')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(cards.filter((card) => card.status !== 'sent')).toEqual([]);
  });

  // A black hole needs the proxy: PostgreSQL only (no test at all on SQLite, rather than a skipped one).
  it.each(kind === 'postgres' ? [kind] : [])(
    'a worker told to stop during a black hole records what it sent once the database answers, and hands back the rest (%s)',
    { timeout: 120_000 },
    async () => {
      const relay = await startCountingSink({ delayMs: 100 });
      cleanups.push(() => relay.close());
      const recipient = (i: number) => `hole-${kind}-${i}@example.com`;
      const ids = await dueBatch(recipient);
      const first = testWorker(workerDb, relay.url, realClock, {
        leaseMs: 30_000,
        concurrency: 4,
        batchSize: 200,
      });
      cleanups.push(first.close);
      first.worker.start();
      await relay.waitUntil(() => relay.total() >= 8, 30_000);
      proxy?.partition();
      const stopped = first.worker.stop();
      // Longer than pg's query timeout (12 s): the record in flight fails and must be tried again.
      await sleep(14_000);
      proxy?.heal();
      await stopped;
      const sentBeforeStop = relay.total();
      expect(sentBeforeStop).toBeLessThan(COUNT);
      // What the first worker sent is recorded; what it never started is pending again.
      const jobs = await t.db.kysely
        .selectFrom('jobs')
        .select(['status'])
        .where(
          'idempotency_key',
          'in',
          ids.map((id) => cardJobKey(id, 'deliver')),
        )
        .execute();
      expect(jobs.filter((job) => job.status === 'done')).toHaveLength(sentBeforeStop);
      expect(jobs.filter((job) => job.status === 'pending')).toHaveLength(COUNT - sentBeforeStop);

      const second = testWorker(workerDb, relay.url, realClock, { batchSize: 200 });
      cleanups.push(second.close);
      second.worker.start();
      try {
        await eventually(() => allRecorded(ids), 60_000);
      } finally {
        await second.worker.stop();
      }
      const notOnce = ids.map((_, i) => recipient(i)).filter((to) => relay.countTo(to) !== 1);
      expect(notOnce).toEqual([]);
    },
  );
});
