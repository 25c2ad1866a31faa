import {
  type FulfilmentStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import {
  ORDER_PROGRESS_LABELS,
  type OrderProgress,
  shipmentStatusLabel,
} from '@greetly/domain/rules/order-progress';
import type {
  OrderHistoryEntry,
  OrderLine,
  OrderShipment,
} from '@greetly/domain/schemas/orders-api';
import { ExternalLink, Gift } from 'lucide-react';
import {
  FULFILMENT_STATUS_STYLES,
  historyLabel,
  linkPieces,
  ORDER_PROGRESS_STYLES,
  ORDER_STATUS_STYLES,
  orderMoment,
} from './order-text';

const badgeClass = 'inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${badgeClass} ${ORDER_STATUS_STYLES[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** The order's status with its shops' parts taken into account (a refunded order is not "Paid"). */
export function OrderProgressBadge({ progress }: { progress: OrderProgress }) {
  return (
    <span className={`${badgeClass} ${ORDER_PROGRESS_STYLES[progress]}`}>
      {ORDER_PROGRESS_LABELS[progress]}
    </span>
  );
}

/** A shop's part; given the order's status, an unpaid order's part waits for the payment. */
export function FulfilmentBadge({
  status,
  orderStatus = 'paid',
}: {
  status: FulfilmentStatus;
  orderStatus?: OrderStatus;
}) {
  const style =
    orderStatus === 'paid'
      ? FULFILMENT_STATUS_STYLES[status]
      : ORDER_STATUS_STYLES[orderStatus === 'cancelled' ? 'cancelled' : 'pending_payment'];
  return (
    <span className={`${badgeClass} ${style}`}>{shipmentStatusLabel(orderStatus, status)}</span>
  );
}

const linkClass = 'break-all font-medium text-rose-dark underline hover:text-rose';

/** A note with its web links as links (a shop's dispatch note may carry its courier's page). */
export function NoteText({ text }: { text: string }) {
  return (
    <>
      {linkPieces(text).map((piece) =>
        piece.isLink ? (
          <a
            key={piece.at}
            href={piece.text}
            className={linkClass}
            rel="noopener noreferrer"
            target="_blank"
          >
            {piece.text}
          </a>
        ) : (
          <span key={piece.at}>{piece.text}</span>
        ),
      )}
    </>
  );
}

export function TrackingLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      className={`inline-flex items-center gap-1 ${linkClass}`}
      rel="noopener noreferrer"
      target="_blank"
    >
      Follow the parcel with the courier
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Every step of the order, oldest first, each with its time. */
export function OrderTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <ol
      className="relative space-y-5 border-l-2 border-rose-light pl-6"
      data-testid="order-timeline"
    >
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.shopName ?? ''}-${entry.status}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-rose ring-4 ring-cream"
          />
          <p className="font-semibold text-plum">{historyLabel(entry)}</p>
          <p className="text-sm text-plum-soft">
            <time dateTime={entry.at}>{orderMoment(entry.at)}</time>
          </p>
          {entry.note && (
            <p className="mt-1 break-words text-plum">
              <NoteText text={entry.note} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="break-words font-medium text-plum">{line.title}</p>
        <p className="text-sm text-plum-soft">
          {line.quantity} × {formatNaira(line.unitPriceKobo)}
        </p>
        {line.freeUnits > 0 && (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-plum">
            <Gift aria-hidden="true" className="size-3.5" />
            {line.freeUnits === 1 && line.quantity === 1
              ? 'Free with your loyalty card'
              : `${line.freeUnits} free with your loyalty card`}
          </p>
        )}
      </div>
      <p className="font-semibold text-plum">{formatNaira(line.lineTotalKobo)}</p>
    </li>
  );
}

type ShownShipment = Pick<
  OrderShipment,
  'shopName' | 'status' | 'dispatchNote' | 'trackingUrl' | 'lines'
> &
  Partial<Pick<OrderShipment, 'id' | 'cancelReason' | 'refundStatus' | 'totalKobo'>>;

function RefundText({
  status,
  totalKobo,
}: {
  status: 'pending' | 'processed';
  totalKobo?: number;
}) {
  const amount = totalKobo === undefined ? 'this part' : formatNaira(totalKobo);
  return (
    <p className="text-plum">
      {status === 'pending'
        ? `Refund of ${amount}: on its way to you (a few working days).`
        : `Refund of ${amount}: done.`}
    </p>
  );
}

/** One shop's part of the order: its status, its gifts and what the shop said. */
export function ShipmentPanel({
  shipment,
  orderStatus,
}: {
  shipment: ShownShipment;
  orderStatus: OrderStatus;
}) {
  return (
    <section
      aria-label={`From ${shipment.shopName}`}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      data-testid="shipment"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-display text-xl font-bold text-plum">{shipment.shopName}</h3>
        <FulfilmentBadge status={shipment.status} orderStatus={orderStatus} />
      </div>
      <ul className="mt-2 divide-y divide-line">
        {shipment.lines.map((line) => (
          <LineRow key={line.ref} line={line} />
        ))}
      </ul>
      {(shipment.dispatchNote || shipment.trackingUrl) && (
        <div className="mt-3 space-y-1 rounded-2xl bg-cream p-4 text-sm">
          {shipment.dispatchNote && (
            <p className="break-words text-plum">
              <span className="font-semibold">Note from the shop: </span>
              <NoteText text={shipment.dispatchNote} />
            </p>
          )}
          {shipment.trackingUrl && <TrackingLink url={shipment.trackingUrl} />}
        </div>
      )}
      {(shipment.cancelReason || shipment.refundStatus) && (
        <div className="mt-3 space-y-1 rounded-2xl bg-blush/60 p-4 text-sm">
          {shipment.cancelReason && (
            <p className="break-words text-plum">
              <span className="font-semibold">Why the shop cancelled: </span>
              {shipment.cancelReason}
            </p>
          )}
          {shipment.refundStatus && (
            <RefundText status={shipment.refundStatus} totalKobo={shipment.totalKobo} />
          )}
        </div>
      )}
    </section>
  );
}
