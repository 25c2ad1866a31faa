import type { OrderActor } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/policies/policies.ts';
import { paymentsOfTarget, verifyPayment } from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';
import { ledgerOf } from './payment-service.ts';
import { type OrderRow, UNPAID_STATUSES } from './repo.ts';
import type { OrderStore } from './store.ts';
import { orderFor } from './view.ts';

/**
 * Cancels an unpaid order in the caller's transaction: only one canceller (or payment) wins the
 * order's row and its move writes the history; the winner puts the stock back and gives the
 * coupon's use back. False when the order was no longer unpaid.
 */
async function cancelUnpaid(
  store: OrderStore,
  order: OrderRow,
  by: { actor: OrderActor; actorId: string | null; note: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const cancelled = await store.orders.transition({
    orderId: order.id,
    from: UNPAID_STATUSES,
    to: 'cancelled',
    at,
    ...by,
    set: { cancelled_at: at },
  });
  if (!cancelled) return false;
  // In product id order, as placing takes them, so the two never wait on each other crosswise.
  const lines = await store.orders.linesOf([order.id]);
  for (const line of lines.sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
    await store.orders.restoreStock(line.product_id, line.quantity, at);
  }
  await store.links.releaseCoupon(order.id);
  return true;
}

/** The buyer gives up an order before paying it; its stock and coupon are released. */
export async function cancelByBuyer(deps: OrderDeps, actor: Actor, numberText: string) {
  const order = await orderFor(deps.store, actor, numberText, 'cancel');
  const cancelled = await deps.store.transaction((store) =>
    cancelUnpaid(
      store,
      order,
      { actor: 'buyer', actorId: order.buyer_id, note: 'Cancelled by the buyer' },
      clockOf(deps),
    ),
  );
  if (!cancelled) {
    throw new AppError('order_state_conflict', 'Only an order not paid yet can be cancelled.');
  }
  return (await deps.store.orders.findById(order.id)) ?? order;
}

/**
 * The order's reservation ended: if it is still unpaid, its latest payment is asked about first
 * (the buyer may have paid with no webhook yet) and applied when paid; otherwise the order is
 * cancelled and its stock released. Running it again changes nothing. A provider that cannot be
 * reached does not hold the stock: a payment that succeeds after all is refunded (orders/subscriptions.ts).
 */
export async function releaseOrder(deps: OrderDeps, orderId: string): Promise<string> {
  const order = await deps.store.orders.findById(orderId);
  if (!order) return 'no such order';
  if (!UNPAID_STATUSES.includes(order.status)) return `already ${order.status}`;
  const [latest] = await paymentsOfTarget(deps.store.db, 'order', order.id);
  if (latest && deps.provider && (latest.status === 'initialized' || latest.status === 'failed')) {
    try {
      const outcome = await verifyPayment(ledgerOf(deps), latest, 'release', 'ignore');
      if (outcome === 'applied') return 'paid before its release';
    } catch (error) {
      deps.log.warn(
        { err: error, order: order.number },
        'the payment of an expiring order could not be verified',
      );
    }
  }
  const cancelled = await deps.store.transaction((store) =>
    cancelUnpaid(
      store,
      order,
      {
        actor: 'system',
        actorId: null,
        note: 'Not paid within 30 minutes; the gifts were released',
      },
      clockOf(deps),
    ),
  );
  return cancelled ? 'released' : 'no longer unpaid';
}
