import { formatNaira } from '@greetly/domain/money';
import { orderProgress } from '@greetly/domain/rules/order-progress';
import type { OrderView } from '@greetly/domain/schemas/orders-api';
import { CircleCheck, CircleX, Clock, Mail, PackageCheck, Truck } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { Dialog } from '../../components/dialogs/dialog';
import { FormError } from '../../components/forms/form-banner';
import { Button, ButtonLink } from '../../components/ui/button';
import { orderMoment } from './order-text';

interface StatusPanelProps {
  order: OrderView;
  /** The panel's heading, focused when the page's answer changes (after the payment check, a cancel). */
  headingRef: Ref<HTMLHeadingElement>;
  onPay: () => void;
  isPaying: boolean;
  payError: string | null;
  onCancel: () => void;
  isCancelling: boolean;
  cancelError: string | null;
}

function Panel({
  tone,
  icon,
  title,
  headingRef,
  children,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-status-heading"
      className={`rounded-3xl p-6 shadow-soft ring-1 ring-line/60 sm:p-8 ${tone}`}
      data-testid="order-status"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/80 text-rose-dark">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id="order-status-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-bold text-plum outline-none sm:text-3xl"
          >
            {title}
          </h2>
          <div className="mt-3 space-y-3 text-plum">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** Where the order stands with its payment and its shops' parts, and what the buyer can do. */
export function OrderStatusPanel(props: StatusPanelProps) {
  const { order, headingRef } = props;
  const progress = orderProgress(order.status, order.shipments);
  if (progress === 'confirmed') {
    return (
      <Panel
        tone="bg-mint-light"
        icon={<CircleCheck aria-hidden="true" className="size-7 text-mint" />}
        title={`Thank you! Your order ${order.number} is confirmed`}
        headingRef={headingRef}
      >
        <p className="flex items-start gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          We have sent a confirmation e-mail with your order's details.
        </p>
        <p>
          What happens next: each shop accepts its part of the order, prepares it and sends it on
          its way. We e-mail you at every step, and this page shows each one as it happens.
        </p>
      </Panel>
    );
  }
  if (progress === 'under_way') {
    return (
      <Panel
        tone="bg-mint-light"
        icon={<Truck aria-hidden="true" className="size-7" />}
        title={`Your order ${order.number} is under way`}
        headingRef={headingRef}
      >
        <p>
          Each shop's part is below with where it stands. We e-mail you at every step, and this page
          shows each one as it happens.
        </p>
      </Panel>
    );
  }
  if (progress === 'delivered') {
    const someCancelled = order.shipments.some((shipment) => shipment.status === 'cancelled');
    return (
      <Panel
        tone="bg-mint-light"
        icon={<PackageCheck aria-hidden="true" className="size-7 text-mint" />}
        title={`Your order ${order.number} has been delivered`}
        headingRef={headingRef}
      >
        <p>
          {someCancelled
            ? 'Every gift that was sent has arrived. A shop cancelled its part; its refund is shown below.'
            : 'Every gift has arrived. Thank you for shopping with Greetly.'}
        </p>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse the marketplace
        </ButtonLink>
      </Panel>
    );
  }
  if (progress === 'refunding' || progress === 'refunded') {
    const refund = formatNaira(order.shipments.reduce((sum, part) => sum + part.totalKobo, 0));
    return (
      <Panel
        tone="bg-cream-deep"
        icon={<CircleX aria-hidden="true" className="size-7" />}
        title={
          order.shipments.length === 1
            ? 'The shop cancelled this order'
            : 'The shops cancelled this order'
        }
        headingRef={headingRef}
      >
        <p>
          {progress === 'refunded'
            ? `Your payment of ${refund} has been refunded.`
            : `Your payment of ${refund} is being refunded to you (a few working days).`}{' '}
          Why each shop cancelled is shown below.
        </p>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse the marketplace
        </ButtonLink>
      </Panel>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Panel
        tone="bg-cream-deep"
        icon={<CircleX aria-hidden="true" className="size-7" />}
        title="This order was cancelled"
        headingRef={headingRef}
      >
        <p>
          {order.cancelledAt ? `Cancelled ${orderMoment(order.cancelledAt)}. ` : ''}
          Nothing was charged for it, and the gifts went back on the shelf.
        </p>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse the marketplace
        </ButtonLink>
      </Panel>
    );
  }
  const failed = order.status === 'payment_failed';
  return (
    <Panel
      tone={failed ? 'bg-blush' : 'bg-gold-light'}
      icon={<Clock aria-hidden="true" className="size-7" />}
      title={failed ? 'Your payment did not go through' : 'Waiting for payment'}
      headingRef={headingRef}
    >
      <UnpaidActions {...props} failed={failed} />
    </Panel>
  );
}

function UnpaidActions({
  order,
  failed,
  onPay,
  isPaying,
  payError,
  onCancel,
  isCancelling,
  cancelError,
}: StatusPanelProps & { failed: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p>
        {failed ? 'Nothing was taken. ' : ''}
        We are holding your gifts until{' '}
        <time dateTime={order.reservedUntil} className="font-semibold">
          {orderMoment(order.reservedUntil)}
        </time>
        . If the order is not paid by then, it is cancelled and the gifts go back on the shelf.
      </p>
      <FormError message={payError ?? cancelError ?? undefined} />
      <div className="flex flex-wrap gap-3">
        {order.canPay && (
          <Button onClick={onPay} disabled={isPaying} aria-busy={isPaying}>
            {failed ? 'Try paying again' : `Pay ${formatNaira(order.totalKobo)} now`}
          </Button>
        )}
        {order.canCancel && (
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={isCancelling}>
            Cancel order
          </Button>
        )}
      </div>
      {asking && (
        <Dialog
          open
          onClose={() => setAsking(false)}
          title="Cancel this order?"
          role="alertdialog"
          size="sm"
        >
          <p className="text-plum">
            {`Order ${order.number} will be cancelled and its gifts go back on the shelf. This can't be undone.`}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAsking(false)} data-autofocus>
              Keep my order
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                onCancel();
              }}
            >
              Cancel order
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
