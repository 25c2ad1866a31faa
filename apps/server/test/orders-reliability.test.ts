import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './support/accounts.ts';
import { insertShop } from './support/catalogue.ts';
import {
  call,
  chargeSuccess,
  fillCart,
  getOrder,
  giftOf,
  latestReference,
  openApp,
  orderWorker,
  payByWebhook,
  paystackApp,
  place,
  placeBody,
  stockOf,
  stubConfig,
  webhookUrl,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('orders under load and across a restart on %s', (kind) => {
  let stub: PaystackStub;
  let smtp: SmtpSink;

  beforeAll(async () => {
    stub = await startPaystackStub();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await stub?.close();
    await smtp?.close();
  });

  describe('50 buyers at once for 10 in stock', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await paystackApp(kind, stub);
    });
    afterAll(() => t?.close());

    it('places and pays exactly 10 orders, never selling more than the stock', async () => {
      const shop = await insertShop(t.db.kysely, { name: 'Rush Shop' });
      const gift = await giftOf(t, shop, 'Limited Hamper', 15_000, 10);
      const buyers = [];
      for (let i = 0; i < 50; i++) {
        const buyer = await signedInAccount(t.app);
        await fillCart(t, buyer.token, [[gift, 1]]);
        buyers.push(buyer);
      }

      const outcomes = await Promise.all(
        buyers.map(async (buyer) => {
          const response = await call(t, 'POST', '/api/orders', buyer.token, placeBody());
          if (response.statusCode !== 201) return response.json().code as string;
          const { order } = response.json();
          const answer = await payByWebhook(t, stub, await latestReference(t, order));
          return answer.status === 200 ? 'paid' : `webhook ${answer.status}`;
        }),
      );
      const counts = outcomes.reduce<Record<string, number>>((all, outcome) => {
        all[outcome] = (all[outcome] ?? 0) + 1;
        return all;
      }, {});
      expect(counts).toEqual({ paid: 10, out_of_stock: 40 });
      expect(await stockOf(t, gift)).toBe(0);
      const orders = await t.db.kysely.selectFrom('orders').select(['status', 'number']).execute();
      expect(orders.filter((order) => order.status === 'paid')).toHaveLength(10);
      expect(orders).toHaveLength(10);
      expect(new Set(orders.map((order) => order.number)).size).toBe(10);
      const sold = await t.db.kysely
        .selectFrom('order_lines')
        .select((eb) => eb.fn.sum<number | string>('quantity').as('sold'))
        .where('product_id', '=', gift.id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.sold)).toBe(10);
    });
  });

  describe('one cart placed 20 times at once (a double tap, a retry without a key)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await paystackApp(kind, stub);
    });
    afterAll(() => t?.close());

    it('places one order; the others find the cart empty', async () => {
      const shop = await insertShop(t.db.kysely, { name: 'Tap Shop' });
      const gift = await giftOf(t, shop, 'Double Tap Roses', 9_000, 50);
      const buyer = await signedInAccount(t.app);
      await fillCart(t, buyer.token, [[gift, 2]]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(t, 'POST', '/api/orders', buyer.token, placeBody())),
      );
      const codes = answers.map((answer) =>
        answer.statusCode === 201 ? 'placed' : `${answer.statusCode} ${answer.json().code}`,
      );
      expect(codes.filter((code) => code === 'placed')).toHaveLength(1);
      expect(new Set(codes.filter((code) => code !== 'placed'))).toEqual(
        new Set(['409 cart_empty']),
      );
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('buyer_id', '=', buyer.user.id)
        .execute();
      expect(orders).toHaveLength(1);
      expect(await stockOf(t, gift)).toBe(48);
    });
  });

  it('sends one buyer mail and one shop mail when the server stops between payment and mail', async () => {
    const database = await createTestDatabase(kind);
    const { config, removeDataDir } = stubConfig(database.config, stub);
    let second: Awaited<ReturnType<typeof openApp>> | undefined;
    try {
      // The first server applies the payment and stops before any worker sends a mail.
      const first = await openApp(config);
      const shop = await insertShop(first.db.kysely, { name: 'Restart Shop' });
      const gift = await giftOf(first, shop, 'Restart Roses', 8_000, 5);
      const buyer = await signedInAccount(first.app);
      await fillCart(first, buyer.token, [[gift, 1]]);
      const { order } = await place(first, buyer.token);
      const reference = await latestReference(first, order);
      const paid = await payByWebhook({ app: first.app } as TestApp, stub, reference);
      expect(paid.status).toBe(200);
      await first.close();

      // A new server on the same database: the provider delivers the event again, the worker runs.
      second = await openApp(config);
      const server = second;
      const replay = () => stub.sendWebhook(webhookUrl(server.app), chargeSuccess(stub, reference));
      expect((await replay()).status).toBe(200);
      const worker = orderWorker(second.db, config, smtp.url);
      try {
        await worker.drain();
        expect((await replay()).status).toBe(200);
        await worker.drain();
      } finally {
        worker.close();
      }

      const owner = await second.db.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', shop.ownerId)
        .executeTakeFirstOrThrow();
      await smtp.waitFor(buyer.account.email, /is confirmed/);
      await smtp.waitFor(owner.email, /New order/);
      const toBuyer = smtp
        .mailsTo(buyer.account.email)
        .filter((mail) => mail.subject === `Your order ${order.number} is confirmed`);
      const toShop = smtp
        .mailsTo(owner.email)
        .filter((mail) => mail.subject === `New order ${order.number}`);
      expect(toBuyer).toHaveLength(1);
      expect(toShop).toHaveLength(1);
      const view = await getOrder(second, buyer.token, order.number);
      expect(view.status).toBe('paid');
      expect(view.history.filter((entry) => entry.status === 'paid')).toHaveLength(1);
      expect(await stockOf(second, gift)).toBe(4);
    } finally {
      await second?.close();
      await database.drop();
      removeDataDir();
    }
  });
});
