import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import {
  type CountingSink,
  eventually,
  seedDueCards,
  seedSender,
  startCountingSink,
} from './support/seed-cards.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabaseKind } from './support/test-app.ts';

/**
 * The standalone worker (`npm run worker`) as real processes: several at once on one queue, and
 * one killed with SIGKILL in the middle of a batch.
 */

const serverDir = join(import.meta.dirname, '..');
const TIMEOUT = 180_000;

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  // Whatever happened, no worker outlives the tests.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PUBLIC_URL: 'http://cards.test',
      // 'info' only adds the "job worker started" line, which tells us it is polling.
      LOG_LEVEL: 'info',
      WORKER_POLL_MS: '50',
      ...env,
    },
  });
  children.add(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Waits until the process has connected, migrated and started polling. */
async function started(worker: WorkerProcess): Promise<void> {
  await eventually(async () => {
    if (worker.child.exitCode !== null) throw new Error(`worker exited early:\n${worker.output()}`);
    expect(worker.output()).toContain('job worker started');
  }, 60_000);
}

/** SIGTERM lets the sends in flight finish; the process must then exit cleanly. */
async function stopGracefully(worker: WorkerProcess): Promise<void> {
  if (worker.child.exitCode !== null) return;
  worker.child.kill('SIGTERM');
  expect(await worker.exited, worker.output()).toBe(0);
}

/** A fresh, migrated database the worker processes can reach through their environment. */
async function workerDatabase(
  kind: TestDatabaseKind,
): Promise<{ db: Db; env: Record<string, string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-workers-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'sqlite') {
    // loadConfig puts the SQLite database at DATA_DIR/app.db: create it exactly there.
    const db = connectDatabase({ kind: 'sqlite', file: join(dataDir, 'app.db') });
    cleanups.push(() => db.close());
    await migrateToLatest(db.kysely);
    return { db, env: { DATA_DIR: dataDir } };
  }
  const database = await createTestDatabase('postgres');
  cleanups.push(() => database.drop());
  if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const db = connectDatabase(database.config);
  cleanups.push(() => db.close());
  await migrateToLatest(db.kysely);
  return { db, env: { DATA_DIR: dataDir, DATABASE_URL: database.config.url } };
}

async function sinkFor(options: { delayMs?: number } = {}): Promise<CountingSink> {
  const sink = await startCountingSink(options);
  cleanups.push(() => sink.close());
  return sink;
}

async function cardStatuses(db: Db): Promise<Record<string, number>> {
  const rows = await db.kysely
    .selectFrom('cards')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

const recipientOf = (run: string) => (index: number) => `card-${run}-${index}@example.com`;

if (process.env.TEST_DATABASE_URL) {
  describe('two worker processes on one PostgreSQL queue', () => {
    it(
      'deliver 1,000 due cards exactly once between them',
      async () => {
        const COUNT = 1_000;
        const { db, env } = await workerDatabase('postgres');
        const sink = await sinkFor();
        const sender = await seedSender(db.kysely);
        const recipient = recipientOf('pair');
        // Seeded for later, then made due once both workers poll, so both take part.
        const ids = await seedDueCards(db.kysely, {
          userId: sender.id,
          count: COUNT,
          dueAt: new Date('2099-01-01T00:00:00Z'),
          recipient,
        });
        const workers = [1, 2].map(() => startWorkerProcess({ ...env, SMTP_URL: sink.url }));
        await Promise.all(workers.map(started));
        const now = new Date().toISOString();
        await db.kysely.updateTable('jobs').set({ due_at: now }).execute();
        await db.kysely.updateTable('cards').set({ send_at: now }).execute();

        await sink.waitUntil(() => sink.total() >= COUNT, 150_000);
        await eventually(async () => {
          expect(await cardStatuses(db)).toEqual({ sent: COUNT });
        }, 30_000);
        // Nothing can still be on its way once both have stopped.
        await Promise.all(workers.map(stopGracefully));

        const wrong = ids
          .map((_, index) => recipient(index))
          .filter((to) => sink.countTo(to) !== 1);
        expect(wrong).toEqual([]);
        expect(sink.total()).toBe(COUNT);
        // locked_by is '<worker id>#<claim round>': both workers took part. Only the deliveries:
        // a `card.delivered` reaction queued by the last group may be unclaimed when they stop.
        const claims = await db.kysely
          .selectFrom('jobs')
          .select('locked_by')
          .where('type', '=', 'card.deliver')
          .execute();
        const workerIds = new Set(claims.map((row) => row.locked_by?.split('#')[0]));
        expect(workerIds.size).toBe(2);
      },
      TIMEOUT,
    );
  });
}

describe.each(TEST_DATABASES)('a worker process killed mid-batch on %s', (kind) => {
  it(
    'leaves no card behind: the next worker takes over its leases',
    async () => {
      const COUNT = 300;
      const { db, env } = await workerDatabase(kind);
      // A slow relay keeps messages in flight when the kill comes.
      const sink = await sinkFor({ delayMs: 20 });
      const sender = await seedSender(db.kysely);
      const recipient = recipientOf(kind);
      await seedDueCards(db.kysely, {
        userId: sender.id,
        count: COUNT,
        dueAt: new Date(),
        recipient,
      });
      // Four lanes: at most four messages can be on their way, unrecorded, when the kill comes.
      const lanes = 4;
      const workerEnv = {
        ...env,
        SMTP_URL: sink.url,
        WORKER_LEASE_MS: '2000',
        WORKER_CONCURRENCY: String(lanes),
      };

      const first = startWorkerProcess(workerEnv);
      await sink.waitUntil(() => sink.total() >= 30, 90_000);
      first.child.kill('SIGKILL');
      await first.exited;
      const atKill = sink.total();
      expect(atKill).toBeLessThan(COUNT);
      const leftBehind = await db.kysely
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow();
      expect(Number(leftBehind.count)).toBeGreaterThan(0);

      const second = startWorkerProcess(workerEnv);
      await sink.waitUntil(
        () =>
          Array.from({ length: COUNT }, (_, i) => recipient(i)).every(
            (to) => sink.countTo(to) >= 1,
          ),
        120_000,
      );
      await eventually(async () => {
        expect(await cardStatuses(db)).toEqual({ sent: COUNT });
      }, 30_000);
      await stopGracefully(second);

      const missing = Array.from({ length: COUNT }, (_, i) => recipient(i)).filter(
        (to) => sink.countTo(to) === 0,
      );
      expect(missing).toEqual([]);
      const duplicates = sink.total() - COUNT;
      // Each send is recorded before its lane takes the next card: only the messages in flight
      // at the instant of the kill can go out twice.
      expect(duplicates).toBeLessThanOrEqual(lanes);
      console.log(
        `[${kind}] SIGKILL after ${atKill}/${COUNT} messages, ${Number(leftBehind.count)} leases left behind; ` +
          `${duplicates} duplicate(s) (in flight at the kill, at most ${lanes}), 0 missing`,
      );
    },
    TIMEOUT,
  );
});
