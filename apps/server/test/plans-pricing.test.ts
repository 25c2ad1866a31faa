import {
  CREDIT_PACK,
  cardPriceResponseSchema,
  createCardResponseSchema,
  formatPriceDate,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRepo } from '../src/modules/billing/credits-repo.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import {
  accountMadeAt,
  api,
  DAY,
  HOUR,
  LATER,
  plainCard,
  plansApp,
  STICKER,
  type TestClock,
} from './support/plans.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('what a card costs, through the API, on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;
  let t: TestApp;
  const clock: TestClock = { now: new Date() };

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
    t = await plansApp(kind, stub, smtp, clock);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
    await smtp?.close();
  });

  /** A new account made at `start`, and its API. */
  async function sender(start: Date) {
    const session = await accountMadeAt(t, smtp, start);
    return { ...session, api: api(t.app, session.token) };
  }

  async function created(response: { statusCode: number; body: string; json(): unknown }) {
    expect(response.statusCode, response.body).toBe(201);
    return createCardResponseSchema.parse(response.json());
  }

  async function priced(response: { statusCode: number; body: string; json(): unknown }) {
    expect(response.statusCode, response.body).toBe(200);
    return cardPriceResponseSchema.parse(response.json()).price;
  }

  const everything = { hasMusic: true, hasVoiceNote: true, stickerCount: 2 };

  it('makes every card free on the first day, with every feature, without using the week’s card', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 23 * HOUR);
    for (const features of [
      {},
      { hasMusic: true },
      { hasVoiceNote: true },
      { stickerCount: 1 },
      everything,
    ]) {
      const price = await priced(await a.api.price(features));
      expect(price).toMatchObject({
        kind: 'free',
        priceKind: 'trial',
        priceKobo: 0,
        paidWith: 'free',
        trialEndsAt: new Date(start.getTime() + DAY).toISOString(),
      });
    }
    // Three cards with Music and Stickers: all free, all on their way.
    for (let i = 0; i < 3; i++) {
      const body = await created(
        await a.api.createCard(
          plainCard({ musicUrl: 'https://example.com/song', stickers: [STICKER] }),
        ),
      );
      expect(body.card).toMatchObject({
        status: 'sending',
        pricing: { priceKind: 'trial', priceKobo: 0, paidWith: 'free' },
      });
      expect(body.payment).toBeNull();
      expect(body.price?.premiumFeatures).toEqual(['Music', 'Stickers']);
    }
    // The day after, the week's free card is still there: trial cards did not use it.
    clock.now = new Date(start.getTime() + DAY + HOUR);
    const next = await created(await a.api.createCard(plainCard()));
    expect(next.card).toMatchObject({ status: 'sending', pricing: { priceKind: 'weekly' } });
  });

  it('ends the trial exactly 24 hours after sign-up', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + DAY - 1);
    expect(await priced(await a.api.price({ hasMusic: true }))).toMatchObject({
      kind: 'free',
      priceKind: 'trial',
    });
    clock.now = new Date(start.getTime() + DAY);
    expect(await priced(await a.api.price({ hasMusic: true }))).toMatchObject({
      kind: 'premium',
      priceKobo: 80_000,
      premiumFeatures: ['Music'],
      howToMakeFree: 'Remove Music to make it free.',
      trialEndsAt: null,
    });
    expect(await priced(await a.api.price({}))).toMatchObject({
      kind: 'free',
      priceKind: 'weekly',
    });
  });

  it('after the trial: the week’s first card is free, the second ₦800 until 7 days after the first', async () => {
    const start = new Date();
    const a = await sender(start);
    const first = new Date(start.getTime() + 3 * DAY);
    clock.now = first;
    const free = await created(await a.api.createCard(plainCard()));
    expect(free.card).toMatchObject({
      status: 'sending',
      pricing: { priceKind: 'weekly', priceKobo: 0, paidWith: 'free' },
    });
    expect(free.price).toMatchObject({
      kind: 'free',
      reason: 'Free: this is your free card this week.',
    });

    clock.now = new Date(first.getTime() + 2 * DAY);
    const freeAgainAt = new Date(first.getTime() + 7 * DAY);
    const second = await created(await a.api.createCard(plainCard()));
    expect(second.card).toMatchObject({
      status: 'awaiting_payment',
      pricing: { priceKind: 'premium', priceKobo: 80_000, paidWith: 'payment' },
    });
    expect(second.price).toMatchObject({
      kind: 'premium',
      premiumFeatures: [],
      freeAgainAt: freeAgainAt.toISOString(),
      reason: `Your free card this week is used: the next one is free from ${formatPriceDate(freeAgainAt)}.`,
      howToMakeFree: `Wait until ${formatPriceDate(freeAgainAt)} to send it free.`,
    });
    expect(second.payment?.redirectUrl).toMatch(/^https?:\/\//);

    // Just before the week is over it is still ₦800; from that moment it is free again.
    clock.now = new Date(freeAgainAt.getTime() - 1);
    expect((await priced(await a.api.price({}))).kind).toBe('premium');
    clock.now = freeAgainAt;
    expect(await priced(await a.api.price({}))).toMatchObject({
      kind: 'free',
      priceKind: 'weekly',
    });
  });

  it('charges ₦800 for a premium feature after the trial, saying which and how to make it free', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const price = await priced(await a.api.price(everything));
    expect(price).toMatchObject({
      kind: 'premium',
      priceKobo: 80_000,
      premiumFeatures: ['Music', 'Recording', 'Stickers'],
      reason: 'Music, Recording and Stickers are premium features.',
      howToMakeFree: 'Remove Music, Recording and Stickers to make it free.',
      paidWith: 'payment',
      creditsBalance: 0,
    });
    const card = await created(
      await a.api.createCard(
        plainCard({ musicUrl: 'https://example.com/song', stickers: [STICKER] }),
      ),
    );
    expect(card.card.status).toBe('awaiting_payment');
    expect(card.price?.premiumFeatures).toEqual(['Music', 'Stickers']);
    // No delivery is queued for it.
    const jobs = await t.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('idempotency_key', '=', `card:${card.card.id}:deliver`)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('gives the week’s card back when a scheduled free card is cancelled', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const free = await created(await a.api.createCard(plainCard({ schedule: LATER })));
    expect(free.card).toMatchObject({ status: 'scheduled', pricing: { priceKind: 'weekly' } });
    expect((await priced(await a.api.price({}))).kind).toBe('premium');
    expect((await a.api.cancel(free.card.id)).statusCode).toBe(200);
    expect(await priced(await a.api.price({}))).toMatchObject({
      kind: 'free',
      priceKind: 'weekly',
    });
  });

  it('pays a ₦800 card with a credit when there is one, and gives it back when it is cancelled', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 2 * DAY);
    await creditRepo(t.db.kysely).grant({
      userId: a.user.id,
      amount: 1,
      reason: 'referral',
      key: `test:${a.user.id}`,
      now: clock.now,
    });
    expect(await priced(await a.api.price({ hasMusic: true }))).toMatchObject({
      kind: 'premium',
      paidWith: 'credit',
      creditsBalance: 1,
    });
    // Each step a minute later, so the ledger's newest row is the last step's.
    clock.now = new Date(clock.now.getTime() + 60_000);
    const card = await created(
      await a.api.createCard(plainCard({ musicUrl: 'https://example.com/song', schedule: LATER })),
    );
    expect(card.card).toMatchObject({
      status: 'scheduled',
      pricing: { priceKind: 'premium', priceKobo: 80_000, paidWith: 'credit' },
    });
    expect(card.payment).toBeNull();
    const spent = (await a.api.credits()).json();
    expect(spent).toMatchObject({ balance: 0, pack: { credits: CREDIT_PACK.credits } });
    expect(spent.history[0]).toMatchObject({ reason: 'card', delta: -1, cardId: card.card.id });

    // No credit left: the next ₦800 card goes through the provider.
    const unpaid = await created(
      await a.api.createCard(plainCard({ musicUrl: 'https://example.com/song' })),
    );
    expect(unpaid.card.status).toBe('awaiting_payment');

    clock.now = new Date(clock.now.getTime() + 60_000);
    expect((await a.api.cancel(card.card.id)).statusCode).toBe(200);
    expect((await a.api.cancel(card.card.id)).statusCode).toBe(409);
    const back = (await a.api.credits()).json();
    expect(back.balance).toBe(1);
    expect(back.history[0]).toMatchObject({
      reason: 'card_refund',
      delta: 1,
      cardId: card.card.id,
    });
  });

  it('takes the week’s free card once when two cards are made at the same moment', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const both = await Promise.all([
      a.api.createCard(plainCard({ schedule: LATER })),
      a.api.createCard(plainCard({ schedule: LATER })),
    ]);
    const kinds = await Promise.all(
      both.map(async (response) => (await created(response)).card.pricing?.priceKind),
    );
    expect(kinds.sort()).toEqual(['premium', 'weekly']);
  });

  it('refuses an edit that would make a free scheduled card premium, and allows the rest', async () => {
    const start = new Date();
    const a = await sender(start);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const payload = plainCard({ schedule: LATER });
    const free = await created(await a.api.createCard(payload));
    const withMusic = await a.api.call('PATCH', `/api/cards/${free.card.id}`, {
      ...payload,
      musicUrl: 'https://example.com/song',
    });
    expect(withMusic.statusCode).toBe(409);
    expect(withMusic.json()).toMatchObject({
      code: 'card_premium_edit',
      message:
        'Adding Music makes this a premium card (₦800). Cancel it and make a new one, or leave Music out.',
    });
    const retitled = await a.api.call('PATCH', `/api/cards/${free.card.id}`, {
      ...payload,
      quote: 'Sunshine again',
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(retitled.json().card).toMatchObject({ quote: 'Sunshine again', musicUrl: '' });
  });

  it('answers the price only to a signed-in account, and checks the features', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/cards/price', payload: {} });
    expect(guest.statusCode).toBe(401);
    const a = await sender(new Date());
    expect((await a.api.price({ stickerCount: -1 })).statusCode).toBe(400);
  });
});
