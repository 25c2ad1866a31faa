import { formatOrderNumber } from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/policies/policies.ts';
import {
  type LedgerDeps,
  type PaymentAttempt,
  paymentByReference,
  providerFailure,
  startPayment as startLedgerPayment,
  verifyOnReturn,
} from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';
import { canPayOrder } from './present.ts';
import { type OrderRow, ordersRepo } from './repo.ts';
import { orderFor } from './view.ts';

/** The ledger as the orders module pays through it. */
export const ledgerOf = (deps: OrderDeps): LedgerDeps => ({
  db: deps.store.db,
  provider: deps.provider,
  events: deps.events,
  log: deps.log,
  ...(deps.now ? { now: deps.now } : {}),
});

/** A payment of the order's total by its buyer, readable in the provider's dashboard. */
function attemptOf(deps: OrderDeps, order: OrderRow): PaymentAttempt {
  const number = formatOrderNumber(order.number);
  return {
    purpose: 'order',
    targetId: order.id,
    payerId: order.buyer_id,
    email: order.buyer_email,
    amountKobo: order.total_kobo,
    currency: order.currency,
    referencePrefix: `${number}-`,
    callbackUrl: `${deps.publicUrl}/orders/${number}`,
    metadata: { orderNumber: number },
  };
}

/** Starts the first payment of a new order (throws when the provider fails). */
export function startPayment(deps: OrderDeps, order: OrderRow) {
  return startLedgerPayment(ledgerOf(deps), attemptOf(deps, order));
}

const notPayable = () => new AppError('order_state_conflict', 'This order can no longer be paid.');

/**
 * A new attempt at paying an unpaid order whose stock is still held: earlier started attempts are
 * marked abandoned, and a failed order waits for payment again.
 */
export async function payOrder(deps: OrderDeps, actor: Actor, numberText: string) {
  const order = await orderFor(deps.store, actor, numberText, 'pay');
  if (!canPayOrder(order, clockOf(deps))) throw notPayable();
  const started = await startLedgerPayment(
    ledgerOf(deps),
    attemptOf(deps, order),
    async (db, at) => {
      const orders = ordersRepo(db);
      const current = await orders.findById(order.id);
      if (!current || !canPayOrder(current, new Date(at))) throw notPayable();
      await orders.transition({
        orderId: order.id,
        from: ['payment_failed'],
        to: 'pending_payment',
        at,
        actor: 'buyer',
        actorId: order.buyer_id,
      });
    },
  ).catch(providerFailure(deps.log, { order: order.number }, 'a new payment did not start'));
  return { redirectUrl: started.redirectUrl };
}

/**
 * The buyer came back from paying: asks the provider about that attempt (one of this order's,
 * else 404) and applies what it says, once.
 */
export async function verifyPayment(
  deps: OrderDeps,
  actor: Actor,
  numberText: string,
  reference: string,
): Promise<OrderRow> {
  const order = await orderFor(deps.store, actor, numberText, 'pay');
  const payment = await paymentByReference(deps.store.db, reference);
  if (payment?.purpose !== 'order' || payment.target_id !== order.id) {
    throw new AppError('not_found', 'This order has no payment with that reference.');
  }
  await verifyOnReturn(ledgerOf(deps), payment);
  return (await deps.store.orders.findById(order.id)) ?? order;
}
