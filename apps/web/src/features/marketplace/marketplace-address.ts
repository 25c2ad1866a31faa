import { ALL_GIFTS, type ProductCategory } from '@greetly/domain/catalog/products';
import { type MarketplaceQuery, marketplaceQuerySchema } from '@greetly/domain/schemas/products';

/** The order the search's fields are written in an address, so one search has one address. */
const FIELDS = ['q', 'category', 'stock', 'minPrice', 'maxPrice', 'city', 'sort', 'page'] as const;

/** The marketplace's search as the address says (anything unreadable falls back to its default). */
export function readMarketplaceQuery(params: URLSearchParams): MarketplaceQuery {
  return marketplaceQuerySchema.parse(Object.fromEntries(params));
}

/**
 * The address's query of a search ('' for the plain marketplace); page 1 is left out. Its words
 * are cleaned as the server reads them (at most 200 characters), so a pasted essay never makes an
 * address too long to reload.
 */
export function marketplaceSearchOf(query: MarketplaceQuery): string {
  const clean = marketplaceQuerySchema.parse(query);
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = clean[field];
    if (value === undefined || (field === 'page' && value === 1)) continue;
    params.set(field, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the search narrows the gifts at all (the sort and the page do not). */
export function hasFilters(query: MarketplaceQuery): boolean {
  return (
    query.q !== undefined ||
    query.category !== undefined ||
    query.stock !== undefined ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.city !== undefined
  );
}

/** The category a search shows, as its button names it. */
export function categoryLabelOf(category: ProductCategory | undefined): string {
  return category ?? ALL_GIFTS;
}

/** The plain marketplace: every gift, the server's order, page 1. */
export const NO_SEARCH: MarketplaceQuery = marketplaceQuerySchema.parse({});
