import {
  assertMoves,
  cityKeyOf,
  type DeliveryArea,
  PRODUCT_TRANSITIONS,
  type ProductStatus,
  type ShopStatus,
} from '@greetly/domain';
import type { Kysely, Selectable } from 'kysely';
import { lockedForMove } from '../../platform/db/locked-move.ts';
import type { Database, ProductTable, ShopActor } from '../../platform/db/schema.ts';

export type ProductRow = Selectable<ProductTable>;

/** A product with the owner of its shop: what the policies decide on. */
export type OwnedProductRow = ProductRow & { owner_id: string };

/** A product's photos (media ids, in order) and delivery areas (in order). */
export interface ProductExtras {
  photoIds: string[];
  deliveryAreas: DeliveryArea[];
}

/** A move of a product's status along PRODUCT_TRANSITIONS, with its row in shop_history. */
export interface ProductMove {
  productId: string;
  /** It moves only while it has one of these statuses; each `from` → `to` must be in the table. */
  from: readonly ProductStatus[];
  to: ProductStatus;
  at: string;
  actor: ShopActor;
  actorId?: string | null;
  note?: string | null;
  /** The columns that go with the move. */
  set?: Partial<Pick<ProductRow, 'listed' | 'published_at'>>;
}

/** The fields a vendor's form replaces. */
export type ProductDetails = Pick<
  ProductRow,
  'title' | 'category' | 'description' | 'price_kobo' | 'stock' | 'lead_time_days' | 'updated_at'
>;

function queries(db: Kysely<Database>) {
  async function insertExtras(productId: string, extras: ProductExtras): Promise<void> {
    if (extras.photoIds.length > 0) {
      await db
        .insertInto('product_photos')
        .values(
          extras.photoIds.map((mediaId, position) => ({
            product_id: productId,
            position,
            media_id: mediaId,
          })),
        )
        .execute();
    }
    await db
      .insertInto('product_delivery_areas')
      .values(
        extras.deliveryAreas.map(({ country, city }, position) => ({
          product_id: productId,
          position,
          country,
          city,
          city_key: cityKeyOf(city),
        })),
      )
      .execute();
  }

  return {
    /** The product with its shop's owner, or undefined. */
    findOwned(id: string): Promise<OwnedProductRow | undefined> {
      return db
        .selectFrom('products')
        .innerJoin('shops', 'shops.id', 'products.shop_id')
        .selectAll('products')
        .select('shops.owner_id')
        .where('products.id', '=', id)
        .executeTakeFirst();
    },
    /** A shop's products in every state, newest first. */
    listOfShop(shopId: string): Promise<ProductRow[]> {
      return db
        .selectFrom('products')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** The photos and delivery areas of these products, by product id. */
    async extrasOf(productIds: string[]): Promise<Map<string, ProductExtras>> {
      const extras = new Map<string, ProductExtras>(
        productIds.map((id) => [id, { photoIds: [], deliveryAreas: [] }]),
      );
      if (productIds.length === 0) return extras;
      const [photos, areas] = await Promise.all([
        db
          .selectFrom('product_photos')
          .select(['product_id', 'media_id'])
          .where('product_id', 'in', productIds)
          .orderBy('product_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('product_delivery_areas')
          .select(['product_id', 'country', 'city'])
          .where('product_id', 'in', productIds)
          .orderBy('product_id')
          .orderBy('position')
          .execute(),
      ]);
      for (const photo of photos) extras.get(photo.product_id)?.photoIds.push(photo.media_id);
      for (const area of areas) {
        extras.get(area.product_id)?.deliveryAreas.push({
          country: area.country as DeliveryArea['country'],
          city: area.city,
        });
      }
      return extras;
    },
    /**
     * Adds a product with its photos and areas; false when another product has its reference
     * (skipped, not raised: PostgreSQL would abort the transaction on an error).
     */
    async insertProduct(row: ProductRow, extras: ProductExtras): Promise<boolean> {
      const result = await db
        .insertInto('products')
        .values(row)
        .onConflict((conflict) => conflict.column('ref').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await insertExtras(row.id, extras);
      return true;
    },
    /**
     * Replaces a product's details, photos and areas (its reference, state and dates stay);
     * false when it no longer exists.
     */
    async replaceDetails(
      id: string,
      details: ProductDetails,
      extras: ProductExtras,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('products')
        .set(details)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await db.deleteFrom('product_photos').where('product_id', '=', id).execute();
      await db.deleteFrom('product_delivery_areas').where('product_id', '=', id).execute();
      await insertExtras(id, extras);
      return true;
    },
    /**
     * The shop's status, read after locking its row (a no-op update): an admin's review, which
     * updates that row first, and a product's status change cannot interleave, so `listed` is
     * never computed from a review that is being replaced.
     */
    async lockShopStatus(shopId: string): Promise<ShopStatus | undefined> {
      const row = await db
        .updateTable('shops')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', shopId)
        .returning('status')
        .executeTakeFirst();
      return row?.status;
    },
    /**
     * The one way a product's status changes: from one of `from` to `to` (each move must be in
     * PRODUCT_TRANSITIONS, or it throws), only while it is still in one of them, with the move's
     * row in shop_history. Returns the status it moved from, or null when it was in none of
     * `from` (nothing is written then).
     */
    async transition(move: ProductMove): Promise<ProductStatus | null> {
      assertMoves('product', PRODUCT_TRANSITIONS, move.from, move.to);
      return lockedForMove(db, async (trx, forUpdate) => {
        const source = trx
          .selectFrom('products')
          .select((eb) => [
            'shop_id',
            'id as product_id',
            'status as from_status',
            eb.val(move.to).as('to_status'),
            eb.val(move.actor).as('actor'),
            eb.val(move.actorId ?? null).as('actor_id'),
            eb.val(move.note ?? null).as('note'),
            eb.val(move.at).as('at'),
          ])
          .where('id', '=', move.productId)
          .where('status', 'in', [...move.from]);
        // The history row first, reading the status it moves from (and locking the row).
        const written = await trx
          .insertInto('shop_history')
          .columns([
            'shop_id',
            'product_id',
            'from_status',
            'to_status',
            'actor',
            'actor_id',
            'note',
            'at',
          ])
          .expression(forUpdate(source))
          .returning('from_status')
          .executeTakeFirst();
        const from = move.from.find((status) => status === written?.from_status);
        if (!from) return null;
        const moved = await trx
          .updateTable('products')
          .set({ ...move.set, status: move.to, updated_at: move.at })
          .where('id', '=', move.productId)
          .where('status', '=', from)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) {
          throw new Error(`product ${move.productId} moved while locked`);
        }
        return from;
      });
    },
    /** Deletes a draft that was never published (photos and areas go with it); false otherwise. */
    async deleteDraft(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('products')
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .where('published_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export interface ProductRepo extends ReturnType<typeof queries> {
  /** Runs `work` in one database transaction with a repo bound to it. */
  transaction<T>(work: (repo: ProductRepo) => Promise<T>): Promise<T>;
}

export function productRepo(db: Kysely<Database>): ProductRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction().execute((trx) => work(productRepo(trx))),
  };
}
