import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choosePaymentProvider,
  type LedgerDeps,
  startPayment,
} from '../src/modules/billing/index.ts';
import { events } from '../src/services.ts';
import { signedInAccount } from './support/accounts.ts';
import { insertShop, type TestShop } from './support/catalogue.ts';
import {
  buyerWith,
  getOrder,
  giftOf,
  latestReference,
  payByWebhook,
  paystackApp,
  place,
} from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { TEST_DATABASES, type TestApp } from './support/test-app.ts';

const quiet = { warn: () => {}, info: () => {} };

describe.each(TEST_DATABASES)('one ledger, several payers toward one target, on %s', (kind) => {
  let stub: PaystackStub;
  let t: TestApp;
  let shop: TestShop;
  let ledger: LedgerDeps;

  beforeAll(async () => {
    stub = await startPaystackStub();
    t = await paystackApp(kind, stub);
    shop = await insertShop(t.db.kysely, { name: 'Red Roses' });
    ledger = { db: t.db.kysely, provider: choosePaymentProvider(t.config), events, log: quiet };
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const paymentsOf = (orderId: string) =>
    t.db.kysely
      .selectFrom('payments')
      .select(['payer_id', 'amount_kobo', 'status', 'refund_reason'])
      .where('purpose', '=', 'order')
      .where('target_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('amount_kobo')
      .execute();

  it('marks an order paid once its payers’ shares cover it, and refunds what comes after', async () => {
    const roses = await giftOf(t, shop, 'Twelve Roses', 10_001, 10);
    const buyer = await buyerWith(t, [[roses, 1]]);
    const { order } = await place(t, buyer.token);
    const buyersOwn = await latestReference(t, order);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'total_kobo'])
      .where('number', '=', Number(order.number.slice(3)))
      .executeTakeFirstOrThrow();
    const friends = [await signedInAccount(t.app), await signedInAccount(t.app)];
    const half = Math.floor(row.total_kobo / 2);
    const shares = [half, row.total_kobo - half];
    const started = [];
    for (const [index, friend] of friends.entries()) {
      started.push(
        await startPayment(ledger, {
          purpose: 'order',
          targetId: row.id,
          payerId: friend.user.id,
          email: friend.account.email,
          amountKobo: shares[index] as number,
          currency: 'NGN',
          referencePrefix: `${order.number}-share-`,
          callbackUrl: 'http://localhost/orders',
          metadata: {},
        }),
      );
    }
    // Each payer's attempt leaves the others' standing.
    expect((await paymentsOf(row.id)).map((payment) => payment.status)).toEqual([
      'initialized',
      'initialized',
      'initialized',
    ]);

    await payByWebhook(t, stub, started[0]?.reference as string);
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('pending_payment');

    await payByWebhook(t, stub, started[1]?.reference as string);
    const paid = await getOrder(t, buyer.token, order.number);
    expect(paid.status).toBe('paid');
    expect(paid.history.filter((entry) => entry.status === 'paid')).toHaveLength(1);

    // The buyer's own full payment, arriving after the shares covered the order, goes back.
    await payByWebhook(t, stub, buyersOwn);
    const payments = await paymentsOf(row.id);
    expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(3);
    const own = payments.find((payment) => payment.payer_id === buyer.user.id);
    expect(own).toMatchObject({
      amount_kobo: row.total_kobo,
      refund_reason: 'the order was paid already',
    });
    const refunds = await t.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'payment.refund')
      .execute();
    expect(refunds).toHaveLength(1);
    expect((await getOrder(t, buyer.token, order.number)).status).toBe('paid');
  });
});
