import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentRepo } from '../src/modules/orders/fulfilment/repo.ts';
import { ordersRepo, UNPAID_STATUSES } from '../src/modules/orders/repo.ts';
import { insertProduct, insertShop, type TestShop } from './support/catalogue.ts';
import { insertOrder } from './support/orders.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * The orders' and shipments' `transition`s (transitions.test.ts proves they are the only status
 * writes): a move in its domain table writes the status and its history row and says what it
 * moved from; a row in none of `from` is left alone with no history; a move the table does not
 * have throws before anything is written.
 */
describe.each(TEST_DATABASES)('the orders’ and shipments’ transitions on %s', (kind) => {
  let t: TestApp;
  let shop: TestShop;
  const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 9, minute)).toISOString();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    shop = await insertShop(t.db.kysely);
  });
  afterAll(() => t?.close());

  const db = () => t.db.kysely;
  const history = (orderId: string, shipmentId: string | null) =>
    db()
      .selectFrom('order_history')
      .select(['from_status', 'to_status', 'actor', 'actor_id', 'note', 'at'])
      .where('order_id', '=', orderId)
      .where('shipment_id', shipmentId === null ? 'is' : '=', shipmentId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  async function anOrder(status: 'pending_payment' | 'paid') {
    const product = await insertProduct(db(), shop, { title: 'Roses', stock: 10 });
    return insertOrder(db(), {
      buyer: { id: shop.ownerId, email: 'buyer@example.com' },
      status,
      parts: [{ shop, lines: [{ product, quantity: 1, unitPriceKobo: 5_000 }] }],
    });
  }

  it('moves an order, a late payment on a failed one too, with its history', async () => {
    const order = await anOrder('pending_payment');
    const orders = ordersRepo(db());
    const before = (await history(order.id, null)).length;
    const move = { orderId: order.id, actor: 'provider' } as const;
    expect(
      await orders.transition({
        ...move,
        from: ['pending_payment'],
        to: 'payment_failed',
        at: at(1),
      }),
    ).toBe('pending_payment');
    expect(
      await orders.transition({
        ...move,
        from: UNPAID_STATUSES,
        to: 'paid',
        at: at(2),
        set: { paid_at: at(2) },
      }),
    ).toBe('payment_failed');
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'paid',
      paid_at: at(2),
      updated_at: at(2),
    });
    expect((await history(order.id, null)).slice(before)).toEqual([
      {
        from_status: 'pending_payment',
        to_status: 'payment_failed',
        actor: 'provider',
        actor_id: null,
        note: null,
        at: at(1),
      },
      {
        from_status: 'payment_failed',
        to_status: 'paid',
        actor: 'provider',
        actor_id: null,
        note: null,
        at: at(2),
      },
    ]);
  });

  it('leaves an order in none of `from` alone, and throws on a move not in its table', async () => {
    const order = await anOrder('paid');
    const orders = ordersRepo(db());
    const before = await history(order.id, null);
    const cancel = { orderId: order.id, to: 'cancelled', at: at(3), actor: 'buyer' } as const;
    expect(await orders.transition({ ...cancel, from: UNPAID_STATUSES })).toBeNull();
    await expect(orders.transition({ ...cancel, from: ['paid'] })).rejects.toThrow(
      new Error('order: paid → cancelled is not a move of its state machine'),
    );
    expect((await orders.findById(order.id))?.status).toBe('paid');
    expect(await history(order.id, null)).toEqual(before);
    // A note changes no status; a "note" that moves one is refused.
    const note = { orderId: order.id, actor: 'system', note: 'Refunded.' } as const;
    await orders.addHistory({ ...note, from: 'paid', to: 'paid' }, at(4));
    await expect(
      orders.addHistory({ ...note, from: 'paid', to: 'cancelled' }, at(4)),
    ).rejects.toThrow('is a move, not a note');
    expect(await history(order.id, null)).toHaveLength(before.length + 1);
  });

  it('lets exactly one of two moves at once have the order', async () => {
    const order = await anOrder('pending_payment');
    const before = (await history(order.id, null)).length;
    const moves = await Promise.all(
      (['paid', 'cancelled'] as const).map((to) =>
        ordersRepo(db()).transition({
          orderId: order.id,
          from: UNPAID_STATUSES,
          to,
          at: at(5),
          actor: 'system',
        }),
      ),
    );
    expect(moves.filter((from) => from === 'pending_payment')).toHaveLength(1);
    expect(moves.filter((from) => from === null)).toHaveLength(1);
    expect(await history(order.id, null)).toHaveLength(before + 1);
  });

  it('moves a shop’s part along its table, with its row in the order’s history', async () => {
    const order = await anOrder('paid');
    const [shipment] = order.shipments;
    if (!shipment) throw new Error('no shipment');
    const repo = fulfilmentRepo(db());
    const move = { shipmentId: shipment.id, actor: 'vendor', actorId: shop.ownerId } as const;
    expect(await repo.transition({ ...move, from: ['pending'], to: 'accepted', at: at(6) })).toBe(
      'pending',
    );
    expect(
      await repo.transition({
        ...move,
        from: ['accepted'],
        to: 'dispatched',
        at: at(7),
        note: 'By bike',
        set: { tracking_url: 'https://track.example/1' },
      }),
    ).toBe('accepted');
    expect(
      await repo.transition({ ...move, from: ['accepted'], to: 'cancelled', at: at(8) }),
    ).toBeNull();
    await expect(
      repo.transition({ ...move, from: ['dispatched'], to: 'accepted', at: at(8) }),
    ).rejects.toThrow('shipment: dispatched → accepted');
    expect(await repo.findWithOrder(shipment.id)).toMatchObject({
      status: 'dispatched',
      tracking_url: 'https://track.example/1',
      updated_at: at(7),
    });
    const actor = { actor: 'vendor', actor_id: shop.ownerId };
    expect(await history(order.id, shipment.id)).toEqual([
      { from_status: 'pending', to_status: 'accepted', ...actor, note: null, at: at(6) },
      { from_status: 'accepted', to_status: 'dispatched', ...actor, note: 'By bike', at: at(7) },
    ]);
  });
});
