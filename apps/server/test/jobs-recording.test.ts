import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardJobKey } from '../src/modules/cards/job-types.ts';
import { cardJobHandlers } from '../src/modules/cards/jobs.ts';
import type { ClaimedJob, FinishedJob, JobOutcome } from '../src/platform/jobs/definition.ts';
import { jobsRepo } from '../src/platform/jobs/repo.ts';
import { events } from '../src/services.ts';
import { seedDueCards, seedSender } from './support/seed-cards.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * The queue's claim and its record of finished jobs, below the worker: on PostgreSQL the claim
 * reads the partial indexes of migration 0010 and a group's record is one statement (the jobs'
 * UPDATE with the cards' UPDATEs as data-modifying CTEs); on SQLite a transaction. Both must
 * record the same thing, fenced on the claim.
 */
describe.each(TEST_DATABASES)('claiming and recording jobs on %s', (kind) => {
  let t: TestApp;
  let sender: { id: string; email: string };
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    sender = await seedSender(t.db.kysely);
  });
  afterAll(() => t?.close());

  const TYPES = ['card.deliver'];
  const jobOf = (cardId: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('idempotency_key', '=', cardJobKey(cardId, 'deliver'))
      .executeTakeFirstOrThrow();
  const cardOf = (cardId: string) =>
    t.db.kysely.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
  /** Leaves nothing claimable behind for the next test. */
  const settle = () =>
    t.db.kysely
      .updateTable('jobs')
      .set({ status: 'done', lease_until: null })
      .where('status', 'in', ['pending', 'running'])
      .execute();

  it('claims expired leases and due jobs up to its limit, the earliest due first, never future ones', async () => {
    const base = new Date('2032-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(base.getTime() + seconds * 1000);
    const recipient = (i: number) => `claim-${kind}-${i}@example.com`;
    const due = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 4,
      dueAt: at(0),
      recipient,
    });
    // Different due times, seeded out of order.
    for (const [index, seconds] of [3, 1, 2, 0].entries()) {
      await t.db.kysely
        .updateTable('jobs')
        .set({ due_at: at(seconds).toISOString() })
        .where('idempotency_key', '=', cardJobKey(due[index] ?? '', 'deliver'))
        .execute();
    }
    const [later] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: at(3600),
      recipient: () => `claim-${kind}-later@example.com`,
    });
    const repo = jobsRepo(t.db.kysely);
    const claim = (claimId: string, now: Date, limit: number) =>
      repo.claim({ claimId, types: TYPES, now, leaseMs: 10_000, limit });

    const first = await claim('crashed#1', at(10), 1);
    expect(first.map((row) => row.payload)).toEqual([JSON.stringify({ cardId: due[3] })]);
    // Its worker died: 10 s later its lease has run out, and the job comes back with the others.
    const second = await claim('worker#1', at(21), 3);
    expect(second).toHaveLength(3);
    const cardIds = second.map((row) => JSON.parse(row.payload).cardId);
    expect(cardIds).toContain(due[3]);
    // The rest of the limit went to the earliest due of the pending ones.
    expect(new Set(cardIds)).toEqual(new Set([due[3], due[1], due[2]]));
    expect(second.find((row) => row.payload.includes(due[3] ?? '-'))?.attempts).toBe(2);
    const third = await claim('worker#2', at(22), 10);
    expect(third.map((row) => JSON.parse(row.payload).cardId)).toEqual([due[0]]);
    expect((await jobOf(later ?? '')).status).toBe('pending');
    await settle();
  });

  it('records a group with each card’s outcome, and nothing for a job whose claim was lost', async () => {
    const now = new Date('2033-01-01T00:00:00Z');
    const recipient = (i: number) => `record-${kind}-${i}@example.com`;
    const cards = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 5,
      dueAt: now,
      recipient,
    });
    const repo = jobsRepo(t.db.kysely);
    const rows = await repo.claim({
      claimId: 'slow#1',
      types: TYPES,
      now,
      leaseMs: 1000,
      limit: 10,
    });
    expect(rows).toHaveLength(5);
    const jobs = new Map(
      rows.map((row): [string, ClaimedJob<{ cardId: string }>] => {
        const payload = JSON.parse(row.payload) as { cardId: string };
        const job = {
          id: row.id,
          type: row.type,
          payload,
          attempts: row.attempts,
          maxAttempts: row.max_attempts,
          idempotencyKey: row.idempotency_key,
          dueAt: row.due_at,
        };
        return [payload.cardId, job];
      }),
    );
    const [sent, unconfirmed, blocked, cancelled, lost] = cards.map((id) => jobs.get(id));
    if (!sent || !unconfirmed || !blocked || !cancelled || !lost) throw new Error('not claimed');
    // The last job's lease ran out and another worker holds it now.
    await t.db.kysely
      .updateTable('jobs')
      .set({ locked_by: 'other#1' })
      .where('id', '=', lost.id)
      .execute();

    const outcomes: [ClaimedJob<{ cardId: string }>, JobOutcome][] = [
      [sent, { status: 'done', result: '<sent@relay>' }],
      [unconfirmed, { status: 'skipped', reason: 'sender-unconfirmed' }],
      [blocked, { status: 'skipped', reason: 'recipient-opted-out' }],
      [cancelled, { status: 'skipped', reason: 'cancelled' }],
      [lost, { status: 'done', result: '<late@relay>' }],
    ];
    const finished: FinishedJob<{ cardId: string }>[] = outcomes.map(([job, outcome]) => ({
      job,
      outcome,
    }));
    const [deliver] = cardJobHandlers({
      db: t.db.kysely,
      mailer: { send: () => Promise.reject(new Error('no mail here')), close: () => {} },
      publicUrl: 'http://cards.test',
      events,
    });
    const at = new Date(now.getTime() + 500);
    const recorded = await repo.finish(
      'slow#1',
      finished.map(({ job, outcome }) => ({
        id: job.id,
        status: outcome.status === 'done' ? 'done' : 'cancelled',
        result: outcome.status === 'done' ? (outcome.result ?? null) : outcome.reason,
      })),
      at,
      (fence) =>
        deliver?.finishedWrites?.({ db: t.db.kysely, finished, now: at, recorded: fence }) ?? [],
    );
    expect(recorded).toEqual(new Set([sent.id, unconfirmed.id, blocked.id, cancelled.id]));

    expect(await jobOf(cards[0] ?? '')).toMatchObject({ status: 'done', result: '<sent@relay>' });
    expect(await cardOf(cards[0] ?? '')).toMatchObject({
      status: 'sent',
      sent_at: at.toISOString(),
      link_token: null,
    });
    expect(await jobOf(cards[1] ?? '')).toMatchObject({
      status: 'cancelled',
      result: 'sender-unconfirmed',
    });
    expect((await cardOf(cards[1] ?? '')).status).toBe('waiting');
    expect((await cardOf(cards[2] ?? '')).status).toBe('failed');
    expect(await jobOf(cards[3] ?? '')).toMatchObject({ status: 'cancelled', result: 'cancelled' });
    expect((await cardOf(cards[3] ?? '')).status).toBe('scheduled');
    // The lost claim changed neither the job nor its card: the new holder records them.
    expect(await jobOf(cards[4] ?? '')).toMatchObject({
      status: 'running',
      locked_by: 'other#1',
      result: null,
    });
    expect(await cardOf(cards[4] ?? '')).toMatchObject({ status: 'scheduled', sent_at: null });
    expect((await cardOf(cards[4] ?? '')).link_token).not.toBeNull();
    await settle();
  });

  it('records an empty group and a group whose every claim was lost without error', async () => {
    const repo = jobsRepo(t.db.kysely);
    const at = new Date('2034-01-01T00:00:00Z');
    expect(await repo.finish('nobody#1', [], at, () => [])).toEqual(new Set());
    const [cardId] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: at,
      recipient: () => `record-${kind}-gone@example.com`,
    });
    const job = await jobOf(cardId ?? '');
    const recorded = await repo.finish(
      'nobody#1',
      [{ id: job.id, status: 'done', result: 'x' }],
      at,
      (fence) => [
        t.db.kysely
          .updateTable('cards')
          .set({ status: 'sent' })
          .where('id', 'in', fence([{ jobId: job.id, value: cardId ?? '' }])),
      ],
    );
    expect(recorded).toEqual(new Set());
    expect((await cardOf(cardId ?? '')).status).toBe('scheduled');
    expect((await jobOf(cardId ?? '')).status).toBe('pending');
    await settle();
  });
});
