import {
  BASIS_POINTS_PER_WHOLE,
  type CheckoutFees,
  DEFAULT_CHECKOUT_FEES,
  type DeliveryOption,
  deliveryFeePerShop,
} from '../catalog/checkout.ts';
import { LOYALTY_PURCHASES_FOR_FREE } from '../catalog/pricing.ts';
import type { Kobo } from '../money.ts';
import { type Coupon, type CouponCheck, type CouponUse, checkCoupon } from './coupons.ts';

/** One cart line priced by the server from its own product rows. */
export interface QuoteLineInput {
  productId: string;
  shopId: string;
  unitPriceKobo: Kobo;
  qty: number;
}

/**
 * One of the buyer's earlier marketplace orders, for the loyalty card. Pass every order that was
 * paid and not wholly cancelled, oldest first: delivered ones earn stamps; one still on its way
 * matters only if it used a reward (so two orders cannot take the same reward).
 */
export interface LoyaltyOrder {
  /** Every shop's part delivered or cancelled, at least one delivered (isOrderDelivered). */
  delivered: boolean;
  /** Whether this order itself received the loyalty reward. */
  usedLoyaltyReward: boolean;
  /**
   * Its item value: what the buyer paid for the items that were delivered, i.e. their unit price
   * times quantity minus the order's discounts on them; no delivery, gift bag or tax.
   */
  itemValueKobo: Kobo;
}

/** The loyalty card's reward on an order: one unit of its cheapest item, free up to a cap. */
export interface LoyaltyReward {
  /** The line whose unit is free (the first of the cheapest when several cost the same). */
  lineIndex: number;
  productId: string;
  shopId: string;
  unitPriceKobo: Kobo;
  /** The average item value of the four orders that earned the reward, rounded down. */
  capKobo: Kobo;
  /** min(unit price, cap). */
  discountKobo: Kobo;
}

export interface QuoteInput {
  lines: readonly QuoteLineInput[];
  deliveryOption: DeliveryOption;
  giftBag: boolean;
  /** The operator's settings; the spec's defaults when omitted. */
  fees?: CheckoutFees;
  /** The buyer's earlier orders for the loyalty reward; omitted for a guest (no reward). */
  previousOrders?: readonly LoyaltyOrder[];
  /** A code the buyer entered, looked up by the server (coupon null: no such code). */
  coupon?: Omit<CouponUse, 'itemsKobo'> & { coupon: Coupon | null };
}

export interface QuoteLine extends QuoteLineInput {
  lineTotalKobo: Kobo;
}

/** One shop's part of the order; the parts add up to the order's figures exactly. */
export interface ShopQuote {
  shopId: string;
  itemsKobo: Kobo;
  deliveryKobo: Kobo;
  giftBagKobo: Kobo;
  discountKobo: Kobo;
  taxKobo: Kobo;
  /** What this shop's part costs the buyer, and what is refunded if the shop cancels it. */
  totalKobo: Kobo;
}

export interface OrderQuote {
  lines: QuoteLine[];
  shops: ShopQuote[];
  deliveryOption: DeliveryOption;
  giftBag: boolean;
  itemsKobo: Kobo;
  deliveryKobo: Kobo;
  giftBagKobo: Kobo;
  loyalty: LoyaltyReward | null;
  /** The coupon's outcome: null when no code was entered; a refusal adds no discount. */
  coupon: CouponCheck | null;
  loyaltyDiscountKobo: Kobo;
  couponDiscountKobo: Kobo;
  /** Loyalty plus coupon; never more than the items. */
  discountKobo: Kobo;
  taxRateBasisPoints: number;
  /** Items minus discounts: the base the tax rate applies to. */
  taxableKobo: Kobo;
  taxKobo: Kobo;
  /** items + delivery + gift bag − discount (the spec's formula). */
  totalExcludingTaxKobo: Kobo;
  /** total excluding tax + tax. */
  totalKobo: Kobo;
}

export type OrderPricingErrorCode = 'empty_cart' | 'bad_quantity' | 'bad_amount' | 'bad_tax_rate';

/** A quote that cannot be made from its input (the caller validated too little). */
export class OrderPricingError extends Error {
  readonly code: OrderPricingErrorCode;
  constructor(code: OrderPricingErrorCode, message: string) {
    super(message);
    this.name = 'OrderPricingError';
    this.code = code;
  }
}

function assertKobo(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new OrderPricingError('bad_amount', `${what} must be whole kobo, not below 0`);
  }
}

function assertLines(lines: readonly QuoteLineInput[]): void {
  if (lines.length === 0) throw new OrderPricingError('empty_cart', 'The cart is empty');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty <= 0) {
      throw new OrderPricingError(
        'bad_quantity',
        `The quantity of ${line.productId} must be 1 or more`,
      );
    }
    assertKobo(line.unitPriceKobo, `The price of ${line.productId}`);
    assertKobo(line.unitPriceKobo * line.qty, `The line total of ${line.productId}`);
  }
}

/**
 * The loyalty card: every 4 delivered marketplace orders earn one reward, taken on the next order
 * as one unit of its cheapest item free, up to the average item value of those 4 orders (sum / 4,
 * rounded down). Exactly:
 * - a stamp is a delivered order with an item value above 0 that did not itself use a reward;
 * - stamps are grouped in fours, oldest first; the n-th reward (counting orders that used one,
 *   delivered or not) is earned by the n-th group, so 8 stamps with no reward used give one reward
 *   now and one on a later order, never two on one order;
 * - the free unit is the cheapest unit price among the lines (the first such line on a tie).
 */
export function loyaltyReward(
  previousOrders: readonly LoyaltyOrder[],
  nextOrderLines: readonly QuoteLineInput[],
): LoyaltyReward | null {
  const stamps = previousOrders.filter(
    (order) => order.delivered && !order.usedLoyaltyReward && order.itemValueKobo > 0,
  );
  const rewardsUsed = previousOrders.filter((order) => order.usedLoyaltyReward).length;
  const start = rewardsUsed * LOYALTY_PURCHASES_FOR_FREE;
  const group = stamps.slice(start, start + LOYALTY_PURCHASES_FOR_FREE);
  if (group.length < LOYALTY_PURCHASES_FOR_FREE) return null;

  let cheapestIndex = -1;
  nextOrderLines.forEach((line, index) => {
    const cheapest = nextOrderLines[cheapestIndex];
    if (line.qty > 0 && (!cheapest || line.unitPriceKobo < cheapest.unitPriceKobo)) {
      cheapestIndex = index;
    }
  });
  const line = nextOrderLines[cheapestIndex];
  if (!line) return null;

  for (const order of group) assertKobo(order.itemValueKobo, 'An earlier order’s item value');
  const capKobo = Math.floor(
    group.reduce((sum, order) => sum + order.itemValueKobo, 0) / LOYALTY_PURCHASES_FOR_FREE,
  );
  return {
    lineIndex: cheapestIndex,
    productId: line.productId,
    shopId: line.shopId,
    unitPriceKobo: line.unitPriceKobo,
    capKobo,
    discountKobo: Math.min(line.unitPriceKobo, capKobo),
  };
}

/** amount × basis points ÷ 10,000, rounded half up to the kobo, exact for any size. */
export function applyRate(amountKobo: Kobo, basisPoints: number): Kobo {
  const scaled = BigInt(amountKobo) * BigInt(basisPoints);
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  return Number((scaled + whole / 2n) / whole);
}

/**
 * Splits an amount across parts in proportion to their weights, to the kobo, by largest remainder
 * (ties to the earlier part), so the shares add up to the amount exactly.
 */
function allocate(amount: Kobo, weights: readonly Kobo[]): Kobo[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { share: exact / BigInt(totalWeight), remainder: exact % BigInt(totalWeight) };
  });
  let left = amount - shares.reduce((sum, { share }) => sum + Number(share), 0);
  const byRemainder = shares
    .map((share, index) => ({ ...share, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = shares.map(({ share }) => Number(share));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

function assertFees(fees: CheckoutFees): void {
  assertKobo(fees.fastDeliveryPerShopKobo, 'The fast delivery fee');
  assertKobo(fees.giftDeliveryPerShopKobo, 'The gift delivery fee');
  assertKobo(fees.giftBagKobo, 'The gift bag fee');
  const rate = fees.taxRateBasisPoints;
  if (!Number.isInteger(rate) || rate < 0 || rate > BASIS_POINTS_PER_WHOLE) {
    throw new OrderPricingError('bad_tax_rate', 'The tax rate must be 0 to 10,000 basis points');
  }
}

/**
 * The one price rule (decision 0030), in integer kobo:
 * - items = Σ unit price × qty; each shop in the order pays one delivery fee (by the option) and,
 *   when a gift bag is chosen, one bag;
 * - the loyalty reward comes off the items first; the coupon is then checked and applied against
 *   the items after it; the two together never exceed the items;
 * - tax = rate × (items − discounts), rounded half up to the kobo; delivery and bag carry none;
 * - total excluding tax = items + delivery + gift bag − discount; total = that + tax.
 * Throws OrderPricingError on an empty cart, a quantity below 1, or an amount not in whole kobo.
 */
export function quoteOrder(input: QuoteInput): OrderQuote {
  const fees = input.fees ?? DEFAULT_CHECKOUT_FEES;
  assertFees(fees);
  assertLines(input.lines);

  const lines = input.lines.map((line) => ({
    ...line,
    lineTotalKobo: line.unitPriceKobo * line.qty,
  }));
  const shopIds = [...new Set(lines.map((line) => line.shopId))];
  const shopItems = shopIds.map((shopId) =>
    lines
      .filter((line) => line.shopId === shopId)
      .reduce((sum, line) => sum + line.lineTotalKobo, 0),
  );
  const itemsKobo = shopItems.reduce((sum, items) => sum + items, 0);
  assertKobo(itemsKobo, 'The items subtotal');

  const loyalty = input.previousOrders ? loyaltyReward(input.previousOrders, input.lines) : null;
  const loyaltyDiscountKobo = loyalty?.discountKobo ?? 0;
  const shopLoyalty = shopIds.map((shopId) =>
    loyalty?.shopId === shopId ? loyaltyDiscountKobo : 0,
  );

  const itemsAfterLoyalty = itemsKobo - loyaltyDiscountKobo;
  const coupon = input.coupon
    ? checkCoupon(input.coupon.coupon, { ...input.coupon, itemsKobo: itemsAfterLoyalty })
    : null;
  const couponDiscountKobo = coupon?.ok ? coupon.discountKobo : 0;
  const shopCoupon = allocate(
    couponDiscountKobo,
    shopItems.map((items, index) => items - (shopLoyalty[index] ?? 0)),
  );
  const shopDiscount = shopIds.map(
    (_, index) => (shopLoyalty[index] ?? 0) + (shopCoupon[index] ?? 0),
  );
  const discountKobo = loyaltyDiscountKobo + couponDiscountKobo;

  const taxableKobo = itemsKobo - discountKobo;
  const taxKobo = applyRate(taxableKobo, fees.taxRateBasisPoints);
  const shopTax = allocate(
    taxKobo,
    shopItems.map((items, index) => items - (shopDiscount[index] ?? 0)),
  );

  const deliveryPerShop = deliveryFeePerShop(input.deliveryOption, fees);
  const bagPerShop = input.giftBag ? fees.giftBagKobo : 0;
  const shops = shopIds.map((shopId, index): ShopQuote => {
    const items = shopItems[index] ?? 0;
    const discount = shopDiscount[index] ?? 0;
    const tax = shopTax[index] ?? 0;
    return {
      shopId,
      itemsKobo: items,
      deliveryKobo: deliveryPerShop,
      giftBagKobo: bagPerShop,
      discountKobo: discount,
      taxKobo: tax,
      totalKobo: items + deliveryPerShop + bagPerShop - discount + tax,
    };
  });

  const deliveryKobo = deliveryPerShop * shopIds.length;
  const giftBagKobo = bagPerShop * shopIds.length;
  const totalExcludingTaxKobo = itemsKobo + deliveryKobo + giftBagKobo - discountKobo;
  return {
    lines,
    shops,
    deliveryOption: input.deliveryOption,
    giftBag: input.giftBag,
    itemsKobo,
    deliveryKobo,
    giftBagKobo,
    loyalty,
    coupon,
    loyaltyDiscountKobo,
    couponDiscountKobo,
    discountKobo,
    taxRateBasisPoints: fees.taxRateBasisPoints,
    taxableKobo,
    taxKobo,
    totalExcludingTaxKobo,
    totalKobo: totalExcludingTaxKobo + taxKobo,
  };
}

/** The cart's shipping line: the checkout's fast delivery, the option the checkout starts on. */
export const CART_ESTIMATE_DELIVERY: DeliveryOption = 'fast';

/** A cart line as the cart page holds it: its shop (any key naming one shop), price and quantity. */
export interface CartEstimateLine {
  shopKey: string;
  unitPriceKobo: Kobo;
  qty: number;
}

/**
 * What the checkout will charge for a cart, as the cart page estimates it (issue 27, defect 9):
 * the one price rule (quoteOrder) with fast delivery once per shop (chosen at checkout), no gift
 * bag, no coupon and no loyalty reward, at the given fees. Lines of 0 buy nothing; null when
 * nothing can be bought.
 */
export function estimateCart(
  lines: readonly CartEstimateLine[],
  fees: CheckoutFees = DEFAULT_CHECKOUT_FEES,
): OrderQuote | null {
  const buying = lines.filter((line) => line.qty > 0);
  if (buying.length === 0) return null;
  return quoteOrder({
    lines: buying.map((line, index) => ({
      productId: String(index),
      shopId: line.shopKey,
      unitPriceKobo: line.unitPriceKobo,
      qty: line.qty,
    })),
    deliveryOption: CART_ESTIMATE_DELIVERY,
    giftBag: false,
    fees,
  });
}
