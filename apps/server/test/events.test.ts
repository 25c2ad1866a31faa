import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventBus, defineEvent, subscribe } from '../src/platform/events.ts';
import { storedKey } from '../src/platform/jobs/queue.ts';
import { newId } from '../src/platform/lib/ids.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/** The events between modules (platform/events.ts), on both databases. */

const somethingHappened = defineEvent('test.happened', z.object({ name: z.string() }));

describe.each(TEST_DATABASES)('events between modules, on %s', (kind) => {
  let t: TestApp;
  const seen: string[] = [];
  const bus = createEventBus([
    subscribe({
      event: somethingHappened,
      subscriber: 'test.in-transaction',
      mode: 'transaction',
      async handle({ db, now }, { name }) {
        seen.push(name);
        // A write of the subscriber's own, in the emitter's transaction.
        await db
          .insertInto('newsletter_subscriptions')
          .values({ id: newId(), email: `${name}@example.com`, created_at: now.toISOString() })
          .execute();
      },
    }),
    subscribe({
      event: somethingHappened,
      subscriber: 'test.later',
      mode: 'job',
      async handle({ db, now }, { name }) {
        await db
          .insertInto('newsletter_subscriptions')
          .values({
            id: newId(),
            email: `later.${name}@example.com`,
            created_at: now.toISOString(),
          })
          .execute();
      },
    }),
  ]);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  const subscribed = async (email: string) =>
    (
      await t.db.kysely
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('email', '=', email)
        .execute()
    ).length;
  const jobOf = (key: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('idempotency_key', '=', storedKey(key))
      .executeTakeFirst();

  it('runs transaction subscribers in the emitter’s transaction and queues a job per job subscriber', async () => {
    const now = new Date();
    await t.db.kysely
      .transaction()
      .execute((trx) =>
        bus.emit(trx, { event: somethingHappened, payload: { name: 'ada' }, key: 'k1' }, now),
      );
    expect(seen).toContain('ada');
    expect(await subscribed('ada@example.com')).toBe(1);
    const job = await jobOf('test.happened:k1>test.later');
    expect(job).toMatchObject({ type: 'test.happened>test.later', status: 'pending' });
    expect(JSON.parse(job?.payload ?? '{}')).toEqual({ name: 'ada' });

    // The job subscriber runs as a job handler: the only one, the other runs in transactions.
    const handlers = bus.jobHandlers({ db: t.db.kysely });
    expect(handlers.map((each) => each.definition.type)).toEqual(['test.happened>test.later']);
    const [handler] = handlers;
    await handler?.run(
      {
        id: job?.id ?? '',
        type: job?.type ?? '',
        payload: { name: 'ada' },
        attempts: 1,
        maxAttempts: 6,
        idempotencyKey: job?.idempotency_key ?? null,
        dueAt: job?.due_at ?? '',
      },
      undefined,
    );
    expect(await subscribed('later.ada@example.com')).toBe(1);
  });

  it('writes nothing of either kind when the emitter’s transaction rolls back', async () => {
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await bus.emit(
          trx,
          { event: somethingHappened, payload: { name: 'bola' }, key: 'k2' },
          new Date(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await subscribed('bola@example.com')).toBe(0);
    expect(await jobOf('test.happened:k2>test.later')).toBeUndefined();
  });

  it('queues one job for an emission made twice with one key', async () => {
    for (let i = 0; i < 2; i++) {
      await t.db.kysely
        .transaction()
        .execute((trx) =>
          bus.emit(
            trx,
            { event: somethingHappened, payload: { name: `chi${i}` }, key: 'k3' },
            new Date(),
          ),
        );
    }
    const jobs = await t.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('idempotency_key', '=', storedKey('test.happened:k3>test.later'))
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('refuses a payload its event does not take, and to build writes for a transaction subscriber', async () => {
    await expect(
      bus.emit(
        t.db.kysely,
        // biome-ignore lint/suspicious/noExplicitAny: a payload of the wrong shape on purpose.
        { event: somethingHappened, payload: { name: 7 } as any, key: 'k4' },
        new Date(),
      ),
    ).rejects.toThrow();
    expect(() =>
      bus.emitWrites(
        t.db.kysely,
        { event: somethingHappened, payload: { name: 'dayo' }, key: 'k5' },
        new Date(),
      ),
    ).toThrow(/transaction subscriber/);
  });
});
