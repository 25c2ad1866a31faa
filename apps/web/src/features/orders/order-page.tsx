import { parseOrderNumber } from '@greetly/domain/catalog/checkout';
import type { OrderView } from '@greetly/domain/schemas/orders-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { ApiRequestError } from '../../lib/api-errors';
import { QueryScope } from '../../lib/query-scope';
import { OrderTimeline, ShipmentPanel } from './order-parts';
import { OrderStatusPanel } from './order-status-panel';
import { OrderDelivery, OrderTotals } from './order-summary';
import { orderMoment } from './order-text';
import {
  cancelOrder,
  fetchMyOrder,
  ORDERS_KEY,
  orderKey,
  payOrder,
  verifyPayment,
} from './orders-api';

/** How often an order that is still moving is asked about again, while its tab is visible. */
export const ORDER_POLL_MS = 15_000;

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.message
    ? error.body.message
    : 'Network error. Please check your connection.';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Whether the order may still change on its own: unpaid, or a shop's part still on its way. */
function isMoving(order: OrderView | undefined): boolean {
  if (!order) return false;
  if (order.status === 'pending_payment') return true;
  return (
    order.status === 'paid' &&
    order.shipments.some((shipment) =>
      ['pending', 'accepted', 'dispatched'].includes(shipment.status),
    )
  );
}

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function OrderPage() {
  return (
    <QueryScope>
      <OrderPageContent />
    </QueryScope>
  );
}

function OrderPageContent() {
  const { number = '' } = useParams();
  const isNumber = parseOrderNumber(number) !== null;
  const [searchParams, setSearchParams] = useSearchParams();
  // The payment provider sends the buyer back with ?reference=…&trxref=… (the same value).
  const reference = searchParams.get('reference') ?? searchParams.get('trxref');
  const queryClient = useQueryClient();
  const statusHeading = useRef<HTMLHeadingElement>(null);
  // After the payment check or a cancel, focus goes to the answer (the status panel's heading).
  const [answered, setAnswered] = useState(0);
  const focusStatus = () => setAnswered((count) => count + 1);
  useEffect(() => {
    if (answered > 0) statusHeading.current?.focus();
  }, [answered]);

  const show = (order: OrderView) => {
    queryClient.setQueryData(orderKey(number), order);
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY, exact: true });
  };

  const verify = useMutation({
    mutationFn: (sent: string) => verifyPayment(number, sent),
    onSuccess: show,
    onSettled: () => {
      // The reference has done its work; a reload of the page only reads the order.
      setSearchParams({}, { replace: true });
      focusStatus();
    },
  });
  const verifiedReference = useRef<string | null>(null);
  useEffect(() => {
    if (!reference || !isNumber || verifiedReference.current !== null) return;
    verifiedReference.current = reference;
    verify.mutate(reference);
  }, [reference, isNumber, verify]);
  const isChecking = isNumber && (verify.isPending || (reference !== null && verify.isIdle));

  const order = useQuery({
    queryKey: orderKey(number),
    queryFn: ({ signal }) => fetchMyOrder(number, signal),
    enabled: isNumber && !isChecking,
    staleTime: 10_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    refetchInterval: (query) => (isMoving(query.state.data) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

  const pay = useMutation({
    mutationFn: () => payOrder(number),
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(number),
    onSuccess: (cancelled) => {
      show(cancelled);
      focusStatus();
    },
  });

  const notFound = !isNumber || isNotFound(verify.error) || isNotFound(order.error);

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/dashboard#orders"
        className="inline-flex items-center gap-1 rounded-full py-1.5 pr-3 text-sm font-medium text-rose-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to your orders
      </Link>
      <div className="mt-4">
        {notFound ? (
          <OrderNotFound />
        ) : isChecking ? (
          <Waiting text="Checking your payment…" />
        ) : order.isPending ? (
          <Waiting text="Loading your order…" />
        ) : order.isError ? (
          <div className="mx-auto max-w-lg py-12 text-center">
            <title>Your order · Greetly</title>
            <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
            <p className="mt-3 text-plum-soft" role="alert">
              {errorText(order.error)}
            </p>
            <Button className="mt-6" onClick={() => void order.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <OrderDetails
            order={order.data}
            checkFailed={verify.isError ? errorText(verify.error) : null}
            statusPanel={
              <OrderStatusPanel
                order={order.data}
                headingRef={statusHeading}
                onPay={() => pay.mutate()}
                isPaying={pay.isPending || pay.isSuccess}
                payError={pay.isError ? errorText(pay.error) : null}
                onCancel={() => cancel.mutate()}
                isCancelling={cancel.isPending}
                cancelError={cancel.isError ? errorText(cancel.error) : null}
              />
            }
          />
        )}
      </div>
    </Container>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center" role="status">
      <title>Your order · Greetly</title>
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-rose-light border-t-rose"
        />
        <p className="text-lg text-plum">{text}</p>
      </div>
    </div>
  );
}

function OrderNotFound() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <title>Order not found · Greetly</title>
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-blush text-rose-dark">
        <PackageSearch aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 font-display text-3xl font-bold">We couldn't find this order</h1>
      <p className="mt-3 text-plum-soft">
        Check the order number in your confirmation e-mail. An order placed with another account can
        be followed on the tracking page with its e-mail address.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard#orders">Your orders</ButtonLink>
        <ButtonLink to="/track" variant="secondary">
          Track an order
        </ButtonLink>
      </div>
    </div>
  );
}

function OrderDetails({
  order,
  statusPanel,
  checkFailed,
}: {
  order: OrderView;
  statusPanel: ReactNode;
  checkFailed: string | null;
}) {
  return (
    <>
      <title>{`Order ${order.number} · Greetly`}</title>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">Order {order.number}</h1>
      <p className="mt-1 text-plum-soft">
        Placed <time dateTime={order.createdAt}>{orderMoment(order.createdAt)}</time>
      </p>
      {checkFailed && (
        <p className="mt-4 rounded-2xl bg-blush px-4 py-3 text-rose-dark" role="alert">
          {`We could not check your payment just now (${checkFailed}). This page updates by itself once it is confirmed.`}
        </p>
      )}
      <div className="mt-6">{statusPanel}</div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="order-shops" className="space-y-4">
            <h2 id="order-shops" className="font-display text-2xl font-bold">
              {order.shipments.length === 1
                ? 'Your gifts'
                : `Your gifts from ${order.shipments.length} shops`}
            </h2>
            {order.shipments.map((shipment) => (
              <ShipmentPanel key={shipment.id} shipment={shipment} orderStatus={order.status} />
            ))}
          </section>
          <section aria-labelledby="order-timeline-heading">
            <h2 id="order-timeline-heading" className="font-display text-2xl font-bold">
              Timeline
            </h2>
            <div className="mt-4 pl-2">
              <OrderTimeline history={order.history} />
            </div>
          </section>
        </div>
        <div className="space-y-6">
          <OrderDelivery order={order} />
          <OrderTotals order={order} />
        </div>
      </div>
    </>
  );
}
