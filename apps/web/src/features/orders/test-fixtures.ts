import type { OrderShipment, OrderView } from '@greetly/domain/schemas/orders-api';

export const CAKE_SHIPMENT: OrderShipment = {
  id: 'ship_cake',
  shopName: 'Sweet Crumbs',
  shopSlug: 'sweet-crumbs',
  status: 'pending',
  itemsKobo: 1_700_000,
  deliveryKobo: 200_000,
  giftBagKobo: 0,
  discountKobo: 850_000,
  taxKobo: 63_750,
  totalKobo: 1_113_750,
  dispatchNote: null,
  trackingUrl: null,
  cancelReason: null,
  refundStatus: null,
  lines: [
    {
      ref: 'cake000001',
      title: 'Red Velvet Cake',
      unitPriceKobo: 850_000,
      quantity: 2,
      lineTotalKobo: 1_700_000,
      freeUnits: 1,
    },
  ],
};

export const ROSES_SHIPMENT: OrderShipment = {
  ...CAKE_SHIPMENT,
  id: 'ship_roses',
  shopName: 'Petal & Stem',
  shopSlug: 'petal-and-stem',
  status: 'dispatched',
  itemsKobo: 1_500_000,
  discountKobo: 0,
  taxKobo: 112_500,
  totalKobo: 1_812_500,
  dispatchNote: 'Rider Musa is on his way, see https://courier.example/track/77 for the route.',
  trackingUrl: 'https://courier.example/track/77',
  lines: [
    {
      ref: 'roses00001',
      title: 'Blush Roses',
      unitPriceKobo: 1_500_000,
      quantity: 1,
      lineTotalKobo: 1_500_000,
      freeUnits: 0,
    },
  ],
};

/** A two-shop order waiting for payment, with a loyalty gift and a coupon. */
export function orderOf(overrides: Partial<OrderView> = {}): OrderView {
  return {
    number: 'GR-000123',
    status: 'pending_payment',
    createdAt: '2026-11-28T09:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
    reservedUntil: '2026-11-28T09:30:00.000Z',
    deliveryOption: 'gift',
    giftBag: false,
    paymentMethod: 'card',
    couponCode: 'HELLO10',
    deliverOn: '2026-12-14',
    card: { id: 'card_1', recipientName: 'Amara', sendAt: '2026-12-14T08:00:00.000Z' },
    address: {
      name: 'Amara Obi',
      phone: '+2348031112222',
      street: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      country: 'Nigeria',
    },
    itemsKobo: 3_200_000,
    deliveryKobo: 400_000,
    giftBagKobo: 0,
    couponDiscountKobo: 100_000,
    loyaltyDiscountKobo: 850_000,
    discountKobo: 950_000,
    taxKobo: 168_750,
    totalExcludingTaxKobo: 2_650_000,
    totalKobo: 2_818_750,
    shipments: [CAKE_SHIPMENT, ROSES_SHIPMENT],
    history: [
      { at: '2026-11-28T09:00:00.000Z', status: 'pending_payment', shopName: null, note: null },
    ],
    canPay: true,
    canCancel: true,
    ...overrides,
  };
}

/** The same order once paid, its shops at work. */
export function paidOrder(overrides: Partial<OrderView> = {}): OrderView {
  return orderOf({
    status: 'paid',
    paidAt: '2026-11-28T09:05:00.000Z',
    canPay: false,
    canCancel: false,
    history: [
      { at: '2026-11-28T09:00:00.000Z', status: 'pending_payment', shopName: null, note: null },
      { at: '2026-11-28T09:05:00.000Z', status: 'paid', shopName: null, note: null },
      { at: '2026-11-28T10:00:00.000Z', status: 'accepted', shopName: 'Petal & Stem', note: null },
      {
        at: '2026-11-28T12:00:00.000Z',
        status: 'dispatched',
        shopName: 'Petal & Stem',
        note: 'Rider Musa, see https://courier.example/track/77',
      },
    ],
    ...overrides,
  });
}

export const orderAnswer = (order: OrderView) => ({ body: { success: true, order } });

export const notFoundAnswer = {
  status: 404,
  body: { success: false, code: 'not_found', message: 'Order not found' },
};
