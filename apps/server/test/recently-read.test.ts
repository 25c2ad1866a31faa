import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENTLY_READ_MS, recentlyReadCards } from '../src/modules/cards/recently-read.ts';
import type { RecipientCardRow } from '../src/modules/cards/repo.ts';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { deliveredCard as deliverCard, verifiedAccount } from './support/cards.ts';
import { eventually } from './support/seed-cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

describe('the cards read for their recipients a moment ago', () => {
  const card = (id: string) => ({ id }) as RecipientCardRow;

  it('holds a card for a second, while nothing was written', () => {
    const clock = { now: 0 };
    let version = 0;
    const recent = recentlyReadCards({ writeVersion: () => version, clock: () => clock.now });
    recent.keep('a', card('1'), recent.version());
    expect(recent.get('a')?.id).toBe('1');
    clock.now = RECENTLY_READ_MS - 1;
    expect(recent.get('a')?.id).toBe('1');
    clock.now = RECENTLY_READ_MS;
    expect(recent.get('a')).toBeUndefined();

    recent.keep('b', card('2'), recent.version());
    version += 1;
    expect(recent.get('b')).toBeUndefined();
  });

  it('does not hold what was read while a write landed', () => {
    let version = 0;
    const recent = recentlyReadCards({ writeVersion: () => version, clock: () => 0 });
    const before = recent.version();
    version += 1; // the write finished while the card was being read
    recent.keep('a', card('1'), before);
    expect(recent.get('a')).toBeUndefined();
  });

  it('holds at most ten thousand cards, dropping the oldest', () => {
    const recent = recentlyReadCards({ writeVersion: () => 0, clock: () => 0 });
    for (let i = 0; i <= 10_000; i++) recent.keep(`k${i}`, card(String(i)), 0);
    expect(recent.get('k0')).toBeUndefined();
    expect(recent.get('k1')?.id).toBe('1');
    expect(recent.get('k10000')?.id).toBe('10000');
  });
});

describe.each(TEST_DATABASES)('a recipient reading a card again, on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let worker: ReturnType<typeof testWorker>;
  /** Another process on the same database: its writes are not counted by the app's handle. */
  let elsewhere: Db;
  const clock = { now: new Date() };
  let sender: Awaited<ReturnType<typeof verifiedAccount>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    worker = testWorker(t.db, smtp.url, clock);
    elsewhere = connectDatabase(t.config.database);
    sender = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
  });
  afterAll(async () => {
    worker?.close();
    await elsewhere?.close();
    await t?.close();
    await smtp?.close();
  });

  const deliveredCard = () => deliverCard({ app: t.app, smtp, worker, clock }, sender.token);
  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/c/${token}` });

  it("shows the recipient's own reply at once", async () => {
    const { token } = await deliveredCard();
    expect((await view(token)).json().card.reply).toBeNull();
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/c/${token}/reply`,
      payload: { message: 'Thank you so much!' },
    });
    expect(replied.statusCode).toBe(200);
    expect((await view(token)).json().card.reply).toBe('Thank you so much!');
    // The sender's notice of the reply goes too, so the next card is the only job due.
    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
  });

  it('shows what another process changed within a second or so', async () => {
    const { id, token } = await deliveredCard();
    expect((await view(token)).json().card.reply).toBeNull();
    await elsewhere.kysely
      .updateTable('cards')
      .set({ reply_text: 'Written elsewhere', replied_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await eventually(async () => {
      expect((await view(token)).json().card.reply).toBe('Written elsewhere');
    }, 5 * RECENTLY_READ_MS);
  });

  it('never keeps a link it did not find: the card shows the moment it is visible', async () => {
    const { id, token } = await deliveredCard();
    const setStatus = (status: 'failed' | 'sent') =>
      elsewhere.kysely.updateTable('cards').set({ status }).where('id', '=', id).execute();
    await setStatus('failed');
    expect((await view(token)).statusCode).toBe(404);
    await setStatus('sent');
    expect((await view(token)).statusCode).toBe(200);
  });
});
