import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../catalog/checkout.ts';
import { COUPON_KINDS, COUPON_MESSAGES } from '../rules/coupons.ts';
import { checkoutRequestSchema, shippingAddressSchema } from './checkout.ts';

/** The message beside the code field when an admin reuses a code. */
export const COUPON_CODE_TAKEN = 'This code is already in use: choose another';
/** Why a checkout cannot be quoted: nothing in the cart can be bought. */
export const CHECKOUT_CART_EMPTY = 'Your cart is empty';

/** The longest coupon field a quote reads; anything up to it that is not a code is refused in the answer. */
const COUPON_FIELD_MAX = 100;

export const couponIdParamsSchema = z.object({
  id: z.string({ error: 'Choose a coupon' }).min(1, { error: 'Choose a coupon' }).max(64, {
    error: 'This is not a coupon',
  }),
});

/** A coupon as admins see it, with how many times it has been used. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** 1 to 100 for 'percent', else null. */
  percent: z.number().int().nullable(),
  /** Kobo off for 'fixed', else null. */
  amountKobo: z.number().int().nullable(),
  minOrderKobo: z.number().int(),
  startsAt: z.string(),
  /** Null: never expires. */
  endsAt: z.string().nullable(),
  /** Null: no limit across all buyers. */
  maxUsesTotal: z.number().int().nullable(),
  maxUsesPerUser: z.number().int(),
  /** False once deactivated: buyers are then told the code is not valid. */
  active: z.boolean(),
  usesTotal: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  coupons: z.array(adminCouponSchema),
});
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

export const adminCouponResponseSchema = z.object({
  success: z.literal(true),
  coupon: adminCouponSchema,
});
export type AdminCouponResponse = z.infer<typeof adminCouponResponseSchema>;

/**
 * What the checkout page sends to be quoted: the choices only. Items and prices are never sent:
 * the server reads the account's cart and prices it itself. Any code (up to 100 characters) is
 * answered in the quote's `coupon`, a refused one with the message for beside the field; an
 * empty field means no code.
 */
export const checkoutQuoteRequestSchema = z.object({
  deliveryOption: checkoutRequestSchema.shape.deliveryOption,
  giftBag: checkoutRequestSchema.shape.giftBag,
  couponCode: z
    .string({ error: COUPON_MESSAGES.invalid })
    .max(COUPON_FIELD_MAX, { error: COUPON_MESSAGES.invalid })
    .optional(),
  /** Where the gifts would go, when known: a gift not delivered there is refused (400). */
  address: z
    .object({
      country: shippingAddressSchema.shape.country,
      city: shippingAddressSchema.shape.city,
      state: shippingAddressSchema.shape.state,
    })
    .optional(),
});
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;

const kobo = z.number().int();

export const checkoutQuoteLineSchema = z.object({
  ref: z.string(),
  title: z.string(),
  shopName: z.string(),
  shopSlug: z.string(),
  /** The product's price now. */
  unitPriceKobo: kobo,
  /** The cart's quantity, capped at the stock. */
  quantity: z.number().int(),
  lineTotalKobo: kobo,
});
export type CheckoutQuoteLine = z.infer<typeof checkoutQuoteLineSchema>;

/** One shop's parcel: its parts add up to the order's figures exactly. */
export const checkoutQuoteShopSchema = z.object({
  shopName: z.string(),
  shopSlug: z.string(),
  itemsKobo: kobo,
  deliveryKobo: kobo,
  giftBagKobo: kobo,
  discountKobo: kobo,
  taxKobo: kobo,
  totalKobo: kobo,
});
export type CheckoutQuoteShop = z.infer<typeof checkoutQuoteShopSchema>;

/**
 * Why a cart line is not in the quote as the cart holds it: the gift sold out, is no longer
 * listed, or has fewer left than the line holds ('short': the quote has `available` of them).
 */
export const CHECKOUT_UNAVAILABLE_REASONS = ['sold_out', 'unlisted', 'short'] as const;
export type CheckoutUnavailableReason = (typeof CHECKOUT_UNAVAILABLE_REASONS)[number];

/** A cart line the quote leaves out or cuts down, and why (issue 27, defect 6). */
export const checkoutUnavailableLineSchema = z.object({
  ref: z.string(),
  title: z.string(),
  shopName: z.string(),
  reason: z.enum(CHECKOUT_UNAVAILABLE_REASONS),
  /** What the cart holds. */
  quantity: z.number().int(),
  /** How many the quote has: 0 unless 'short'. */
  available: z.number().int(),
});
export type CheckoutUnavailableLine = z.infer<typeof checkoutUnavailableLineSchema>;

/** The outcome of the code entered: a refusal carries the words for beside the field. */
export const checkoutQuoteCouponSchema = z.object({
  code: z.string(),
  ok: z.boolean(),
  message: z.string().optional(),
});

/**
 * The server's quote of the signed-in account's cart: only listed gifts, each quantity capped at
 * the stock, at current prices; delivery and the gift bag once per shop; the discounts (a
 * coupon's line carries its code); VAT on the items after discounts; and the totals.
 */
export const checkoutQuoteResponseSchema = z.object({
  success: z.literal(true),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  giftBag: z.boolean(),
  lines: z.array(checkoutQuoteLineSchema),
  /**
   * The cart's lines left out (sold out, no longer listed) or cut down to the stock ('short'),
   * in the cart's order. Placing buys listed lines only, each in full: it refuses while a line is
   * sold out or short, and leaves a line no longer listed in the cart.
   */
  unavailable: z.array(checkoutUnavailableLineSchema),
  shops: z.array(checkoutQuoteShopSchema),
  itemsKobo: kobo,
  deliveryKobo: kobo,
  giftBagKobo: kobo,
  discounts: z.object({
    /** The coupon's line when a code applies. */
    coupon: z.object({ code: z.string(), amountKobo: kobo }).nullable(),
    /** The loyalty card's free unit (null until the buyer has earned one). */
    loyalty: z.object({ ref: z.string(), title: z.string(), amountKobo: kobo }).nullable(),
  }),
  discountKobo: kobo,
  taxRateBasisPoints: z.number().int(),
  taxableKobo: kobo,
  taxKobo: kobo,
  totalExcludingTaxKobo: kobo,
  totalKobo: kobo,
  /** Null when no code was entered. */
  coupon: checkoutQuoteCouponSchema.nullable(),
  /** The operator's fees the quote used, for the checkout's choices to name their prices. */
  fees: z.object({
    fastDeliveryPerShopKobo: kobo,
    giftDeliveryPerShopKobo: kobo,
    giftBagKobo: kobo,
    taxRateBasisPoints: z.number().int(),
  }),
});
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponseSchema>;
