import type { Kysely } from 'kysely';
import type { CardStatus, Database } from '../../platform/db/schema.ts';
import { newId } from '../../platform/lib/ids.ts';

/** A card a gift may travel with, as placing and the gift-card choice read it. */
export interface GiftCardRow {
  id: string;
  user_id: string;
  status: CardStatus;
  recipient_name: string;
  send_at: string;
  schedule_date: string | null;
}

/**
 * What an order links to besides its own tables: the coupon it redeems and the card its gifts
 * travel with. Pass a transaction to make a call part of placing or cancelling.
 */
export function linksRepo(db: Kysely<Database>) {
  const cardColumns = [
    'id',
    'user_id',
    'status',
    'recipient_name',
    'send_at',
    'schedule_date',
  ] as const;
  return {
    /**
     * Locks the coupon's row until the transaction ends (a write that changes nothing), so two
     * orders using its last use count the uses one after the other on PostgreSQL too.
     */
    async lockCoupon(couponId: string): Promise<void> {
      await db
        .updateTable('coupons')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', couponId)
        .execute();
    },

    async redeemCoupon(couponId: string, userId: string, orderId: string, now: string) {
      await db
        .insertInto('coupon_redemptions')
        .values({
          id: newId(),
          coupon_id: couponId,
          user_id: userId,
          order_id: orderId,
          redeemed_at: now,
        })
        .execute();
    },

    /** Gives a cancelled order's use of its coupon back. */
    async releaseCoupon(orderId: string): Promise<void> {
      await db.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).execute();
    },

    /** The account's cards still waiting to be sent, soonest first. */
    scheduledCardsOf(userId: string): Promise<GiftCardRow[]> {
      return db
        .selectFrom('cards')
        .select(cardColumns)
        .where('user_id', '=', userId)
        .where('status', '=', 'scheduled')
        .orderBy('send_at')
        .orderBy('id')
        .execute();
    },

    cardById(id: string): Promise<GiftCardRow | undefined> {
      return db.selectFrom('cards').select(cardColumns).where('id', '=', id).executeTakeFirst();
    },

    /** The lead time of each listed gift in the account's cart. */
    cartLeadTimes(userId: string): Promise<{ title: string; lead_time_days: number }[]> {
      return db
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .select(['products.title', 'products.lead_time_days'])
        .where('cart_items.user_id', '=', userId)
        .where('products.listed', '=', 1)
        .orderBy('cart_items.added_at')
        .execute();
    },
  };
}
export type LinksRepo = ReturnType<typeof linksRepo>;
