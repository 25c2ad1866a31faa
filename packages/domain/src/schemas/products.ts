import { z } from 'zod';
import { DELIVERY_COUNTRIES } from '../catalog/countries.ts';
import {
  MARKETPLACE_SORTS,
  PRODUCT_CATEGORIES,
  PRODUCT_DELIVERY_AREAS_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_LEAD_TIME_MAX_DAYS,
  PRODUCT_PHOTOS_MAX,
  PRODUCT_PRICE_MAX_KOBO,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  PRODUCT_TITLE_MAX,
} from '../catalog/products.ts';
import { formatNaira } from '../money.ts';
import { normalizeSearchText } from '../rules/search-text.ts';

/** The longest city name kept for a delivery area. */
export const DELIVERY_CITY_MAX = 80;

/**
 * Where a gift can be delivered: a country of the spec's list and a city in it ('' for anywhere
 * in that country).
 */
export const deliveryAreaSchema = z.object({
  country: z.enum(DELIVERY_COUNTRIES, { error: 'Choose a delivery country' }),
  city: z
    .string({ error: 'Enter a city, or leave it empty for the whole country' })
    .trim()
    .max(DELIVERY_CITY_MAX, { error: `Keep the city under ${DELIVERY_CITY_MAX} characters` }),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

const wholeNumber = (required: string) =>
  z.number({ error: required }).int({ error: required }).finite({ error: required });

/**
 * A product as a vendor saves it (price in integer kobo). Text is kept as typed: it is always
 * shown as text, never as markup.
 */
export const productInputSchema = z.object({
  title: z
    .string({ error: 'Enter the gift’s name' })
    .trim()
    .min(1, { error: 'Enter the gift’s name', abort: true })
    .min(2, { error: 'The name must be at least 2 characters', abort: true })
    .max(PRODUCT_TITLE_MAX, { error: `Keep the name under ${PRODUCT_TITLE_MAX} characters` }),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose one of the categories' }),
  description: z
    .string({ error: 'Describe the gift' })
    .trim()
    .min(1, { error: 'Describe the gift', abort: true })
    .min(20, { error: 'Description should be at least 20 characters', abort: true })
    .max(PRODUCT_DESCRIPTION_MAX, {
      error: `Keep the description under ${PRODUCT_DESCRIPTION_MAX} characters`,
    }),
  priceKobo: wholeNumber('Enter the price in naira')
    .min(1, { error: 'Enter a price above ₦0' })
    .max(PRODUCT_PRICE_MAX_KOBO, {
      error: `The price can be at most ${formatNaira(PRODUCT_PRICE_MAX_KOBO)}`,
    }),
  stock: wholeNumber('Enter how many you have in stock')
    .min(0, { error: 'Stock cannot be below 0' })
    .max(PRODUCT_STOCK_MAX, {
      error: `Stock can be at most ${PRODUCT_STOCK_MAX.toLocaleString('en-NG')}`,
    }),
  leadTimeDays: wholeNumber('Enter the days of notice you need (0 for none)')
    .min(0, { error: 'Notice cannot be below 0 days' })
    .max(PRODUCT_LEAD_TIME_MAX_DAYS, {
      error: `Notice can be at most ${PRODUCT_LEAD_TIME_MAX_DAYS} days`,
    }),
  photoIds: z
    .array(z.string().regex(/^[\w-]{8,64}$/, { error: 'This photo is not one of your uploads' }))
    .max(PRODUCT_PHOTOS_MAX, { error: `Add at most ${PRODUCT_PHOTOS_MAX} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A photo is added twice' }),
  deliveryAreas: z
    .array(deliveryAreaSchema)
    .min(1, { error: 'Add at least one place you deliver to' })
    .max(PRODUCT_DELIVERY_AREAS_MAX, {
      error: `Add at most ${PRODUCT_DELIVERY_AREAS_MAX} delivery areas`,
    })
    .refine(
      (areas) =>
        new Set(areas.map(({ country, city }) => `${country}\n${city.toLowerCase()}`)).size ===
        areas.length,
      { error: 'A delivery area is listed twice' },
    ),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** A price in whole naira from an address (`?minPrice=5000`), or nothing when it is not one. */
const nairaInAddress = z.coerce.number().int().min(0).max(10_000_000).optional().catch(undefined);

/**
 * The marketplace's search as it stands in the address (`/marketplace?q=cake&category=…`). Every
 * field falls back to its default instead of failing: an address edited by hand, or shared
 * from an older version, always shows a page.
 */
export const marketplaceQuerySchema = z.object({
  q: z
    .string()
    .transform(normalizeSearchText)
    .optional()
    .catch(undefined)
    .transform((q) => q || undefined),
  category: z.enum(PRODUCT_CATEGORIES).optional().catch(undefined),
  stock: z.enum(['in', 'out']).optional().catch(undefined),
  minPrice: nairaInAddress,
  maxPrice: nairaInAddress,
  city: z
    .string()
    .transform((city) => Array.from(normalizeSearchText(city)).slice(0, DELIVERY_CITY_MAX).join(''))
    .optional()
    .catch(undefined)
    .transform((city) => city?.trim() || undefined),
  sort: z.enum(MARKETPLACE_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;

/** A photo of a product as shown: the stored image's address. */
export const productPhotoSchema = z.object({ id: z.string(), url: z.string() });
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** A product as its vendor sees it (any state), with what the form edits. */
export const vendorProductSchema = z.object({
  id: z.string(),
  /** The short public reference in its address (10 lower-case letters and digits). */
  ref: z.string(),
  /** Its public page, `/gifts/<slug>-<ref>` (answers only while it is listed). */
  path: z.string(),
  title: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  description: z.string(),
  priceKobo: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  photos: z.array(productPhotoSchema),
  deliveryAreas: z.array(deliveryAreaSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;

export const vendorProductResponseSchema = z.object({
  success: z.literal(true),
  product: vendorProductSchema,
});
export const vendorProductListSchema = z.object({
  success: z.literal(true),
  products: z.array(vendorProductSchema),
});

/** A vendor moves a product along PRODUCT_TRANSITIONS (draft → published → archived → published). */
export const productStatusChangeSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: 'Choose draft, published or archived' }),
});

export const productIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });
export const productRefParamsSchema = z.object({ ref: z.string().regex(/^[a-z0-9]{10}$/) });
export const shopSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** A listed product in a grid (marketplace, shop page, "more from this shop"). */
export const productSummarySchema = z.object({
  ref: z.string(),
  path: z.string(),
  title: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  priceKobo: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  /** The first photo, or null for a product without one. */
  photoUrl: z.string().nullable(),
  shopName: z.string(),
  shopSlug: z.string(),
  /** Demo data from `npm run seed:demo` (shown with a "Demo" mark). */
  isDemo: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One page of the marketplace's search. */
export const marketplaceResultsSchema = z.object({
  success: z.literal(true),
  products: z.array(productSummarySchema),
  /** How many match, counted up to MARKETPLACE_COUNT_CAP (`totalIsCapped` says when more do). */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether any approved shop has a published product (the 'Coming soon...' banner shows while not). */
  hasListings: z.boolean(),
});
export type MarketplaceResults = z.infer<typeof marketplaceResultsSchema>;

/** The public face of a shop. */
export const publicShopSchema = z.object({
  slug: z.string(),
  name: z.string(),
  businessType: z.string(),
  description: z.string(),
  countryCity: z.string(),
  isDemo: z.boolean(),
});
export type PublicShop = z.infer<typeof publicShopSchema>;

/** A listed product's page. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  photos: z.array(productPhotoSchema),
  deliveryAreas: z.array(deliveryAreaSchema),
  shop: publicShopSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageResponseSchema = z.object({
  success: z.literal(true),
  product: productDetailSchema,
  /** Up to 8 other listed products of the same shop, newest first. */
  moreFromShop: z.array(productSummarySchema),
});

export const shopPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});

export const shopPageResponseSchema = z.object({
  success: z.literal(true),
  shop: publicShopSchema,
  products: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
