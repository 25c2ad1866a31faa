import {
  FULFILMENT_STATUS_LABELS,
  type FulfilmentStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@greetly/domain/catalog/checkout';
import { localDateOf } from '@greetly/domain/rules/gift-delivery';
import {
  deliveryDayPrefix,
  formatDayInWords,
  type OrderProgress,
} from '@greetly/domain/rules/order-progress';
import type { OrderHistoryEntry } from '@greetly/domain/schemas/orders-api';
import { formatMoment } from '../../lib/time-zones';

const isOrderStatus = (status: string): status is OrderStatus => status in ORDER_STATUS_LABELS;
const isFulfilmentStatus = (status: string): status is FulfilmentStatus =>
  status in FULFILMENT_STATUS_LABELS;

/** A timeline step in words: the order's own ('Paid') or a shop's ('Sweet Crumbs: On its way'). */
export function historyLabel(entry: OrderHistoryEntry): string {
  if (entry.shopName === null) {
    return isOrderStatus(entry.status) ? ORDER_STATUS_LABELS[entry.status] : entry.status;
  }
  const label = isFulfilmentStatus(entry.status)
    ? FULFILMENT_STATUS_LABELS[entry.status]
    : entry.status;
  return `${entry.shopName}: ${label}`;
}

/** An instant of the order on the viewer's clock: 'Sat 28 Nov 2026, 22:15 WAT'. */
export function orderMoment(iso: string): string {
  return formatMoment(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as words, the same wherever the viewer is: 'Sunday 14 February 2027'. */
export const formatDay = formatDayInWords;

/**
 * The gifts' day with the words its state calls for: "Arrives on …" before it, "Delivered on …"
 * only once the shops' parts have arrived ("today" is a Lagos date, where the shops work).
 */
export function deliveryDayText(
  progress: OrderProgress,
  deliverOn: string,
  today: string = localDateOf(new Date()),
): string {
  return `${deliveryDayPrefix(progress, deliverOn, today)} ${formatDay(deliverOn)}`;
}

const shortDayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** When an order was placed, as a list shows it: '28 Nov 2026'. */
export function placedOn(iso: string): string {
  return shortDayFormat.format(new Date(iso));
}

/** Badge colours; the status is always written out too, never shown by colour alone. */
export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending_payment: 'bg-gold-light text-plum',
  paid: 'bg-mint-light text-plum',
  payment_failed: 'bg-rose text-white',
  cancelled: 'bg-cream-deep text-plum-soft',
};

export const ORDER_PROGRESS_STYLES: Record<OrderProgress, string> = {
  awaiting_payment: ORDER_STATUS_STYLES.pending_payment,
  payment_failed: ORDER_STATUS_STYLES.payment_failed,
  cancelled: ORDER_STATUS_STYLES.cancelled,
  confirmed: ORDER_STATUS_STYLES.paid,
  under_way: ORDER_STATUS_STYLES.paid,
  delivered: 'bg-mint text-white',
  refunding: 'bg-cream-deep text-plum',
  refunded: 'bg-cream-deep text-plum',
};

export const FULFILMENT_STATUS_STYLES: Record<FulfilmentStatus, string> = {
  pending: 'bg-gold-light text-plum',
  accepted: 'bg-blush text-rose-dark',
  dispatched: 'bg-blush text-rose-dark',
  delivered: 'bg-mint text-white',
  cancelled: 'bg-cream-deep text-plum-soft',
};

/** Pieces of a note, its web links apart so they can be shown as links; `at` is where each starts. */
export function linkPieces(text: string): { text: string; isLink: boolean; at: number }[] {
  const pieces: { text: string; isLink: boolean; at: number }[] = [];
  let at = 0;
  for (const piece of text.split(/(https?:\/\/[^\s]*[^\s.,;:!?)])/g)) {
    if (piece !== '') pieces.push({ text: piece, isLink: /^https?:\/\//.test(piece), at });
    at += piece.length;
  }
  return pieces;
}
