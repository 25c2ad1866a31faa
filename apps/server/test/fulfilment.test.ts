import {
  FULFILMENT_STATUSES,
  FULFILMENT_TRANSITIONS,
  type FulfilmentStatus,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackProvider } from '../src/modules/billing/provider/paystack.ts';
import { shipmentRefundJob } from '../src/modules/orders/fulfilment/job-types.ts';
import { fulfilmentJobHandlers } from '../src/modules/orders/fulfilment/jobs.ts';
import { enqueue } from '../src/platform/jobs/queue.ts';
import { createJobWorker } from '../src/platform/jobs/worker.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { insertProduct, type TestProduct, type TestShop } from './support/catalogue.ts';
import { giveShop, insertOrder, type TestOrder } from './support/orders.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(TEST_DATABASES)('a shop fulfils its part of paid orders on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let stub: PaystackStub;

  let mailWorker: { stop: () => Promise<void>; close: () => void };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stub = await startPaystackStub();
    // The app's worker runs the account mails only; the buyer's mails about a shop's moves run on
    // a worker of this suite, and refunds on another (below) whose clock the test moves, with the
    // Paystack adapter pointed at the stub.
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Greetly <hello@greetly.test>',
      outboxDir: '/nonexistent',
    });
    const worker = createJobWorker({
      db: t.db.kysely,
      handlers: fulfilmentJobHandlers({ db: t.db.kysely, mailer, publicUrl: 'http://cards.test' }),
      log: silent,
      batchSize: 50,
      concurrency: 8,
      pollMs: 20,
      leaseMs: 30_000,
    });
    worker.start();
    mailWorker = { stop: () => worker.stop(), close: () => mailer.close() };
  });
  afterAll(async () => {
    await mailWorker?.stop();
    mailWorker?.close();
    await t?.close();
    await smtp?.close();
    await stub?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const move = (id: string, token: string, body: object) =>
    call('POST', `/api/vendor/orders/${id}/status`, token, body);

  interface Vendor {
    token: string;
    shop: TestShop;
    product: TestProduct;
  }
  async function vendor(name: string, stock = 10): Promise<Vendor> {
    const session = await signedInAccount(t.app);
    const shop = await giveShop(t.db.kysely, session.user.id, name);
    const product = await insertProduct(t.db.kysely, shop, {
      title: `${name} hamper`,
      priceKobo: 1_500_000,
      stock,
    });
    return { token: session.token, shop, product };
  }
  async function buyer() {
    const session = await signedInAccount(t.app);
    return { token: session.token, id: session.user.id as string, email: session.account.email };
  }
  async function order(
    who: { id: string; email: string },
    shops: Vendor[],
    options: { status?: 'paid' | 'pending_payment'; quantity?: number } = {},
  ): Promise<TestOrder> {
    return insertOrder(t.db.kysely, {
      buyer: who,
      status: options.status,
      parts: shops.map((v) => ({
        shop: v.shop,
        lines: [{ product: v.product, quantity: options.quantity ?? 2, unitPriceKobo: 1_500_000 }],
      })),
    });
  }
  const stockOf = async (product: TestProduct) =>
    (
      await t.db.kysely
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).stock;
  const shipmentRow = (id: string) =>
    t.db.kysely.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists only paid orders of the vendor’s own shops, newest first, with its own part', async () => {
    const a = await vendor('Lagos Blooms');
    const b = await vendor('Abuja Sweets');
    const who = await buyer();
    const first = await order(who, [a, b]);
    const unpaid = await order(who, [a], { status: 'pending_payment' });
    const second = await order(who, [a], { quantity: 1 });

    const list = await call('GET', '/api/vendor/orders', a.token);
    expect(list.statusCode).toBe(200);
    const orders = list.json().orders as { id: string; orderNumber: string }[];
    expect(orders.map((o) => o.orderNumber)).toEqual([second.number, first.number]);
    expect(orders.map((o) => o.orderNumber)).not.toContain(unpaid.number);
    expect(list.json().orders[1]).toEqual({
      id: first.shipments[0]?.id,
      orderNumber: first.number,
      status: 'pending',
      paidAt: expect.any(String),
      totalKobo: 3_200_000,
      itemCount: 2,
      deliverOn: null,
      withCard: false,
      recipientName: 'Chidi Okafor',
    });
    const theirs = (await call('GET', '/api/vendor/orders', b.token)).json().orders;
    expect(theirs.map((o: { id: string }) => o.id)).toEqual([first.shipments[1]?.id]);
  });

  it('shows one part with its own lines only, the address and its own timeline', async () => {
    const a = await vendor('Ikeja Gifts');
    const b = await vendor('Yaba Treats');
    const who = await buyer();
    const both = await order(who, [a, b]);
    const [partA, partB] = both.shipments;
    if (!partA || !partB) throw new Error('two parts expected');
    expect((await move(partB.id, b.token, { status: 'accepted' })).statusCode).toBe(200);

    const view = await call('GET', `/api/vendor/orders/${partA.id}`, a.token);
    expect(view.statusCode).toBe(200);
    const seen = view.json().order;
    expect(seen.lines.map((l: { title: string }) => l.title)).toEqual(['Ikeja Gifts hamper']);
    expect(JSON.stringify(seen)).not.toContain('Yaba Treats');
    expect(seen).toMatchObject({
      id: partA.id,
      orderNumber: both.number,
      shopName: 'Ikeja Gifts',
      status: 'pending',
      totalKobo: partA.totalKobo,
      withCard: false,
      address: { name: 'Chidi Okafor', street: '12 Admiralty Way', city: 'Lekki' },
    });
    // The order's payment (not its details), and nothing of the other shop's acceptance.
    expect(seen.history).toEqual([
      { at: expect.any(String), status: 'paid', shopName: null, note: null },
    ]);
    expect(view.body).not.toContain(both.paymentReference);
  });

  it('accepts, dispatches with a note and tracking link, delivers, and tells the buyer each time', async () => {
    const a = await vendor('Surulere Hampers');
    const who = await buyer();
    const placed = await order(who, [a]);
    const id = placed.shipments[0]?.id ?? '';

    const accepted = await move(id, a.token, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order.status).toBe('accepted');
    const acceptedMail = await smtp.waitFor(who.email, /accepted it/);
    expect(acceptedMail.subject).toBe(`Your order ${placed.number}: Surulere Hampers accepted it`);

    const dispatched = await move(id, a.token, {
      status: 'dispatched',
      note: 'Sent with GIG Logistics, arriving Friday.',
      trackingUrl: 'https://track.example.com/GIG-123',
    });
    expect(dispatched.statusCode).toBe(200);
    expect(dispatched.json().order).toMatchObject({
      status: 'dispatched',
      dispatchNote: 'Sent with GIG Logistics, arriving Friday.',
      trackingUrl: 'https://track.example.com/GIG-123',
    });
    const onItsWay = await smtp.waitFor(who.email, /is on its way/);
    expect(onItsWay.subject).toBe(`Your order ${placed.number} is on its way`);
    expect(onItsWay.text).toContain('Sent with GIG Logistics, arriving Friday.');
    expect(onItsWay.links).toContain('https://track.example.com/GIG-123');

    const delivered = await move(id, a.token, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    expect((await smtp.waitFor(who.email, /was delivered/)).subject).toBe(
      `Your order ${placed.number} was delivered`,
    );
    expect(delivered.json().order.history.map((h: { status: string }) => h.status)).toEqual([
      'paid',
      'accepted',
      'dispatched',
      'delivered',
    ]);
    const rows = await t.db.kysely
      .selectFrom('order_history')
      .selectAll()
      .where('shipment_id', '=', id)
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.from_status, r.to_status, r.actor])).toEqual([
      ['pending', 'accepted', 'vendor'],
      ['accepted', 'dispatched', 'vendor'],
      ['dispatched', 'delivered', 'vendor'],
    ]);
    expect(rows[1]?.note).toBe('Sent with GIG Logistics, arriving Friday.');
  });

  it('allows exactly the moves of the shipment states; every other answers 409', async () => {
    const a = await vendor('Matrix Shop', 500);
    const who = await buyer();
    const moves: FulfilmentStatus[] = ['accepted', 'dispatched', 'delivered', 'cancelled'];
    const body = (to: FulfilmentStatus) =>
      to === 'cancelled'
        ? { status: to, reason: 'The last one was damaged in the shop.' }
        : { status: to };
    for (const from of FULFILMENT_STATUSES) {
      for (const to of moves) {
        const placed = await order(who, [a], { quantity: 1 });
        const id = placed.shipments[0]?.id ?? '';
        await t.db.kysely
          .updateTable('shipments')
          .set({ status: from })
          .where('id', '=', id)
          .execute();
        const answer = await move(id, a.token, body(to));
        const allowed = FULFILMENT_TRANSITIONS[from].includes(to);
        expect([from, to, answer.statusCode]).toEqual([from, to, allowed ? 200 : 409]);
        if (!allowed) {
          expect(answer.json()).toMatchObject({ success: false, code: 'order_state_conflict' });
          expect(answer.json().message).toMatch(/already|cannot/);
          expect((await shipmentRow(id)).status).toBe(from);
        }
      }
    }
  });

  it('says clearly why a dispatched part cannot be cancelled, and checks the reason and link', async () => {
    const a = await vendor('Clear Words');
    const who = await buyer();
    const placed = await order(who, [a]);
    const id = placed.shipments[0]?.id ?? '';
    const short = await move(id, a.token, { status: 'cancelled', reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Say why in at least 10 characters');
    const badLink = await move(id, a.token, {
      status: 'dispatched',
      trackingUrl: 'ftp://x.test/1',
    });
    expect(badLink.statusCode).toBe(400);
    await move(id, a.token, { status: 'accepted' });
    await move(id, a.token, { status: 'dispatched' });
    const late = await move(id, a.token, {
      status: 'cancelled',
      reason: 'Changed our mind sadly.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This order has already been dispatched, so it can no longer be cancelled.',
    );
  });

  it('moves a part once when two clicks arrive together', async () => {
    const a = await vendor('Double Click');
    const who = await buyer();
    const placed = await order(who, [a]);
    const id = placed.shipments[0]?.id ?? '';
    const answers = await Promise.all([
      move(id, a.token, { status: 'accepted' }),
      move(id, a.token, { status: 'accepted' }),
      move(id, a.token, { status: 'accepted' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const history = await t.db.kysely
      .selectFrom('order_history')
      .select('id')
      .where('shipment_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
    const mails = await t.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'shipment.status-mail')
      .where('payload', 'like', `%${id}%`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  describe('a shop’s cancel refunds its part', () => {
    const clock = { now: new Date() };
    async function refundWorker() {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Greetly <hello@greetly.test>',
        outboxDir: '/nonexistent',
      });
      const provider = createPaystackProvider({ secretKey: stub.secretKey, baseUrl: stub.baseUrl });
      const handlers = fulfilmentJobHandlers({
        db: t.db.kysely,
        mailer,
        publicUrl: 'http://cards.test',
        paymentProvider: provider,
        now: () => clock.now,
      }).filter((handler) => handler.definition.type === shipmentRefundJob.type);
      const worker = createJobWorker({
        db: t.db.kysely,
        handlers,
        log: silent,
        batchSize: 10,
        concurrency: 1,
        pollMs: 20,
        leaseMs: 60_000,
        now: () => clock.now,
      });
      return { worker, provider, close: () => mailer.close() };
    }
    /** Earlier tests' cancels queued refunds of payments the stub never saw: set them aside. */
    const setAsideQueuedRefunds = () =>
      t.db.kysely
        .updateTable('jobs')
        .set({ status: 'cancelled' })
        .where('type', '=', shipmentRefundJob.type)
        .where('status', '=', 'pending')
        .execute();
    const refundsOf = (reference: string) =>
      stub.requests.filter(
        (r) =>
          r.path === '/refund' && (r.body as { transaction?: string }).transaction === reference,
      );

    it('gives the stock back, tells the buyer why and how much, and refunds the part once', async () => {
      const a = await vendor('Cancel Corner', 10);
      const b = await vendor('Stays Open', 10);
      const who = await buyer();
      const placed = await order(who, [a, b], { quantity: 3 });
      const [partA, partB] = placed.shipments;
      if (!partA || !partB) throw new Error('two parts expected');
      expect(await stockOf(a.product)).toBe(7);
      await setAsideQueuedRefunds();
      const { worker, provider, close } = await refundWorker();
      await provider.initialize({
        reference: placed.paymentReference,
        amountKobo: placed.totalKobo,
        email: who.email,
        callbackUrl: 'http://cards.test/orders',
      });
      stub.settle(placed.paymentReference, { status: 'success' });

      const cancelled = await move(partA.id, a.token, {
        status: 'cancelled',
        reason: 'The hamper’s flowers are out of season this week.',
      });
      expect(cancelled.statusCode).toBe(200);
      clock.now = new Date();
      expect(cancelled.json().order).toMatchObject({
        status: 'cancelled',
        cancelReason: 'The hamper’s flowers are out of season this week.',
        refundStatus: 'pending',
      });
      expect(await stockOf(a.product)).toBe(10);
      expect(await stockOf(b.product)).toBe(7);
      const mail = await smtp.waitFor(who.email, /was cancelled by/);
      expect(mail.subject).toBe(`Your order ${placed.number} was cancelled by Cancel Corner`);
      expect(mail.text).toContain('The hamper’s flowers are out of season this week.');
      expect(mail.text).toContain('Its part (₦47,000) is refunded');

      expect(await worker.runOnce()).toBe(1);
      const refunds = refundsOf(placed.paymentReference);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.body).toEqual({
        transaction: placed.paymentReference,
        amount: partA.totalKobo,
      });
      expect((await shipmentRow(partA.id)).refund_status).toBe('processed');
      expect((await shipmentRow(partB.id)).refund_status).toBeNull();
      const payment = await t.db.kysely
        .selectFrom('payments')
        .select('refunded_kobo')
        .where('reference', '=', placed.paymentReference)
        .executeTakeFirstOrThrow();
      expect(payment.refunded_kobo).toBe(partA.totalKobo);

      // The same job again (a crash after the refund, a second enqueue): nothing more is refunded.
      await enqueue(
        t.db.kysely,
        { definition: shipmentRefundJob, payload: { shipmentId: partA.id } },
        clock.now,
      );
      expect(await worker.runOnce()).toBe(1);
      expect(refundsOf(placed.paymentReference)).toHaveLength(1);
      expect(
        (
          await t.db.kysely
            .selectFrom('payments')
            .select('refunded_kobo')
            .where('reference', '=', placed.paymentReference)
            .executeTakeFirstOrThrow()
        ).refunded_kobo,
      ).toBe(partA.totalKobo);
      await worker.stop();
      close();
    });

    it('tries the refund again when the provider is down for a moment', async () => {
      const a = await vendor('Retry Roses', 10);
      const who = await buyer();
      const placed = await order(who, [a], { quantity: 1 });
      const part = placed.shipments[0];
      if (!part) throw new Error('a part expected');
      await setAsideQueuedRefunds();
      const { worker, provider, close } = await refundWorker();
      await provider.initialize({
        reference: placed.paymentReference,
        amountKobo: placed.totalKobo,
        email: who.email,
        callbackUrl: 'http://cards.test/orders',
      });
      stub.settle(placed.paymentReference, { status: 'success' });
      await move(part.id, a.token, {
        status: 'cancelled',
        reason: 'Our van broke down for the week.',
      });
      clock.now = new Date();

      stub.failNext(503, '{"status":false,"message":"Service unavailable"}');
      expect(await worker.runOnce()).toBe(1);
      expect((await shipmentRow(part.id)).refund_status).toBe('pending');
      const job = await t.db.kysely
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error'])
        .where('type', '=', 'shipment.refund')
        .where('payload', 'like', `%${part.id}%`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });

      clock.now = new Date(clock.now.getTime() + 31_000);
      expect(await worker.runOnce()).toBe(1);
      expect((await shipmentRow(part.id)).refund_status).toBe('processed');
      expect(stub.transactions.get(placed.paymentReference)?.refunded).toBe(part.totalKobo);
      await worker.stop();
      close();
    });
  });
});
