import { naira } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './support/accounts.ts';
import { insertShop, type TestProduct, type TestShop } from './support/catalogue.ts';
import {
  buyerWith,
  call,
  chargeSuccess,
  getOrder,
  giftOf,
  latestReference,
  orderWorker,
  payByWebhook,
  paystackApp,
  place,
  placeBody,
  stockOf,
  webhookUrl,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const THIRTY_ONE_MINUTES = 31 * 60 * 1000;

describe.each(TEST_DATABASES)('releasing and cancelling unpaid orders on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: ReturnType<typeof orderWorker>;
  let shop: TestShop;
  let couponId: string;

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
    t = await paystackApp(kind, stub);
    worker = orderWorker(t.db, t.config, smtp.url);
    shop = await insertShop(t.db.kysely, { name: 'Release Shop' });
    const admin = await signedInAccount(t.app);
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: admin.user.id, role: 'admin', granted_at: new Date().toISOString() })
      .execute();
    const created = await call(t, 'POST', '/api/admin/coupons', admin.token, {
      code: 'TAKE500',
      kind: 'fixed',
      amountKobo: naira(500),
      minOrderKobo: 0,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: null,
      maxUsesTotal: null,
      maxUsesPerUser: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    couponId = created.json().coupon.id;
  });
  afterAll(async () => {
    worker?.close();
    await t?.close();
    await stub?.close();
    await smtp?.close();
  });

  /** Runs every job due half an hour from now: the placed orders' releases. */
  async function runReleases() {
    worker.clock.aheadMs = THIRTY_ONE_MINUTES;
    try {
      await worker.drain();
    } finally {
      worker.clock.aheadMs = 0;
    }
  }

  const redemptionsOf = async (buyerId: string) =>
    t.db.kysely
      .selectFrom('coupon_redemptions')
      .select('id')
      .where('coupon_id', '=', couponId)
      .where('user_id', '=', buyerId)
      .execute();

  async function placedWithCoupon(gift: TestProduct, quantity = 2) {
    const buyer = await buyerWith(t, [[gift, quantity]]);
    const { order } = await place(t, buyer.token, placeBody({ couponCode: 'TAKE500' }));
    return { buyer, order, reference: await latestReference(t, order) };
  }

  it('cancels an order unpaid after 30 minutes, restores its stock and coupon, once', async () => {
    const gift = await giftOf(t, shop, 'Peonies', 8_000, 5);
    const { buyer, order } = await placedWithCoupon(gift);
    expect(await stockOf(t, gift)).to.equal(3);
    expect(await redemptionsOf(buyer.user.id)).toHaveLength(1);

    await worker.drain(); // not due yet: nothing happens
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('pending_payment');

    await runReleases();
    const released = await getOrder(t, buyer.token, order.number);
    expect(released).toMatchObject({ status: 'cancelled', canPay: false, canCancel: false });
    expect(released.cancelledAt).not.toBeNull();
    expect(released.history.at(-1)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t, gift)).toBe(5);
    expect(await redemptionsOf(buyer.user.id)).toHaveLength(0);

    // The same release run again (a retried job) changes nothing.
    const { enqueue } = await import('../src/platform/jobs/queue.ts');
    const { releaseStockJob } = await import('../src/modules/orders/job-types.ts');
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('number', '=', Number(order.number.slice(3)))
      .executeTakeFirstOrThrow();
    await enqueue(t.db.kysely, { definition: releaseStockJob, payload: { orderId: row.id } });
    await worker.drain();
    expect(await stockOf(t, gift)).toBe(5);
    const again = await getOrder(t, buyer.token, order.number);
    expect(again.history.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    const pay = await call(t, 'POST', `/api/orders/${order.number}/pay`, buyer.token);
    expect(pay.statusCode).toBe(409);
  });

  it('applies a payment that succeeded without a webhook instead of releasing', async () => {
    const gift = await giftOf(t, shop, 'Daisies', 4_000, 5);
    const { buyer, order, reference } = await placedWithCoupon(gift, 1);
    stub.settle(reference, { status: 'success' });
    await runReleases();
    const paid = await getOrder(t, buyer.token, order.number);
    expect(paid.status).toBe('paid');
    expect(await stockOf(t, gift)).toBe(4);
    expect(await redemptionsOf(buyer.user.id)).toHaveLength(1);
    await smtp.waitFor(buyer.account.email, /is confirmed/);
  });

  it('still releases when the provider cannot be asked', async () => {
    const gift = await giftOf(t, shop, 'Marigolds', 3_000, 5);
    const { buyer, order } = await placedWithCoupon(gift, 1);
    stub.failNext(503, '{"status":false,"message":"down"}');
    await runReleases();
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('cancelled');
    expect(await stockOf(t, gift)).toBe(5);
  });

  it('refunds a success that arrives after the release, and keeps the order cancelled', async () => {
    const gift = await giftOf(t, shop, 'Orchids', 9_000, 5);
    const { buyer, order, reference } = await placedWithCoupon(gift, 1);
    await runReleases();
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('cancelled');

    stub.failNext(503, '{"status":false,"message":"busy"}'); // the first refund call fails
    const answer = await payByWebhook(t, stub, reference);
    expect(answer.status).toBe(200);
    const noted = await getOrder(t, buyer.token, order.number);
    expect(noted.status).toBe('cancelled');
    // (The release's own step is dated half an hour on: the worker ran it on a clock set ahead.)
    expect(
      noted.history.some((entry) => entry.note?.includes('after the order was cancelled')),
    ).toBe(true);

    await worker.drain();
    const job = await t.db.kysely
      .selectFrom('jobs')
      .select(['status', 'attempts', 'due_at'])
      .where('type', '=', 'payment.refund')
      .where('payload', 'like', '%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    // Its retry, a few minutes on.
    worker.clock.aheadMs = 10 * 60 * 1000;
    await worker.drain();
    worker.clock.aheadMs = 0;

    const refunds = stub.requests.filter(
      (request) =>
        request.path === '/refund' &&
        (request.body as { transaction?: string }).transaction === reference,
    );
    expect(refunds).toHaveLength(2);
    expect(stub.transactions.get(reference)?.refunded).toBe(order.totalKobo);
    const payment = await t.db.kysely
      .selectFrom('payments')
      .select(['status', 'refunded_kobo'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'refunded', refunded_kobo: order.totalKobo });
    const after = await getOrder(t, buyer.token, order.number);
    expect(after.status).toBe('cancelled');
    expect(after.history.some((entry) => entry.note?.includes('refunded (payment'))).toBe(true);
    expect(await stockOf(t, gift)).toBe(5);

    // A repeat of the webhook refunds nothing more.
    await stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference));
    await worker.drain();
    expect(stub.requests.filter((request) => request.path === '/refund')).toHaveLength(2);
  });

  it('lets the buyer cancel before paying, releasing the stock and the coupon', async () => {
    const gift = await giftOf(t, shop, 'Tulips', 5_000, 4);
    const { buyer, order } = await placedWithCoupon(gift, 3);
    const stranger = await signedInAccount(t.app);
    const theirs = await call(t, 'POST', `/api/orders/${order.number}/cancel`, stranger.token);
    expect(theirs.statusCode).toBe(404);

    const cancelled = await call(t, 'POST', `/api/orders/${order.number}/cancel`, buyer.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await stockOf(t, gift)).toBe(4);
    expect(await redemptionsOf(buyer.user.id)).toHaveLength(0);
    const twice = await call(t, 'POST', `/api/orders/${order.number}/cancel`, buyer.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('order_state_conflict');

    // The released coupon can be used again by the same buyer.
    await call(t, 'PUT', `/api/cart/items/${gift.ref}`, buyer.token, { quantity: 1 });
    const reused = await place(t, buyer.token, placeBody({ couponCode: 'TAKE500' }));
    expect(reused.order.couponCode).toBe('TAKE500');
    await payByWebhook(t, stub, await latestReference(t, reused.order));
    const paidCancel = await call(
      t,
      'POST',
      `/api/orders/${reused.order.number}/cancel`,
      buyer.token,
    );
    expect(paidCancel.statusCode).toBe(409);
  });
});

describe.each(TEST_DATABASES)('the development test checkout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  it('pays an order through the test provider’s page and its signed webhook', async () => {
    const shop = await insertShop(t.db.kysely, { name: 'Dev Shop' });
    const gift = await giftOf(t, shop, 'Test Roses', 2_000, 3);
    const buyer = await buyerWith(t, [[gift, 1]]);
    const { order, payment } = await place(t, buyer.token);
    const path = new URL(payment?.redirectUrl ?? '').pathname;
    expect(path).toMatch(/^\/dev\/payments\/test\//);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Test payment — no money moves');
    const paid = await t.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/orders/${order.number}?`);
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('paid');
    const reference = new URL(String(paid.headers.location)).searchParams.get('reference');
    const verified = await call(t, 'POST', `/api/orders/${order.number}/verify`, buyer.token, {
      reference,
    });
    expect(verified.json().order.status).toBe('paid');
  });
});
