import {
  canBuyerCancelOrder,
  formatOrderNumber,
  type OrderAddress,
  type OrderLine,
  type OrderSummary,
  type OrderView,
  type SavedAddress,
} from '@greetly/domain';
import type { OrderTable, ShipmentTable } from '../../platform/db/schema.ts';
import type { AddressRow } from './addresses-repo.ts';
import type { GiftCardRow } from './links-repo.ts';
import {
  type HistoryRow,
  type OrderLineRow,
  type OrderRow,
  type ShipmentRow,
  UNPAID_STATUSES,
} from './repo.ts';

type ShippingFields = Pick<
  OrderTable,
  'ship_name' | 'ship_phone' | 'ship_street' | 'ship_city' | 'ship_state' | 'ship_country'
>;

/** The address an order was placed with (its snapshot). */
export function shippingAddressOf(order: ShippingFields): OrderAddress {
  return {
    name: order.ship_name,
    phone: order.ship_phone,
    street: order.ship_street,
    city: order.ship_city,
    state: order.ship_state,
    country: order.ship_country,
  };
}

/** A shop's part's money and its shop's words, as the buyer and the shop both see them. */
export function shipmentFiguresOf(shipment: Omit<ShipmentTable, 'position'>) {
  return {
    itemsKobo: shipment.items_kobo,
    deliveryKobo: shipment.delivery_kobo,
    giftBagKobo: shipment.gift_bag_kobo,
    discountKobo: shipment.discount_kobo,
    taxKobo: shipment.tax_kobo,
    totalKobo: shipment.total_kobo,
    dispatchNote: shipment.dispatch_note,
    trackingUrl: shipment.tracking_url,
    cancelReason: shipment.cancel_reason,
    refundStatus: shipment.refund_status,
  };
}

/** Whether the buyer may (try again to) pay: unpaid, with the stock still held. */
export function canPayOrder(
  order: Pick<OrderRow, 'status' | 'reserved_until'>,
  now: Date,
): boolean {
  return UNPAID_STATUSES.includes(order.status) && Date.parse(order.reserved_until) > now.getTime();
}

/** A line as the buyer, its shop and tracking show it: the title and price paid. */
export function toOrderLine(line: OrderLineRow): OrderLine {
  return {
    ref: line.product_ref,
    title: line.title,
    unitPriceKobo: line.unit_price_kobo,
    quantity: line.quantity,
    lineTotalKobo: line.line_total_kobo,
    freeUnits: line.free_units,
  };
}

export interface OrderParts {
  order: OrderRow;
  shipments: ShipmentRow[];
  lines: OrderLineRow[];
  history: HistoryRow[];
  card: GiftCardRow | undefined;
}

/** An order as its buyer sees it. */
export function toOrderView(
  { order, shipments, lines, history, card }: OrderParts,
  now: Date,
): OrderView {
  return {
    number: formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    cancelledAt: order.cancelled_at,
    reservedUntil: order.reserved_until,
    deliveryOption: order.delivery_option,
    giftBag: order.gift_bag === 1,
    paymentMethod: order.payment_method,
    couponCode: order.coupon_code,
    deliverOn: order.deliver_on,
    card: card ? { id: card.id, recipientName: card.recipient_name, sendAt: card.send_at } : null,
    address: shippingAddressOf(order),
    itemsKobo: order.items_kobo,
    deliveryKobo: order.delivery_kobo,
    giftBagKobo: order.gift_bag_kobo,
    couponDiscountKobo: order.coupon_discount_kobo,
    loyaltyDiscountKobo: order.loyalty_discount_kobo,
    discountKobo: order.discount_kobo,
    taxKobo: order.tax_kobo,
    totalExcludingTaxKobo: order.total_kobo - order.tax_kobo,
    totalKobo: order.total_kobo,
    shipments: shipments.map((shipment) => ({
      id: shipment.id,
      shopName: shipment.shop_name,
      shopSlug: shipment.shop_slug,
      status: shipment.status,
      ...shipmentFiguresOf(shipment),
      lines: lines.filter((line) => line.shipment_id === shipment.id).map(toOrderLine),
    })),
    history: history.map((entry) => ({
      at: entry.at,
      status: entry.to_status,
      shopName: entry.shop_name,
      note: entry.note,
    })),
    canPay: canPayOrder(order, now),
    canCancel: canBuyerCancelOrder(order.status),
  };
}

/** One order in the buyer's list. */
export function toOrderSummary(
  order: OrderRow,
  shipments: readonly ShipmentRow[],
  lines: readonly OrderLineRow[],
): OrderSummary {
  return {
    number: formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.created_at,
    totalKobo: order.total_kobo,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    deliverOn: order.deliver_on,
    shipments: shipments.map((shipment) => ({
      shopName: shipment.shop_name,
      status: shipment.status,
      refundStatus: shipment.refund_status,
    })),
  };
}

/** A saved address as the checkout offers it. */
export function toSavedAddress({
  id,
  name,
  phone,
  street,
  city,
  state,
  country,
}: AddressRow): SavedAddress {
  return { id, name, phone, street, city, state, country };
}
