import {
  createCardResponseSchema,
  creditsResponseSchema,
  paymentListResponseSchema,
  senderCardResponseSchema,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './support/accounts.ts';
import { chargeSuccess, webhookUrl } from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import {
  accountMadeAt,
  api,
  DAY,
  jobsFor,
  LATER,
  latestCardReference,
  latestPackReference,
  plainCard,
  plansApp,
  plansWorker,
  type TestClock,
} from './support/plans.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('paying for cards and packs on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: ReturnType<typeof plansWorker>;
  const clock: TestClock = { now: new Date() };

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
    t = await plansApp(kind, stub, smtp, clock);
    worker = plansWorker(t, smtp.url, clock);
  });
  afterAll(async () => {
    worker?.close();
    await t?.close();
    await stub?.close();
    await smtp?.close();
  });

  /** A sender past the trial whose week's free card is used: their next card costs ₦800. */
  async function payingSender() {
    const start = new Date();
    const session = await accountMadeAt(t, smtp, start);
    const client = api(t.app, session.token);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const free = await client.createCard(plainCard({ schedule: LATER }));
    expect(free.json().card.pricing.priceKind).toBe('weekly');
    return { ...session, api: client };
  }

  /** A ₦800 card awaiting payment, and its payment's reference. */
  async function unpaidCard(
    sender: Awaited<ReturnType<typeof payingSender>>,
    payload = plainCard(),
  ) {
    const response = await sender.api.createCard(payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = createCardResponseSchema.parse(response.json());
    expect(body.card.status).toBe('awaiting_payment');
    expect(body.payment).not.toBeNull();
    return { card: body.card, payload, reference: await latestCardReference(t, body.card.id) };
  }

  const webhook = (reference: string, overrides = {}) =>
    stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference, overrides));

  async function paymentRow(reference: string) {
    return t.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  }

  const refundsOf = (reference: string) =>
    stub.requests.filter(
      (request) =>
        request.path === '/refund' &&
        (request.body as { transaction?: string } | null)?.transaction === reference,
    );

  it('sends the card to the provider’s page, back to its own page', async () => {
    const sender = await payingSender();
    const { card, reference } = await unpaidCard(sender);
    expect(reference).toMatch(/^CP-[0-9a-f]{12}$/);
    const transaction = stub.transactions.get(reference);
    expect(transaction).toMatchObject({ amount: 80_000, currency: 'NGN' });
    const init = stub.requests.find(
      (request) =>
        request.path === '/transaction/initialize' &&
        (request.body as { reference?: string }).reference === reference,
    );
    expect((init?.body as { callback_url?: string } | undefined)?.callback_url).toBe(
      `http://cards.test/cards/${card.id}`,
    );
  });

  it('applies a webhook delivered twice once: the card goes out once, one receipt', async () => {
    const sender = await payingSender();
    const { card, payload, reference } = await unpaidCard(sender);
    stub.settle(reference, { status: 'success' });
    expect((await webhook(reference)).status).toBe(200);
    expect((await webhook(reference)).status).toBe(200);
    const view = (await sender.api.card(card.id)).json().card;
    expect(view).toMatchObject({
      status: 'sending',
      pricing: { priceKind: 'premium', priceKobo: 80_000, paidWith: 'payment' },
    });
    expect(await jobsFor(t, 'card.deliver', card.id)).toHaveLength(1);
    const payment = await paymentRow(reference);
    expect(await jobsFor(t, 'plans.receipt-mail', payment.id)).toHaveLength(1);
    expect(payment).toMatchObject({ status: 'paid' });

    await worker.drain();
    await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    const receipt = await smtp.waitFor(sender.account.email, /receipt/);
    expect(receipt.subject).toBe('Your Greetly receipt: ₦800 for a card to Amara');
    expect(receipt.text).toContain(reference);
    await worker.drain();
    expect(smtp.mailsTo(payload.recipientEmail)).toHaveLength(1);
    expect(
      smtp.mailsTo(sender.account.email).filter((m) => /receipt/.test(m.subject)),
    ).toHaveLength(1);
    expect((await sender.api.card(card.id)).json().card.status).toBe('sent');
  });

  it('applies the sender’s verify and the webhook together, and many webhooks at once, once', async () => {
    const sender = await payingSender();
    const { card, reference } = await unpaidCard(sender, plainCard({ schedule: LATER }));
    stub.settle(reference, { status: 'success' });
    const answers = await Promise.all([
      sender.api.verify(card.id, reference),
      webhook(reference),
      webhook(reference),
      sender.api.verify(card.id, reference),
      webhook(reference),
    ]);
    expect(
      answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status)),
    ).toEqual([200, 200, 200, 200, 200]);
    const verified = senderCardResponseSchema.parse(
      answers[0] && 'json' in answers[0] ? answers[0].json() : {},
    );
    expect(verified.card.status).toBe('scheduled');
    expect(await jobsFor(t, 'card.deliver', card.id)).toHaveLength(1);
    const payment = await paymentRow(reference);
    expect(await jobsFor(t, 'plans.receipt-mail', payment.id)).toHaveLength(1);
  });

  it('never applies a charge whose amount or currency is not the payment’s', async () => {
    const sender = await payingSender();
    const { card, reference } = await unpaidCard(sender);
    expect((await webhook(reference, { amount: 100 })).status).toBe(200);
    expect((await webhook(reference, { currency: 'USD' })).status).toBe(200);
    expect((await sender.api.card(card.id)).json().card.status).toBe('awaiting_payment');
    expect((await paymentRow(reference)).status).toBe('initialized');
    // The provider's own answer with a wrong amount is not applied either.
    stub.settle(reference, { status: 'success', amount: 100 });
    expect((await sender.api.verify(card.id, reference)).json().card.status).toBe(
      'awaiting_payment',
    );
  });

  it('never delivers a card that is not paid, however late the worker runs', async () => {
    const sender = await payingSender();
    const { card, payload } = await unpaidCard(sender);
    clock.now = new Date(clock.now.getTime() + 30 * DAY);
    await worker.drain();
    expect(smtp.mailsTo(payload.recipientEmail)).toEqual([]);
    expect((await sender.api.card(card.id)).json().card.status).toBe('awaiting_payment');
  });

  it('pays again with a new attempt (the older abandoned), and marks a failed one', async () => {
    const sender = await payingSender();
    const { card, reference: first } = await unpaidCard(sender);
    stub.settle(first, { status: 'failed' });
    expect((await sender.api.verify(card.id, first)).statusCode).toBe(200);
    expect((await paymentRow(first)).status).toBe('failed');
    // Each attempt a second later, so the newest is the latest made.
    clock.now = new Date(clock.now.getTime() + 1000);
    const again = await sender.api.pay(card.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.redirectUrl).toMatch(/^https?:\/\//);
    const second = await latestCardReference(t, card.id);
    expect(second).not.toBe(first);
    clock.now = new Date(clock.now.getTime() + 1000);
    const third = await sender.api.pay(card.id);
    expect(third.statusCode).toBe(200);
    expect((await paymentRow(second)).status).toBe('abandoned');
    const latest = await latestCardReference(t, card.id);
    stub.settle(latest, { status: 'success' });
    expect((await sender.api.verify(card.id, latest)).json().card.status).toBe('sending');
    // A paid card is not paid again.
    expect((await sender.api.pay(card.id)).statusCode).toBe(409);
  });

  it('refunds a paid scheduled card when it is cancelled, once, and says so by e-mail', async () => {
    const sender = await payingSender();
    const { card, reference } = await unpaidCard(sender, plainCard({ schedule: LATER }));
    stub.settle(reference, { status: 'success' });
    await webhook(reference);
    expect((await sender.api.card(card.id)).json().card.status).toBe('scheduled');
    const cancelled = await sender.api.cancel(card.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().card.status).toBe('cancelled');
    expect((await sender.api.cancel(card.id)).statusCode).toBe(409);

    stub.failNext(503, 'busy');
    await worker.drain();
    expect(refundsOf(reference).length).toBeGreaterThanOrEqual(1);
    // The retry waits; move the clock past it.
    clock.now = new Date(clock.now.getTime() + DAY);
    await worker.drain();
    await worker.drain();
    const payment = await paymentRow(reference);
    expect(payment).toMatchObject({ status: 'refunded', refunded_kobo: 80_000 });
    expect(stub.transactions.get(reference)?.refunded).toBe(80_000);
    const mail = await smtp.waitFor(sender.account.email, /Refunded/);
    expect(mail.subject).toBe('Refunded: ₦800 for a card to Amara');
    expect(
      smtp.mailsTo(sender.account.email).filter((m) => /Refunded/.test(m.subject)),
    ).toHaveLength(1);
    const list = paymentListResponseSchema.parse((await sender.api.payments()).json());
    expect(list.payments[0]).toMatchObject({ reference, status: 'refunded', refundedKobo: 80_000 });
  });

  it('abandons the payment of a cancelled unpaid card, and refunds a success that comes later', async () => {
    const sender = await payingSender();
    const { card, reference } = await unpaidCard(sender);
    expect((await sender.api.cancel(card.id)).json().card.status).toBe('cancelled');
    expect((await paymentRow(reference)).status).toBe('abandoned');
    expect((await sender.api.pay(card.id)).statusCode).toBe(409);
    stub.settle(reference, { status: 'success' });
    await webhook(reference);
    expect((await sender.api.card(card.id)).json().card.status).toBe('cancelled');
    await worker.drain();
    expect((await paymentRow(reference)).status).toBe('refunded');
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await jobsFor(t, 'card.deliver', card.id)).toEqual([]);
  });

  it('sells a pack of 5 credits, credited once however the payment arrives', async () => {
    const sender = await payingSender();
    const started = await sender.api.buyPack();
    expect(started.statusCode, started.body).toBe(200);
    const reference = await latestPackReference(t, sender.user.id);
    expect(reference).toMatch(/^PK-/);
    expect(stub.transactions.get(reference)).toMatchObject({ amount: 320_000 });
    stub.settle(reference, { status: 'success' });
    await Promise.all([webhook(reference), webhook(reference), sender.api.verifyPack(reference)]);
    const again = await sender.api.verifyPack(reference);
    expect(again.statusCode).toBe(200);
    const credits = creditsResponseSchema.parse(again.json());
    expect(credits.balance).toBe(5);
    expect(credits.history).toEqual([
      expect.objectContaining({ reason: 'pack', delta: 5, note: reference }),
    ]);
    expect(credits.pack).toEqual({
      credits: 5,
      priceKobo: 320_000,
      label: '5 card credits for the price of 4 (₦3,200)',
    });
    await worker.drain();
    const receipt = await smtp.waitFor(sender.account.email, /receipt/);
    expect(receipt.subject).toBe('Your Greetly receipt: ₦3,200 for 5 card credits');

    // The next ₦800 card is paid with one of them.
    const card = await sender.api.createCard(plainCard());
    expect(card.json().card).toMatchObject({ status: 'sending', pricing: { paidWith: 'credit' } });
    expect((await sender.api.credits()).json().balance).toBe(4);
  });

  it('lists the account’s card and pack payments, newest first', async () => {
    const sender = await payingSender();
    const { card, reference: cardReference } = await unpaidCard(sender);
    clock.now = new Date(clock.now.getTime() + 1000);
    await sender.api.buyPack();
    const packReference = await latestPackReference(t, sender.user.id);
    const list = paymentListResponseSchema.parse((await sender.api.payments()).json());
    expect(list.payments).toEqual([
      expect.objectContaining({
        reference: packReference,
        purpose: 'pack',
        description: '5 card credits',
        amountKobo: 320_000,
        status: 'initialized',
        credits: 5,
        cardId: null,
      }),
      expect.objectContaining({
        reference: cardReference,
        purpose: 'card',
        description: 'A card to Amara',
        amountKobo: 80_000,
        currency: 'NGN',
        status: 'initialized',
        cardId: card.id,
        paidAt: null,
      }),
    ]);
  });

  it('keeps a paid card of an unconfirmed sender waiting for the confirmation (decision 17)', async () => {
    const start = new Date();
    const session = await signedInAccount(t.app);
    await t.db.kysely
      .updateTable('users')
      .set({ created_at: start.toISOString() })
      .where('id', '=', session.user.id)
      .execute();
    const sender = { ...session, api: api(t.app, session.token) };
    clock.now = new Date(start.getTime() + 2 * DAY);
    const response = await sender.api.createCard(
      plainCard({ musicUrl: 'https://example.com/song' }),
    );
    const body = createCardResponseSchema.parse(response.json());
    expect(body.card.status).toBe('awaiting_payment');
    const reference = await latestCardReference(t, body.card.id);
    stub.settle(reference, { status: 'success' });
    await webhook(reference);
    expect((await sender.api.card(body.card.id)).json().card.status).toBe('waiting');
    expect(await jobsFor(t, 'card.deliver', body.card.id)).toEqual([]);
  });

  it('keeps one account out of another’s cards, payments and credits', async () => {
    const owner = await payingSender();
    const { card, reference } = await unpaidCard(owner);
    const other = await payingSender();
    expect((await other.api.pay(card.id)).statusCode).toBe(404);
    expect((await other.api.verify(card.id, reference)).statusCode).toBe(404);
    // Their own card with the owner's reference: not theirs either.
    const own = await unpaidCard(other);
    expect((await other.api.verify(own.card.id, reference)).statusCode).toBe(404);
    expect((await other.api.verifyPack(reference)).statusCode).toBe(404);
    const list = paymentListResponseSchema.parse((await other.api.payments()).json());
    expect(list.payments.map((payment) => payment.reference)).toEqual([own.reference]);
    for (const url of ['/api/payments', '/api/credits']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe.each(TEST_DATABASES)('paying a card in the development test checkout on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  const clock: TestClock = { now: new Date() };
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts', now: () => clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('pays a ₦800 card through the test provider’s page and its signed webhook', async () => {
    const start = new Date();
    const session = await accountMadeAt(t, smtp, start);
    const sender = api(t.app, session.token);
    clock.now = new Date(start.getTime() + 2 * DAY);
    const response = await sender.createCard(plainCard({ musicUrl: 'https://example.com/song' }));
    const body = createCardResponseSchema.parse(response.json());
    const path = new URL(body.payment?.redirectUrl ?? '').pathname;
    expect(path).toMatch(/^\/dev\/payments\/test\//);
    const paid = await t.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/cards/${body.card.id}?`);
    expect((await sender.card(body.card.id)).json().card.status).toBe('sending');
    const reference = new URL(String(paid.headers.location)).searchParams.get('reference') ?? '';
    const verified = await sender.verify(body.card.id, reference);
    expect(verified.json().card).toMatchObject({
      status: 'sending',
      pricing: { paidWith: 'payment' },
    });
  });
});
