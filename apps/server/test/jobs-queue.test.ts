import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, handleJob, PermanentJobError } from '../src/platform/jobs/definition.ts';
import { maintenanceJobHandlers } from '../src/platform/jobs/maintenance.ts';
import { enqueue, storedKey } from '../src/platform/jobs/queue.ts';
import { createJobWorker } from '../src/platform/jobs/worker.ts';
import { newId } from '../src/platform/lib/ids.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 24 * 3_600_000;

describe.each(TEST_DATABASES)('the job queue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  const jobsOfType = (type: string) =>
    t.db.kysely.selectFrom('jobs').selectAll().where('type', '=', type).execute();

  it('adds one job for a key however often it is enqueued, and fits keys of any length', async () => {
    const echo = defineJob('test.echo', z.object({ word: z.string() }));
    const long = `key-${'x'.repeat(500)}`;
    for (let i = 0; i < 3; i++) {
      await enqueue(t.db.kysely, { definition: echo, payload: { word: 'hi' }, key: 'same' });
      await enqueue(t.db.kysely, { definition: echo, payload: { word: 'hi' }, key: long });
    }
    const rows = await jobsOfType('test.echo');
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual([storedKey(long), 'same'].sort());
    expect(storedKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    await expect(
      enqueue(t.db.kysely, { definition: echo, payload: { word: 42 } as never }),
    ).rejects.toThrow();
  });

  it('enqueues inside the caller transaction: a rolled-back feature leaves no job', async () => {
    const echo = defineJob('test.rollback', z.object({}));
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await enqueue(trx, { definition: echo, payload: {} });
        throw new Error('the feature failed');
      }),
    ).rejects.toThrow('the feature failed');
    expect(await jobsOfType('test.rollback')).toEqual([]);
  });

  it('runs a delayed job at its time, retries a failure, and fails a permanent error at once', async () => {
    const clock = { now: new Date('2030-01-01T00:00:00Z') };
    const seen: string[] = [];
    const flaky = defineJob('test.flaky', z.object({ word: z.string() }), {
      retryDelaysMs: [1000],
    });
    const worker = createJobWorker({
      db: t.db.kysely,
      handlers: [
        handleJob({
          definition: flaky,
          async run(job) {
            seen.push(`${job.payload.word}#${job.attempts}`);
            if (job.payload.word === 'never') throw new PermanentJobError('cannot ever work');
            if (job.attempts === 1) throw new Error('try again');
            return { status: 'done', result: 'ok' };
          },
        }),
      ],
      log: silent,
      batchSize: 10,
      concurrency: 2,
      pollMs: 50,
      leaseMs: 30_000,
      now: () => clock.now,
    });
    await enqueue(
      t.db.kysely,
      { definition: flaky, payload: { word: 'later' }, dueAt: new Date('2030-01-01T01:00:00Z') },
      clock.now,
    );
    await enqueue(t.db.kysely, { definition: flaky, payload: { word: 'never' } }, clock.now);
    expect(await worker.runOnce()).toBe(1);
    expect(seen).toEqual(['never#1']);
    clock.now = new Date('2030-01-01T01:00:00Z');
    expect(await worker.runOnce()).toBe(1);
    clock.now = new Date('2030-01-01T01:00:01Z');
    expect(await worker.runOnce()).toBe(1);
    expect(seen).toEqual(['never#1', 'later#1', 'later#2']);
    const rows = await jobsOfType('test.flaky');
    const byWord = Object.fromEntries(rows.map((row) => [JSON.parse(row.payload).word, row]));
    expect(byWord.never).toMatchObject({ status: 'failed', last_error: 'cannot ever work' });
    expect(byWord.later).toMatchObject({ status: 'done', result: 'ok', attempts: 2 });
  });

  it('records jobs that finish a moment apart together, each with its own result', async () => {
    const clock = { now: new Date('2031-01-01T00:00:00Z') };
    const staggered = defineJob('test.staggered', z.object({ index: z.number() }));
    const groups: number[] = [];
    const worker = createJobWorker({
      db: t.db.kysely,
      handlers: [
        handleJob({
          definition: staggered,
          async run(job) {
            // Finishing 1 ms apart, as mails leaving a busy pool do.
            await new Promise((resolve) => setTimeout(resolve, job.payload.index));
            return { status: 'done', result: `sent-${job.payload.index}` };
          },
          async onFinished(_trx, finished) {
            groups.push(finished.length);
          },
        }),
      ],
      log: silent,
      batchSize: 8,
      concurrency: 8,
      pollMs: 50,
      leaseMs: 30_000,
      now: () => clock.now,
    });
    for (let index = 0; index < 8; index++) {
      await enqueue(t.db.kysely, { definition: staggered, payload: { index } }, clock.now);
    }
    expect(await worker.runOnce()).toBe(8);
    // One transaction per finished job made the database work cost as much as the mail itself
    // (bench/delivery); the recorder waits for half the lanes or a few milliseconds.
    expect(groups.reduce((sum, size) => sum + size, 0)).toBe(8);
    expect(groups.length).toBeLessThanOrEqual(3);
    const rows = await jobsOfType('test.staggered');
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'done',
        result: `sent-${JSON.parse(row.payload).index}`,
      });
    }
  });

  it('deletes finished jobs a month after they ended, and keeps failed ones and recent ones', async () => {
    const now = new Date();
    const row = (status: 'done' | 'cancelled' | 'failed', endedDaysAgo: number) => {
      const at = new Date(now.getTime() - endedDaysAgo * DAY).toISOString();
      return {
        id: newId(),
        type: 'test.old',
        payload: '{}',
        status,
        due_at: at,
        attempts: 1,
        max_attempts: 6,
        lease_until: null,
        locked_by: null,
        last_error: null,
        idempotency_key: null,
        result: null,
        created_at: at,
        updated_at: at,
        finished_at: at,
      };
    };
    const oldDone = row('done', 31);
    const oldCancelled = row('cancelled', 40);
    const oldFailed = row('failed', 40);
    const recentDone = row('done', 2);
    await t.db.kysely
      .insertInto('jobs')
      .values([oldDone, oldCancelled, oldFailed, recentDone])
      .execute();
    const [sweep] = maintenanceJobHandlers(t.db.kysely, () => now);
    await sweep?.run(
      {
        id: 'x',
        type: 'jobs.sweep',
        payload: {},
        attempts: 1,
        maxAttempts: 6,
        idempotencyKey: null,
        dueAt: '',
      },
      undefined,
    );
    const left = (await jobsOfType('test.old')).map((each) => each.id).sort();
    expect(left).toEqual([oldFailed.id, recentDone.id].sort());
  });
});
