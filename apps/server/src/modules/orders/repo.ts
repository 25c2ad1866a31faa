import type { FulfilmentStatus, OrderStatus } from '@greetly/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  OrderActor,
  OrderLineTable,
  OrderTable,
  ShipmentTable,
} from '../../platform/db/schema.ts';
import { newId } from '../../platform/lib/ids.ts';
import { reserveStock, restoreStock } from '../shops/index.ts';

export type OrderRow = Selectable<OrderTable>;
export type ShipmentRow = Selectable<ShipmentTable> & { shop_slug: string };
export type OrderLineRow = Selectable<OrderLineTable>;
export interface HistoryRow {
  at: string;
  to_status: string;
  note: string | null;
  shop_name: string | null;
}

/** A change of an order (shipmentId absent) or of one shop's part, for order_history. */
export interface HistoryEntry {
  orderId: string;
  shipmentId?: string;
  from: string | null;
  to: string;
  actor: OrderActor;
  actorId?: string | null;
  note?: string | null;
}

/** Statuses from which an order may still be paid or cancelled. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_failed'];

/**
 * The orders' SQL. Every method runs on the Kysely it is given: pass a transaction to make it part
 * of one (placing, applying a payment and releasing stock each write several tables at once).
 */
export function ordersRepo(db: Kysely<Database>) {
  return {
    /**
     * Takes `quantity` of a product if that many are left, atomically (the row's own check, so two
     * buyers can never both take the last one); false when there are not enough.
     */
    reserveStock(productId: string, quantity: number, now: string): Promise<boolean> {
      return reserveStock(db, productId, quantity, now);
    },

    restoreStock(productId: string, quantity: number, now: string): Promise<void> {
      return restoreStock(db, [{ productId, quantity }], now);
    },

    /** The next order number: one statement, so concurrent placings never share one. */
    async nextOrderNumber(): Promise<number> {
      const row = await db
        .updateTable('order_counter')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', 'order')
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },

    async insertOrder(
      order: Insertable<OrderTable>,
      shipments: Insertable<ShipmentTable>[],
      lines: Insertable<OrderLineTable>[],
    ): Promise<void> {
      await db.insertInto('orders').values(order).execute();
      if (shipments.length > 0) await db.insertInto('shipments').values(shipments).execute();
      if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
    },

    async addHistory(entry: HistoryEntry, now: string): Promise<void> {
      await db
        .insertInto('order_history')
        .values({
          id: newId(),
          order_id: entry.orderId,
          shipment_id: entry.shipmentId ?? null,
          from_status: entry.from,
          to_status: entry.to,
          actor: entry.actor,
          actor_id: entry.actorId ?? null,
          note: entry.note ?? null,
          at: now,
        })
        .execute();
    },

    /**
     * Moves an order from one of `from` to `to` only if it is still in one of them: of several
     * callers at once exactly one sees true (the row's lock decides on PostgreSQL, the single
     * writer on SQLite).
     */
    async moveOrder(
      orderId: string,
      from: readonly OrderStatus[],
      to: OrderStatus,
      now: string,
      extra: Partial<Pick<OrderRow, 'paid_at' | 'cancelled_at'>> = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: to, updated_at: now, ...extra })
        .where('id', '=', orderId)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    findByNumber(number: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
    },

    findById(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A buyer's orders, newest first. */
    listByBuyer(buyerId: string): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('buyer_id', '=', buyerId)
        .orderBy('created_at', 'desc')
        .orderBy('number', 'desc')
        .execute();
    },

    /** The shops' parts of some orders, each with its shop's slug, in the cart's order. */
    shipmentsOf(orderIds: readonly string[]): Promise<ShipmentRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('shipments')
        .innerJoin('vendor_profiles as shops', 'shops.id', 'shipments.shop_id')
        .selectAll('shipments')
        .select('shops.slug as shop_slug')
        .where('shipments.order_id', 'in', [...orderIds])
        .orderBy('shipments.position')
        .orderBy('shipments.id')
        .execute();
    },

    linesOf(orderIds: readonly string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** An order's timeline, oldest first, each shop's step with its shop's name. */
    historyOf(orderId: string): Promise<HistoryRow[]> {
      return db
        .selectFrom('order_history')
        .leftJoin('shipments', 'shipments.id', 'order_history.shipment_id')
        .select([
          'order_history.at',
          'order_history.to_status',
          'order_history.note',
          'shipments.shop_name',
        ])
        .where('order_history.order_id', '=', orderId)
        .orderBy('order_history.at')
        .orderBy('order_history.id')
        .execute();
    },

    /** The statuses of every shop's part of a buyer's orders (for the loyalty card). */
    shipmentStatusesOfBuyer(
      buyerId: string,
    ): Promise<
      { order_id: string; status: FulfilmentStatus; items_kobo: number; discount_kobo: number }[]
    > {
      return db
        .selectFrom('shipments')
        .innerJoin('orders', 'orders.id', 'shipments.order_id')
        .select([
          'shipments.order_id',
          'shipments.status',
          'shipments.items_kobo',
          'shipments.discount_kobo',
        ])
        .where('orders.buyer_id', '=', buyerId)
        .execute();
    },

    /** Takes the bought products out of the buyer's cart. */
    async removeFromCart(userId: string, productIds: readonly string[]): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('product_id', 'in', [...productIds])
        .execute();
    },

    /** The shop owner of each shipment (the new-order mail's recipient). */
    shipmentWithOwner(shipmentId: string) {
      return db
        .selectFrom('shipments')
        .innerJoin('vendor_profiles as shops', 'shops.id', 'shipments.shop_id')
        .innerJoin('users', 'users.id', 'shops.owner_id')
        .selectAll('shipments')
        .select(['shops.slug as shop_slug', 'users.email as owner_email', 'users.first_name'])
        .where('shipments.id', '=', shipmentId)
        .executeTakeFirst();
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
