import {
  cityKeyOf,
  MARKETPLACE_COUNT_CAP,
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceQuery,
  type MarketplaceResults,
  type MarketplaceSort,
  MORE_FROM_SHOP_MAX,
  naira,
  type ProductDetail,
  type ProductSummary,
  type PublicShop,
  searchTokens,
} from '@greetly/domain';
import { notFound } from '../../../platform/http/errors.ts';
import type { AnswerCache } from './answer-cache.ts';
import { toProductDetail, toProductSummary, toPublicShop } from './present.ts';
import type { CatalogueFilter, MarketplaceRepo } from './repo.ts';

export const GIFT_NOT_FOUND = 'This gift is not in the marketplace.';
export const SHOP_NOT_FOUND = 'This shop is not in the marketplace.';

/** The filter a marketplace address asks for: its words as tokens, its prices in kobo. */
export function catalogueFilterOf(query: MarketplaceQuery): CatalogueFilter {
  return {
    // Text without a letter or digit ('!!!') looks for no words: the whole catalogue shows.
    tokens: query.q === undefined ? [] : searchTokens(query.q),
    category: query.category,
    stock: query.stock,
    minPriceKobo: query.minPrice === undefined ? undefined : naira(query.minPrice),
    maxPriceKobo: query.maxPrice === undefined ? undefined : naira(query.maxPrice),
    cityKey: query.city === undefined ? undefined : cityKeyOf(query.city) || undefined,
  };
}

/** Relevance when there are words to rank by, otherwise newest first; relevance without words is newest. */
export function effectiveSort(
  sort: MarketplaceSort | undefined,
  hasWords: boolean,
): MarketplaceSort {
  const chosen = sort ?? (hasWords ? 'relevance' : 'newest');
  return chosen === 'relevance' && !hasWords ? 'newest' : chosen;
}

async function computeResults(
  repo: MarketplaceRepo,
  filter: CatalogueFilter,
  sort: MarketplaceSort,
  page: number,
): Promise<MarketplaceResults> {
  const offset = (page - 1) * MARKETPLACE_PAGE_SIZE;
  const rows = await repo.searchListed(filter, sort, { limit: MARKETPLACE_PAGE_SIZE, offset });
  // A page that is neither full nor past the end is the last one: it tells the total itself.
  const isLastPage = rows.length > 0 && rows.length < MARKETPLACE_PAGE_SIZE;
  const counted =
    isLastPage || (rows.length === 0 && page === 1)
      ? offset + rows.length
      : await repo.countListed(filter, MARKETPLACE_COUNT_CAP);
  return {
    success: true,
    products: rows.map(toProductSummary),
    total: Math.min(counted, MARKETPLACE_COUNT_CAP),
    totalIsCapped: counted > MARKETPLACE_COUNT_CAP,
    page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    hasListings: rows.length > 0 || (await repo.hasListings()),
  };
}

/**
 * One page of the listed products matching the query, its total (counted up to
 * MARKETPLACE_COUNT_CAP) and whether anything is listed at all. Only listed products appear.
 * With a cache, an answer made at the catalogue's current version is handed out again: never
 * one from before the last committed write.
 */
export async function searchMarketplace(options: {
  repo: MarketplaceRepo;
  query: MarketplaceQuery;
  cache?: AnswerCache<MarketplaceResults>;
}): Promise<MarketplaceResults> {
  const { repo, query, cache } = options;
  const filter = catalogueFilterOf(query);
  const sort = effectiveSort(query.sort, filter.tokens.length > 0);
  const page = query.page ?? 1;
  if (!cache) return computeResults(repo, filter, sort, page);
  // Searches that differ only in what the query ignores (case, punctuation, spaces) share an answer.
  const key = JSON.stringify([
    filter.tokens,
    filter.category,
    filter.stock,
    filter.minPriceKobo,
    filter.maxPriceKobo,
    filter.cityKey,
    sort,
    page,
  ]);
  const version = await repo.catalogueVersion();
  return cache.answer(key, version, () => computeResults(repo, filter, sort, page));
}

/** A listed product's page and up to MORE_FROM_SHOP_MAX other listed products of its shop; 404 otherwise. */
export async function productPage(options: {
  repo: MarketplaceRepo;
  ref: string;
}): Promise<{ product: ProductDetail; moreFromShop: ProductSummary[] }> {
  const { repo } = options;
  const row = await repo.findListedByRef(options.ref);
  if (!row) throw notFound(GIFT_NOT_FOUND);
  const [photoIds, areas, more] = await Promise.all([
    repo.photosOf(row.id),
    repo.deliveryAreasOf(row.id),
    repo.listedOfShop(row.shop_id, { limit: MORE_FROM_SHOP_MAX, offset: 0, exceptId: row.id }),
  ]);
  return {
    product: toProductDetail(row, photoIds, areas),
    moreFromShop: more.map(toProductSummary),
  };
}

/** An approved shop and one page of its listed products, newest first; 404 for any other shop. */
export async function shopPage(options: {
  repo: MarketplaceRepo;
  slug: string;
  page: number | undefined;
}): Promise<{
  shop: PublicShop;
  products: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const { repo } = options;
  const shop = await repo.findApprovedShop(options.slug);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  const page = options.page ?? 1;
  const [rows, total] = await Promise.all([
    repo.listedOfShop(shop.id, {
      limit: MARKETPLACE_PAGE_SIZE,
      offset: (page - 1) * MARKETPLACE_PAGE_SIZE,
    }),
    repo.countListedOfShop(shop.id),
  ]);
  return {
    shop: toPublicShop(shop),
    products: rows.map(toProductSummary),
    total,
    page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}
