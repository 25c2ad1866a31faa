import { naira } from '../money.ts';
import type { Transitions } from '../rules/transitions.ts';

/** The marketplace's gift categories (spec section 2), in the order the filter row shows them. */
export const PRODUCT_CATEGORIES = [
  'Cakes & Pastries',
  'Bouquets',
  'Jewelry',
  'Lip Gloss',
  'Foods',
  'Perfumes',
  'Gift Packs',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The category button that shows every gift. */
export const ALL_GIFTS = 'All Gifts';

/** A product's life: a draft is the vendor's alone; a published one is listed while its shop is approved. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The moves a vendor may make between product states. */
export const PRODUCT_TRANSITIONS: Transitions<ProductStatus> = {
  draft: ['published', 'archived'],
  published: ['archived'],
  archived: ['published'],
};

/** A shop is reviewed by an admin before its products are listed. */
export const SHOP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/**
 * The moves of a shop: an admin approves or rejects it, and may change their mind either way; a
 * rejected shop whose vendor saves its profile again waits for a review again.
 */
export const SHOP_TRANSITIONS: Transitions<ShopStatus> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved', 'pending'],
};

/** The product status that a listed product has (with its shop approved). */
export const LISTED_PRODUCT_STATUS = 'published' satisfies ProductStatus;

/** Whether buyers see a product: it is published and its shop is approved. */
export function isListed(
  status: ProductStatus,
  shopStatus: ShopStatus | null | undefined,
): boolean {
  return status === LISTED_PRODUCT_STATUS && shopStatus === 'approved';
}

/**
 * How many of a cart line can be bought: what the buyer asked for, as far as the stock goes (a
 * line of a product no longer listed buys nothing).
 */
export function buyableQuantity(line: {
  quantity: number;
  stock: number;
  isListed?: boolean;
}): number {
  if (line.isListed === false) return 0;
  return Math.max(0, Math.min(line.quantity, line.stock));
}

/** Where a gift is delivered: a country, and a city in it ('' for the whole country). */
interface Area {
  country: string;
  city: string;
}

/** What a city is compared by: trimmed and lower-case ('' for a whole country). */
export function cityKeyOf(city: string): string {
  return city.trim().toLowerCase();
}

/**
 * Whether a gift delivered in `areas` reaches an address: an area in the address's country that
 * covers the whole country, or names the address's city or its state (Lagos is both). A gift
 * with no areas (listed before areas were required) is not held to any.
 */
export function deliversTo(
  areas: readonly Area[],
  address: { country: string; city: string; state: string },
): boolean {
  if (areas.length === 0) return true;
  const places = new Set([cityKeyOf(address.city), cityKeyOf(address.state), '']);
  return areas.some((area) => area.country === address.country && places.has(cityKeyOf(area.city)));
}

/** The areas in words: 'Nigeria — Lagos, Ibadan' or 'all of Ghana'; several countries joined by '; '. */
export function deliveryAreasText(areas: readonly Area[]): string {
  const byCountry = new Map<string, string[]>();
  for (const area of areas) {
    const cities = byCountry.get(area.country) ?? [];
    cities.push(area.city.trim());
    byCountry.set(area.country, cities);
  }
  return [...byCountry]
    .map(([country, cities]) =>
      cities.includes('') ? `all of ${country}` : `${country} — ${cities.join(', ')}`,
    )
    .join('; ');
}

/** Limits of a product listing. */
export const PRODUCT_PRICE_MAX_KOBO = naira(10_000_000);
export const PRODUCT_STOCK_MAX = 100_000;
export const PRODUCT_LEAD_TIME_MAX_DAYS = 60;
export const PRODUCT_PHOTOS_MAX = 5;
export const PRODUCT_DELIVERY_AREAS_MAX = 20;
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;

/** The marketplace's pages and search. */
export const MARKETPLACE_PAGE_SIZE = 24;
export const SEARCH_TEXT_MAX = 200;
export const MARKETPLACE_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
/** The marketplace counts matches up to this many (a page says "1,000+ gifts" beyond). */
export const MARKETPLACE_COUNT_CAP = 1000;
/** "More from this shop" on a product's page. */
export const MORE_FROM_SHOP_MAX = 8;
