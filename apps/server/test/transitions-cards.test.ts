import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardJobHandlers } from '../src/modules/cards/jobs.ts';
import { transitionCard } from '../src/modules/cards/transitions.ts';
import type { ClaimedJob, FinishedJob } from '../src/platform/jobs/definition.ts';
import { jobsRepo } from '../src/platform/jobs/repo.ts';
import { events } from '../src/services.ts';
import { insertShop, type TestShop } from './support/catalogue.ts';
import { insertCard } from './support/order-flow.ts';
import { seedDueCards } from './support/seed-cards.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * The cards' `transition`s (transitions.test.ts proves they are the only status writes), one
 * card at a time and a delivered group at once (on PostgreSQL the group's moves join the record
 * of its jobs in one statement): a move in CARD_TRANSITIONS writes the status and its history
 * row and says what it moved from; a card in none of `from` is left alone with no history; a
 * move the table does not have throws before anything is written.
 */
describe.each(TEST_DATABASES)('the cards’ transitions on %s', (kind) => {
  let t: TestApp;
  let shop: TestShop;
  const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 9, minute)).toISOString();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    shop = await insertShop(t.db.kysely);
  });
  afterAll(() => t?.close());

  const db = () => t.db.kysely;
  const cardHistory = (cardId: string) =>
    db()
      .selectFrom('card_history')
      .select(['from_status', 'to_status', 'actor', 'actor_id', 'note', 'at'])
      .where('card_id', '=', cardId)
      .orderBy('id')
      .execute();

  it('moves a card along its table, with its history', async () => {
    const cardId = await insertCard(t.db, shop.ownerId, { scheduleDate: null, sendAt: at(0) });
    const move = { cardId, actor: 'system' } as const;
    expect(
      await transitionCard(db(), {
        ...move,
        from: ['scheduled', 'sending'],
        to: 'failed',
        at: at(9),
        note: 'No relay',
        set: { failure_reason: 'No relay' },
      }),
    ).toBe('scheduled');
    expect(
      await transitionCard(db(), {
        ...move,
        from: ['failed'],
        to: 'sending',
        at: at(10),
        actor: 'sender',
        actorId: shop.ownerId,
        set: { failure_reason: null },
      }),
    ).toBe('failed');
    expect(
      await transitionCard(db(), { ...move, from: ['sent'], to: 'opened', at: at(11) }),
    ).toBeNull();
    await expect(
      transitionCard(db(), { ...move, from: ['sending'], to: 'scheduled', at: at(11) }),
    ).rejects.toThrow('card: sending → scheduled');
    expect(
      await db()
        .selectFrom('cards')
        .select(['status', 'failure_reason', 'updated_at'])
        .where('id', '=', cardId)
        .executeTakeFirst(),
    ).toEqual({ status: 'sending', failure_reason: null, updated_at: at(10) });
    expect(await cardHistory(cardId)).toEqual([
      {
        from_status: 'scheduled',
        to_status: 'failed',
        actor: 'system',
        actor_id: null,
        note: 'No relay',
        at: at(9),
      },
      {
        from_status: 'failed',
        to_status: 'sending',
        actor: 'sender',
        actor_id: shop.ownerId,
        note: null,
        at: at(10),
      },
    ]);
  });

  it('moves a group of delivered cards with one history row each, and none for a lost claim', async () => {
    const now = new Date(at(12));
    const cards = await seedDueCards(db(), {
      userId: shop.ownerId,
      count: 4,
      dueAt: now,
      recipient: (i) => `moves-${kind}-${i}@example.com`,
    });
    const repo = jobsRepo(db());
    const rows = await repo.claim({
      claimId: 'moves#1',
      types: ['card.deliver'],
      now,
      leaseMs: 1000,
      limit: 10,
    });
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
    const [sent, unconfirmed, blocked, lost] = cards.map((id) => jobs.get(id));
    if (!sent || !unconfirmed || !blocked || !lost) throw new Error('not claimed');
    await db()
      .updateTable('jobs')
      .set({ locked_by: 'other#1' })
      .where('id', '=', lost.id)
      .execute();
    const finished: FinishedJob<{ cardId: string }>[] = [
      { job: sent, outcome: { status: 'done', result: '<sent@relay>' } },
      { job: unconfirmed, outcome: { status: 'skipped', reason: 'sender-unconfirmed' } },
      { job: blocked, outcome: { status: 'skipped', reason: 'recipient-opted-out' } },
      { job: lost, outcome: { status: 'done', result: '<late@relay>' } },
    ];
    const [deliver] = cardJobHandlers({
      db: db(),
      mailer: { send: () => Promise.reject(new Error('no mail here')), close: () => {} },
      publicUrl: 'http://cards.test',
      events,
    });
    const recordedAt = new Date(at(13));
    await repo.finish(
      'moves#1',
      finished.map(({ job, outcome }) => ({
        id: job.id,
        status: outcome.status === 'done' ? 'done' : 'cancelled',
        result: outcome.status === 'done' ? (outcome.result ?? null) : outcome.reason,
      })),
      recordedAt,
      (fence) =>
        deliver?.finishedWrites?.({ db: db(), finished, now: recordedAt, recorded: fence }) ?? [],
    );
    const row = (to: string, note: string | null = null) => [
      {
        from_status: 'scheduled',
        to_status: to,
        actor: 'system',
        actor_id: null,
        note,
        at: at(13),
      },
    ];
    expect(await cardHistory(cards[0] ?? '')).toEqual(row('sent'));
    expect(await cardHistory(cards[1] ?? '')).toEqual(row('waiting'));
    expect(await cardHistory(cards[2] ?? '')).toEqual(row('failed', 'Not delivered'));
    expect(await cardHistory(cards[3] ?? '')).toEqual([]);
    await db()
      .updateTable('jobs')
      .set({ status: 'done', lease_until: null })
      .where('id', '=', lost.id)
      .execute();
  });
});
