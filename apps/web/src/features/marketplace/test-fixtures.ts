// Answers of the marketplace's API for the web tests (imported by tests only).
import { MARKETPLACE_PAGE_SIZE } from '@greetly/domain/catalog/products';
import { naira } from '@greetly/domain/money';
import { productPath } from '@greetly/domain/rules/slug';
import type {
  MarketplaceResults,
  ProductDetail,
  ProductSummary,
  PublicShop,
} from '@greetly/domain/schemas/products';
import type { Mock } from 'vitest';

/** A listed gift: a red velvet cake of Sweet Crumbs, unless `change` says otherwise. */
export function gift(change: Partial<ProductSummary> & { ref?: string } = {}): ProductSummary {
  const ref = change.ref ?? 'cake000001';
  const title = change.title ?? 'Red Velvet Cake';
  return {
    ref,
    path: productPath(ref, title),
    title,
    category: 'Cakes & Pastries',
    priceKobo: naira(8500),
    stock: 5,
    leadTimeDays: 1,
    photoUrl: `/media/photo-${ref}`,
    shopName: 'Sweet Crumbs',
    shopSlug: 'sweet-crumbs',
    isDemo: false,
    ...change,
  };
}

export const SHOP: PublicShop = {
  slug: 'sweet-crumbs',
  name: 'Sweet Crumbs',
  businessType: 'Bakery',
  description: 'Celebration cakes baked fresh every morning.\nDelivered across Lagos.',
  countryCity: 'Nigeria, Lagos',
  isDemo: false,
};

export function detail(change: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...gift(change),
    description: 'Two moist tiers with cream-cheese frosting.\nA name piped on top.',
    photos: [
      { id: 'photo-a', url: '/media/photo-a' },
      { id: 'photo-b', url: '/media/photo-b' },
      { id: 'photo-c', url: '/media/photo-c' },
    ],
    deliveryAreas: [
      { country: 'Nigeria', city: 'Lagos' },
      { country: 'Ghana', city: '' },
    ],
    shop: SHOP,
    ...change,
  };
}

/** A page of search results holding `products`. */
export function results(
  products: ProductSummary[],
  change: Partial<MarketplaceResults> = {},
): MarketplaceResults {
  return {
    success: true,
    products,
    total: products.length,
    totalIsCapped: false,
    page: 1,
    pageSize: MARKETPLACE_PAGE_SIZE,
    hasListings: true,
    ...change,
  };
}

/**
 * The query of the request being answered now. stubApi's routes see the path only; its fetch
 * stub has already noted the whole address when a route's answer is asked for.
 */
export function currentQuery(): URLSearchParams {
  const calls = (fetch as unknown as Mock).mock.calls;
  const input = calls.at(-1)?.[0];
  return new URL(String(input), 'http://localhost').searchParams;
}

/** The queries of every request made to `path` so far, in order. */
export function queriesTo(path: string): URLSearchParams[] {
  return (fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
