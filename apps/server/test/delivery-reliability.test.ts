import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardJobKey } from '../src/modules/cards/job-types.ts';
import { DEFAULT_RETRY_DELAYS_MS as RETRY_DELAYS_MS } from '../src/platform/jobs/definition.ts';
import { jobsRepo } from '../src/platform/jobs/repo.ts';
import { bearer } from './support/accounts.ts';
import { cardPayload, postCard, verifiedAccount } from './support/cards.ts';
import {
  type CountingSink,
  eventually,
  startCountingSink,
  unusedPort,
} from './support/seed-cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe.each(TEST_DATABASES)('delivery reliability on %s', (kind) => {
  let t: TestApp;
  let accountSmtp: SmtpSink;
  let token: string;
  const clock = { now: new Date() };
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    accountSmtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp: accountSmtp, jobs: 'accounts' });
    token = (await verifiedAccount(t.app, accountSmtp, {}, { db: t.db.kysely })).token;
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await t?.close();
    await accountSmtp?.close();
  });

  /** A worker whose relay (SMTP server) at `port` is down until the test starts a sink there. */
  async function workerWithRelayDown() {
    const port = await unusedPort();
    const worker = testWorker(t.db, `smtp://127.0.0.1:${port}`, clock);
    cleanups.push(() => worker.close());
    const relayUp = async (): Promise<CountingSink> => {
      const sink = await startCountingSink({ port });
      cleanups.push(() => sink.close());
      return sink;
    };
    return { worker: worker.worker, relayUp };
  }

  async function liveWorker() {
    const sink = await startCountingSink({ captureMessageIds: true });
    const worker = testWorker(t.db, sink.url, clock);
    cleanups.push(
      () => sink.close(),
      () => worker.close(),
    );
    return { sink, worker: worker.worker };
  }

  const cardRow = (id: string) =>
    t.db.kysely.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const deliveryRow = (cardId: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('idempotency_key', '=', cardJobKey(cardId, 'deliver'))
      .executeTakeFirstOrThrow();

  async function sendNow() {
    clock.now = new Date();
    const payload = cardPayload();
    const created = await postCard(t.app, token, payload);
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().card.id as string, to: payload.recipientEmail };
  }

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    const { worker, relayUp } = await workerWithRelayDown();
    const card = await sendNow();
    clock.now = new Date();
    expect(await worker.runOnce()).toBe(1);

    const delivery = await deliveryRow(card.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
    expect(Date.parse(delivery.due_at) - clock.now.getTime()).toBe(60_000);
    expect(delivery.last_error).toMatch(/ECONNREFUSED/);
    const waiting = await cardRow(card.id);
    expect(waiting.status).toBe('sending');
    expect(waiting.failure_reason).toMatch(/^Retrying: .*ECONNREFUSED/);

    // Not before its retry time, even with the relay back.
    const relay = await relayUp();
    clock.now = later(clock.now, 59_000);
    expect(await worker.runOnce()).toBe(0);
    clock.now = later(clock.now, 1_001);
    expect(await worker.runOnce()).toBe(1);

    expect(relay.countTo(card.to)).toBe(1);
    expect(await cardRow(card.id)).toMatchObject({ status: 'sent', failure_reason: null });
    expect(await deliveryRow(card.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after the last attempt with the reason, and a resend delivers it', async () => {
    const { worker, relayUp } = await workerWithRelayDown();
    const card = await sendNow();
    clock.now = new Date();
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await worker.runOnce(), `attempt ${attempt}`).toBe(1);
      const delivery = await deliveryRow(card.id);
      expect(delivery.attempts).toBe(attempt);
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) break;
      expect(delivery.status).toBe('pending');
      expect(Date.parse(delivery.due_at) - clock.now.getTime()).toBe(delay);
      expect((await cardRow(card.id)).failure_reason).toMatch(/^Retrying: /);
      clock.now = new Date(delivery.due_at);
    }
    expect(await deliveryRow(card.id)).toMatchObject({ status: 'failed', attempts: 6 });
    const failed = await cardRow(card.id);
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toMatch(/ECONNREFUSED/);
    expect(failed.failure_reason).not.toMatch(/^Retrying/);
    clock.now = later(clock.now, 24 * 3_600_000);
    expect(await worker.runOnce()).toBe(0);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}`,
      headers: bearer(token),
    });
    expect(shown.json().card).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/ECONNREFUSED/),
    });
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/resend`,
      headers: bearer(token),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().card).toMatchObject({ status: 'sending', failureReason: null });

    const relay = await relayUp();
    clock.now = new Date(Math.max(Date.now(), clock.now.getTime()));
    expect(await worker.runOnce()).toBe(1);
    expect(relay.countTo(card.to)).toBe(1);
    expect(await cardRow(card.id)).toMatchObject({ status: 'sent', failure_reason: null });
    expect(await deliveryRow(card.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('sends the cards that fell due while no worker ran as soon as one starts', async () => {
    clock.now = new Date();
    const cards: { id: string; to: string }[] = [];
    for (const day of ['2099-05-01', '2099-05-02', '2099-05-03']) {
      const payload = cardPayload({
        schedule: { timezone: 'Africa/Lagos', scheduleDate: day, scheduleTime: '08:00' },
      });
      const created = await postCard(t.app, token, payload);
      expect(created.json().card.status).toBe('scheduled');
      cards.push({ id: created.json().card.id, to: payload.recipientEmail });
    }
    // The downtime: their moments passed (1 to 3 hours ago) while nothing was running.
    for (const [index, card] of cards.entries()) {
      const past = new Date(Date.now() - (index + 1) * 3_600_000).toISOString();
      await t.db.kysely
        .updateTable('cards')
        .set({ send_at: past })
        .where('id', '=', card.id)
        .execute();
      await t.db.kysely
        .updateTable('jobs')
        .set({ due_at: past })
        .where('idempotency_key', '=', cardJobKey(card.id, 'deliver'))
        .execute();
    }

    const { sink, worker } = await liveWorker();
    clock.now = new Date();
    worker.start();
    try {
      await sink.waitUntil(() => cards.every((card) => sink.countTo(card.to) === 1), 20_000);
      await eventually(async () => {
        for (const card of cards) expect((await cardRow(card.id)).status).toBe('sent');
      });
    } finally {
      await worker.stop();
    }
    for (const card of cards) {
      expect(sink.countTo(card.to)).toBe(1);
      // Sends are recorded in groups: each delivery keeps the Message-ID of its own message.
      expect((await deliveryRow(card.id)).result).toBe(sink.messageIds.get(card.to)?.[0]);
    }
  });

  it('never sends a cancelled card', async () => {
    clock.now = new Date();
    const cancelledPayload = cardPayload({
      schedule: { timezone: 'UTC', scheduleDate: '2099-06-01', scheduleTime: '12:00' },
    });
    const cancelled = (await postCard(t.app, token, cancelledPayload)).json().card;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${cancelled.id}/cancel`,
      headers: bearer(token),
    });
    expect(cancel.json().card.status).toBe('cancelled');

    // Cancelled between the worker's look at the queue and its claim: the card is cancelled, its
    // delivery still pending.
    const racingPayload = cardPayload({
      schedule: { timezone: 'UTC', scheduleDate: '2099-06-02', scheduleTime: '12:00' },
    });
    const racing = (await postCard(t.app, token, racingPayload)).json().card;
    await t.db.kysely
      .updateTable('cards')
      .set({ status: 'cancelled' })
      .where('id', '=', racing.id)
      .execute();

    const { sink, worker } = await liveWorker();
    clock.now = new Date('2099-07-01T00:00:00Z');
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.countTo(cancelledPayload.recipientEmail)).toBe(0);
    expect(sink.countTo(racingPayload.recipientEmail)).toBe(0);
    expect(sink.total()).toBe(0);
    for (const id of [cancelled.id, racing.id]) {
      expect((await cardRow(id)).status).toBe('cancelled');
      expect((await deliveryRow(id)).status).toBe('cancelled');
    }
  });

  it("takes over a crashed worker's lease once it runs out, and sends the card once", async () => {
    const card = await sendNow();
    clock.now = new Date();
    // A worker claims the card and dies before sending: the row stays 'sending' under its lease.
    const crashed = await jobsRepo(t.db.kysely).claim({
      claimId: 'crashed-worker#1',
      types: ['card.deliver'],
      now: clock.now,
      leaseMs: 60_000,
      limit: 10,
    });
    expect(crashed.map((job) => JSON.parse(job.payload).cardId)).toEqual([card.id]);
    expect(await deliveryRow(card.id)).toMatchObject({
      status: 'running',
      locked_by: 'crashed-worker#1',
      attempts: 1,
    });

    const { sink, worker } = await liveWorker();
    clock.now = later(clock.now, 30_000);
    expect(await worker.runOnce()).toBe(0);
    clock.now = later(clock.now, 30_001);
    expect(await worker.runOnce()).toBe(1);
    expect(sink.countTo(card.to)).toBe(1);
    expect(await cardRow(card.id)).toMatchObject({ status: 'sent' });
    const delivery = await deliveryRow(card.id);
    expect(delivery).toMatchObject({ status: 'done', attempts: 2, lease_until: null });
    expect(delivery.locked_by).not.toBe('crashed-worker#1');
    expect(await worker.runOnce()).toBe(0);
    expect(sink.countTo(card.to)).toBe(1);
  });
});
