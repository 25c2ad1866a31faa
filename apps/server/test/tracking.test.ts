import { ORDER_NOT_FOUND_MESSAGE } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_LIMITS } from '../src/modules/orders/fulfilment/track-service.ts';
import { bearer, newClientIp, signedInAccount } from './support/accounts.ts';
import { insertProduct, type TestShop } from './support/catalogue.ts';
import { giveShop, insertOrder, type TestOrder } from './support/orders.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('following an order without signing in on %s', (kind) => {
  let t: TestApp;
  let placed: TestOrder;
  let buyerEmail: string;
  let vendorToken: string;
  let shops: TestShop[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    const db = t.db.kysely;
    const buyer = await signedInAccount(t.app);
    buyerEmail = buyer.account.email;
    const vendor = await signedInAccount(t.app);
    vendorToken = vendor.token;
    const other = await signedInAccount(t.app);
    shops = [
      await giveShop(db, vendor.user.id, 'Track Blooms'),
      await giveShop(db, other.user.id, 'Track Sweets'),
    ];
    const [flowers, cake] = [
      await insertProduct(db, shops[0] as TestShop, { title: 'Sunflowers', priceKobo: 700_000 }),
      await insertProduct(db, shops[1] as TestShop, {
        title: 'Chocolate cake',
        priceKobo: 400_000,
      }),
    ];
    placed = await insertOrder(db, {
      buyer: { id: buyer.user.id, email: buyerEmail },
      parts: [
        {
          shop: shops[0] as TestShop,
          lines: [{ product: flowers, quantity: 1, unitPriceKobo: 700_000 }],
        },
        {
          shop: shops[1] as TestShop,
          lines: [{ product: cake, quantity: 2, unitPriceKobo: 400_000 }],
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const track = (orderNumber: string, email: string, ip = newClientIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber, email },
      remoteAddress: ip,
    });

  it('finds the order by its number and e-mail in any case, without address, phone or payment', async () => {
    const id = placed.shipments[0]?.id ?? '';
    await t.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${id}/status`,
      headers: bearer(vendorToken),
      payload: { status: 'accepted' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${id}/status`,
      headers: bearer(vendorToken),
      payload: {
        status: 'dispatched',
        note: 'With the rider now.',
        trackingUrl: 'https://track.example.com/R-9',
      },
    });
    const typed = ` ${placed.number.toLowerCase().replace('-', '')} `;
    const answer = await track(typed, buyerEmail.toUpperCase());
    expect(answer.statusCode).toBe(200);
    const order = answer.json().order;
    expect(order).toMatchObject({
      number: placed.number,
      status: 'paid',
      deliveryOption: 'fast',
      totalKobo: placed.totalKobo,
      shipments: [
        {
          shopName: 'Track Blooms',
          status: 'dispatched',
          dispatchNote: 'With the rider now.',
          trackingUrl: 'https://track.example.com/R-9',
          lines: [{ title: 'Sunflowers', quantity: 1 }],
        },
        {
          shopName: 'Track Sweets',
          status: 'pending',
          lines: [{ title: 'Chocolate cake', quantity: 2 }],
        },
      ],
    });
    expect(order.history).toEqual([
      { at: expect.any(String), status: 'pending_payment', shopName: null, note: null },
      { at: expect.any(String), status: 'paid', shopName: null, note: null },
      { at: expect.any(String), status: 'accepted', shopName: 'Track Blooms', note: null },
      {
        at: expect.any(String),
        status: 'dispatched',
        shopName: 'Track Blooms',
        note: 'With the rider now.',
      },
    ]);
    const text = answer.body;
    for (const secret of ['Admiralty', '+2348098765432', placed.paymentReference, 'Chidi']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a wrong e-mail and a wrong number with the same 404 words', async () => {
    const wrongEmail = await track(placed.number, 'someone.else@example.com');
    const wrongNumber = await track('GR-999999', buyerEmail);
    for (const answer of [wrongEmail, wrongNumber]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        success: false,
        code: 'not_found',
        message: ORDER_NOT_FOUND_MESSAGE,
      });
    }
    const malformed = await track('123-GR', buyerEmail);
    expect(malformed.statusCode).toBe(400);
  });

  it('limits look-ups from one client: a guesser gets 429', async () => {
    const ip = newClientIp();
    const limit = TRACKING_LIMITS.perIp.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await track(placed.number, `guess${attempt}@example.com`, ip)).statusCode).toBe(404);
    }
    const refused = await track(placed.number, buyerEmail, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await track(placed.number, buyerEmail)).statusCode).toBe(200);
  });

  it('limits look-ups of one order from many clients', async () => {
    const shop = shops[0] as TestShop;
    const product = await insertProduct(t.db.kysely, shop, { title: 'Lilies' });
    const other = await insertOrder(t.db.kysely, {
      buyer: { id: (await signedInAccount(t.app)).user.id, email: 'many.clients@example.com' },
      parts: [{ shop, lines: [{ product, quantity: 1, unitPriceKobo: 850_000 }] }],
    });
    for (let attempt = 0; attempt < TRACKING_LIMITS.perOrder.limit; attempt += 1) {
      expect((await track(other.number, `guess${attempt}@example.com`)).statusCode).toBe(404);
    }
    expect((await track(other.number, 'many.clients@example.com')).statusCode).toBe(429);
  });
});
