import { formatNaira } from '@greetly/domain/money';
import type { VendorOrderSummary } from '@greetly/domain/schemas/orders-api';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/forms/form-banner';
import { Button, ButtonLink } from '../../components/ui/button';
import { requestFailureMessage } from '../session/account-errors';
import { DeliverOnTag, OrderStatusBadge } from './orders/order-status-badge';
import {
  deliverOnText,
  formatInstant,
  ORDER_FILTER_TEXT,
  ORDER_FILTERS,
  type OrderFilter,
} from './orders/vendor-order-text';
import { fetchVendorOrders, VENDOR_ORDERS_KEY } from './orders/vendor-orders-api';

function itemsText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Newest paid first, whatever order the answer came in. */
function newestFirst(orders: readonly VendorOrderSummary[]): VendorOrderSummary[] {
  return [...orders].sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
}

function OrderRow({ order }: { order: VendorOrderSummary }) {
  const tag = deliverOnText(order.deliverOn, order.withCard);
  return (
    <li data-testid="vendor-order">
      <Link
        to={`/vendordashboard/orders/${encodeURIComponent(order.id)}`}
        className="group flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 transition hover:border-rose/50 hover:bg-cream focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-display text-lg font-bold text-plum group-hover:text-rose-dark">
              Order {order.orderNumber}
            </span>
            <OrderStatusBadge status={order.status} />
          </p>
          <p className="mt-1 text-sm break-words text-plum-soft">
            For {order.recipientName} · {itemsText(order.itemCount)} · paid{' '}
            {formatInstant(order.paidAt)}
          </p>
          {tag && (
            <p className="mt-2">
              <DeliverOnTag text={tag} />
            </p>
          )}
        </div>
        <p className="flex items-center justify-between gap-2 sm:justify-end">
          <span className="font-semibold text-plum tabular-nums">
            {formatNaira(order.totalKobo)}
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-plum-soft" />
        </p>
      </Link>
    </li>
  );
}

/** The shop's orders on its dashboard: newest first, grouped by what the shop has to do next. */
export function VendorOrders() {
  // Until the vendor picks a filter, the first one with orders in it (new ones when there are).
  const [picked, setPicked] = useState<OrderFilter | null>(null);
  const orders = useQuery({
    queryKey: VENDOR_ORDERS_KEY,
    queryFn: ({ signal }) => fetchVendorOrders(signal),
  });
  const all = orders.data ? newestFirst(orders.data) : null;
  const inFilter = (option: OrderFilter) =>
    (all ?? []).filter((order) => ORDER_FILTER_TEXT[option].statuses.includes(order.status));
  const filter =
    picked ?? ORDER_FILTERS.find((option) => inFilter(option).length > 0) ?? ORDER_FILTERS[0];
  const shown = inFilter(filter);

  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h2 id="orders-heading" className="font-display text-2xl font-bold text-plum">
        Orders
      </h2>
      {orders.isPending && (
        <p role="status" className="mt-6 text-plum-soft">
          Loading your orders…
        </p>
      )}
      {orders.isError && (
        <div className="mt-6 space-y-4">
          <FormError message={requestFailureMessage(orders.error)} />
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {all && all.length === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-10 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-mint-light text-mint">
            <PackageOpen aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 font-display text-xl font-bold text-plum">No orders yet</p>
          <p className="mt-1 max-w-md text-plum-soft">
            When gifters pay for your gifts, their orders appear here, and we e-mail you each new
            one.
          </p>
          <ButtonLink to="/marketplace" variant="secondary" className="mt-6">
            Preview the marketplace
          </ButtonLink>
        </div>
      )}
      {all && all.length > 0 && (
        <>
          <fieldset className="mt-5 flex flex-wrap gap-2">
            <legend className="sr-only">Show orders</legend>
            {ORDER_FILTERS.map((option) => {
              const count = inFilter(option).length;
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={option === filter}
                  onClick={() => setPicked(option)}
                  className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold ${
                    option === filter
                      ? 'bg-plum text-white'
                      : 'bg-white text-plum ring-1 ring-line hover:bg-blush'
                  }`}
                >
                  {ORDER_FILTER_TEXT[option].label}
                  <span
                    className={`rounded-full px-2 text-xs tabular-nums ${
                      option === filter ? 'bg-white/20' : 'bg-cream-deep'
                    }`}
                  >
                    <span className="sr-only">: </span>
                    {count}
                  </span>
                </button>
              );
            })}
          </fieldset>
          {shown.length === 0 ? (
            <p className="mt-5 rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-8 text-center text-plum-soft">
              {ORDER_FILTER_TEXT[filter].empty}
            </p>
          ) : (
            <ul
              className="mt-5 grid gap-3"
              aria-label={`${ORDER_FILTER_TEXT[filter].label} orders`}
            >
              {shown.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
