import {
  addDays,
  addressListResponseSchema,
  apiErrorSchema,
  checkoutQuoteResponseSchema,
  giftCardOptionsResponseSchema,
  localDateOf,
  naira,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, type TestProduct, type TestShop } from './support/catalogue.ts';
import {
  ADDRESS,
  buyerWith,
  call,
  getOrder,
  giftOf,
  insertCard,
  latestReference,
  paystackApp,
  place,
  placeBody,
  stockOf,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('placing an order on %s', (kind) => {
  let stub: PaystackStub;
  let t: TestApp;
  let roses: TestShop;
  let cakes: TestShop;
  let adminToken: string;

  beforeAll(async () => {
    stub = await startPaystackStub();
    t = await paystackApp(kind, stub);
    roses = await insertShop(t.db.kysely, { name: 'Red Roses' });
    cakes = await insertShop(t.db.kysely, { name: 'Sweet Crumbs' });
    const { signedInAccount } = await import('./support/accounts.ts');
    const admin = await signedInAccount(t.app);
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: admin.user.id, role: 'admin', granted_at: new Date().toISOString() })
      .execute();
    adminToken = admin.token;
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('prices the cart as the quote does, reserves the stock and records every part', async () => {
    const bouquet = await giftOf(t, roses, 'Twelve Roses', 10_000, 5);
    const cake = await giftOf(t, cakes, 'Chocolate Cake', 5_000, 3);
    const buyer = await buyerWith(t, [
      [bouquet, 2],
      [cake, 1],
    ]);
    const quoted = checkoutQuoteResponseSchema.parse(
      (
        await call(t, 'POST', '/api/checkout/quote', buyer.token, {
          deliveryOption: 'fast',
          giftBag: true,
        })
      ).json(),
    );

    const placed = await place(t, buyer.token, placeBody({ giftBag: true }));
    const { order } = placed;
    expect(order.number).toMatch(/^GR-\d{6}$/);
    expect(order.status).toBe('pending_payment');
    expect(order).toMatchObject({
      itemsKobo: quoted.itemsKobo,
      deliveryKobo: quoted.deliveryKobo,
      giftBagKobo: quoted.giftBagKobo,
      discountKobo: quoted.discountKobo,
      taxKobo: quoted.taxKobo,
      totalExcludingTaxKobo: quoted.totalExcludingTaxKobo,
      totalKobo: quoted.totalKobo,
      address: ADDRESS,
      canPay: true,
      canCancel: true,
    });
    expect(order.itemsKobo).toBe(naira(25_000));
    expect(order.shipments.map((shipment) => [shipment.shopName, shipment.status])).toEqual([
      ['Red Roses', 'pending'],
      ['Sweet Crumbs', 'pending'],
    ]);
    expect(order.shipments.map((shipment) => shipment.totalKobo)).toEqual(
      quoted.shops.map((shop) => shop.totalKobo),
    );
    expect(order.shipments[0]?.lines).toEqual([
      {
        ref: bouquet.ref,
        title: 'Twelve Roses',
        unitPriceKobo: naira(10_000),
        quantity: 2,
        lineTotalKobo: naira(20_000),
        freeUnits: 0,
      },
    ]);
    expect(order.history.map((entry) => entry.status)).toEqual(['pending_payment']);
    expect(Date.parse(order.reservedUntil) - Date.parse(order.createdAt)).toBe(30 * 60 * 1000);

    // The payment starts at the provider for the order's total, coming back to the order's page.
    expect(placed.payment?.redirectUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const reference = await latestReference(t, order);
    expect(reference.startsWith(`${order.number}-`)).toBe(true);
    const transaction = stub.transactions.get(reference);
    expect(transaction?.amount).toBe(order.totalKobo);
    expect(transaction?.callback_url).toBe(`http://cards.test/orders/${order.number}`);

    expect(await stockOf(t, bouquet)).toBe(3);
    expect(await stockOf(t, cake)).toBe(2);
    const cart = await call(t, 'GET', '/api/cart', buyer.token);
    expect(cart.json().lines).toEqual([]);
    const addresses = addressListResponseSchema.parse(
      (await call(t, 'GET', '/api/addresses', buyer.token)).json(),
    );
    expect(addresses.addresses).toEqual([{ id: expect.any(String), ...ADDRESS }]);
    const release = await t.db.kysely
      .selectFrom('jobs')
      .select(['due_at', 'status'])
      .where('type', '=', 'order.release-stock')
      .where('idempotency_key', 'like', '%release-stock')
      .execute();
    expect(release.map((job) => job.due_at)).toContain(order.reservedUntil);
  });

  it('keeps one address book entry for the same address, newest use first', async () => {
    // Three gifts: a buyer's unpaid orders may not hold the same gift twice (decision 0042).
    const gifts = [
      await giftOf(t, roses, 'Sunflowers', 4_000, 10),
      await giftOf(t, roses, 'Tulips', 4_000, 10),
      await giftOf(t, roses, 'Lilies', 4_000, 10),
    ];
    const buyer = await buyerWith(t, [[gifts[0] as (typeof gifts)[number], 1]]);
    await place(t, buyer.token);
    await call(t, 'PUT', `/api/cart/items/${gifts[1]?.ref}`, buyer.token, { quantity: 1 });
    const other = { ...ADDRESS, street: '3 Awolowo Road' };
    await place(t, buyer.token, placeBody({ address: other }));
    await call(t, 'PUT', `/api/cart/items/${gifts[2]?.ref}`, buyer.token, { quantity: 1 });
    await place(t, buyer.token);
    const { addresses } = addressListResponseSchema.parse(
      (await call(t, 'GET', '/api/addresses', buyer.token)).json(),
    );
    expect(addresses.map((address) => address.street)).toEqual([ADDRESS.street, other.street]);
  });

  it('refuses a gift its shop does not deliver to the address, at the quote and at placing', async () => {
    const lagosOnly = await giftOf(t, roses, 'Lagos Bouquet', 12_000, 5);
    const buyer = await buyerWith(t, [[lagosOnly, 1]]);
    const abuja = { ...ADDRESS, city: 'Garki', state: 'FCT' };
    const refusal =
      'Red Roses delivers Lagos Bouquet only in Nigeria — Lagos. Choose an address there, or remove it from your cart.';
    const quoted = await call(t, 'POST', '/api/checkout/quote', buyer.token, {
      deliveryOption: 'fast',
      giftBag: false,
      address: { country: abuja.country, city: abuja.city, state: abuja.state },
    });
    expect(quoted.statusCode, quoted.body).toBe(400);
    expect(apiErrorSchema.parse(quoted.json()).issues).toEqual([
      { path: 'address.city', message: refusal },
    ]);
    const placed = await call(t, 'POST', '/api/orders', buyer.token, placeBody({ address: abuja }));
    expect(placed.statusCode, placed.body).toBe(400);
    expect(apiErrorSchema.parse(placed.json()).issues).toEqual([
      { path: 'address.city', message: refusal },
    ]);
    expect(await stockOf(t, lagosOnly)).toBe(5);
    // In Lagos (its state, any city in it) the same cart is quoted and placed.
    const inLagos = await call(t, 'POST', '/api/checkout/quote', buyer.token, {
      deliveryOption: 'fast',
      giftBag: false,
      address: { country: 'Nigeria', city: 'Ikeja', state: 'Lagos' },
    });
    expect(inLagos.statusCode, inLagos.body).toBe(200);
    await place(t, buyer.token);
    expect(await stockOf(t, lagosOnly)).toBe(4);
  });

  it('lets one buyer hold a gift in one unpaid order, 3 unpaid orders and 10 of a gift at most', async () => {
    const gifts = await Promise.all(
      ['Hoard A', 'Hoard B', 'Hoard C', 'Hoard D'].map((name) => giftOf(t, roses, name, 3_000, 40)),
    );
    const [a, b, c, d] = gifts as [TestProduct, TestProduct, TestProduct, TestProduct];
    const buyer = await buyerWith(t, [[a, 10]]);
    const first = await place(t, buyer.token);
    const refusedCode = async (quantity: number, gift: TestProduct) => {
      await call(t, 'PUT', `/api/cart/items/${gift.ref}`, buyer.token, { quantity });
      const answer = await call(t, 'POST', '/api/orders', buyer.token, placeBody());
      await call(t, 'DELETE', `/api/cart/items/${gift.ref}`, buyer.token);
      return answer.statusCode === 201
        ? 'placed'
        : `${answer.statusCode} ${apiErrorSchema.parse(answer.json()).message}`;
    };
    // The same gift again while its first order waits for payment.
    expect(await refusedCode(1, a)).toBe(
      `409 Your order ${first.order.number} is waiting for payment with Hoard A in it. Pay it or cancel it before ordering it again.`,
    );
    expect(await refusedCode(11, b)).toBe(
      '409 One order can hold at most 10 of Hoard B. Lower the quantity in your cart.',
    );
    expect(await stockOf(t, b)).toBe(40);
    await call(t, 'PUT', `/api/cart/items/${b.ref}`, buyer.token, { quantity: 1 });
    await place(t, buyer.token);
    await call(t, 'PUT', `/api/cart/items/${c.ref}`, buyer.token, { quantity: 1 });
    await place(t, buyer.token);
    expect(await refusedCode(1, d)).toBe(
      '409 You have 3 orders waiting for payment. Pay or cancel one of them first.',
    );
    // Cancelling one frees a place, and its gift.
    const cancelled = await call(
      t,
      'POST',
      `/api/orders/${first.order.number}/cancel`,
      buyer.token,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await refusedCode(1, a)).toBe('placed');
  });

  it('records the coupon’s use with the order and refuses a code that does not apply', async () => {
    const created = await call(t, 'POST', '/api/admin/coupons', adminToken, {
      code: 'ONCE10',
      kind: 'percent',
      percent: 10,
      minOrderKobo: 0,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: null,
      maxUsesTotal: 1,
      maxUsesPerUser: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const gift = await giftOf(t, roses, 'Tulips', 10_000, 10);
    const buyer = await buyerWith(t, [[gift, 1]]);
    const { order } = await place(t, buyer.token, placeBody({ couponCode: 'once10' }));
    expect(order).toMatchObject({ couponCode: 'ONCE10', couponDiscountKobo: naira(1000) });
    const redemption = await t.db.kysely
      .selectFrom('coupon_redemptions')
      .innerJoin('orders', 'orders.id', 'coupon_redemptions.order_id')
      .select('orders.number')
      .executeTakeFirstOrThrow();
    expect(`GR-${String(redemption.number).padStart(6, '0')}`).toBe(order.number);

    const late = await buyerWith(t, [[gift, 1]]);
    const refused = await call(
      t,
      'POST',
      '/api/orders',
      late.token,
      placeBody({ couponCode: 'ONCE10' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).issues).toEqual([
      { path: 'couponCode', message: 'This code has been used up' },
    ]);
  });

  it('answers 409 out_of_stock naming the gift, changing nothing, when it ran out', async () => {
    const cake = await giftOf(t, cakes, 'Red Velvet Cake', 6_000, 2);
    const roses2 = await giftOf(t, roses, 'Pink Roses', 3_000, 5);
    const first = await buyerWith(t, [[cake, 2]]);
    const second = await buyerWith(t, [
      [roses2, 1],
      [cake, 1],
    ]);
    await place(t, first.token);
    const ordersBefore = await t.db.kysely.selectFrom('orders').select('id').execute();

    const refused = await call(t, 'POST', '/api/orders', second.token, placeBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'out_of_stock' });
    expect(refused.json().message).toContain('Red Velvet Cake');
    expect(await stockOf(t, roses2)).toBe(5);
    expect(await stockOf(t, cake)).toBe(0);
    expect(await t.db.kysely.selectFrom('orders').select('id').execute()).toHaveLength(
      ordersBefore.length,
    );
    expect((await call(t, 'GET', '/api/cart', second.token)).json().lines).toHaveLength(2);
  });

  it('answers 400 with field messages for a bad payload, and 409 for an empty cart', async () => {
    const buyer = await buyerWith(t, []);
    const bad = await call(t, 'POST', '/api/orders', buyer.token, {
      deliveryOption: 'drone',
      giftBag: 'yes',
      paymentMethod: 'paypal',
      address: { ...ADDRESS, name: '', country: 'Mars' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = apiErrorSchema.parse(bad.json()).issues?.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'deliveryOption',
        'giftBag',
        'paymentMethod',
        'address.name',
        'address.country',
      ]),
    );
    const empty = await call(t, 'POST', '/api/orders', buyer.token, placeBody());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('cart_empty');
  });

  it('places the order without a payment when the provider fails, and pays it again later', async () => {
    const gift = await giftOf(t, roses, 'Lilies', 7_000, 4);
    const buyer = await buyerWith(t, [[gift, 1]]);
    stub.failNext(503, '{"status":false,"message":"down"}');
    const placed = await place(t, buyer.token);
    expect(placed.payment).toBeNull();
    expect(placed.order.canPay).toBe(true);
    expect(await stockOf(t, gift)).toBe(3);
    const again = await call(t, 'POST', `/api/orders/${placed.order.number}/pay`, buyer.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.redirectUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
  });

  describe('a gift travelling with a card', () => {
    const today = () => localDateOf(new Date());

    it('lists the buyer’s scheduled cards, checked against the cart’s lead times', async () => {
      const cake = await giftOf(t, cakes, 'Red velvet cake', 9_000, 5, 3);
      const buyer = await buyerWith(t, [[cake, 1]]);
      const soon = await insertCard(t.db, buyer.user.id, {
        scheduleDate: addDays(today(), 1),
        sendAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const later = await insertCard(t.db, buyer.user.id, {
        scheduleDate: addDays(today(), 5),
        sendAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      });
      await insertCard(t.db, buyer.user.id, {
        scheduleDate: null,
        sendAt: new Date().toISOString(),
        status: 'sent',
      });
      const response = await call(t, 'GET', '/api/checkout/gift-cards', buyer.token);
      const { cards } = giftCardOptionsResponseSchema.parse(response.json());
      expect(cards.map((card) => [card.id, card.fitsCart, card.message])).toEqual([
        [soon, false, 'Too soon for Red velvet cake: it needs 3 days’ notice'],
        [later, true, null],
      ]);
      expect(cards[1]?.deliverOn).toBe(addDays(today(), 5));
    });

    it('links the order to a card that fits, delivered on its day; refuses one that cannot carry it', async () => {
      const cake = await giftOf(t, cakes, 'Carrot cake', 9_000, 5, 3);
      const buyer = await buyerWith(t, [[cake, 1]]);
      const stranger = await buyerWith(t, []);
      const sendAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
      const card = await insertCard(t.db, buyer.user.id, {
        scheduleDate: addDays(today(), 5),
        sendAt,
      });
      const tooSoon = await insertCard(t.db, buyer.user.id, {
        scheduleDate: addDays(today(), 2),
        sendAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      });
      const theirs = await insertCard(t.db, stranger.user.id, {
        scheduleDate: addDays(today(), 5),
        sendAt,
      });

      const refusals = [
        [placeBody({ cardId: card }), 'Choose gift delivery'],
        [
          placeBody({ deliveryOption: 'gift', cardId: theirs }),
          'Choose one of your scheduled cards',
        ],
        [
          placeBody({ deliveryOption: 'gift', cardId: 'nope' }),
          'Choose one of your scheduled cards',
        ],
        [placeBody({ deliveryOption: 'gift', cardId: tooSoon }), 'Too soon for Carrot cake'],
      ] as const;
      for (const [body, words] of refusals) {
        const refused = await call(t, 'POST', '/api/orders', buyer.token, body);
        expect(refused.statusCode, refused.body).toBe(422);
        const error = apiErrorSchema.parse(refused.json());
        expect(error.code).toBe('gift_card_unavailable');
        expect(error.issues?.[0]?.path).toBe('cardId');
        expect(error.issues?.[0]?.message).toContain(words);
      }
      expect(await stockOf(t, cake)).toBe(5);

      const { order } = await place(
        t,
        buyer.token,
        placeBody({ deliveryOption: 'gift', cardId: card }),
      );
      expect(order.deliverOn).toBe(addDays(today(), 5));
      expect(order.card).toEqual({ id: card, recipientName: 'Amara', sendAt });
      expect((await getOrder(t, buyer.token, order.number)).deliverOn).toBe(addDays(today(), 5));
    });
  });
});

describe.each(TEST_DATABASES)('placing without a payment provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {
        nodeEnv: 'production',
        paystack: { secretKey: undefined, baseUrl: 'https://api.paystack.co' },
      },
      { jobs: 'none' },
    );
  });
  afterAll(() => t?.close());

  it('answers 503 payment_unavailable and keeps the cart and the stock', async () => {
    const shop = await insertShop(t.db.kysely, { name: 'No Pay Shop' });
    const gift = await giftOf(t, shop, 'Orchid', 5_000, 2);
    const buyer = await buyerWith(t, [[gift, 1]]);
    const response = await call(t, 'POST', '/api/orders', buyer.token, placeBody());
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('payment_unavailable');
    expect(await stockOf(t, gift)).toBe(2);
    expect((await call(t, 'GET', '/api/cart', buyer.token)).json().lines).toHaveLength(1);
  });
});
