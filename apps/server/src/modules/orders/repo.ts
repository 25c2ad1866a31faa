import {
  assertMoves,
  type FulfilmentStatus,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@greetly/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { lockedForMove } from '../../platform/db/locked-move.ts';
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

/**
 * A note in an order's history that changes no status (`from` and `to` are its status): a
 * payment that could not be applied, a refund. A move of its status is `transition`'s.
 */
export interface HistoryEntry {
  orderId: string;
  shipmentId?: string;
  from: string | null;
  to: string;
  actor: OrderActor;
  actorId?: string | null;
  note?: string | null;
}

/** A move of an order's status along ORDER_TRANSITIONS, with its history row. */
export interface OrderMove {
  orderId: string;
  /** It moves only while it has one of these statuses; each `from` → `to` must be in the table. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  at: string;
  actor: OrderActor;
  actorId?: string | null;
  note?: string | null;
  /** The columns that go with the move. */
  set?: Partial<Pick<OrderTable, 'paid_at' | 'cancelled_at'>>;
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

    /** A new order with its parts and lines, and the first row of its history (by `placedBy`). */
    async insertOrder(
      order: Insertable<OrderTable>,
      shipments: Insertable<ShipmentTable>[],
      lines: Insertable<OrderLineTable>[],
      placedBy: { actor: OrderActor; actorId: string | null },
    ): Promise<void> {
      await db.insertInto('orders').values(order).execute();
      if (shipments.length > 0) await db.insertInto('shipments').values(shipments).execute();
      if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
      await db
        .insertInto('order_history')
        .values({
          id: newId(),
          order_id: order.id,
          shipment_id: null,
          from_status: null,
          to_status: order.status,
          actor: placedBy.actor,
          actor_id: placedBy.actorId,
          note: null,
          at: order.created_at,
        })
        .execute();
    },

    /** Writes a note in the order's history (throws for a move: that is `transition`'s). */
    async addHistory(entry: HistoryEntry, now: string): Promise<void> {
      if (entry.from !== entry.to) {
        throw new Error(`order history: ${entry.from} → ${entry.to} is a move, not a note`);
      }
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
     * The one way an order's status changes: from one of `from` to `to` (each move must be in
     * ORDER_TRANSITIONS, or it throws), only while the order is still in one of them, with the
     * move's row in order_history. Of several callers at once exactly one moves it (its row is
     * locked first on PostgreSQL; SQLite has one writer). Returns the status it moved from, or
     * null when it was in none of `from` (nothing is written then).
     */
    async transition(move: OrderMove): Promise<OrderStatus | null> {
      assertMoves('order', ORDER_TRANSITIONS, move.from, move.to);
      return lockedForMove(db, async (trx, forUpdate) => {
        const source = trx
          .selectFrom('orders')
          .select((eb) => [
            eb.val(newId()).as('id'),
            'id as order_id',
            eb.val<string | null>(null).as('shipment_id'),
            'status as from_status',
            eb.val(move.to).as('to_status'),
            eb.val(move.actor).as('actor'),
            eb.val(move.actorId ?? null).as('actor_id'),
            eb.val(move.note ?? null).as('note'),
            eb.val(move.at).as('at'),
          ])
          .where('id', '=', move.orderId)
          .where('status', 'in', [...move.from]);
        // The history row first, reading the status it moves from (and locking the row).
        const written = await trx
          .insertInto('order_history')
          .columns([
            'id',
            'order_id',
            'shipment_id',
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
          .updateTable('orders')
          .set({ ...move.set, status: move.to, updated_at: move.at })
          .where('id', '=', move.orderId)
          .where('status', '=', from)
          .executeTakeFirst();
        if (moved.numUpdatedRows !== 1n)
          throw new Error(`order ${move.orderId} moved while locked`);
        return from;
      });
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
        .innerJoin('shops', 'shops.id', 'shipments.shop_id')
        .selectAll('shipments')
        .select('shops.slug as shop_slug')
        .where('shipments.order_id', 'in', [...orderIds])
        .orderBy('shipments.position')
        .orderBy('shipments.id')
        .execute();
    },

    /**
     * What the buyer's unpaid orders still hold (their reservation not over): each order's number
     * and the gifts in it.
     */
    unpaidHoldsOf(buyerId: string, now: string) {
      return db
        .selectFrom('orders')
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select(['orders.id', 'orders.number', 'order_lines.product_id', 'order_lines.title'])
        .where('orders.buyer_id', '=', buyerId)
        .where('orders.status', 'in', [...UNPAID_STATUSES])
        .where('orders.reserved_until', '>', now)
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
        .innerJoin('shops', 'shops.id', 'shipments.shop_id')
        .innerJoin('users', 'users.id', 'shops.owner_id')
        .selectAll('shipments')
        .select(['shops.slug as shop_slug', 'users.email as owner_email', 'users.first_name'])
        .where('shipments.id', '=', shipmentId)
        .executeTakeFirst();
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
