import { formatOrderNumber } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, type TestShop } from './support/catalogue.ts';
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
  webhookUrl,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('paying an order on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: ReturnType<typeof orderWorker>;
  let roses: TestShop;
  let cakes: TestShop;

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
    t = await paystackApp(kind, stub);
    worker = orderWorker(t.db, t.config, smtp.url);
    roses = await insertShop(t.db.kysely, { name: 'Red Roses' });
    cakes = await insertShop(t.db.kysely, { name: 'Sweet Crumbs' });
  });
  afterAll(async () => {
    worker?.close();
    await t?.close();
    await stub?.close();
    await smtp?.close();
  });

  /** A placed order of one gift from each shop, and its payment's reference. */
  async function placedOrder() {
    const bouquet = await giftOf(t, roses, 'Twelve Roses', 10_000, 50);
    const cake = await giftOf(t, cakes, 'Chocolate Cake', 5_000, 50);
    const buyer = await buyerWith(t, [
      [bouquet, 2],
      [cake, 1],
    ]);
    const { order } = await place(t, buyer.token);
    return { buyer, order, reference: await latestReference(t, order) };
  }

  const jobsOf = (type: string) =>
    t.db.kysely.selectFrom('jobs').select(['payload']).where('type', '=', type).execute();

  async function mailJobsFor(orderNumber: string) {
    const sequence = Number(orderNumber.slice(3));
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('number', '=', sequence)
      .executeTakeFirstOrThrow();
    const confirmed = (await jobsOf('order.confirmed-mail')).filter((job) =>
      job.payload.includes(order.id),
    );
    const shipments = await t.db.kysely
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    const shops = (await jobsOf('order.new-shop-order-mail')).filter((job) =>
      shipments.some((shipment) => job.payload.includes(shipment.id)),
    );
    return { confirmed: confirmed.length, shops: shops.length };
  }

  it('applies a charge delivered three times once: one paid history row, one set of mails', async () => {
    const { buyer, order, reference } = await placedOrder();
    for (let i = 0; i < 3; i++) {
      const answer = await payByWebhook(t, stub, reference);
      expect(answer.status).toBe(200);
    }
    const paid = await getOrder(t, buyer.token, order.number);
    expect(paid.status).toBe('paid');
    expect(paid.canPay).toBe(false);
    expect(paid.canCancel).toBe(false);
    expect(paid.history.map((entry) => entry.status)).toEqual(['pending_payment', 'paid']);
    expect(await mailJobsFor(order.number)).toEqual({ confirmed: 1, shops: 2 });

    await worker.drain();
    const confirmation = await smtp.waitFor(buyer.account.email, /is confirmed/);
    expect(confirmation.subject).toBe(`Your order ${order.number} is confirmed`);
    expect(confirmation.text).toContain('2 × Twelve Roses');
    expect(confirmation.text).toContain('12 Admiralty Way');
    // VAT named with its rate as the checkout shows it, and whole sentences (issue 27, defect 7).
    expect(confirmation.text).toMatch(/^VAT \(7\.5%\): ₦[\d,.]+$/m);
    expect(confirmation.text).not.toMatch(/^Tax:/m);
    expect(confirmation.text).toContain(
      'each shop is now preparing its part. Your gifts come by fast delivery.',
    );
    expect(confirmation.text).not.toContain('Fast delivery.');
    expect(confirmation.links).toContain(`http://cards.test/orders/${order.number}`);
    const shopMails = smtp.mails.filter((mail) => mail.subject === `New order ${order.number}`);
    expect(shopMails).toHaveLength(2);
    const rosesMail = shopMails.find((mail) => mail.text.includes('Twelve Roses'));
    expect(rosesMail?.text).not.toContain('Chocolate Cake');
    expect(rosesMail?.text).toContain('Fast delivery');
    expect(rosesMail?.links).toContain(
      `http://cards.test/vendordashboard/orders/${paid.shipments[0]?.id}`,
    );
  });

  it('applies the buyer’s verify and the webhook once, in either order and together', async () => {
    const { buyer, order, reference } = await placedOrder();
    stub.settle(reference, { status: 'success' });
    const verify = () =>
      call(t, 'POST', `/api/orders/${order.number}/verify`, buyer.token, { reference });
    const hook = () => stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference));
    const answers = await Promise.all([verify(), hook(), verify(), hook()]);
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[0]?.json().order.status).toBe('paid');
    expect(answers[1]?.status).toBe(200);
    const after = await getOrder(t, buyer.token, order.number);
    expect(after.history.filter((entry) => entry.status === 'paid')).toHaveLength(1);
    expect(await mailJobsFor(order.number)).toEqual({ confirmed: 1, shops: 2 });
  });

  it('applies two webhooks arriving at the same moment once', async () => {
    const { buyer, order, reference } = await placedOrder();
    stub.settle(reference, { status: 'success' });
    const event = chargeSuccess(stub, reference);
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => stub.sendWebhook(webhookUrl(t.app), event)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await getOrder(t, buyer.token, order.number);
    expect(after.history.filter((entry) => entry.status === 'paid')).toHaveLength(1);
    const events = await t.db.kysely
      .selectFrom('payment_events')
      .select('key')
      .where('reference', '=', reference)
      .execute();
    expect(events).toHaveLength(1);
    expect(await mailJobsFor(order.number)).toEqual({ confirmed: 1, shops: 2 });
  });

  it('does not mark paid a charge of another amount or currency, and notes it', async () => {
    const { buyer, order, reference } = await placedOrder();
    stub.settle(reference, { status: 'success', amount: 100 });
    const short = await stub.sendWebhook(
      webhookUrl(t.app),
      chargeSuccess(stub, reference, { amount: 100 }),
    );
    expect(short.status).toBe(200);
    const dollars = await stub.sendWebhook(webhookUrl(t.app), {
      event: 'charge.success',
      data: { ...chargeSuccess(stub, reference).data, amount: order.totalKobo, currency: 'USD' },
    });
    expect(dollars.status).toBe(200);
    const verified = await call(t, 'POST', `/api/orders/${order.number}/verify`, buyer.token, {
      reference,
    });
    expect(verified.statusCode).toBe(200);
    const after = await getOrder(t, buyer.token, order.number);
    expect(after.status).toBe('pending_payment');
    // Each wrong report is noted: the two webhooks and the provider's own answer.
    expect(after.history.filter((entry) => entry.note?.includes('not applied'))).toHaveLength(3);
    expect(await mailJobsFor(order.number)).toEqual({ confirmed: 0, shops: 0 });

    // A wrong report does not block the right one for the same reference (issue 27, defect 12).
    stub.settle(reference, { status: 'success', amount: order.totalKobo });
    const right = await stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference));
    expect(right.status).toBe(200);
    const paid = await getOrder(t, buyer.token, order.number);
    expect(paid.status).toBe('paid');
    expect(await mailJobsFor(order.number)).toEqual({ confirmed: 1, shops: 2 });
  });

  it('refuses an event with a bad signature (401) and accepts one for an unknown reference (200)', async () => {
    const { buyer, order, reference } = await placedOrder();
    stub.settle(reference, { status: 'success' });
    const forged = await stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference), {
      secret: 'sk_test_not_ours',
    });
    expect(forged.status).toBe(401);
    const tampered = await stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference), {
      tamper: true,
    });
    expect(tampered.status).toBe(401);
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('pending_payment');
    const unknown = await stub.sendWebhook(webhookUrl(t.app), {
      event: 'charge.success',
      data: { reference: 'GR-999999-abc', amount: 500, currency: 'NGN', status: 'success' },
    });
    expect(unknown.status).toBe(200);
    const other = await stub.sendWebhook(webhookUrl(t.app), {
      event: 'transfer.success',
      data: { reference: 'TRF-1' },
    });
    expect(other.status).toBe(200);
  });

  it('marks a failed payment, lets the buyer pay again, and applies the new attempt', async () => {
    const { buyer, order, reference } = await placedOrder();
    stub.settle(reference, { status: 'failed' });
    const failed = await call(t, 'POST', `/api/orders/${order.number}/verify`, buyer.token, {
      reference,
    });
    expect(failed.json().order).toMatchObject({ status: 'payment_failed', canPay: true });

    const unknown = await call(t, 'POST', `/api/orders/${order.number}/verify`, buyer.token, {
      reference: 'GR-000001-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const again = await call(t, 'POST', `/api/orders/${order.number}/pay`, buyer.token);
    expect(again.statusCode, again.body).toBe(200);
    const second = await latestReference(t, order);
    expect(second).not.toBe(reference);
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('pending_payment');
    await payByWebhook(t, stub, second);
    const paid = await getOrder(t, buyer.token, order.number);
    expect(paid.status).toBe('paid');
    expect(paid.history.map((entry) => entry.status)).toEqual([
      'pending_payment',
      'payment_failed',
      'pending_payment',
      'paid',
    ]);
    const payAfter = await call(t, 'POST', `/api/orders/${order.number}/pay`, buyer.token);
    expect(payAfter.statusCode).toBe(409);
    expect(payAfter.json().code).toBe('order_state_conflict');
  });

  it('refunds in full a second attempt that also succeeded', async () => {
    const { buyer, order, reference } = await placedOrder();
    await call(t, 'POST', `/api/orders/${order.number}/pay`, buyer.token);
    const second = await latestReference(t, order);
    await payByWebhook(t, stub, second);
    await payByWebhook(t, stub, reference);
    await worker.drain();
    const refunds = stub.requests.filter(
      (request) =>
        request.path === '/refund' &&
        (request.body as { transaction?: string }).transaction === reference,
    );
    expect(refunds).toHaveLength(1);
    const after = await getOrder(t, buyer.token, order.number);
    expect(after.status).toBe('paid');
    expect(after.history.some((entry) => entry.note?.includes('refunded'))).toBe(true);
    expect(formatOrderNumber(Number(order.number.slice(3)))).toBe(order.number);
  });
});
