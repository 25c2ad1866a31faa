import { marketplaceEndpoints } from '@greetly/domain/contracts/marketplace';
import type { MarketplaceQuery } from '@greetly/domain/schemas/products';
import { api } from '../../lib/api';
import { ApiRequestError } from '../../lib/api-errors';

/** The marketplace's cached answers, by what they answer. */
export const marketplaceKeys = {
  search: (query: MarketplaceQuery) => ['marketplace', 'search', query] as const,
  product: (ref: string) => ['marketplace', 'product', ref] as const,
  shop: (slug: string, page: number) => ['marketplace', 'shop', slug, page] as const,
};

/** One page of gifts matching `query`. */
export function searchGifts(query: MarketplaceQuery, signal?: AbortSignal) {
  return api(marketplaceEndpoints.search, { query, signal });
}

/** A listed product's page (ApiRequestError 404 when it is not listed). */
export function fetchProduct(ref: string, signal?: AbortSignal) {
  return api(marketplaceEndpoints.product, { params: { ref }, signal });
}

/** An approved shop and one page of its products (ApiRequestError 404 when there is none). */
export function fetchShop(slug: string, page: number, signal?: AbortSignal) {
  return api(marketplaceEndpoints.shop, {
    params: { slug },
    query: page > 1 ? { page } : {},
    signal,
  });
}

/** Whether a request failed because what it asked for is not there (or not listed). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A retry policy for pages that show "not available" for a 404 at once instead of retrying it. */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1;
}
