import { z } from 'zod';
import { PRODUCT_PRICE_MAX_KOBO, PRODUCT_STOCK_MAX } from '../catalog/products.ts';

/** The most of one gift a cart line holds (a product's stock is at most this). */
export const CART_QUANTITY_MAX = PRODUCT_STOCK_MAX;
/** The most lines one merge takes; a longer guest cart is merged in several calls. */
export const CART_MERGE_ITEMS_MAX = 100;

/**
 * What changed about a line's product since the buyer chose it, most serious first: it is no
 * longer listed, it sold out, fewer are left than the line holds, or its price changed.
 */
export const CART_NOTICES = ['unavailable', 'out_of_stock', 'low_stock', 'price_changed'] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** Why a line of a guest's cart was not merged into the account's. */
export const CART_MERGE_SKIPS = ['unavailable', 'out_of_stock'] as const;

export const CART_MESSAGES = {
  notAvailable: 'This gift is not available any more',
  outOfStock: 'This gift is out of stock.',
  onlyLeft: (stock: number) => `Only ${stock} left, so your cart holds ${stock}.`,
} as const;

const productRef = z
  .string({ error: 'Choose a gift from the marketplace' })
  .regex(/^[a-z0-9]{10}$/, { error: 'This is not a gift from the marketplace' });

const quantity = (min: number) =>
  z
    .number({ error: 'Enter a quantity' })
    .int({ error: 'A quantity is a whole number' })
    .min(min, { error: min === 0 ? 'A quantity cannot be below 0' : 'A quantity is at least 1' })
    .max(CART_QUANTITY_MAX, {
      error: `A quantity can be at most ${CART_QUANTITY_MAX.toLocaleString('en-NG')}`,
    });

export const cartRefParamsSchema = z.object({ ref: productRef });

/** How many of a gift the cart should hold; 0 takes the line out. */
export const cartQuantitySchema = z.object({ quantity: quantity(0) });
export type CartQuantityInput = z.infer<typeof cartQuantitySchema>;

/** One line of a guest's cart as the browser kept it: the price is the one the guest saw. */
export const guestCartItemSchema = z.object({
  ref: productRef,
  quantity: quantity(1),
  priceKobo: z
    .number({ error: 'Enter the price the gift was added at' })
    .int({ error: 'A price is whole kobo' })
    .min(0, { error: 'A price cannot be below 0' })
    .max(PRODUCT_PRICE_MAX_KOBO, { error: 'This price is above any gift’s' }),
});
export type GuestCartItem = z.infer<typeof guestCartItemSchema>;

export const cartMergeSchema = z.object({
  items: z
    .array(guestCartItemSchema, { error: 'Send the cart’s items as a list' })
    .max(CART_MERGE_ITEMS_MAX, { error: `Merge at most ${CART_MERGE_ITEMS_MAX} gifts at once` }),
});
export type CartMergeInput = z.infer<typeof cartMergeSchema>;

/** The most lines one quote takes; a longer guest cart is quoted in several calls. */
export const CART_QUOTE_ITEMS_MAX = CART_MERGE_ITEMS_MAX;

/** A guest's cart to check against the marketplace: the lines a merge takes, nothing stored. */
export const cartQuoteSchema = z.object({
  items: z
    .array(guestCartItemSchema, { error: 'Send the cart’s items as a list' })
    .max(CART_QUOTE_ITEMS_MAX, { error: `Check at most ${CART_QUOTE_ITEMS_MAX} gifts at once` }),
});
export type CartQuoteInput = z.infer<typeof cartQuoteSchema>;

/** A line of an account's cart, with the product as it is now. */
export const cartLineSchema = z.object({
  ref: z.string(),
  /** The product's page, `/gifts/<slug>-<ref>` (it answers only while the product is listed). */
  path: z.string(),
  title: z.string(),
  shopName: z.string(),
  shopSlug: z.string(),
  /** The first photo, or null (also while the product is not listed: its photos are not public). */
  photoUrl: z.string().nullable(),
  /** The product's price now: what totals use. */
  unitPriceKobo: z.number().int(),
  /** The price when the buyer last chose the quantity. */
  priceWhenAddedKobo: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Listed in the marketplace (published, its shop approved); otherwise it cannot be bought. */
  available: z.boolean(),
  notice: z.enum(CART_NOTICES).nullable(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first. */
  lines: z.array(cartLineSchema),
  /** Gifts that can be bought: available lines' quantities, each capped at its stock. */
  itemCount: z.number().int(),
  /** Those gifts at their current prices, in kobo. */
  subtotalKobo: z.number().int(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** The cart after a quantity was set; `clamped` says when the stock allowed fewer than asked. */
export const cartChangeResponseSchema = cartResponseSchema.extend({
  clamped: z
    .object({
      ref: z.string(),
      requested: z.number().int(),
      /** What the cart now holds of it (0: the line is gone, the gift is sold out). */
      quantity: z.number().int(),
      message: z.string(),
    })
    .nullable(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

/** The account's cart after a merge, and the guest's lines that could not be kept. */
export const cartMergeResponseSchema = cartResponseSchema.extend({
  skipped: z.array(z.object({ ref: z.string(), reason: z.enum(CART_MERGE_SKIPS) })),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;

/** A guest's line as the product is now: an account's line without `addedAt` (the browser keeps it). */
export const cartQuoteLineSchema = cartLineSchema.omit({ addedAt: true });
export type CartQuoteLine = z.infer<typeof cartQuoteLineSchema>;

/**
 * A guest's cart checked against the marketplace: a line for each listed gift (the quantity as
 * sent, the price sent as `priceWhenAddedKobo`), and the references of the gifts that are not
 * listed or not known, which say only that they are no longer available. The totals follow the
 * account cart's rule.
 */
export const cartQuoteResponseSchema = z.object({
  success: z.literal(true),
  /** In the order sent; a gift sent twice once, with its larger quantity. */
  lines: z.array(cartQuoteLineSchema),
  /** Gifts sent that cannot be bought any more (not listed, or no such gift): notice 'unavailable'. */
  unavailable: z.array(z.string()),
  itemCount: z.number().int(),
  subtotalKobo: z.number().int(),
});
export type CartQuoteResponse = z.infer<typeof cartQuoteResponseSchema>;
