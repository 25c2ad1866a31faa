import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from '@greetly/domain/catalog/checkout';

/** How the shop reads its own part's state (the buyer's labels speak of the shop in the third person). */
export const VENDOR_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  ...FULFILMENT_STATUS_LABELS,
  pending: 'New: waiting for you',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
};

/** Badge colours; the label always says the state too, so colour is never the only sign. */
export const VENDOR_STATUS_STYLES: Readonly<Record<FulfilmentStatus, string>> = {
  pending: 'bg-gold-light text-plum ring-gold/50',
  accepted: 'bg-blush text-plum ring-rose/30',
  dispatched: 'bg-plum/10 text-plum ring-plum/20',
  delivered: 'bg-mint-light text-plum ring-mint/40',
  cancelled: 'bg-cream-deep text-plum-soft ring-line',
};

/** The list's filters: what the shop has to do next, grouped. */
export const ORDER_FILTERS = ['new', 'inProgress', 'done', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_FILTER_TEXT: Readonly<
  Record<OrderFilter, { label: string; statuses: readonly FulfilmentStatus[]; empty: string }>
> = {
  new: { label: 'New', statuses: ['pending'], empty: 'No new orders are waiting for you.' },
  inProgress: {
    label: 'In progress',
    statuses: ['accepted', 'dispatched'],
    empty: 'No orders are being prepared or on their way.',
  },
  done: { label: 'Done', statuses: ['delivered'], empty: 'No orders have been delivered yet.' },
  cancelled: {
    label: 'Cancelled',
    statuses: ['cancelled'],
    empty: 'No orders have been cancelled.',
  },
};

/** 'Sat 12 Dec 2026' for a calendar day 'YYYY-MM-DD' (the day itself, whatever the viewer's zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    .replace(/^(\w{3}),/, '$1');
}

/** '12 Dec 2026, 09:30' for an instant, in the viewer's own time. */
export function formatInstant(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The tag a gift that travels with a card carries: the day is the card's, and cannot move. */
export function deliverOnText(deliverOn: string | null, withCard: boolean): string | null {
  if (!deliverOn) return null;
  return withCard
    ? `Deliver on ${formatDay(deliverOn)} with a card`
    : `Deliver on ${formatDay(deliverOn)}`;
}

export const ORDER_CONFLICT_MESSAGE =
  'This order changed meanwhile. Here it is as it is now; check it and try again if needed.';
