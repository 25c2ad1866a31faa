import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentDelivered } from '../src/modules/orders/events.ts';
import { fulfilmentRepo } from '../src/modules/orders/fulfilment/repo.ts';
import { moveShopOrder } from '../src/modules/orders/fulfilment/service.ts';
import { createEventBus, subscribe } from '../src/platform/events.ts';
import { signedInAccount } from './support/accounts.ts';
import { insertProduct } from './support/catalogue.ts';
import { giveShop, insertOrder } from './support/orders.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/** `shipment.delivered`: said once, in the transaction that moves a shop's part to delivered. */
describe.each(TEST_DATABASES)('a delivered shop part says so, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  it('emits shipment.delivered once, with its order and shop, only on delivery', async () => {
    const db = t.db.kysely;
    const seen: { shipmentId: string; orderId: string; shopId: string; inTransaction: boolean }[] =
      [];
    const events = createEventBus([
      subscribe({
        event: shipmentDelivered,
        subscriber: 'test.record',
        mode: 'transaction',
        async handle({ db: trx }, payload) {
          seen.push({ ...payload, inTransaction: trx.isTransaction });
        },
      }),
    ]);
    const vendor = await signedInAccount(t.app);
    const buyer = await signedInAccount(t.app);
    const shop = await giveShop(db, vendor.user.id, 'Delivered Blooms');
    const product = await insertProduct(db, shop, { title: 'Rose box', priceKobo: 900_000 });
    const order = await insertOrder(db, {
      buyer: { id: buyer.user.id, email: buyer.account.email },
      parts: [{ shop, lines: [{ product, quantity: 1, unitPriceKobo: 900_000 }] }],
    });
    const [part] = order.shipments;
    if (!part) throw new Error('the order has no part');
    const deps = { repo: fulfilmentRepo(db), events };
    const actor = { id: vendor.user.id as string, roles: ['vendor' as const] };
    await moveShopOrder(deps, actor, part.id, { status: 'accepted' });
    await moveShopOrder(deps, actor, part.id, {
      status: 'dispatched',
      note: undefined,
      trackingUrl: undefined,
    });
    expect(seen).toEqual([]);
    await moveShopOrder(deps, actor, part.id, { status: 'delivered' });
    expect(seen).toEqual([
      { shipmentId: part.id, orderId: order.id, shopId: shop.id, inTransaction: true },
    ]);
    await expect(moveShopOrder(deps, actor, part.id, { status: 'delivered' })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});
