import type {
  AdminCoupon,
  CheckoutFees,
  CheckoutQuoteResponse,
  CheckoutUnavailableLine,
  OrderQuote,
} from '@greetly/domain';
import type { CartLineRow } from '../cart/repo.ts';
import type { CouponWithUsesRow } from './coupon-repo.ts';

export function toAdminCoupon(row: CouponWithUsesRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountKobo: row.amount_kobo,
    minOrderKobo: row.min_order_kobo,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUsesTotal: row.max_uses_total,
    maxUsesPerUser: row.max_uses_per_user,
    active: row.active === 1,
    usesTotal: row.uses_total,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The quote as the checkout shows it. `rows` are the cart lines priced, in the quote's line
 * order; `enteredCode` is the code as the buyer typed it (trimmed, upper-case), or null;
 * `unavailable`, the cart's lines left out or cut down, in the cart's order.
 */
export function toCheckoutQuote(
  quote: OrderQuote,
  rows: readonly CartLineRow[],
  enteredCode: string | null,
  fees: CheckoutFees,
  unavailable: readonly CheckoutUnavailableLine[] = [],
): CheckoutQuoteResponse {
  const shopOf = new Map(rows.map((row) => [row.shop_id, row]));
  const loyaltyRow = quote.loyalty ? rows[quote.loyalty.lineIndex] : undefined;
  let coupon: CheckoutQuoteResponse['coupon'] = null;
  if (quote.coupon && enteredCode !== null) {
    coupon = quote.coupon.ok
      ? { code: quote.coupon.code, ok: true }
      : { code: enteredCode, ok: false, message: quote.coupon.message };
  }
  return {
    success: true,
    deliveryOption: quote.deliveryOption,
    giftBag: quote.giftBag,
    lines: quote.lines.map((line, index) => {
      const row = rows[index];
      return {
        ref: row?.ref ?? '',
        title: row?.title ?? '',
        shopName: row?.shop_name ?? '',
        shopSlug: row?.shop_slug ?? '',
        unitPriceKobo: line.unitPriceKobo,
        quantity: line.qty,
        lineTotalKobo: line.lineTotalKobo,
      };
    }),
    unavailable: unavailable.map((line) => ({ ...line })),
    shops: quote.shops.map((shop) => ({
      shopName: shopOf.get(shop.shopId)?.shop_name ?? '',
      shopSlug: shopOf.get(shop.shopId)?.shop_slug ?? '',
      itemsKobo: shop.itemsKobo,
      deliveryKobo: shop.deliveryKobo,
      giftBagKobo: shop.giftBagKobo,
      discountKobo: shop.discountKobo,
      taxKobo: shop.taxKobo,
      totalKobo: shop.totalKobo,
    })),
    itemsKobo: quote.itemsKobo,
    deliveryKobo: quote.deliveryKobo,
    giftBagKobo: quote.giftBagKobo,
    discounts: {
      coupon:
        quote.coupon?.ok === true
          ? { code: quote.coupon.code, amountKobo: quote.couponDiscountKobo }
          : null,
      loyalty:
        quote.loyalty && loyaltyRow
          ? {
              ref: loyaltyRow.ref,
              title: loyaltyRow.title,
              amountKobo: quote.loyaltyDiscountKobo,
            }
          : null,
    },
    discountKobo: quote.discountKobo,
    taxRateBasisPoints: quote.taxRateBasisPoints,
    taxableKobo: quote.taxableKobo,
    taxKobo: quote.taxKobo,
    totalExcludingTaxKobo: quote.totalExcludingTaxKobo,
    totalKobo: quote.totalKobo,
    coupon,
    fees: { ...fees },
  };
}
