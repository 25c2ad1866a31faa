import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/** The SQL of tracking an order without signing in. */
export function trackRepo(db: Kysely<Database>) {
  return {
    /** The order with this number placed with this e-mail (any case); undefined otherwise. */
    findByNumberAndEmail(number: number, email: string) {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'number',
          'status',
          'created_at',
          'paid_at',
          'delivery_option',
          'deliver_on',
          'total_kobo',
        ])
        .where('number', '=', number)
        .where(sql<string>`lower(buyer_email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    shipmentsOf(orderId: string) {
      return db
        .selectFrom('shipments')
        .select(['id', 'shop_name', 'status', 'dispatch_note', 'tracking_url', 'refund_status'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    linesOf(orderId: string) {
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Every change of the order and of its shops' parts, oldest first. */
    historyOf(orderId: string) {
      return db
        .selectFrom('order_history')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },
  };
}

export type TrackRepo = ReturnType<typeof trackRepo>;
