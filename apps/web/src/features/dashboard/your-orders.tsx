import { formatNaira } from '@greetly/domain/money';
import { orderProgress } from '@greetly/domain/rules/order-progress';
import type { OrderSummary } from '@greetly/domain/schemas/orders-api';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-errors';
import { FulfilmentBadge, OrderProgressBadge } from '../orders/order-parts';
import { placedOn } from '../orders/order-text';
import { fetchMyOrders, ORDERS_KEY } from '../orders/orders-api';

/** Orders shown before "Show all": the list stays short on a phone. */
export const ORDERS_SHOWN_FIRST = 5;

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.message
    ? error.body.message
    : 'Network error. Please check your connection.';

function OrderRow({ order }: { order: OrderSummary }) {
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  return (
    <li className="rounded-3xl border border-line bg-white p-4 shadow-soft" data-testid="order-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/orders/${order.number}`}
            className="inline-flex items-center gap-1 font-display text-lg font-bold text-plum hover:text-rose-dark hover:underline"
          >
            Order {order.number}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <p className="text-sm text-plum-soft">
            <time dateTime={order.createdAt}>{placedOn(order.createdAt)}</time> · {items} ·{' '}
            {formatNaira(order.totalKobo)}
          </p>
        </div>
        <OrderProgressBadge progress={orderProgress(order.status, order.shipments)} />
      </div>
      {order.status === 'paid' && order.shipments.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-t border-line pt-3 text-sm">
          {order.shipments.map((shipment) => (
            <li
              key={shipment.shopName}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <span className="min-w-0 break-words text-plum">{shipment.shopName}</span>
              <FulfilmentBadge status={shipment.status} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function NoOrdersYet() {
  return (
    <div className="mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-blush text-rose-dark">
        <ShoppingBag aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 font-display text-xl font-bold text-plum">No orders yet</p>
      <p className="mt-1 max-w-sm text-plum-soft">
        Send a cake, flowers or a keepsake with your next card, from shops near the people you love.
      </p>
      <ButtonLink to="/marketplace" className="mt-6">
        Browse the marketplace
      </ButtonLink>
    </div>
  );
}

/** "Your orders" on the dashboard: every order with its status and its shops'. */
export function YourOrdersSection() {
  // Asked once per visit: each order's own page keeps itself up to date while it is open.
  const orders = useQuery({ queryKey: ORDERS_KEY, queryFn: fetchMyOrders });
  const [showAll, setShowAll] = useState(false);
  const list = orders.data ?? [];
  const shown = showAll ? list : list.slice(0, ORDERS_SHOWN_FIRST);
  return (
    <section
      id="orders"
      aria-labelledby="your-orders-title"
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h2 id="your-orders-title" className="font-display text-2xl font-bold">
        Your orders
      </h2>
      {orders.isPending && <p className="mt-4 min-h-40 text-plum-soft">Loading your orders…</p>}
      {orders.isError && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-rose-dark" role="alert">
            {errorText(orders.error)}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {orders.isSuccess && list.length === 0 && <NoOrdersYet />}
      {shown.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {shown.map((order) => (
            <OrderRow key={order.number} order={order} />
          ))}
        </ul>
      )}
      {!showAll && list.length > ORDERS_SHOWN_FIRST && (
        <div className="mt-4 flex justify-center">
          <Button size="sm" variant="secondary" onClick={() => setShowAll(true)}>
            Show all {list.length} orders
          </Button>
        </div>
      )}
    </section>
  );
}
