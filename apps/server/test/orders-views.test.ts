import {
  addDays,
  checkoutQuoteResponseSchema,
  localDateOf,
  loyaltyResponseSchema,
  naira,
  orderListResponseSchema,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './support/accounts.ts';
import { insertShop, type TestShop } from './support/catalogue.ts';
import {
  buyerWith,
  call,
  fillCart,
  getOrder,
  giftOf,
  insertCard,
  latestReference,
  orderWorker,
  payByWebhook,
  paystackApp,
  place,
  placeBody,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('the buyer’s orders, loyalty card and access on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;
  let t: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
    t = await paystackApp(kind, stub);
    shop = await insertShop(t.db.kysely, { name: 'View Shop' });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
    await smtp?.close();
  });

  it('shows an order to its buyer and admins only; anyone else gets the same 404 as no order', async () => {
    const gift = await giftOf(t, shop, 'Roses', 5_000, 20);
    const buyer = await buyerWith(t, [[gift, 1]]);
    const { order } = await place(t, buyer.token);
    const stranger = await signedInAccount(t.app);
    const admin = await signedInAccount(t.app);
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: admin.user.id, role: 'admin', granted_at: new Date().toISOString() })
      .execute();

    expect((await getOrder(t, buyer.token, order.number.toLowerCase())).number).toBe(order.number);
    const theirs = await call(t, 'GET', `/api/orders/${order.number}`, stranger.token);
    const missing = await call(t, 'GET', '/api/orders/GR-999999', stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    for (const action of ['pay', 'cancel']) {
      const refused = await call(
        t,
        'POST',
        `/api/orders/${order.number}/${action}`,
        stranger.token,
      );
      expect(refused.statusCode, action).toBe(404);
    }
    const verify = await call(t, 'POST', `/api/orders/${order.number}/verify`, stranger.token, {
      reference: await latestReference(t, order),
    });
    expect(verify.statusCode).toBe(404);
    expect((await getOrder(t, admin.token, order.number)).number).toBe(order.number);
    const adminPay = await call(t, 'POST', `/api/orders/${order.number}/pay`, admin.token);
    expect(adminPay.statusCode).toBe(404);

    const bad = await call(t, 'GET', '/api/orders/not-a-number', buyer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('number');
    const guest = await call(t, 'GET', `/api/orders/${order.number}`);
    expect(guest.statusCode).toBe(401);
  });

  it('lists the buyer’s orders newest first, with items and shops', async () => {
    const gift = await giftOf(t, shop, 'Tulips', 2_000, 20);
    // Another gift for the second order: an unpaid order's gift is not ordered again (decision 0042).
    const other = await giftOf(t, shop, 'Daisies', 2_000, 20);
    const buyer = await buyerWith(t, [[gift, 2]]);
    const first = await place(t, buyer.token);
    await fillCart(t, buyer.token, [[other, 3]]);
    const second = await place(t, buyer.token);
    const { orders } = orderListResponseSchema.parse(
      (await call(t, 'GET', '/api/orders', buyer.token)).json(),
    );
    expect(orders.map((order) => [order.number, order.itemCount])).toEqual([
      [second.order.number, 3],
      [first.order.number, 2],
    ]);
    expect(orders[0]?.shipments).toEqual([
      { shopName: 'View Shop', status: 'pending', refundStatus: null },
    ]);
    const stranger = await signedInAccount(t.app);
    const none = orderListResponseSchema.parse(
      (await call(t, 'GET', '/api/orders', stranger.token)).json(),
    );
    expect(none.orders).toEqual([]);
  });

  it('stamps four delivered orders and makes the fifth order’s cheapest item free, as quoted', async () => {
    const vase = await giftOf(t, shop, 'Vase', 6_000, 50);
    const card = await giftOf(t, shop, 'Greeting card', 1_000, 50);
    const buyer = await buyerWith(t, []);
    const loyalty = async () =>
      loyaltyResponseSchema.parse((await call(t, 'GET', '/api/loyalty', buyer.token)).json());
    expect(await loyalty()).toEqual({
      success: true,
      stamps: 0,
      needed: 4,
      rewardReady: false,
      rewardsUsed: 0,
    });

    for (let i = 0; i < 4; i++) {
      await fillCart(t, buyer.token, [[vase, 1]]);
      const { order } = await place(t, buyer.token);
      await payByWebhook(t, stub, await latestReference(t, order));
      // The shop delivers (fulfilment's own moves are tested with it).
      await t.db.kysely
        .updateTable('shipments')
        .set({ status: 'delivered' })
        .where('id', '=', order.shipments[0]?.id ?? '')
        .execute();
      if (i === 2) expect((await loyalty()).stamps).toBe(3);
    }
    expect(await loyalty()).toMatchObject({ stamps: 4, rewardReady: true, rewardsUsed: 0 });

    await fillCart(t, buyer.token, [
      [vase, 1],
      [card, 2],
    ]);
    const quote = checkoutQuoteResponseSchema.parse(
      (
        await call(t, 'POST', '/api/checkout/quote', buyer.token, {
          deliveryOption: 'fast',
          giftBag: false,
        })
      ).json(),
    );
    expect(quote.discounts.loyalty).toEqual({
      ref: card.ref,
      title: 'Greeting card',
      amountKobo: naira(1_000),
    });
    const { order } = await place(t, buyer.token);
    expect(order.loyaltyDiscountKobo).toBe(naira(1_000));
    expect(order.totalKobo).toBe(quote.totalKobo);
    const freeLine = order.shipments[0]?.lines.find((line) => line.ref === card.ref);
    expect(freeLine?.freeUnits).toBe(1);
    // Taken by this order (paid or not yet), the reward is not offered again.
    expect(await loyalty()).toMatchObject({ stamps: 0, rewardReady: false, rewardsUsed: 1 });
  });

  it('tells the shop to deliver on the card’s day', async () => {
    const worker = orderWorker(t.db, t.config, smtp.url);
    try {
      const gift = await giftOf(t, shop, 'Cupcakes', 3_000, 20, 2);
      const buyer = await buyerWith(t, [[gift, 1]]);
      const day = addDays(localDateOf(new Date()), 4);
      const cardId = await insertCard(t.db, buyer.user.id, {
        scheduleDate: day,
        sendAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      });
      const { order } = await place(t, buyer.token, placeBody({ deliveryOption: 'gift', cardId }));
      await payByWebhook(t, stub, await latestReference(t, order));
      await worker.drain();
      const owner = await t.db.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', shop.ownerId)
        .executeTakeFirstOrThrow();
      const mail = await smtp.waitFor(owner.email, new RegExp(`New order ${order.number}`));
      expect(mail.text).toContain(`Deliver on ${day} with a card.`);
      expect(mail.text).toContain('1 × Cupcakes');
    } finally {
      worker.close();
    }
  });
});
