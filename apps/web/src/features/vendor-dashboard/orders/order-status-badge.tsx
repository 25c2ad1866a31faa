import type { FulfilmentStatus } from '@greetly/domain/catalog/checkout';
import {
  Ban,
  CalendarHeart,
  CircleCheck,
  Clock,
  type LucideIcon,
  PackageCheck,
  Truck,
} from 'lucide-react';
import { VENDOR_STATUS_LABELS, VENDOR_STATUS_STYLES } from './vendor-order-text';

const ICONS: Readonly<Record<FulfilmentStatus, LucideIcon>> = {
  pending: Clock,
  accepted: PackageCheck,
  dispatched: Truck,
  delivered: CircleCheck,
  cancelled: Ban,
};

/** The part's state in words, with an icon and a colour beside them. */
export function OrderStatusBadge({ status }: { status: FulfilmentStatus }) {
  const Icon = ICONS[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 text-xs font-semibold ring-1 ${VENDOR_STATUS_STYLES[status]}`}
      data-testid="order-status"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {VENDOR_STATUS_LABELS[status]}
    </span>
  );
}

/** 'Deliver on <day> with a card', the promise the shop must keep. */
export function DeliverOnTag({ text, large = false }: { text: string; large?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 bg-rose-light font-semibold text-rose-dark ring-1 ring-rose/30 ${
        large ? 'rounded-2xl px-4 py-2 text-base' : 'rounded-full px-3 py-0.5 text-xs'
      }`}
      data-testid="deliver-on"
    >
      <CalendarHeart aria-hidden="true" className={`shrink-0 ${large ? 'size-5' : 'size-3.5'}`} />
      {text}
    </span>
  );
}
