import { type Kobo, naira } from '../money.ts';
import type { Transitions } from '../rules/transitions.ts';

/**
 * How the gifts travel: 'fast' is the cart's shipping line, 'gift' is delivery with a card. Either
 * way every shop sends its own parcel, so the fee is paid once per shop in the order.
 */
export const DELIVERY_OPTIONS = ['fast', 'gift'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_OPTION_LABELS: Readonly<Record<DeliveryOption, string>> = {
  fast: 'Fast delivery',
  gift: 'Gift delivery with a card',
};

/** The operator's fee settings (integer kobo; the tax rate in basis points, 750 = 7.5%). */
export interface CheckoutFees {
  fastDeliveryPerShopKobo: Kobo;
  giftDeliveryPerShopKobo: Kobo;
  /** The optional gift bag ('bag pack'), one per shop's parcel. */
  giftBagKobo: Kobo;
  /** VAT on the items after their discounts (decision 0030); delivery and the bag carry none. */
  taxRateBasisPoints: number;
}

/** The spec's sample fees (section 9) and Nigeria's 7.5% VAT, used until an operator changes them. */
export const DEFAULT_CHECKOUT_FEES: Readonly<CheckoutFees> = {
  fastDeliveryPerShopKobo: naira(5000),
  giftDeliveryPerShopKobo: naira(2000),
  giftBagKobo: naira(2000),
  taxRateBasisPoints: 750,
};

export const BASIS_POINTS_PER_WHOLE = 10_000;

/** The delivery fee one shop's parcel pays under the chosen option. */
export function deliveryFeePerShop(option: DeliveryOption, fees: CheckoutFees): Kobo {
  return option === 'fast' ? fees.fastDeliveryPerShopKobo : fees.giftDeliveryPerShopKobo;
}

/**
 * How a buyer pays, all through Paystack (the names are Paystack's channel names). PayPal, in the
 * spec's sample, is left out: it is not a Paystack channel, so it could not settle to the
 * merchant's account through our provider (decision 0030).
 */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};

/**
 * An order's payment life. Once paid, the order itself moves no further: each shop's part
 * (its shipment) carries on through FULFILMENT_STATUSES.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'payment_failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Allowed order moves. A failed payment may be tried again (back to pending payment), and a
 * payment that succeeds late, after its attempt was reported failed, is applied; an order not
 * paid in time, or given up by its buyer, is cancelled and its stock released.
 */
export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  pending_payment: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['paid', 'pending_payment', 'cancelled'],
  paid: [],
  cancelled: [],
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** One shop's part of a paid order: waiting for the shop, then on its way to the recipient. */
export const FULFILMENT_STATUSES = [
  'pending',
  'accepted',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Allowed shipment moves. A shop may cancel only before dispatch; the buyer is refunded its part. */
export const FULFILMENT_TRANSITIONS: Transitions<FulfilmentStatus> = {
  pending: ['accepted', 'cancelled'],
  accepted: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  pending: 'Waiting for the shop',
  accepted: 'Accepted by the shop',
  dispatched: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the shop',
};

/** Whether a shipment may move: only on a paid order, and only along FULFILMENT_TRANSITIONS. */
export function canMoveShipment(
  orderStatus: OrderStatus,
  from: FulfilmentStatus,
  to: FulfilmentStatus,
): boolean {
  return orderStatus === 'paid' && FULFILMENT_TRANSITIONS[from].includes(to);
}

/** The buyer may cancel only before payment; after it, only a shop can cancel (its part). */
export const BUYER_CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'payment_failed',
];

export function canBuyerCancelOrder(status: OrderStatus): boolean {
  return BUYER_CANCELLABLE_ORDER_STATUSES.includes(status);
}

/** A shop may cancel its part of a paid order before dispatch, which refunds that part. */
export const SHOP_CANCELLABLE_FULFILMENT_STATUSES: readonly FulfilmentStatus[] = [
  'pending',
  'accepted',
];

export function canShopCancelShipment(orderStatus: OrderStatus, status: FulfilmentStatus): boolean {
  return orderStatus === 'paid' && SHOP_CANCELLABLE_FULFILMENT_STATUSES.includes(status);
}

/**
 * A paid order counts as delivered (for loyalty) when every shop's part is delivered or cancelled
 * and at least one was delivered.
 */
export function isOrderDelivered(shipments: readonly FulfilmentStatus[]): boolean {
  return (
    shipments.some((status) => status === 'delivered') &&
    shipments.every((status) => status === 'delivered' || status === 'cancelled')
  );
}

/** Order numbers people can read out: 'GR-' and at least six digits (GR-000123, GR-1234567). */
export const ORDER_NUMBER_PREFIX = 'GR-';
const ORDER_NUMBER_DIGITS = 6;

/** The order number of the n-th order (n a whole number from 1). */
export function formatOrderNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError('An order number is a whole number from 1');
  }
  return `${ORDER_NUMBER_PREFIX}${String(sequence).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/**
 * The sequence in an order number as a person types it: case, spaces around it and the dash are
 * forgiven ('gr000123', ' GR-123 '); null when it is not one.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^GR-?(\d{1,15})$/.exec(text.trim().toUpperCase());
  if (!match?.[1]) return null;
  const sequence = Number(match[1]);
  return Number.isSafeInteger(sequence) && sequence >= 1 ? sequence : null;
}
