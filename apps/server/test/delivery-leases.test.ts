import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardJobKey } from '../src/modules/cards/job-types.ts';
import { jobsRepo } from '../src/platform/jobs/repo.ts';
import {
  type CountingSink,
  eventually,
  seedDueCards,
  seedSender,
  startCountingSink,
} from './support/seed-cards.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { realClock, testWorker } from './support/worker.ts';

describe.each(TEST_DATABASES)('job leases and fencing on %s', (kind) => {
  let t: TestApp;
  let sender: { id: string; email: string };
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    sender = await seedSender(t.db.kysely);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await t?.close();
  });

  async function sink(options: { delayMs?: number } = {}): Promise<CountingSink> {
    const started = await startCountingSink(options);
    cleanups.push(() => started.close());
    return started;
  }

  const jobOf = (cardId: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('idempotency_key', '=', cardJobKey(cardId, 'deliver'))
      .executeTakeFirstOrThrow();
  const cardOf = (cardId: string) =>
    t.db.kysely.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();

  it('renews the lease of a batch that takes longer than it: two workers, a slow relay, no duplicates', async () => {
    const COUNT = 40;
    const relay = await sink({ delayMs: 300 });
    const recipient = (i: number) => `slow-${kind}-${i}@example.com`;
    // Due in the future at first, so one worker claims the whole batch before the other looks.
    const ids = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: COUNT,
      dueAt: new Date('2099-01-01T00:00:00Z'),
      recipient,
    });
    // A 1 s lease, while one worker's batch needs about 40 × 0.3 s ÷ 2 lanes = 6 s.
    const workers = [1, 2].map(() =>
      testWorker(t.db, relay.url, realClock, { leaseMs: 1000, concurrency: 2 }),
    );
    for (const each of workers) cleanups.push(() => each.close());
    await t.db.kysely
      .updateTable('jobs')
      .set({ due_at: new Date().toISOString() })
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => cardJobKey(id, 'deliver')),
      )
      .execute();
    for (const each of workers) each.worker.start();
    try {
      await relay.waitUntil(() => relay.firstReceivedAt.size >= COUNT, 60_000);
      await eventually(async () => {
        for (const id of ids) expect((await cardOf(id)).status).toBe('sent');
      }, 20_000);
    } finally {
      await Promise.all(workers.map((each) => each.worker.stop()));
    }
    const twice = ids.map((_, i) => recipient(i)).filter((to) => relay.countTo(to) !== 1);
    expect(twice).toEqual([]);
    expect(relay.total()).toBe(COUNT);
  });

  it('fences every update on the claim: a worker whose lease was taken over changes nothing', async () => {
    const [cardId] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: new Date(),
      recipient: () => `fenced-${kind}@example.com`,
    });
    const repo = jobsRepo(t.db.kysely);
    const start = new Date();
    const claim = (claimId: string, now: Date) =>
      repo.claim({ claimId, types: ['card.deliver'], now, leaseMs: 1000, limit: 10 });
    const [first] = await claim('slow-worker#1', start);
    expect(first).toBeDefined();
    // Its lease ran out: another worker takes the job over.
    const [second] = await claim('other-worker#1', new Date(start.getTime() + 1001));
    expect(second?.id).toBe(first?.id);
    const id = first?.id ?? '';

    const late = new Date(start.getTime() + 1500);
    const recorded = await repo.transaction((trx) =>
      repo.markFinished(trx, 'slow-worker#1', [{ id, status: 'done', result: 'late' }], late),
    );
    expect(recorded.size).toBe(0);
    expect(
      await repo.transaction((trx) => repo.markRetry(trx, 'slow-worker#1', id, 'late', late, late)),
    ).toBe(false);
    expect(
      await repo.transaction((trx) => repo.markFailed(trx, 'slow-worker#1', id, 'late', late)),
    ).toBe(false);
    expect(await repo.extendLease('slow-worker#1', [id], late)).toEqual(new Set());
    expect(await jobOf(cardId ?? '')).toMatchObject({
      status: 'running',
      locked_by: 'other-worker#1',
      result: null,
    });
    const byHolder = await repo.transaction((trx) =>
      repo.markFinished(trx, 'other-worker#1', [{ id, status: 'done', result: 'mine' }], late),
    );
    expect(byHolder).toEqual(new Set([id]));
    expect(await jobOf(cardId ?? '')).toMatchObject({ status: 'done', result: 'mine' });
  });

  it('delivers with a worker id longer than 64 characters (Kubernetes pod names)', async () => {
    const relay = await sink();
    const to = `long-id-${kind}@example.com`;
    const [cardId] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: new Date(),
      recipient: () => to,
    });
    const workerId = `greetly-worker-7d9c8b6f5d-x2k4p.greetly-production.svc.cluster.local:${'1'.repeat(40)}`;
    expect(workerId.length).toBeGreaterThan(100);
    const { worker, close } = testWorker(t.db, relay.url, realClock, { workerId });
    cleanups.push(close);
    expect(await worker.runOnce()).toBe(1);
    expect(relay.countTo(to)).toBe(1);
    expect(await cardOf(cardId ?? '')).toMatchObject({ status: 'sent' });
    expect((await jobOf(cardId ?? '')).locked_by).toMatch(new RegExp(`^${workerId}#\\d+$`));
  });
});
