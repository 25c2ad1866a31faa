import { formatNaira } from '@greetly/domain/money';
import { orderProgress } from '@greetly/domain/rules/order-progress';
import {
  ORDER_NOT_FOUND_MESSAGE,
  type TrackedOrder,
  trackOrderRequestSchema,
} from '@greetly/domain/schemas/orders-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError, FormInfo } from '../../components/forms/form-banner';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { ApiRequestError, NetworkError } from '../../lib/api-errors';
import { useSession } from '../session/session-context';
import { OrderProgressBadge, OrderTimeline, ShipmentPanel } from './order-parts';
import { deliveryDayText, orderMoment } from './order-text';
import { trackOrder } from './orders-api';

export const TOO_MANY_TRIES_MESSAGE =
  'Too many tries. Please wait a few minutes before you look up an order again.';

function trackFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return error.body?.message || ORDER_NOT_FOUND_MESSAGE;
    if (error.status === 429) return TOO_MANY_TRIES_MESSAGE;
    return error.body?.message || 'Something went wrong. Please try again.';
  }
  if (error instanceof NetworkError) return 'Network error. Please check your connection.';
  return 'Something went wrong. Please try again.';
}

/** Following an order without signing in: its number and the e-mail it was placed with. */
export default function TrackPage() {
  const { user } = useSession();
  const [tracked, setTracked] = useState<TrackedOrder | null>(null);
  const [failure, setFailure] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(trackOrderRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { orderNumber: '', email: '' },
  });

  // After each answer, focus goes to it: the order found, or why it was not.
  useEffect(() => {
    if (tracked) resultHeading.current?.focus();
  }, [tracked]);
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const submit = handleSubmit(async (request) => {
    setFailure('');
    try {
      setTracked(await trackOrder(request));
    } catch (error) {
      setTracked(null);
      setFailure(trackFailureMessage(error));
    }
  });

  return (
    <>
      <title>Track your order · Greetly</title>
      <PageHeader
        eyebrow="Order tracking"
        title="Track your order"
        lead="Enter your order number and the e-mail address you placed the order with to see where your gifts are."
      />
      <Container className="pb-16">
        <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8">
          {user && (
            <FormInfo className="mb-6">
              You're signed in: all your orders are on{' '}
              <Link to="/dashboard#orders" className="font-semibold text-rose-dark underline">
                your dashboard
              </Link>
              .
            </FormInfo>
          )}
          <form onSubmit={submit} noValidate className="space-y-5" aria-label="Track your order">
            <div ref={failureBox} tabIndex={-1} className="outline-none">
              <FormError message={failure} />
            </div>
            <TextField
              label="Order number"
              placeholder="GR-000123"
              autoComplete="off"
              hint="It is in your order confirmation e-mail."
              error={errors.orderNumber?.message}
              {...register('orderNumber')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <SubmitButton isPending={isSubmitting} className="w-full">
              Track order
            </SubmitButton>
          </form>
        </div>
        {tracked && <TrackedOrderView order={tracked} headingRef={resultHeading} />}
      </Container>
    </>
  );
}

function TrackedOrderView({
  order,
  headingRef,
}: {
  order: TrackedOrder;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const progress = orderProgress(order.status, order.shipments);
  return (
    <section aria-labelledby="tracked-order" className="mx-auto mt-10 max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="tracked-order"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-3xl font-bold text-plum outline-none"
        >
          Order {order.number}
        </h2>
        <OrderProgressBadge progress={progress} />
      </div>
      <p className="text-plum-soft">
        Placed <time dateTime={order.createdAt}>{orderMoment(order.createdAt)}</time> ·{' '}
        {formatNaira(order.totalKobo)}
        {order.deliverOn ? ` · ${deliveryDayText(progress, order.deliverOn)}` : ''}
      </p>
      <div className="space-y-4">
        {order.shipments.map((shipment) => (
          // One part per shop in an order, so a shop's name tells them apart.
          <ShipmentPanel key={shipment.shopName} shipment={shipment} orderStatus={order.status} />
        ))}
      </div>
      <div>
        <h3 className="font-display text-2xl font-bold">Timeline</h3>
        <div className="mt-4 pl-2">
          <OrderTimeline history={order.history} />
        </div>
      </div>
    </section>
  );
}
