import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { Database } from './schema.ts';

/** The products a text search keeps, and how well each one matches. */
export interface ProductTextMatch {
  /** `products`, narrowed to the rows holding every word (joined to SQLite's index where needed). */
  products: SelectQueryBuilder<Database, 'products', object>;
  /** Relevance: higher is better. Title counts most, then the shop's name, then the description. */
  relevance: RawBuilder<number>;
}

/**
 * Products whose title, shop name or description hold every token as the start of a word
 * ('cak' finds 'Cake'), on either database (docs/decisions/0028-catalogue-search.md): SQLite's
 * FTS5 table `product_search` (bm25, weights 10/4/1), or PostgreSQL's `products.search_vector`
 * (ts_rank_cd over the A/B/C weights). `tokens` must come from `searchTokens` (letters and digits
 * only) and must not be empty; they reach the database as one bound parameter, so no search text
 * can change the query's syntax, and the SQL is the same whatever the words.
 */
export function productTextMatch(
  db: Kysely<Database>,
  tokens: readonly string[],
): ProductTextMatch {
  if (tokens.length === 0) throw new Error('productTextMatch needs at least one token');
  if (isPostgres(db)) {
    const query = tokens.map((token) => `${token}:*`).join(' & ');
    return {
      products: db
        .selectFrom('products')
        .where(sql<boolean>`products.search_vector @@ to_tsquery('simple', ${query})`),
      relevance: sql<number>`ts_rank_cd(products.search_vector, to_tsquery('simple', ${query}))`,
    };
  }
  // Each token quoted (a phrase of one word, whatever the tokenizer makes of it) and a prefix;
  // FTS5 requires all of them. CROSS JOIN keeps the index as the outer loop: products are then
  // found by id for the matching rows only, never searched once per product.
  const query = tokens.map((token) => `"${token}"*`).join(' ');
  const products = db
    .selectFrom(sql.table('product_search').as('product_search'))
    .crossJoin('products')
    .where(sql<boolean>`product_search match ${query}`)
    .where(sql<boolean>`products.id = product_search.product_id`);
  return {
    // The joined FTS table is this helper's business: callers see `products` only.
    products: products as unknown as SelectQueryBuilder<Database, 'products', object>,
    relevance: sql<number>`-bm25(product_search, 0, 10, 4, 1)`,
  };
}
