import { formatNaira } from '@greetly/domain';
import { type EventContext, subscribe } from '../../platform/events.ts';
import {
  coveredKobo,
  type PaymentEvent,
  paymentFailed,
  paymentRefunded,
  paymentRefused,
  paymentSucceeded,
  requestRefund,
} from '../billing/index.ts';
import { orderPaid } from './events.ts';
import { newShopOrderMailJob, orderConfirmedMailJob, orderJobKeys } from './job-types.ts';
import { UNPAID_STATUSES } from './repo.ts';
import { orderStore } from './store.ts';

/**
 * A payment toward an order succeeded (in the ledger's transaction): once the order's payments
 * cover it, an unpaid order moves to paid, once, with its history, its mails and `order.paid`.
 * An order that can no longer take the money (cancelled when its stock was released, or paid by
 * another attempt) gets a note and the payment is refunded.
 */
async function settleOrderPayment({ db, now, events }: EventContext, payment: PaymentEvent) {
  if (!payment.targetId) return;
  const store = orderStore(db);
  const order = await store.orders.findById(payment.targetId);
  const at = now.toISOString();
  if (!order) {
    await requestRefund(db, { paymentId: payment.paymentId, reason: 'no such order' }, now);
    return;
  }
  if (
    UNPAID_STATUSES.includes(order.status) &&
    (await coveredKobo(db, 'order', order.id)) < order.total_kobo
  ) {
    return; // A share of the order's price: it waits for the rest.
  }
  const moved = await store.orders.transition({
    orderId: order.id,
    from: UNPAID_STATUSES,
    to: 'paid',
    at,
    actor: 'provider',
    set: { paid_at: at },
  });
  if (moved) {
    const confirmed = orderJobKeys.confirmed(order.id);
    await store.enqueue(
      { definition: orderConfirmedMailJob, payload: { orderId: order.id }, key: confirmed },
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
    await events.emit(
      db,
      {
        event: orderPaid,
        payload: { orderId: order.id, totalKobo: order.total_kobo },
        key: order.id,
      },
      now,
    );
    return;
  }
  const current = (await store.orders.findById(order.id)) ?? order;
  const isCancelled = current.status === 'cancelled';
  await store.orders.addHistory(
    {
      orderId: order.id,
      from: current.status,
      to: current.status,
      actor: 'provider',
      note: isCancelled
        ? `A payment of ${formatNaira(payment.amountKobo)} arrived after the order was cancelled; it is being refunded in full.`
        : `A second payment of ${formatNaira(payment.amountKobo)} arrived for this order; it is being refunded in full.`,
    },
    at,
  );
  const reason = isCancelled ? 'the order was cancelled' : 'the order was paid already';
  await requestRefund(db, { paymentId: payment.paymentId, reason }, now);
}

/** What the orders module does when the payments ledger says something happened. */
export const orderSubscriptions = [
  subscribe({
    event: paymentSucceeded,
    subscriber: 'orders.settle',
    mode: 'transaction',
    async handle(context, payment) {
      if (payment.purpose === 'order') await settleOrderPayment(context, payment);
    },
  }),
  // A charge of another amount or currency is noted on the order; the order does not change.
  subscribe({
    event: paymentRefused,
    subscriber: 'orders.note-refused',
    mode: 'transaction',
    async handle({ db, now }, charge) {
      if (charge.purpose !== 'order' || !charge.targetId) return;
      const store = orderStore(db);
      const order = await store.orders.findById(charge.targetId);
      if (!order) return;
      await store.orders.addHistory(
        {
          orderId: order.id,
          from: order.status,
          to: order.status,
          actor: 'provider',
          note: `A payment of ${formatNaira(charge.reportedKobo)} ${charge.reportedCurrency} was reported for ${charge.reference}, not the ${formatNaira(charge.amountKobo)} ${order.currency} expected; it was not applied.`,
        },
        now.toISOString(),
      );
    },
  }),
  // A failed attempt: the order waits for another.
  subscribe({
    event: paymentFailed,
    subscriber: 'orders.payment-failed',
    mode: 'transaction',
    async handle({ db, now }, payment) {
      if (payment.purpose !== 'order' || !payment.targetId) return;
      await orderStore(db).orders.transition({
        orderId: payment.targetId,
        from: ['pending_payment'],
        to: 'payment_failed',
        at: now.toISOString(),
        actor: 'provider',
      });
    },
  }),
  // A whole payment refunded (one the order could not take) is noted in its history.
  subscribe({
    event: paymentRefunded,
    subscriber: 'orders.note-refund',
    mode: 'transaction',
    async handle({ db, now }, payment) {
      if (payment.purpose !== 'order' || !payment.targetId) return;
      const store = orderStore(db);
      const order = await store.orders.findById(payment.targetId);
      if (!order) return;
      await store.orders.addHistory(
        {
          orderId: order.id,
          from: order.status,
          to: order.status,
          actor: 'system',
          note: `${formatNaira(payment.amountKobo)} refunded (payment ${payment.reference}).`,
        },
        now.toISOString(),
      );
    },
  }),
];
