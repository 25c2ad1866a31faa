import { describe, expect, it } from 'vitest';
import {
  applyRate,
  CART_SHIPPING_FEE,
  type CheckoutFees,
  type Coupon,
  canBuyerCancelOrder,
  canMove,
  canMoveShipment,
  canShopCancelShipment,
  cartTotal,
  DEFAULT_CHECKOUT_FEES,
  FULFILMENT_STATUSES,
  FULFILMENT_TRANSITIONS,
  formatOrderNumber,
  isOrderDelivered,
  type LoyaltyOrder,
  loyaltyReward,
  naira,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderPricingError,
  type OrderPricingErrorCode,
  type OrderStatus,
  PAYMENT_METHODS,
  parseOrderNumber,
  type QuoteInput,
  type QuoteLineInput,
  quoteOrder,
} from '../src/index.ts';

const now = new Date('2026-03-01T12:00:00Z');

function fixedCoupon(amountKobo: number, minOrderKobo = 0): Coupon {
  return {
    code: 'SAVE',
    kind: 'fixed',
    amountKobo,
    minOrderKobo,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    maxUsesTotal: null,
    maxUsesPerUser: 1,
  };
}

function percentCoupon(percent: number, minOrderKobo = 0): Coupon {
  return { ...fixedCoupon(0, minOrderKobo), kind: 'percent', percent };
}

function withCoupon(coupon: Coupon | null): QuoteInput['coupon'] {
  return { coupon, now, usesTotal: 0, usesByThisUser: 0 };
}

const line = (
  productId: string,
  unitPriceKobo: number,
  qty = 1,
  shopId = 'shop-a',
): QuoteLineInput => ({ productId, shopId, unitPriceKobo, qty });

/** The quote's own figures obey the formula, and its shops add up to it. */
function expectConsistent(quote: ReturnType<typeof quoteOrder>): void {
  expect(quote.totalExcludingTaxKobo).toBe(
    quote.itemsKobo + quote.deliveryKobo + quote.giftBagKobo - quote.discountKobo,
  );
  expect(quote.totalKobo).toBe(quote.totalExcludingTaxKobo + quote.taxKobo);
  const sum = (pick: (shop: (typeof quote.shops)[number]) => number) =>
    quote.shops.reduce((total, shop) => total + pick(shop), 0);
  expect(sum((shop) => shop.itemsKobo)).toBe(quote.itemsKobo);
  expect(sum((shop) => shop.deliveryKobo)).toBe(quote.deliveryKobo);
  expect(sum((shop) => shop.giftBagKobo)).toBe(quote.giftBagKobo);
  expect(sum((shop) => shop.discountKobo)).toBe(quote.discountKobo);
  expect(sum((shop) => shop.taxKobo)).toBe(quote.taxKobo);
  expect(sum((shop) => shop.totalKobo)).toBe(quote.totalKobo);
}

function pricingErrorOf(run: () => unknown): OrderPricingErrorCode | 'none' {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderPricingError) return error.code;
    throw error;
  }
  return 'none';
}

describe('the spec’s samples', () => {
  it('checkout: delivery ₦2,000, bag pack ₦2,000, discount ₦200, tax ₦100', () => {
    // ₦1,200 of items less the ₦200 coupon leaves ₦1,000 taxable; at 10% that is the sample's ₦100.
    const fees: CheckoutFees = { ...DEFAULT_CHECKOUT_FEES, taxRateBasisPoints: 1000 };
    const quote = quoteOrder({
      lines: [line('card-cake', naira(1200))],
      deliveryOption: 'gift',
      giftBag: true,
      fees,
      coupon: withCoupon(fixedCoupon(naira(200))),
    });
    expect(quote.itemsKobo).toBe(naira(1200));
    expect(quote.deliveryKobo).toBe(naira(2000));
    expect(quote.giftBagKobo).toBe(naira(2000));
    expect(quote.discountKobo).toBe(naira(200));
    expect(quote.coupon).toEqual({ ok: true, code: 'SAVE', discountKobo: naira(200) });
    expect(quote.taxKobo).toBe(naira(100));
    expect(quote.totalExcludingTaxKobo).toBe(naira(1200 + 2000 + 2000 - 200));
    expect(quote.totalKobo).toBe(naira(1200 + 2000 + 2000 - 200 + 100));
    expectConsistent(quote);
  });

  it('checkout: the formula holds for any items (total excl. tax = items + 2,000 + 2,000 − 200)', () => {
    for (const items of [naira(1000), naira(8500), naira(25_000.5)]) {
      const quote = quoteOrder({
        lines: [line('gift', items)],
        deliveryOption: 'gift',
        giftBag: true,
        coupon: withCoupon(fixedCoupon(naira(200))),
      });
      expect(quote.totalExcludingTaxKobo).toBe(items + naira(2000) + naira(2000) - naira(200));
      expect(quote.taxKobo).toBe(applyRate(items - naira(200), 750));
      expect(quote.totalKobo).toBe(quote.totalExcludingTaxKobo + quote.taxKobo);
    }
  });

  it('cart: items plus ₦5,000 shipping (fast delivery from one shop)', () => {
    const lines = [line('cake', naira(8500), 2), line('card', naira(1000), 1)];
    const quote = quoteOrder({ lines, deliveryOption: 'fast', giftBag: false });
    expect(DEFAULT_CHECKOUT_FEES.fastDeliveryPerShopKobo).toBe(CART_SHIPPING_FEE);
    expect(quote.itemsKobo).toBe(naira(8500 * 2 + 1000));
    expect(quote.deliveryKobo).toBe(naira(5000));
    expect(quote.totalExcludingTaxKobo).toBe(naira(8500 * 2 + 1000 + 5000));
    expect(quote.totalExcludingTaxKobo).toBe(
      cartTotal(lines.map((l) => ({ priceKobo: l.unitPriceKobo, qty: l.qty }))),
    );
    const untaxed = quoteOrder({
      lines,
      deliveryOption: 'fast',
      giftBag: false,
      fees: { ...DEFAULT_CHECKOUT_FEES, taxRateBasisPoints: 0 },
    });
    expect(untaxed.totalKobo).toBe(naira(8500 * 2 + 1000 + 5000));
  });
});

describe('quoteOrder', () => {
  it('lists each line with its unit price, quantity, line total and shop', () => {
    const quote = quoteOrder({
      lines: [line('cake', naira(8500), 2, 'bakery'), line('rose', naira(3000), 3, 'florist')],
      deliveryOption: 'fast',
      giftBag: false,
    });
    expect(quote.lines).toEqual([
      {
        productId: 'cake',
        shopId: 'bakery',
        unitPriceKobo: naira(8500),
        qty: 2,
        lineTotalKobo: naira(17_000),
      },
      {
        productId: 'rose',
        shopId: 'florist',
        unitPriceKobo: naira(3000),
        qty: 3,
        lineTotalKobo: naira(9000),
      },
    ]);
    expect(quote.itemsKobo).toBe(naira(26_000));
  });

  it('charges one delivery fee and one gift bag per shop', () => {
    const lines = [
      line('cake', naira(8500), 1, 'bakery'),
      line('cupcakes', naira(4000), 2, 'bakery'),
      line('rose', naira(3000), 1, 'florist'),
    ];
    const fast = quoteOrder({ lines, deliveryOption: 'fast', giftBag: true });
    expect(fast.shops.map((shop) => shop.shopId)).toEqual(['bakery', 'florist']);
    expect(fast.deliveryKobo).toBe(2 * naira(5000));
    expect(fast.giftBagKobo).toBe(2 * naira(2000));
    expectConsistent(fast);

    const gift = quoteOrder({ lines, deliveryOption: 'gift', giftBag: false });
    expect(gift.deliveryKobo).toBe(2 * naira(2000));
    expect(gift.giftBagKobo).toBe(0);
    expect(gift.shops.map((shop) => shop.deliveryKobo)).toEqual([naira(2000), naira(2000)]);
  });

  it('taxes the items after discounts at 7.5%, not the delivery or the bag', () => {
    const quote = quoteOrder({
      lines: [line('cake', naira(8500))],
      deliveryOption: 'fast',
      giftBag: true,
      coupon: withCoupon(fixedCoupon(naira(200))),
    });
    expect(quote.taxRateBasisPoints).toBe(750);
    expect(quote.taxableKobo).toBe(naira(8300));
    expect(quote.taxKobo).toBe(naira(622.5));
    expect(quote.totalKobo).toBe(naira(8500 + 5000 + 2000 - 200 + 622.5));
  });

  it('rounds tax half up to the kobo', () => {
    expect(applyRate(20, 750)).toBe(2); // 1.5
    expect(applyRate(60, 750)).toBe(5); // 4.5
    expect(applyRate(6, 750)).toBe(0); // 0.45
    expect(applyRate(13, 750)).toBe(1); // 0.975
    expect(applyRate(133_333, 750)).toBe(10_000); // 9,999.975
    expect(applyRate(Number.MAX_SAFE_INTEGER - 1, 10_000)).toBe(Number.MAX_SAFE_INTEGER - 1);
    const quote = quoteOrder({
      lines: [line('sweet', 60)],
      deliveryOption: 'fast',
      giftBag: false,
    });
    expect(quote.taxKobo).toBe(5);
  });

  it('never lets the discount exceed the items', () => {
    const quote = quoteOrder({
      lines: [line('card', naira(1000))],
      deliveryOption: 'gift',
      giftBag: true,
      coupon: withCoupon(fixedCoupon(naira(5000))),
    });
    expect(quote.discountKobo).toBe(naira(1000));
    expect(quote.taxKobo).toBe(0);
    expect(quote.totalKobo).toBe(naira(2000 + 2000));
    expectConsistent(quote);
  });

  it('shows a refused coupon’s message and takes nothing off', () => {
    const quote = quoteOrder({
      lines: [line('card', naira(1000))],
      deliveryOption: 'fast',
      giftBag: false,
      coupon: withCoupon(null),
    });
    expect(quote.coupon).toEqual({ ok: false, message: 'This code is not valid' });
    expect(quote.discountKobo).toBe(0);
    expect(quote.totalExcludingTaxKobo).toBe(naira(1000 + 5000));
  });

  it('splits a coupon and the tax across shops so each shop’s part adds up exactly', () => {
    const quote = quoteOrder({
      lines: [line('a', 10_001, 1, 'one'), line('b', 20_000, 1, 'two'), line('c', 1, 1, 'three')],
      deliveryOption: 'fast',
      giftBag: true,
      coupon: withCoupon(percentCoupon(33)),
    });
    expect(quote.couponDiscountKobo).toBe(Math.floor((30_002 * 33) / 100));
    expect(quote.shops.map((shop) => shop.discountKobo)).toEqual([3300, 6600, 0]);
    expectConsistent(quote);
  });

  it('refuses an empty cart, a quantity below 1 and amounts not in whole kobo', () => {
    const base = { deliveryOption: 'fast', giftBag: false } as const;
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [] }))).toBe('empty_cart');
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', 100, 0)] }))).toBe(
      'bad_quantity',
    );
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', 100, -2)] }))).toBe(
      'bad_quantity',
    );
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', 100, 1.5)] }))).toBe(
      'bad_quantity',
    );
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', 100.5)] }))).toBe(
      'bad_amount',
    );
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', -100)] }))).toBe(
      'bad_amount',
    );
    const fees = { ...DEFAULT_CHECKOUT_FEES, giftBagKobo: 0.5 };
    expect(pricingErrorOf(() => quoteOrder({ ...base, fees, lines: [line('a', 100)] }))).toBe(
      'bad_amount',
    );
    const rate = { ...DEFAULT_CHECKOUT_FEES, taxRateBasisPoints: 7.5 };
    expect(pricingErrorOf(() => quoteOrder({ ...base, fees: rate, lines: [line('a', 100)] }))).toBe(
      'bad_tax_rate',
    );
    expect(pricingErrorOf(() => quoteOrder({ ...base, lines: [line('a', 100)] }))).toBe('none');
  });
});

const delivered = (itemValueKobo: number): LoyaltyOrder => ({
  delivered: true,
  usedLoyaltyReward: false,
  itemValueKobo,
});
const rewarded = (isDelivered: boolean): LoyaltyOrder => ({
  delivered: isDelivered,
  usedLoyaltyReward: true,
  itemValueKobo: naira(1000),
});

describe('loyaltyReward', () => {
  const next = [line('cake', naira(8500)), line('card', naira(1500), 2), line('rose', naira(3000))];

  it('gives nothing before 4 delivered orders, or to an empty order', () => {
    expect(loyaltyReward([], next)).toBeNull();
    expect(
      loyaltyReward(
        [1, 2, 3].map(() => delivered(naira(9000))),
        next,
      ),
    ).toBeNull();
    expect(
      loyaltyReward(
        [1, 2, 3, 4].map(() => delivered(naira(9000))),
        [],
      ),
    ).toBeNull();
  });

  it('after exactly 4, frees one unit of the cheapest item', () => {
    const reward = loyaltyReward(
      [1, 2, 3, 4].map(() => delivered(naira(9000))),
      next,
    );
    expect(reward).toEqual({
      lineIndex: 1,
      productId: 'card',
      shopId: 'shop-a',
      unitPriceKobo: naira(1500),
      capKobo: naira(9000),
      discountKobo: naira(1500),
    });
  });

  it('caps the free unit at the average item value of the 4 orders, rounded down', () => {
    const history = [100, 200, 300, 401].map(delivered);
    const reward = loyaltyReward(history, [line('cake', naira(8500))]);
    expect(reward?.capKobo).toBe(250); // 1001 / 4 = 250.25
    expect(reward?.discountKobo).toBe(250);
  });

  it('frees the first of the cheapest lines on a tie', () => {
    const tie = [line('a', 500), line('b', 300), line('c', 300)];
    expect(
      loyaltyReward(
        [1, 2, 3, 4].map(() => delivered(1000)),
        tie,
      )?.productId,
    ).toBe('b');
  });

  it('counts only delivered orders with an item value above 0 that used no reward', () => {
    const history = [
      delivered(1000),
      { delivered: false, usedLoyaltyReward: false, itemValueKobo: 1000 },
      delivered(0),
      delivered(1000),
      delivered(1000),
    ];
    expect(loyaltyReward(history, next)).toBeNull();
    expect(loyaltyReward([...history, delivered(1000)], next)?.capKobo).toBe(1000);
  });

  it('with 8 stamps gives one reward per order, from the oldest unused block of 4', () => {
    const first = [1000, 1000, 1000, 1000].map(delivered);
    const second = [2000, 2000, 2000, 2000].map(delivered);
    const eight = [...first, ...second];
    const now = loyaltyReward(eight, next);
    expect(now?.capKobo).toBe(1000);
    expect(now?.discountKobo).toBe(1000);

    const afterOne = loyaltyReward([...eight, rewarded(true)], next);
    expect(afterOne?.capKobo).toBe(2000);
    expect(loyaltyReward([...eight, rewarded(true), rewarded(true)], next)).toBeNull();
  });

  it('counts a reward on an order still on its way as used, and a reward order earns no stamp', () => {
    const four = [1, 2, 3, 4].map(() => delivered(1000));
    expect(loyaltyReward([...four, rewarded(false)], next)).toBeNull();
    const threeAfter = [...four, rewarded(true), delivered(1000), delivered(1000), delivered(1000)];
    expect(loyaltyReward(threeAfter, next)).toBeNull();
    expect(loyaltyReward([...threeAfter, delivered(1000)], next)).not.toBeNull();
  });
});

describe('loyalty with a coupon', () => {
  const history = [1, 2, 3, 4].map(() => delivered(naira(5000)));
  const lines = [line('cake', naira(8500)), line('card', naira(1500))];

  it('shows its own discount line, taken before the coupon', () => {
    const quote = quoteOrder({
      lines,
      deliveryOption: 'fast',
      giftBag: false,
      previousOrders: history,
      coupon: withCoupon(percentCoupon(10)),
    });
    expect(quote.loyaltyDiscountKobo).toBe(naira(1500));
    // 10% of the items after loyalty (₦8,500), not of ₦10,000.
    expect(quote.couponDiscountKobo).toBe(naira(850));
    expect(quote.discountKobo).toBe(naira(1500 + 850));
    expect(quote.taxableKobo).toBe(naira(10_000 - 1500 - 850));
    expectConsistent(quote);
  });

  it('checks the coupon’s minimum against the items after loyalty', () => {
    const coupon = withCoupon(fixedCoupon(naira(500), naira(9000)));
    const withLoyalty = quoteOrder({
      lines,
      deliveryOption: 'fast',
      giftBag: false,
      previousOrders: history,
      coupon,
    });
    expect(withLoyalty.coupon).toEqual({
      ok: false,
      message: 'Spend ₦9,000 or more to use this code',
    });
    expect(withLoyalty.discountKobo).toBe(naira(1500));

    const guest = quoteOrder({ lines, deliveryOption: 'fast', giftBag: false, coupon });
    expect(guest.loyalty).toBeNull();
    expect(guest.couponDiscountKobo).toBe(naira(500));
  });

  it('lets loyalty and coupon together reach the items but not pass them', () => {
    const quote = quoteOrder({
      lines: [line('card', naira(1500))],
      deliveryOption: 'gift',
      giftBag: false,
      previousOrders: history,
      coupon: withCoupon(fixedCoupon(naira(500))),
    });
    expect(quote.loyaltyDiscountKobo).toBe(naira(1500));
    expect(quote.couponDiscountKobo).toBe(0);
    expect(quote.discountKobo).toBe(quote.itemsKobo);
    expect(quote.totalKobo).toBe(naira(2000));
  });
});

describe('orders', () => {
  it('moves an order from pending payment to paid, failed or cancelled, and no further', () => {
    const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
      canMove(ORDER_TRANSITIONS, from, to);
    expect(canMoveOrder('pending_payment', 'paid')).toBe(true);
    expect(canMoveOrder('pending_payment', 'payment_failed')).toBe(true);
    expect(canMoveOrder('pending_payment', 'cancelled')).toBe(true);
    expect(canMoveOrder('payment_failed', 'pending_payment')).toBe(true);
    expect(canMoveOrder('payment_failed', 'cancelled')).toBe(true);
    // A payment that succeeds after its attempt was reported failed is applied (the server does).
    expect(canMoveOrder('payment_failed', 'paid')).toBe(true);
    expect(canMoveOrder('pending_payment', 'pending_payment')).toBe(false);
    expect(canMoveOrder('payment_failed', 'payment_failed')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('paid', to)).toBe(false);
      expect(canMoveOrder('cancelled', to)).toBe(false);
    }
  });

  it('moves a shop’s part accepted → dispatched → delivered, only once the order is paid', () => {
    expect(canMoveShipment('paid', 'pending', 'accepted')).toBe(true);
    expect(canMoveShipment('paid', 'accepted', 'dispatched')).toBe(true);
    expect(canMoveShipment('paid', 'dispatched', 'delivered')).toBe(true);
    expect(canMoveShipment('pending_payment', 'pending', 'accepted')).toBe(false);
    expect(canMoveShipment('paid', 'pending', 'dispatched')).toBe(false);
    expect(canMoveShipment('paid', 'dispatched', 'cancelled')).toBe(false);
    expect(canMoveShipment('paid', 'delivered', 'dispatched')).toBe(false);
    expect(FULFILMENT_TRANSITIONS.delivered).toEqual([]);
    expect(FULFILMENT_TRANSITIONS.cancelled).toEqual([]);
  });

  it('lets the buyer cancel before payment, and a shop before dispatch', () => {
    expect(ORDER_STATUSES.filter(canBuyerCancelOrder)).toEqual([
      'pending_payment',
      'payment_failed',
    ]);
    expect(FULFILMENT_STATUSES.filter((status) => canShopCancelShipment('paid', status))).toEqual([
      'pending',
      'accepted',
    ]);
    expect(canShopCancelShipment('pending_payment', 'pending')).toBe(false);
  });

  it('counts an order delivered when every part is delivered or cancelled, one delivered', () => {
    expect(isOrderDelivered(['delivered', 'cancelled'])).toBe(true);
    expect(isOrderDelivered(['delivered', 'dispatched'])).toBe(false);
    expect(isOrderDelivered(['cancelled'])).toBe(false);
    expect(isOrderDelivered([])).toBe(false);
  });

  it('writes order numbers people can read out, and reads them back', () => {
    expect(formatOrderNumber(123)).toBe('GR-000123');
    expect(formatOrderNumber(1_234_567)).toBe('GR-1234567');
    expect(() => formatOrderNumber(0)).toThrow(RangeError);
    expect(() => formatOrderNumber(1.5)).toThrow(RangeError);
    expect(parseOrderNumber('GR-000123')).toBe(123);
    expect(parseOrderNumber(' gr000123 ')).toBe(123);
    expect(parseOrderNumber('GR-000000')).toBeNull();
    expect(parseOrderNumber('GX-000123')).toBeNull();
    expect(parseOrderNumber('GR-12a')).toBeNull();
  });

  it('pays by card, bank transfer or USSD through Paystack (no PayPal)', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'bank_transfer', 'ussd']);
  });
});
