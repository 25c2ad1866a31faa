import type { FulfilmentStatus } from '@greetly/domain/catalog/checkout';
import type { VendorOrderStatusRequest } from '@greetly/domain/schemas/orders-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAlert } from '../../../components/dialogs/alert';
import { FormError } from '../../../components/forms/form-banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/layout-bits';
import { ApiRequestError } from '../../../lib/api-errors';
import { QueryScope } from '../../../lib/query-scope';
import { requestFailureMessage } from '../../session/account-errors';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliverOnTag, OrderStatusBadge } from './order-status-badge';
import { VendorOrderActions } from './vendor-order-actions';
import { OrderDelivery, OrderLines, OrderTimeline } from './vendor-order-details';
import { deliverOnText, formatInstant, ORDER_CONFLICT_MESSAGE } from './vendor-order-text';
import {
  fetchVendorOrder,
  setVendorOrderStatus,
  VENDOR_ORDERS_KEY,
  vendorOrderKey,
} from './vendor-orders-api';

/** What is said once a move went through. */
const MOVE_NOTICES: Readonly<Record<FulfilmentStatus, string>> = {
  pending: '',
  accepted: 'You accepted the order. We have told the buyer you are preparing it.',
  dispatched: 'The order is marked as dispatched. We have e-mailed the buyer.',
  delivered: 'The order is marked as delivered.',
  cancelled: 'The order is cancelled. The buyer is refunded this part and e-mailed your reason.',
};

type Notice = { kind: 'moved' | 'conflict'; text: string };

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function VendorOrderPage() {
  return (
    <QueryScope>
      <VendorOrderPageContent />
    </QueryScope>
  );
}

/** One order as the shop sees its part (the new-order e-mail links here), and its next moves. */
function VendorOrderPageContent() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const [isMoving, setIsMoving] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const order = useQuery({
    queryKey: vendorOrderKey(id),
    queryFn: ({ signal }) => fetchVendorOrder(id, signal),
  });

  const announce = (next: Notice) => {
    setNotice(next);
    // The buttons the vendor used may be gone: the keyboard goes on from the news.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  /**
   * Sends a move and shows the part as the answer has it. A move the part no longer allows
   * (409: someone else moved it meanwhile) is said so and the part reloaded; other failures throw.
   */
  const move = async (request: VendorOrderStatusRequest) => {
    setNotice(null);
    try {
      const moved = await setVendorOrderStatus(id, request);
      queryClient.setQueryData(vendorOrderKey(id), moved);
      void queryClient.invalidateQueries({ queryKey: VENDOR_ORDERS_KEY, exact: true });
      setIsCancelling(false);
      announce({ kind: 'moved', text: MOVE_NOTICES[moved.status] });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
      setIsCancelling(false);
      announce({ kind: 'conflict', text: ORDER_CONFLICT_MESSAGE });
      void queryClient.invalidateQueries({ queryKey: VENDOR_ORDERS_KEY });
    }
  };

  /** A one-click move (accept, deliver): a failure other than a conflict is shown in an alert. */
  const moveNow = async (request: VendorOrderStatusRequest) => {
    setIsMoving(true);
    try {
      await move(request);
    } catch (error) {
      showAlert(requestFailureMessage(error));
    } finally {
      setIsMoving(false);
    }
  };

  const view = order.data;
  const tag = view ? deliverOnText(view.deliverOn, view.withCard) : null;
  const isMissing = order.error instanceof ApiRequestError && order.error.status === 404;

  return (
    <>
      <title>{view ? `Order ${view.orderNumber} · Greetly` : 'Order · Greetly'}</title>
      <div className="bg-gradient-to-b from-mint-light to-cream py-10 sm:py-14">
        <Container>
          <Link
            to="/vendordashboard"
            className="inline-flex items-center gap-1.5 font-semibold text-plum hover:text-rose-dark hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Vendor dashboard
          </Link>
          <h1 className="mt-3 font-display text-4xl font-bold break-words text-plum sm:text-5xl">
            {view ? `Order ${view.orderNumber}` : 'Order'}
          </h1>
          {view && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <OrderStatusBadge status={view.status} />
              <span className="text-plum-soft">
                Paid <time dateTime={view.paidAt}>{formatInstant(view.paidAt)}</time>
              </span>
            </div>
          )}
          {tag && (
            <div className="mt-4">
              <DeliverOnTag text={tag} large />
              {view?.withCard && (
                <p className="mt-2 max-w-xl text-sm text-plum-soft">
                  The gifts travel with the buyer’s card: they must arrive on that day, not earlier.
                </p>
              )}
            </div>
          )}
        </Container>
      </div>

      <Container className="pt-2 pb-20">
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className={
            notice
              ? `mb-6 rounded-2xl border px-4 py-3 font-medium text-plum outline-none ${
                  notice.kind === 'conflict'
                    ? 'border-rose/40 bg-blush'
                    : 'border-mint/40 bg-mint-light'
                }`
              : 'sr-only'
          }
        >
          {notice?.text}
        </div>
        {order.isPending && <p className="min-h-60 text-plum-soft">Loading the order…</p>}
        {isMissing && (
          <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-line bg-white px-6 py-12 text-center">
            <PackageSearch aria-hidden="true" className="size-10 text-rose-dark" />
            <p className="mt-3 font-display text-xl font-bold text-plum">
              We could not find this order in your shop.
            </p>
            <ButtonLink to="/vendordashboard" variant="secondary" className="mt-6">
              Back to your orders
            </ButtonLink>
          </div>
        )}
        {order.isError && !isMissing && (
          <div className="space-y-4">
            <FormError message={requestFailureMessage(order.error)} />
            <Button variant="secondary" onClick={() => void order.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {view && (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <div className="grid min-w-0 gap-6">
              <OrderLines order={view} />
              <OrderDelivery order={view} />
            </div>
            <div className="grid min-w-0 gap-6">
              <VendorOrderActions
                order={view}
                isBusy={isMoving}
                onAccept={() => void moveNow({ status: 'accepted' })}
                onDispatch={(request) => move(request)}
                onDeliver={() => void moveNow({ status: 'delivered' })}
                onCancel={() => setIsCancelling(true)}
              />
              <OrderTimeline order={view} />
            </div>
          </div>
        )}
      </Container>
      {view && isCancelling && (
        <CancelOrderDialog
          orderNumber={view.orderNumber}
          totalKobo={view.totalKobo}
          onCancel={(request) => move(request)}
          onClose={() => setIsCancelling(false)}
        />
      )}
    </>
  );
}
