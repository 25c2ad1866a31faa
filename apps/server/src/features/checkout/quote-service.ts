import {
  CHECKOUT_CART_EMPTY,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
  DEFAULT_CHECKOUT_FEES,
  normalizeCouponCode,
  type QuoteInput,
  quoteOrder,
} from '@greetly/domain';
import { AppError } from '../../http/errors.ts';
import type { CartLineRow, CartRepo } from '../cart/repo.ts';
import type { CouponRepo } from './coupon-repo.ts';
import { couponOf } from './coupon-service.ts';
import { toCheckoutQuote } from './present.ts';

export interface QuoteDeps {
  cart: CartRepo;
  coupons: CouponRepo;
  now?: () => Date;
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
): Promise<NonNullable<QuoteInput['coupon']>> {
  const normalized = normalizeCouponCode(code);
  const row = normalized === null ? undefined : await deps.coupons.findByCode(normalized);
  const coupon = couponOf(row);
  if (!row || !coupon) return { coupon: null, now, usesTotal: 0, usesByThisUser: 0 };
  const uses = await deps.coupons.usesOf(row.id, userId);
  return { coupon, now, usesTotal: uses.total, usesByThisUser: uses.byUser };
}

/**
 * The server's quote of the account's cart: only listed gifts, each quantity capped at the stock,
 * at the products' current prices (nothing the client sends is a price), with the spec's fees.
 * A code entered is checked as of now: a refusal answers in `coupon` with no discount. Nothing in
 * the cart to buy is a 409.
 */
export async function quoteCheckout(
  deps: QuoteDeps,
  userId: string,
  request: CheckoutQuoteRequest,
): Promise<CheckoutQuoteResponse> {
  const now = deps.now?.() ?? new Date();
  const rows: CartLineRow[] = [];
  for (const row of await deps.cart.linesOf(userId)) {
    const quantity = Math.min(row.quantity, row.stock);
    if (row.listed === 1 && quantity > 0) rows.push({ ...row, quantity });
  }
  if (rows.length === 0) throw new AppError(409, 'cart_empty', CHECKOUT_CART_EMPTY);

  const entered = request.couponCode?.trim().toUpperCase() || null;
  const quote = quoteOrder({
    lines: rows.map((row) => ({
      productId: row.product_id,
      shopId: row.shop_id,
      unitPriceKobo: row.price_kobo,
      qty: row.quantity,
    })),
    deliveryOption: request.deliveryOption,
    giftBag: request.giftBag,
    fees: DEFAULT_CHECKOUT_FEES,
    ...(entered === null ? {} : { coupon: await couponUse(deps, userId, entered, now) }),
  });
  return toCheckoutQuote(quote, rows, entered);
}
