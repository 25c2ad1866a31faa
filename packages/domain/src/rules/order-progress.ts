import {
  FULFILMENT_STATUS_LABELS,
  type FulfilmentStatus,
  isOrderDelivered,
  type OrderStatus,
} from '../catalog/checkout.ts';

/**
 * Where an order stands for its buyer, from the order's status and its shops' parts together: a
 * paid order whose every part was cancelled by its shop is not "Paid" but refunded (or being
 * refunded), and one whose parts all arrived is delivered.
 */
export type OrderProgress =
  | 'awaiting_payment'
  | 'payment_failed'
  /** Cancelled before payment: nothing was charged. */
  | 'cancelled'
  /** Paid; no shop has sent or cancelled its part yet. */
  | 'confirmed'
  /** Paid; a part is on its way, arrived or was cancelled, and another is still to come. */
  | 'under_way'
  /** Paid; every part arrived or was cancelled, at least one arrived. */
  | 'delivered'
  /** Paid; every part was cancelled by its shop, a refund still on its way. */
  | 'refunding'
  /** Paid; every part was cancelled by its shop and refunded. */
  | 'refunded';

interface ShipmentState {
  status: FulfilmentStatus;
  /** Set once a shop cancelled its part of a paid order. */
  refundStatus: 'pending' | 'processed' | null;
}

export function orderProgress(
  status: OrderStatus,
  shipments: readonly ShipmentState[],
): OrderProgress {
  if (status === 'pending_payment') return 'awaiting_payment';
  if (status === 'payment_failed') return 'payment_failed';
  if (status === 'cancelled') return 'cancelled';
  const statuses = shipments.map((shipment) => shipment.status);
  if (statuses.length > 0 && statuses.every((one) => one === 'cancelled')) {
    return shipments.every((shipment) => shipment.refundStatus === 'processed')
      ? 'refunded'
      : 'refunding';
  }
  if (isOrderDelivered(statuses)) return 'delivered';
  return statuses.every((one) => one === 'pending' || one === 'accepted')
    ? 'confirmed'
    : 'under_way';
}

/** The order's status in a word or two, as a list or a badge shows it. */
export const ORDER_PROGRESS_LABELS: Readonly<Record<OrderProgress, string>> = {
  awaiting_payment: 'Waiting for payment',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  confirmed: 'Paid',
  under_way: 'Paid',
  delivered: 'Delivered',
  refunding: 'Cancelled — refund on its way',
  refunded: 'Cancelled — refunded',
};

/**
 * A shop's part in words. Before payment no shop has been asked, so its part waits for the
 * payment, not for the shop; an order cancelled unpaid cancels every part.
 */
export function shipmentStatusLabel(orderStatus: OrderStatus, status: FulfilmentStatus): string {
  if (orderStatus === 'pending_payment' || orderStatus === 'payment_failed') {
    return 'Waiting for payment';
  }
  if (orderStatus === 'cancelled') return 'Cancelled';
  return FULFILMENT_STATUS_LABELS[status];
}

/**
 * How the gifts' day reads (its words before the day): "Delivered on" only once every part that
 * was not cancelled has arrived; "Arrives on" until the day; "Due on" once the day has come and
 * gone without it; "Was to arrive on" for an order that will not come.
 */
export function deliveryDayPrefix(progress: OrderProgress, deliverOn: string, today: string) {
  if (progress === 'delivered') return 'Delivered on';
  if (progress === 'cancelled' || progress === 'refunding' || progress === 'refunded') {
    return 'Was to arrive on';
  }
  return deliverOn < today ? 'Due on' : 'Arrives on';
}

/** VAT with its rate, as the checkout and the mails write it: 'VAT (7.5%)'. */
export function vatLabel(taxRateBasisPoints: number): string {
  return `VAT (${taxRateBasisPoints / 100}%)`;
}

const dayWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) in words, the same wherever it is read: 'Sunday 14 February 2027'. */
export function formatDayInWords(day: string): string {
  return dayWords.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}
