import { type OrderSummary, type OrderView, parseOrderNumber } from '@greetly/domain';
import { type Actor, authorize } from '../../platform/policies/policies.ts';
import { toOrderSummary, toOrderView } from './present.ts';
import type { OrderRow } from './repo.ts';
import type { OrderStore } from './store.ts';

export const ORDER_NOT_FOUND = 'We could not find this order.';

/** An order as its buyer sees it, read whole (shops' parts, lines, timeline, card). */
export async function orderViewOf(
  store: OrderStore,
  order: OrderRow,
  now: Date,
): Promise<OrderView> {
  const [shipments, lines, history, card] = await Promise.all([
    store.orders.shipmentsOf([order.id]),
    store.orders.linesOf([order.id]),
    store.orders.historyOf(order.id),
    order.card_id ? store.links.cardById(order.card_id) : Promise.resolve(undefined),
  ]);
  return toOrderView({ order, shipments, lines, history, card }, now);
}

/**
 * The order of that number if `actor` may `action` it: its buyer (admins may view any); anyone
 * else, like a number that is no order, gets the same 404.
 */
export async function orderFor(
  store: OrderStore,
  actor: Actor,
  numberText: string,
  action: 'view' | 'pay' | 'cancel' = 'view',
): Promise<OrderRow> {
  const number = parseOrderNumber(numberText);
  const order = number === null ? undefined : await store.orders.findByNumber(number);
  authorize(actor, action, 'order', order, { notFound: ORDER_NOT_FOUND });
  return order;
}

/** The buyer's orders, newest first. */
export async function ordersOfBuyer(store: OrderStore, buyerId: string): Promise<OrderSummary[]> {
  const orders = await store.orders.listByBuyer(buyerId);
  const ids = orders.map((order) => order.id);
  const [shipments, lines] = await Promise.all([
    store.orders.shipmentsOf(ids),
    store.orders.linesOf(ids),
  ]);
  return orders.map((order) =>
    toOrderSummary(
      order,
      shipments.filter((shipment) => shipment.order_id === order.id),
      lines.filter((line) => line.order_id === order.id),
    ),
  );
}
