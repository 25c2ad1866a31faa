import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { firstPhotoId } from '../../shops/index.ts';

/** A cart line with its product as it is now, its shop and its first photo. */
export interface CartLineRow {
  product_id: string;
  shop_id: string;
  ref: string;
  title: string;
  shop_name: string;
  shop_slug: string;
  price_kobo: number;
  stock: number;
  listed: number;
  /** The first photo's media id, or null. */
  photo_id: string | null;
  quantity: number;
  price_when_added_kobo: number;
  added_at: string;
}

/** A listed product as a guest's line shows it: a cart line's product part. */
export type CartProductNowRow = Omit<
  CartLineRow,
  'quantity' | 'price_when_added_kobo' | 'added_at'
>;

/** What setting a quantity needs to know of a product. */
export interface CartProductRow {
  id: string;
  ref: string;
  price_kobo: number;
  stock: number;
  listed: number;
}

/** A line to write: its quantity and the price the buyer saw. */
export interface CartLineWrite {
  productId: string;
  quantity: number;
  priceWhenAddedKobo: number;
}

export function cartRepo(db: Kysely<Database>) {
  return {
    /** The account's lines, oldest first, each with its product now (listed or not). */
    linesOf(userId: string): Promise<CartLineRow[]> {
      return db
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .innerJoin('shops', 'shops.id', 'products.shop_id')
        .select([
          'cart_items.product_id',
          'products.shop_id',
          'products.ref',
          'products.title',
          'products.shop_name',
          'shops.slug as shop_slug',
          'products.price_kobo',
          'products.stock',
          'products.listed',
          'cart_items.quantity',
          'cart_items.price_when_added_kobo',
          'cart_items.added_at',
        ])
        .select(firstPhotoId)
        .where('cart_items.user_id', '=', userId)
        .orderBy('cart_items.added_at')
        .orderBy('products.ref')
        .execute();
    },

    /** Where each of these products is delivered, in its areas' order. */
    deliveryAreasOf(productIds: readonly string[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_delivery_areas')
        .select(['product_id', 'country', 'city'])
        .where('product_id', 'in', [...productIds])
        .orderBy('product_id')
        .orderBy('position')
        .execute();
    },

    /**
     * The listed products among `refs`, each with its shop and first photo, in one query; products
     * not listed and unknown references are left out (a guest learns nothing of them).
     */
    listedProductsByRef(refs: readonly string[]): Promise<CartProductNowRow[]> {
      if (refs.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .innerJoin('shops', 'shops.id', 'products.shop_id')
        .select([
          'products.id as product_id',
          'products.shop_id',
          'products.ref',
          'products.title',
          'products.shop_name',
          'shops.slug as shop_slug',
          'products.price_kobo',
          'products.stock',
          'products.listed',
        ])
        .select(firstPhotoId)
        .where('products.ref', 'in', [...refs])
        .where('products.listed', '=', 1)
        .execute();
    },

    /** Products by their public references (any state); unknown references are left out. */
    productsByRef(refs: readonly string[]): Promise<CartProductRow[]> {
      if (refs.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .select(['id', 'ref', 'price_kobo', 'stock', 'listed'])
        .where('ref', 'in', [...refs])
        .execute();
    },

    /** Sets a line's quantity and price seen, adding the line when the account has none yet. */
    async setLine(userId: string, line: CartLineWrite, now: string): Promise<void> {
      await db
        .insertInto('cart_items')
        .values({
          user_id: userId,
          product_id: line.productId,
          quantity: line.quantity,
          price_when_added_kobo: line.priceWhenAddedKobo,
          added_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({
            quantity: eb.ref('excluded.quantity'),
            price_when_added_kobo: eb.ref('excluded.price_when_added_kobo'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    /**
     * Adds the lines the account lacks and raises the quantity of those it has where the new one
     * is larger; nothing is lowered and a kept line keeps its price and place. One statement, so
     * two merges at once end the same as one after the other. New lines are added a millisecond
     * apart from `now`, so the cart lists them in the order given.
     */
    async mergeLines(userId: string, lines: readonly CartLineWrite[], now: Date): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insertInto('cart_items')
        .values(
          lines.map((line, index) => {
            const at = new Date(now.getTime() + index).toISOString();
            return {
              user_id: userId,
              product_id: line.productId,
              quantity: line.quantity,
              price_when_added_kobo: line.priceWhenAddedKobo,
              added_at: at,
              updated_at: at,
            };
          }),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'product_id'])
            .doUpdateSet({
              quantity: sql<number>`excluded.quantity`,
              updated_at: sql<string>`excluded.updated_at`,
            })
            .where(sql.ref('excluded.quantity'), '>', sql.ref('cart_items.quantity')),
        )
        .execute();
    },

    /** Takes a product's line out of the account's cart (nothing when there is none). */
    async removeLine(userId: string, productId: string): Promise<void> {
      await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },
  };
}
export type CartRepo = ReturnType<typeof cartRepo>;
