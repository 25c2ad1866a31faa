import { DELIVERY_OPTION_LABELS, PAYMENT_METHOD_LABELS } from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import { orderProgress } from '@greetly/domain/rules/order-progress';
import type { OrderView } from '@greetly/domain/schemas/orders-api';
import type { ReactNode } from 'react';
import { deliveryDayText } from './order-text';

const panelClass = 'rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6';

function Row({
  term,
  children,
  strong = false,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-bold text-plum' : ''}`}
    >
      <dt>{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** What the order cost, line by line, as the server charged it. */
export function OrderTotals({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="order-totals" className={panelClass}>
      <h2 id="order-totals" className="text-xl font-bold text-plum">
        Totals
      </h2>
      <dl className="mt-4 space-y-2 text-plum-soft" data-testid="order-totals">
        <Row term="Items">{formatNaira(order.itemsKobo)}</Row>
        <Row term="Delivery">{formatNaira(order.deliveryKobo)}</Row>
        {order.giftBagKobo > 0 && <Row term="Gift bag">{formatNaira(order.giftBagKobo)}</Row>}
        {order.loyaltyDiscountKobo > 0 && (
          <Row term="Loyalty card">−{formatNaira(order.loyaltyDiscountKobo)}</Row>
        )}
        {order.couponDiscountKobo > 0 && (
          <Row term={order.couponCode ? `Coupon ${order.couponCode}` : 'Coupon'}>
            −{formatNaira(order.couponDiscountKobo)}
          </Row>
        )}
        <Row term="VAT">{formatNaira(order.taxKobo)}</Row>
        <Row term="Total" strong>
          {formatNaira(order.totalKobo)}
        </Row>
      </dl>
      <p className="mt-3 text-sm text-plum-soft">
        Payment method: {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </p>
    </section>
  );
}

/** Where and how the gifts travel. */
export function OrderDelivery({ order }: { order: OrderView }) {
  const { address } = order;
  const progress = orderProgress(order.status, order.shipments);
  return (
    <section aria-labelledby="order-delivery" className={panelClass}>
      <h2 id="order-delivery" className="text-xl font-bold text-plum">
        Delivery
      </h2>
      <p className="mt-3 font-medium text-plum">{DELIVERY_OPTION_LABELS[order.deliveryOption]}</p>
      {order.deliverOn && (
        <p className="mt-1 text-plum" data-testid="deliver-on">
          {order.card
            ? `${deliveryDayText(progress, order.deliverOn)} with a card to ${order.card.recipientName}`
            : deliveryDayText(progress, order.deliverOn)}
        </p>
      )}
      {order.giftBag && <p className="mt-1 text-plum-soft">Wrapped in a gift bag</p>}
      <address className="mt-4 break-words text-plum-soft not-italic">
        <span className="block font-semibold text-plum">{address.name}</span>
        <span className="block">{address.street}</span>
        <span className="block">
          {address.city}, {address.state}
        </span>
        <span className="block">{address.country}</span>
        <span className="block">{address.phone}</span>
      </address>
    </section>
  );
}
