import { DELIVERY_OPTION_LABELS } from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import type { VendorOrderView } from '@greetly/domain/schemas/orders-api';
import { ExternalLink, Gift, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatInstant } from './vendor-order-text';

const panel = 'rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="font-display text-xl font-bold text-plum">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The gifts to pack: each line with its quantity, then what the buyer paid for this part. */
export function OrderLines({ order }: { order: VendorOrderView }) {
  const sums: [string, number][] = [
    ['Items', order.itemsKobo],
    ['Delivery', order.deliveryKobo],
    ...(order.giftBagKobo > 0 ? ([['Gift bag', order.giftBagKobo]] as [string, number][]) : []),
    ...(order.discountKobo > 0 ? ([['Discounts', -order.discountKobo]] as [string, number][]) : []),
    ['VAT', order.taxKobo],
  ];
  return (
    <Panel id="lines-heading" title="What to send">
      <ul className="divide-y divide-line" aria-label="Gifts in this order">
        {order.lines.map((line) => (
          <li
            key={line.ref}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            data-testid="order-line"
          >
            <span className="min-w-0 flex-1 break-words text-plum">
              <span className="font-semibold">{line.title}</span>
              <span className="text-plum-soft">
                {' '}
                × {line.quantity} at {formatNaira(line.unitPriceKobo)}
              </span>
              {line.freeUnits > 0 && (
                <span className="block text-sm text-mint">
                  {line.freeUnits === 1
                    ? '1 paid for by the buyer’s loyalty card'
                    : `${line.freeUnits} paid for by the buyer’s loyalty card`}
                </span>
              )}
            </span>
            <span className="font-semibold text-plum tabular-nums">
              {formatNaira(line.lineTotalKobo)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-line pt-4 text-sm">
        {sums.map(([label, kobo]) => (
          <div key={label} className="flex justify-between gap-4 text-plum-soft">
            <dt>{label}</dt>
            <dd className="tabular-nums">
              {kobo < 0 ? `−${formatNaira(-kobo)}` : formatNaira(kobo)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-1 text-base font-bold text-plum">
          <dt>Total paid</dt>
          <dd className="tabular-nums">{formatNaira(order.totalKobo)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** How it travels and where to: the option, the gift bag and the recipient's address. */
export function OrderDelivery({ order }: { order: VendorOrderView }) {
  const { address } = order;
  return (
    <Panel id="delivery-heading" title="Delivery">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-plum-soft">Delivery option</dt>
          <dd className="text-plum">{DELIVERY_OPTION_LABELS[order.deliveryOption]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum-soft">Gift bag</dt>
          <dd className="flex items-center gap-1.5 text-plum">
            {order.giftBag && <Gift aria-hidden="true" className="size-4 text-rose-dark" />}
            {order.giftBag ? 'Yes: pack the gifts in a gift bag' : 'No gift bag'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-plum-soft">Deliver to</dt>
          <dd>
            <address className="mt-1 flex gap-2 not-italic text-plum" data-testid="order-address">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-rose-dark" />
              <span className="min-w-0 break-words">
                <span className="block font-semibold">{address.name}</span>
                <span className="block">{address.street}</span>
                <span className="block">
                  {address.city}, {address.state}
                </span>
                <span className="block">{address.country}</span>
                <a
                  href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}
                  className="mt-1 inline-flex items-center gap-1.5 font-semibold text-rose-dark underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {address.phone}
                </a>
              </span>
            </address>
          </dd>
        </div>
        {order.dispatchNote && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-plum-soft">Your note to the buyer</dt>
            <dd className="break-words whitespace-pre-line text-plum">{order.dispatchNote}</dd>
          </div>
        )}
        {order.trackingUrl && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-plum-soft">Tracking link</dt>
            <dd>
              <a
                href={order.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 break-all font-semibold text-rose-dark underline"
              >
                {order.trackingUrl}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}

/** The timeline's words: the order's payment (its own row), then the shop's part's moves. */
const HISTORY_LABELS: Readonly<Record<string, string>> = {
  paid: 'Paid: a new order',
  pending: 'Waiting for you',
  accepted: 'Accepted',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The part's timeline, oldest first. */
export function OrderTimeline({ order }: { order: VendorOrderView }) {
  return (
    <Panel id="timeline-heading" title="Timeline">
      <ol className="space-y-4 border-l-2 border-line pl-5">
        {order.history.length === 0 && (
          <li className="relative">
            <span className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-rose ring-4 ring-white" />
            <p className="font-semibold text-plum">{HISTORY_LABELS.paid}</p>
            <p className="text-sm text-plum-soft">
              <time dateTime={order.paidAt}>{formatInstant(order.paidAt)}</time>
            </p>
          </li>
        )}
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`} className="relative" data-testid="history-entry">
            <span className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-rose ring-4 ring-white" />
            <p className="font-semibold text-plum">
              {HISTORY_LABELS[entry.status] ?? entry.status}
            </p>
            <p className="text-sm text-plum-soft">
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
            </p>
            {entry.note && (
              <p className="mt-1 break-words whitespace-pre-line text-sm text-plum">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
