import type { MarketplaceSort, ProductCategory } from '@greetly/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { productTextMatch } from '../../../platform/db/full-text.ts';
import { notIndexed } from '../../../platform/db/index-hints.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { firstPhotoId } from './first-photo.ts';

// The marketplace search's pieces of SQL, for repo.ts: the filter's conditions, the order of a
// page and the columns of a product summary.

/**
 * What the marketplace narrows its listed products by. Every field is optional except `tokens`
 * (empty for no words); each combination of fields present makes one fixed SQL text.
 */
export interface CatalogueFilter {
  /** From `searchTokens`: every one must start a word of the title, shop name or description. */
  tokens: readonly string[];
  category?: ProductCategory;
  stock?: 'in' | 'out';
  minPriceKobo?: number;
  maxPriceKobo?: number;
  /** A city trimmed and lower-cased: products delivering there, or to a whole country ('' city). */
  cityKey?: string;
}

/** The order of a page; 'relevance' only with tokens (the service turns it into 'newest' without). */
export type CatalogueOrder = MarketplaceSort;

type ProductsQuery<O> = SelectQueryBuilder<Database, 'products', O>;
export type SortKey = 'relevance' | 'created_at' | 'price_kobo' | 'id';

/** Columns of a page's order, most significant first; the id last keeps pages stable. */
export const ORDER_KEYS: Record<
  CatalogueOrder,
  ReadonlyArray<readonly [SortKey, 'asc' | 'desc']>
> = {
  relevance: [
    ['relevance', 'desc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  'price-asc': [
    ['price_kobo', 'asc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  'price-desc': [
    ['price_kobo', 'desc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

/**
 * Whether a product is in stock, as the first key of every page's order: gifts in stock come
 * before sold-out ones, then the chosen order (issue 27, defect 14). The same expression as in
 * migration 0025's indexes, which give the page in this order without reading every listed row.
 */
export const IN_STOCK_FIRST = sql<boolean>`(products.stock > 0)`;

/**
 * Whether a page's order starts with IN_STOCK_FIRST: not when the filter keeps only one side of
 * it (then the indexes in the chosen order serve, as before).
 */
export function ordersInStockFirst(filter: CatalogueFilter): boolean {
  return filter.stock === undefined;
}

/**
 * Only listed products (published, shop approved), then the filter's conditions. A price range
 * is the way into the rows only where `byPrice` says so (see db/index-hints.ts): otherwise the
 * page's order or the category leads, and the prices are checked row by row.
 */
export function listedMatching<O>(
  db: Kysely<Database>,
  query: ProductsQuery<O>,
  filter: CatalogueFilter,
  byPrice: boolean,
): ProductsQuery<O> {
  let q = query.where('products.listed', '=', 1);
  if (filter.category !== undefined) q = q.where('products.category', '=', filter.category);
  if (filter.stock === 'in') q = q.where('products.stock', '>', 0);
  if (filter.stock === 'out') q = q.where('products.stock', '=', 0);
  const price = byPrice
    ? sql.ref<number>('products.price_kobo')
    : notIndexed(db, 'products.price_kobo');
  if (filter.minPriceKobo !== undefined) q = q.where(price, '>=', filter.minPriceKobo);
  if (filter.maxPriceKobo !== undefined) q = q.where(price, '<=', filter.maxPriceKobo);
  const { cityKey } = filter;
  if (cityKey !== undefined) {
    // An area without a city ('') covers its whole country, so it serves any city.
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_delivery_areas')
          .select('product_delivery_areas.position')
          .whereRef('product_delivery_areas.product_id', '=', 'products.id')
          .where('product_delivery_areas.city_key', 'in', [cityKey, '']),
      ),
    );
  }
  return q;
}

/** The products table, narrowed to the words when there are any, with their relevance. */
export function matchingProducts(db: Kysely<Database>, filter: CatalogueFilter) {
  if (filter.tokens.length === 0) return { products: db.selectFrom('products'), relevance: null };
  return productTextMatch(db, filter.tokens);
}

const SUMMARY_COLUMNS = [
  'products.id',
  'products.ref',
  'products.title',
  'products.category',
  'products.price_kobo',
  'products.stock',
  'products.lead_time_days',
  'products.shop_name',
  'shops.slug as shop_slug',
  'products.is_demo',
] as const;

/** Summaries of `products` rows: their columns, their shop's slug and their first photo. */
export function summaries<O>(query: SelectQueryBuilder<Database, 'products', O>) {
  return query
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .select(SUMMARY_COLUMNS)
    .select(firstPhotoId);
}
