import {
  buyableQuantity,
  CHECKOUT_CART_EMPTY,
  type CheckoutFees,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
  type CheckoutUnavailableLine,
  DEFAULT_CHECKOUT_FEES,
  deliversTo,
  deliveryAreasText,
  type LoyaltyOrder,
  normalizeCouponCode,
  type OrderQuote,
  type QuoteInput,
  quoteOrder,
  type ShippingAddress,
} from '@greetly/domain';
import { AppError } from '../../../platform/http/errors.ts';
import type { CartLineRow, CartRepo } from '../cart/repo.ts';
import type { CouponRepo } from './coupon-repo.ts';
import { couponOf } from './coupon-service.ts';
import { toCheckoutQuote } from './present.ts';

export interface QuoteDeps {
  cart: CartRepo;
  coupons: CouponRepo;
  /** The buyer's earlier orders for the loyalty card, oldest first (orders/loyalty.ts). */
  previousOrders: (userId: string) => Promise<LoyaltyOrder[]>;
  /** The operator's fees (config); the spec's figures when left out. */
  fees?: CheckoutFees;
  now?: () => Date;
}

/** A cart priced: the quote, its lines' rows in the quote's order, and the coupon it used. */
export interface PricedCart {
  quote: OrderQuote;
  rows: CartLineRow[];
  /** The code as entered (trimmed, upper-case), or null. */
  enteredCode: string | null;
  /** The coupon's row id when the entered code is one (applied or refused). */
  couponId: string | null;
}

/**
 * The coupon part of a quote for the code entered: looked up by its normalised form (a code that
 * cannot be one, or a deactivated one, is no coupon: 'not valid'), with its uses so far.
 */
async function couponUse(
  deps: QuoteDeps,
  userId: string,
  code: string,
  now: Date,
  beforeCounting?: (couponId: string) => Promise<void>,
): Promise<{ use: NonNullable<QuoteInput['coupon']>; couponId: string | null }> {
  const normalized = normalizeCouponCode(code);
  const row = normalized === null ? undefined : await deps.coupons.findByCode(normalized);
  const coupon = couponOf(row);
  if (!row || !coupon) {
    return { use: { coupon: null, now, usesTotal: 0, usesByThisUser: 0 }, couponId: null };
  }
  await beforeCounting?.(row.id);
  const uses = await deps.coupons.usesOf(row.id, userId);
  return {
    use: { coupon, now, usesTotal: uses.total, usesByThisUser: uses.byUser },
    couponId: row.id,
  };
}

/**
 * Prices cart lines with the one rule (quoteOrder): the products' current prices, the operator's
 * fees, the buyer's loyalty card and the code entered, checked as of now. The quote and placing an order
 * both price through here, so what is quoted is what is charged. `beforeCounting` runs before a
 * coupon's uses are counted (placing locks the coupon there).
 */
export async function priceCartLines(
  deps: QuoteDeps,
  userId: string,
  request: CheckoutQuoteRequest,
  rows: CartLineRow[],
  beforeCounting?: (couponId: string) => Promise<void>,
): Promise<PricedCart> {
  const now = deps.now?.() ?? new Date();
  const entered = request.couponCode?.trim().toUpperCase() || null;
  const coupon =
    entered === null ? null : await couponUse(deps, userId, entered, now, beforeCounting);
  const quote = quoteOrder({
    lines: rows.map((row) => ({
      productId: row.product_id,
      shopId: row.shop_id,
      unitPriceKobo: row.price_kobo,
      qty: row.quantity,
    })),
    deliveryOption: request.deliveryOption,
    giftBag: request.giftBag,
    fees: deps.fees ?? DEFAULT_CHECKOUT_FEES,
    previousOrders: await deps.previousOrders(userId),
    ...(coupon === null ? {} : { coupon: coupon.use }),
  });
  return { quote, rows, enteredCode: entered, couponId: coupon?.couponId ?? null };
}

/**
 * Refuses lines whose gift is not delivered to the address (issue 27, defect 3), before any
 * payment: a 400 on the address's city naming each gift, its shop and where it delivers.
 */
export async function refuseUndeliverable(
  cart: CartRepo,
  rows: readonly CartLineRow[],
  address: Pick<ShippingAddress, 'country' | 'city' | 'state'>,
): Promise<void> {
  const areas = await cart.deliveryAreasOf(rows.map((row) => row.product_id));
  const refused = rows.filter(
    (row) =>
      !deliversTo(
        areas.filter((area) => area.product_id === row.product_id),
        address,
      ),
  );
  if (refused.length === 0) return;
  const message = refused
    .map((row) => {
      const where = deliveryAreasText(areas.filter((area) => area.product_id === row.product_id));
      return `${row.shop_name} delivers ${row.title} only in ${where}.`;
    })
    .join(' ');
  const sentence = `${message} Choose an address there, or remove it from your cart.`;
  throw new AppError('validation_failed', sentence, [{ path: 'address.city', message: sentence }]);
}

/**
 * Why a cart line is not bought as the cart holds it, or null when it is: no longer listed, sold
 * out, or fewer left than it holds (the quote then has the stock of it).
 */
function unavailableOf(row: CartLineRow, quantity: number): CheckoutUnavailableLine | null {
  if (quantity === row.quantity) return null;
  const reason = row.listed !== 1 ? 'unlisted' : quantity === 0 ? 'sold_out' : 'short';
  return {
    ref: row.ref,
    title: row.title,
    shopName: row.shop_name,
    reason,
    quantity: row.quantity,
    available: quantity,
  };
}

/**
 * The server's quote of the account's cart: only listed gifts, each quantity capped at the stock,
 * at the products' current prices (nothing the client sends is a price), with the spec's fees.
 * The lines left out or cut down are named in `unavailable`, with why (issue 27, defect 6).
 * A code entered is checked as of now: a refusal answers in `coupon` with no discount. Nothing in
 * the cart to buy is a 409; an address given that a gift is not delivered to, a 400.
 */
export async function quoteCheckout(
  deps: QuoteDeps,
  userId: string,
  request: CheckoutQuoteRequest,
): Promise<CheckoutQuoteResponse> {
  const rows: CartLineRow[] = [];
  const unavailable: CheckoutUnavailableLine[] = [];
  for (const row of await deps.cart.linesOf(userId)) {
    const quantity = buyableQuantity({ ...row, isListed: row.listed === 1 });
    const left = unavailableOf(row, quantity);
    if (left) unavailable.push(left);
    if (quantity > 0) rows.push({ ...row, quantity });
  }
  if (rows.length === 0) throw new AppError('cart_empty', CHECKOUT_CART_EMPTY);
  if (request.address) await refuseUndeliverable(deps.cart, rows, request.address);
  const priced = await priceCartLines(deps, userId, request, rows);
  return toCheckoutQuote(
    priced.quote,
    rows,
    priced.enteredCode,
    deps.fees ?? DEFAULT_CHECKOUT_FEES,
    unavailable,
  );
}
