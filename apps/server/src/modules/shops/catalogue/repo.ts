import type { ProductCategory } from '@greetly/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import {
  type CatalogueFilter,
  type CatalogueOrder,
  IN_STOCK_FIRST,
  listedMatching,
  matchingProducts,
  ORDER_KEYS,
  ordersInStockFirst,
  summaries,
} from './catalogue-query.ts';

export type { CatalogueFilter, CatalogueOrder } from './catalogue-query.ts';

/** A listed product as a grid shows it. */
export interface ProductSummaryRow {
  id: string;
  ref: string;
  title: string;
  category: ProductCategory;
  price_kobo: number;
  stock: number;
  lead_time_days: number;
  shop_name: string;
  shop_slug: string;
  is_demo: number;
  /** The first photo's media id, or null. */
  photo_id: string | null;
}

/** A listed product's page, with its shop. */
export interface ProductDetailRow extends ProductSummaryRow {
  description: string;
  shop_id: string;
  shop_business_name: string;
  shop_business_type: string;
  shop_description: string;
  shop_country_city: string;
  shop_is_demo: number;
}

export interface PublicShopRow {
  id: string;
  slug: string;
  business_name: string;
  business_type: string;
  description: string;
  country_city: string;
  is_demo: number;
}

export interface DeliveryAreaRow {
  country: string;
  city: string;
}
export function marketplaceRepo(db: Kysely<Database>) {
  // Asked before every search: compiled once (the table is not in the typed schema: migration 0012).
  const versionQuery = sql<{
    version: number | string;
  }>`select version from catalogue_version where id = 1`.compile(db);
  return {
    /**
     * One page of the listed products matching `filter`, in `order`. The matching rows are
     * ranked and cut to the page on their ids and sort keys alone; only the page's rows are then
     * read whole, with their shop and first photo.
     */
    async searchListed(
      filter: CatalogueFilter,
      order: CatalogueOrder,
      page: { limit: number; offset: number },
    ): Promise<ProductSummaryRow[]> {
      const { products, relevance } = matchingProducts(db, filter);
      if (order === 'relevance' && !relevance) throw new Error('relevance needs search words');
      let ranked = listedMatching(db, products, filter, order.startsWith('price')).select([
        'products.id',
        'products.created_at',
        'products.price_kobo',
      ]);
      if (relevance) ranked = ranked.select(relevance.as('relevance'));
      const inStockFirst = ordersInStockFirst(filter);
      if (inStockFirst) {
        ranked = ranked.select(IN_STOCK_FIRST.as('in_stock')).orderBy(IN_STOCK_FIRST, 'desc');
      }
      const keys = ORDER_KEYS[order];
      for (const [key, direction] of keys) {
        ranked = ranked.orderBy(sql.ref(key === 'relevance' ? key : `products.${key}`), direction);
      }
      ranked = ranked.limit(page.limit).offset(page.offset);
      let result = summaries(
        db.selectFrom(ranked.as('page')).innerJoin('products', 'products.id', 'page.id'),
      );
      if (inStockFirst) result = result.orderBy(sql.ref('page.in_stock'), 'desc');
      for (const [key, direction] of keys)
        result = result.orderBy(sql.ref(`page.${key}`), direction);
      return result.execute();
    },

    /** How many listed products match `filter`, counting no further than `cap + 1`. */
    async countListed(filter: CatalogueFilter, cap: number): Promise<number> {
      // A category, where there is one, leads the count better than a price range.
      const byPrice = filter.category === undefined;
      const matching = listedMatching(db, matchingProducts(db, filter).products, filter, byPrice)
        .select('products.id')
        .limit(cap + 1);
      const row = await db
        .selectFrom(matching.as('matching'))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * The catalogue's version: raised in the transaction of every write to products, their
     * photos and delivery areas, and shops (migration 0012).
     */
    async catalogueVersion(): Promise<number> {
      const { rows } = await db.executeQuery(versionQuery);
      return Number(rows[0]?.version ?? 0);
    },

    /** Whether any product is listed at all (published in an approved shop). */
    async hasListings(): Promise<boolean> {
      const row = await db
        .selectFrom('products')
        .select('products.id')
        .where('products.listed', '=', 1)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A listed product by its public reference, with its shop; undefined when not listed. */
    findListedByRef(ref: string): Promise<ProductDetailRow | undefined> {
      return summaries(db.selectFrom('products'))
        .select([
          'products.description',
          'products.shop_id',
          'shops.business_name as shop_business_name',
          'shops.business_type as shop_business_type',
          'shops.description as shop_description',
          'shops.country_city as shop_country_city',
          'shops.is_demo as shop_is_demo',
        ])
        .where('products.ref', '=', ref)
        .where('products.listed', '=', 1)
        .executeTakeFirst();
    },

    /** A product's photos' media ids, in their order. */
    async photosOf(productId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('product_photos')
        .select('media_id')
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute();
      return rows.map((row) => row.media_id);
    },

    /** Where a product is delivered, in the vendor's order. */
    deliveryAreasOf(productId: string): Promise<DeliveryAreaRow[]> {
      return db
        .selectFrom('product_delivery_areas')
        .select(['country', 'city'])
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute();
    },

    /** A shop's listed products, newest first, leaving out `exceptId` when given. */
    listedOfShop(
      shopId: string,
      page: { limit: number; offset: number; exceptId?: string },
    ): Promise<ProductSummaryRow[]> {
      let query = summaries(db.selectFrom('products'))
        .where('products.shop_id', '=', shopId)
        .where('products.listed', '=', 1);
      if (page.exceptId !== undefined) query = query.where('products.id', '!=', page.exceptId);
      return query
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async countListedOfShop(shopId: string): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('shop_id', '=', shopId)
        .where('listed', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** An approved shop by its address part; undefined for any other (pending, rejected, unknown). */
    findApprovedShop(slug: string): Promise<PublicShopRow | undefined> {
      return db
        .selectFrom('shops')
        .select([
          'id',
          'slug',
          'business_name',
          'business_type',
          'description',
          'country_city',
          'is_demo',
        ])
        .where('slug', '=', slug)
        .where('status', '=', 'approved')
        .executeTakeFirst();
    },
  };
}
export type MarketplaceRepo = ReturnType<typeof marketplaceRepo>;
