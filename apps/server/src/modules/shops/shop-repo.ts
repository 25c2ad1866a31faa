import {
  assertMoves,
  isListed,
  LISTED_PRODUCT_STATUS,
  SHOP_STATUSES,
  SHOP_TRANSITIONS,
  type ShopStatus,
} from '@greetly/domain';
import type { Kysely, Selectable } from 'kysely';
import { lockedForMove } from '../../platform/db/locked-move.ts';
import type { Database, ShopActor, ShopTable } from '../../platform/db/schema.ts';
import { enqueue, type JobRequest } from '../../platform/jobs/queue.ts';
import { authRepo } from '../accounts/index.ts';

/** A business profile and the shop it makes: one row. */
export type ShopRow = Selectable<ShopTable>;

/** A shop as an admin reviews it: with its owner and how many products it has. */
export type ReviewedShopRow = ShopRow & {
  owner_email: string;
  owner_first_name: string;
  owner_last_name: string;
  product_count: number;
};

/** The business form's columns. */
export type ShopProfileColumns = Pick<
  ShopRow,
  'business_name' | 'business_type' | 'description' | 'country_city' | 'delivery_country'
>;

/** The review's columns (status, reason, reviewer) as one change. */
export type ShopReview = Pick<ShopRow, 'status' | 'review_reason' | 'reviewed_by' | 'reviewed_at'>;

/** A move of a shop's status along SHOP_TRANSITIONS, with its row in shop_history. */
export interface ShopMove {
  shopId: string;
  /** It moves only while it has one of these statuses; each `from` → `to` must be in the table. */
  from: readonly ShopStatus[];
  to: ShopStatus;
  at: string;
  actor: ShopActor;
  actorId?: string | null;
  note?: string | null;
  /** The columns that go with the move. */
  set?: Partial<Pick<ShopRow, 'review_reason' | 'reviewed_by' | 'reviewed_at' | 'submitted_at'>>;
}

/** The longest list of shops an admin gets at once (the pending ones come first). */
const REVIEW_LIST_MAX = 200;

function queries(db: Kysely<Database>) {
  const reviewedShops = () =>
    db
      .selectFrom('shops')
      .innerJoin('users', 'users.id', 'shops.owner_id')
      .selectAll('shops')
      .select((eb) => [
        'users.email as owner_email',
        'users.first_name as owner_first_name',
        'users.last_name as owner_last_name',
        eb
          .selectFrom('products')
          .select((count) => count.fn.countAll<string | number>().as('n'))
          .whereRef('products.shop_id', '=', 'shops.id')
          .as('product_count'),
      ]);
  const withCount = <R extends { product_count: string | number | null }>(
    row: R,
  ): Omit<R, 'product_count'> & { product_count: number } => ({
    ...row,
    product_count: Number(row.product_count ?? 0),
  });
  const findShop = (id: string): Promise<ShopRow | undefined> =>
    db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirst();
  const transition = async (move: ShopMove): Promise<ShopStatus | null> => {
    assertMoves('shop', SHOP_TRANSITIONS, move.from, move.to);
    return lockedForMove(db, async (trx, forUpdate) => {
      const source = trx
        .selectFrom('shops')
        .select((eb) => [
          'id as shop_id',
          eb.val<string | null>(null).as('product_id'),
          'status as from_status',
          eb.val(move.to).as('to_status'),
          eb.val(move.actor).as('actor'),
          eb.val(move.actorId ?? null).as('actor_id'),
          eb.val(move.note ?? null).as('note'),
          eb.val(move.at).as('at'),
        ])
        .where('id', '=', move.shopId)
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
        .updateTable('shops')
        .set({ ...move.set, status: move.to, updated_at: move.at })
        .where('id', '=', move.shopId)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw new Error(`shop ${move.shopId} moved while locked`);
      return from;
    });
  };

  return {
    /** The owner's first shop (the one the onboarding form edits). */
    findFirstShopOf(ownerId: string): Promise<ShopRow | undefined> {
      return db
        .selectFrom('shops')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
    },
    findShop,
    /**
     * Adds a shop; false when another shop has its slug (the service draws another). A conflict
     * is skipped, not raised: PostgreSQL would abort the whole transaction on an error.
     */
    async insertShop(row: ShopRow): Promise<boolean> {
      const result = await db
        .insertInto('shops')
        .values(row)
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /**
     * Replaces a shop's profile fields (never its review: an admin may be deciding meanwhile);
     * its products' copy of the name follows.
     */
    async updateProfile(id: string, profile: ShopProfileColumns, now: string): Promise<void> {
      await db
        .updateTable('shops')
        .set({ ...profile, updated_at: now })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('products')
        .set({ shop_name: profile.business_name })
        .where('shop_id', '=', id)
        .where('shop_name', '!=', profile.business_name)
        .execute();
    },
    /**
     * The one way a shop's status changes: from one of `from` to `to` (each move must be in
     * SHOP_TRANSITIONS, or it throws), only while it is still in one of them, with the move's row
     * in shop_history. Returns the status it moved from, or null when it was in none of `from`
     * (nothing is written then).
     */
    transition,
    /** Sends a rejected shop for review again (reason cleared); nothing for any other status. */
    async resubmitIfRejected(id: string, now: string, vendorId: string): Promise<void> {
      await transition({
        shopId: id,
        from: ['rejected'],
        to: 'pending',
        at: now,
        actor: 'vendor',
        actorId: vendorId,
        set: { submitted_at: now, review_reason: null },
      });
    },
    /** Gives the owner the vendor role (nothing when they hold it already). */
    async grantVendorRole(userId: string, now: string): Promise<void> {
      await authRepo(db).grantRole(userId, 'vendor', now);
    },
    /**
     * Records a review unless the shop already has that status; returns the shop as it now is
     * and whether it changed (undefined for an unknown shop). The shop's row is locked first, so
     * a product's status change (which locks it too, see product-repo) waits for it.
     */
    async recordReview(
      id: string,
      review: ShopReview,
      now: string,
    ): Promise<{ shop: ShopRow; changed: boolean } | undefined> {
      const { status, ...columns } = review;
      const from = await transition({
        shopId: id,
        from: SHOP_STATUSES.filter((other) => other !== status),
        to: status,
        at: now,
        actor: 'admin',
        actorId: review.reviewed_by,
        note: review.review_reason,
        set: columns,
      });
      const shop = await findShop(id);
      return shop && { shop, changed: from !== null };
    },
    /** Lists exactly the shop's published products while it is approved, and none otherwise. */
    async relistProducts(shopId: string, status: ShopStatus): Promise<void> {
      if (isListed(LISTED_PRODUCT_STATUS, status)) {
        await db
          .updateTable('products')
          .set((eb) => ({
            listed: eb.case().when('status', '=', LISTED_PRODUCT_STATUS).then(1).else(0).end(),
          }))
          .where('shop_id', '=', shopId)
          .execute();
        return;
      }
      await db
        .updateTable('products')
        .set({ listed: 0 })
        .where('shop_id', '=', shopId)
        .where('listed', '=', 1)
        .execute();
    },
    /** Shops for review: of one status, or all with the pending first; oldest submission first. */
    async listForReview(status: ShopStatus | undefined): Promise<ReviewedShopRow[]> {
      let query = reviewedShops();
      if (status) query = query.where('shops.status', '=', status);
      const rows = await query
        .orderBy((eb) => eb.case().when('shops.status', '=', 'pending').then(0).else(1).end())
        .orderBy('shops.submitted_at')
        .orderBy('shops.id')
        .limit(REVIEW_LIST_MAX)
        .execute();
      return rows.map(withCount);
    },
    async findForReview(id: string): Promise<ReviewedShopRow | undefined> {
      const row = await reviewedShops().where('shops.id', '=', id).executeTakeFirst();
      return row && withCount(row);
    },
    /** The shop with its owner's address and name, for its mails. */
    findWithOwner(id: string) {
      return db
        .selectFrom('shops')
        .innerJoin('users', 'users.id', 'shops.owner_id')
        .select([
          'shops.id',
          'shops.business_name',
          'shops.status',
          'shops.reviewed_at',
          'users.email as owner_email',
          'users.first_name as owner_first_name',
        ])
        .where('shops.id', '=', id)
        .executeTakeFirst();
    },
    /** Queues a job (in the repo's transaction, when it is one). */
    enqueueJob<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },
  };
}

export interface ShopRepo extends ReturnType<typeof queries> {
  /** Runs `work` in one database transaction with a repo bound to it. */
  transaction<T>(work: (repo: ShopRepo) => Promise<T>): Promise<T>;
}

export function shopRepo(db: Kysely<Database>): ShopRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction().execute((trx) => work(shopRepo(trx))),
  };
}
