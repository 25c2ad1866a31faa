import { randomBytes } from 'node:crypto';
import { formatNaira, formatOrderNumber } from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import { newId } from '../../platform/lib/ids.ts';
import type { Actor } from '../../platform/policies/policies.ts';
import type { PaymentProvider } from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';
import {
  newShopOrderMailJob,
  orderConfirmedMailJob,
  orderJobKeys,
  refundPaymentJob,
} from './job-types.ts';
import { canPayOrder } from './present.ts';
import { type OrderRow, UNPAID_STATUSES } from './repo.ts';
import type { OrderStore } from './store.ts';
import { orderFor } from './view.ts';

const PAYMENTS_DOWN = 'We could not reach the payment service. Please try again in a moment.';

function providerOf(deps: OrderDeps): PaymentProvider {
  if (!deps.provider) {
    throw new AppError('payment_unavailable', 'Payments are not available right now.');
  }
  return deps.provider;
}

/** Asks the provider for a new payment of the order's total; the buyer pays at `redirectUrl`. */
async function initializePayment(deps: OrderDeps, order: OrderRow) {
  const number = formatOrderNumber(order.number);
  // Unique per attempt, and readable in the provider's dashboard as the order it pays.
  const reference = `${number}-${randomBytes(6).toString('hex')}`;
  const started = await providerOf(deps).initialize({
    reference,
    amountKobo: order.total_kobo,
    email: order.buyer_email,
    callbackUrl: `${deps.publicUrl}/orders/${number}`,
    metadata: { orderNumber: number },
  });
  return { reference: started.reference, redirectUrl: started.redirectUrl };
}

async function recordPayment(
  store: OrderStore,
  provider: PaymentProvider,
  order: OrderRow,
  started: { reference: string; redirectUrl: string },
  at: string,
): Promise<void> {
  await store.payments.insert({
    id: newId(),
    order_id: order.id,
    provider: provider.name,
    reference: started.reference,
    amount_kobo: order.total_kobo,
    currency: order.currency,
    status: 'initialized',
    redirect_url: started.redirectUrl,
    paid_at: null,
    refunded_kobo: 0,
    created_at: at,
    updated_at: at,
  });
}

/** Starts the first payment of a new order (throws when the provider fails). */
export async function startPayment(deps: OrderDeps, order: OrderRow) {
  const started = await initializePayment(deps, order);
  await recordPayment(deps.store, providerOf(deps), order, started, clockOf(deps).toISOString());
  return started;
}

const notPayable = () => new AppError('order_state_conflict', 'This order can no longer be paid.');

/**
 * A new attempt at paying an unpaid order whose stock is still held: earlier started attempts are
 * marked abandoned, and a failed order waits for payment again.
 */
export async function payOrder(deps: OrderDeps, actor: Actor, numberText: string) {
  const order = await orderFor(deps.store, actor, numberText, 'pay');
  if (!canPayOrder(order, clockOf(deps))) throw notPayable();
  const provider = providerOf(deps);
  const started = await initializePayment(deps, order).catch((error: unknown) => {
    deps.log.warn({ err: error, order: order.number }, 'a new payment did not start');
    throw new AppError('payment_unavailable', PAYMENTS_DOWN);
  });
  const now = clockOf(deps);
  const at = now.toISOString();
  await deps.store.transaction(async (store) => {
    const current = await store.orders.findById(order.id);
    if (!current || !canPayOrder(current, now)) throw notPayable();
    await store.payments.abandonStarted(order.id, at);
    await recordPayment(store, provider, current, started, at);
    if (await store.orders.moveOrder(order.id, ['payment_failed'], 'pending_payment', at)) {
      await store.orders.addHistory(
        {
          orderId: order.id,
          from: 'payment_failed',
          to: 'pending_payment',
          actor: 'buyer',
          actorId: order.buyer_id,
        },
        at,
      );
    }
  });
  return { redirectUrl: started.redirectUrl };
}

/** A successful charge as the provider reported it (its verify answer or its webhook). */
export interface Charge {
  reference: string;
  amountKobo: number;
  currency: string;
  source: 'verify' | 'webhook' | 'release';
  /** The provider event's key: a repeat of the same event changes nothing. */
  eventKey?: string;
}

export type ChargeOutcome = 'applied' | 'duplicate' | 'unknown' | 'mismatch' | 'refunding';

/**
 * Applies a successful charge exactly once, however often and however concurrently it arrives:
 * the payment moves to paid only from an unpaid state, and the order only from an unpaid one, so
 * one caller wins and writes the history and queues the mails. A charge whose amount or currency
 * is not the payment's is never applied (it is noted and logged). A charge the order can no
 * longer take (cancelled when its stock was released, or paid by another attempt) is refunded.
 */
export async function applyCharge(deps: OrderDeps, charge: Charge): Promise<ChargeOutcome> {
  const now = clockOf(deps);
  const at = now.toISOString();
  return deps.store.transaction(async (store) => {
    if (charge.eventKey) {
      const fresh = await store.payments.recordEvent(
        charge.eventKey,
        charge.reference,
        'charge.success',
        at,
      );
      if (!fresh) return 'duplicate';
    }
    const payment = await store.payments.findByReference(charge.reference);
    const order = payment && (await store.orders.findById(payment.order_id));
    if (!payment || !order) {
      deps.log.warn({ reference: charge.reference }, 'a charge for no payment of ours');
      return 'unknown';
    }
    if (
      charge.amountKobo !== payment.amount_kobo ||
      charge.currency !== payment.currency ||
      payment.amount_kobo !== order.total_kobo
    ) {
      deps.log.warn(
        { reference: charge.reference, amountKobo: charge.amountKobo, currency: charge.currency },
        'a charge that does not match its payment was not applied',
      );
      await store.orders.addHistory(
        {
          orderId: order.id,
          from: order.status,
          to: order.status,
          actor: 'provider',
          note: `A payment of ${formatNaira(charge.amountKobo)} ${charge.currency} was reported for ${charge.reference}, not the ${formatNaira(payment.amount_kobo)} ${payment.currency} expected; it was not applied.`,
        },
        at,
      );
      return 'mismatch';
    }
    if (
      !(await store.payments.move(payment.id, ['initialized', 'failed', 'abandoned'], 'paid', at, {
        paid_at: at,
      }))
    ) {
      return 'duplicate';
    }
    if (await store.orders.moveOrder(order.id, UNPAID_STATUSES, 'paid', at, { paid_at: at })) {
      await store.orders.addHistory(
        { orderId: order.id, from: order.status, to: 'paid', actor: 'provider', note: null },
        at,
      );
      await store.enqueue(
        {
          definition: orderConfirmedMailJob,
          payload: { orderId: order.id },
          key: orderJobKeys.confirmed(order.id),
        },
        now,
      );
      for (const shipment of await store.orders.shipmentsOf([order.id])) {
        await store.enqueue(
          {
            definition: newShopOrderMailJob,
            payload: { shipmentId: shipment.id },
            key: orderJobKeys.newShopOrder(shipment.id),
          },
          now,
        );
      }
      deps.log.info({ reference: charge.reference, source: charge.source }, 'payment applied');
      return 'applied';
    }
    const current = (await store.orders.findById(order.id)) ?? order;
    await store.orders.addHistory(
      {
        orderId: order.id,
        from: current.status,
        to: current.status,
        actor: 'provider',
        note:
          current.status === 'cancelled'
            ? `A payment of ${formatNaira(payment.amount_kobo)} arrived after the order was cancelled; it is being refunded in full.`
            : `A second payment of ${formatNaira(payment.amount_kobo)} arrived for this order; it is being refunded in full.`,
      },
      at,
    );
    await store.enqueue(
      {
        definition: refundPaymentJob,
        payload: { paymentId: payment.id },
        key: orderJobKeys.refund(payment.id),
      },
      now,
    );
    return 'refunding';
  });
}

/** A payment the provider says failed: the attempt is failed and the order waits for another. */
export async function markPaymentFailed(deps: OrderDeps, reference: string): Promise<void> {
  const at = clockOf(deps).toISOString();
  await deps.store.transaction(async (store) => {
    const payment = await store.payments.findByReference(reference);
    if (!payment || !(await store.payments.move(payment.id, ['initialized'], 'failed', at))) return;
    if (await store.orders.moveOrder(payment.order_id, ['pending_payment'], 'payment_failed', at)) {
      await store.orders.addHistory(
        {
          orderId: payment.order_id,
          from: 'pending_payment',
          to: 'payment_failed',
          actor: 'provider',
        },
        at,
      );
    }
  });
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
  const payment = await deps.store.payments.findByReference(reference);
  if (!payment || payment.order_id !== order.id) {
    throw new AppError('not_found', 'This order has no payment with that reference.');
  }
  if (payment.status !== 'paid' && payment.status !== 'refunded') {
    const verified = await providerOf(deps)
      .verify(reference)
      .catch((error: unknown) => {
        deps.log.warn({ err: error, reference }, 'a payment could not be verified');
        throw new AppError('payment_unavailable', PAYMENTS_DOWN);
      });
    if (verified.status === 'paid') {
      await applyCharge(deps, {
        reference,
        amountKobo: verified.amountKobo,
        currency: verified.currency,
        source: 'verify',
      });
    } else if (verified.status === 'failed') {
      await markPaymentFailed(deps, reference);
    }
  }
  return (await deps.store.orders.findById(order.id)) ?? order;
}
