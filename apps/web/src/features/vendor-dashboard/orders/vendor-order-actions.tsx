import {
  canShopCancelShipment,
  FULFILMENT_TRANSITIONS,
  type FulfilmentStatus,
} from '@greetly/domain/catalog/checkout';
import type { VendorOrderView } from '@greetly/domain/schemas/orders-api';
import { CircleCheck, CircleX, PackageCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DispatchForm, type DispatchRequest } from './dispatch-form';

/** What the shop is asked to do next, by state. */
const NEXT_STEP: Readonly<Record<FulfilmentStatus, string>> = {
  pending: 'Accept the order to tell the buyer you are preparing it.',
  accepted: 'When the gifts leave, mark the order as dispatched.',
  dispatched: 'Once the recipient has the gifts, mark the order as delivered.',
  delivered: 'This order is delivered. There is nothing more to do.',
  cancelled: 'You cancelled this order.',
};

const REFUND_TEXT = {
  pending: 'The buyer’s refund of this part is being processed.',
  processed: 'The buyer has been refunded this part.',
} as const;

/**
 * The moves the part's state allows, and only those: accept, dispatch (with its small form),
 * deliver, and cancel before dispatch (which asks first, in a dialog the page opens).
 */
export function VendorOrderActions({
  order,
  isBusy,
  onAccept,
  onDispatch,
  onDeliver,
  onCancel,
}: {
  order: VendorOrderView;
  isBusy: boolean;
  onAccept: () => void;
  onDispatch: (request: DispatchRequest) => Promise<void>;
  onDeliver: () => void;
  onCancel: () => void;
}) {
  const { status } = order;
  const allows = (to: FulfilmentStatus) => FULFILMENT_TRANSITIONS[status].includes(to);
  // Only paid orders reach a shop.
  const canCancel = canShopCancelShipment('paid', status);
  return (
    <section
      aria-labelledby="actions-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h2 id="actions-heading" className="font-display text-xl font-bold text-plum">
        Next step
      </h2>
      <p className="mt-2 text-plum-soft">{NEXT_STEP[status]}</p>
      {status === 'cancelled' && (
        <div className="mt-3 space-y-2 rounded-2xl bg-cream px-4 py-3 text-sm text-plum">
          {order.cancelReason && (
            <p className="break-words">
              <span className="font-semibold">Your reason: </span>
              {order.cancelReason}
            </p>
          )}
          {order.refundStatus && <p>{REFUND_TEXT[order.refundStatus]}</p>}
        </div>
      )}
      {allows('accepted') && (
        <Button className="mt-5" disabled={isBusy} aria-busy={isBusy} onClick={onAccept}>
          <PackageCheck aria-hidden="true" className="size-4" />
          Accept order
        </Button>
      )}
      {allows('dispatched') && (
        <div className="mt-5">
          <DispatchForm onDispatch={onDispatch} />
        </div>
      )}
      {allows('delivered') && (
        <Button className="mt-5" disabled={isBusy} aria-busy={isBusy} onClick={onDeliver}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Mark as delivered
        </Button>
      )}
      {canCancel && (
        <div className="mt-6 border-t border-line pt-4">
          <Button
            variant="ghost"
            size="sm"
            className="text-rose-dark"
            disabled={isBusy}
            onClick={onCancel}
          >
            <CircleX aria-hidden="true" className="size-4" />
            Cancel order
          </Button>
          <p className="mt-1 text-xs text-plum-soft">
            Only before dispatch. The buyer is refunded this part.
          </p>
        </div>
      )}
    </section>
  );
}
