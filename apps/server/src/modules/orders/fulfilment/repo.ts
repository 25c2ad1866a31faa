import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  OrderHistoryTable,
  OrderLineTable,
  ShipmentTable,
} from '../../../platform/db/schema.ts';
import { enqueue, type JobRequest } from '../../../platform/jobs/queue.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { restoreStock } from '../../shops/index.ts';

export type ShipmentRow = Selectable<ShipmentTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type HistoryRow = Selectable<OrderHistoryTable>;

/** The most shipments the shop's list shows (newest first): a shop's working set, not its archive. */
export const VENDOR_ORDER_LIST_LIMIT = 200;

/** A shop's part of an order with what its shop and the buyer's mails need of the order. */
export type ShipmentWithOrder = ShipmentRow & {
  owner_id: string;
  order_number: number;
  order_status: Selectable<Database['orders']>['status'];
  paid_at: string | null;
  delivery_option: Selectable<Database['orders']>['delivery_option'];
  gift_bag: number;
  deliver_on: string | null;
  card_id: string | null;
  buyer_email: string;
  ship_name: string;
  ship_phone: string;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_country: string;
};

function queries(db: Kysely<Database>) {
  return {
    /** The shipments of paid orders of every shop `ownerId` owns, newest payment first. */
    listPaidForOwner(ownerId: string) {
      return db
        .selectFrom('shipments as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .innerJoin('vendor_profiles as v', 'v.id', 's.shop_id')
        .where('v.owner_id', '=', ownerId)
        .where('o.status', '=', 'paid')
        .select((eb) => [
          's.id',
          's.status',
          's.total_kobo',
          'o.number as order_number',
          'o.paid_at',
          'o.deliver_on',
          'o.card_id',
          'o.ship_name',
          eb
            .selectFrom('order_lines as l')
            .whereRef('l.shipment_id', '=', 's.id')
            .select((inner) =>
              inner.fn.coalesce(inner.fn.sum<number>('l.quantity'), inner.lit(0)).as('n'),
            )
            .as('item_count'),
        ])
        .orderBy('o.paid_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(VENDOR_ORDER_LIST_LIMIT)
        .execute();
    },

    /** One shipment with its order's fields and its shop's owner. */
    findWithOrder(id: string): Promise<ShipmentWithOrder | undefined> {
      return db
        .selectFrom('shipments as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .innerJoin('vendor_profiles as v', 'v.id', 's.shop_id')
        .where('s.id', '=', id)
        .selectAll('s')
        .select([
          'v.owner_id',
          'o.number as order_number',
          'o.status as order_status',
          'o.paid_at',
          'o.delivery_option',
          'o.gift_bag',
          'o.deliver_on',
          'o.card_id',
          'o.buyer_email',
          'o.ship_name',
          'o.ship_phone',
          'o.ship_street',
          'o.ship_city',
          'o.ship_state',
          'o.ship_country',
        ])
        .executeTakeFirst();
    },

    linesOf(shipmentId: string): Promise<OrderLineRow[]> {
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('shipment_id', '=', shipmentId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** This shipment's history and its order's payment, oldest first. */
    historyOf(shipment: { id: string; order_id: string }): Promise<HistoryRow[]> {
      return db
        .selectFrom('order_history')
        .selectAll()
        .where('order_id', '=', shipment.order_id)
        .where((eb) =>
          eb.or([
            eb('shipment_id', '=', shipment.id),
            eb.and([eb('shipment_id', 'is', null), eb('to_status', '=', 'paid')]),
          ]),
        )
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /** Moves a shipment only while it is still `from`: false when someone moved it first. */
    async moveShipment(
      id: string,
      from: ShipmentRow['status'],
      changes: Partial<
        Pick<ShipmentRow, 'dispatch_note' | 'tracking_url' | 'cancel_reason' | 'refund_status'>
      > & {
        status: ShipmentRow['status'];
        updated_at: string;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('shipments')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addHistory(row: Omit<HistoryRow, 'id'>): Promise<void> {
      await db
        .insertInto('order_history')
        .values({ id: newId(), ...row })
        .execute();
    },

    /** Gives a cancelled shipment's units back to its products' stock. */
    async restoreStock(shipmentId: string, now: string): Promise<void> {
      const lines = await db
        .selectFrom('order_lines')
        .select(['product_id', 'quantity'])
        .where('shipment_id', '=', shipmentId)
        .execute();
      await restoreStock(
        db,
        lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
        now,
      );
    },

    enqueueJob<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },

    /** The payment that paid the order (its reference is what a refund names). */
    paidPaymentOf(orderId: string) {
      return db
        .selectFrom('payments')
        .select(['id', 'reference', 'amount_kobo', 'refunded_kobo'])
        .where('order_id', '=', orderId)
        .where('paid_at', 'is not', null)
        .orderBy('paid_at')
        .executeTakeFirst();
    },

    /** Records a refund once: false when this shipment's refund was already recorded. */
    async recordRefund(input: {
      shipmentId: string;
      paymentId: string;
      amountKobo: number;
      now: string;
    }): Promise<boolean> {
      const marked = await db
        .updateTable('shipments')
        .set({ refund_status: 'processed', updated_at: input.now })
        .where('id', '=', input.shipmentId)
        .where('refund_status', '=', 'pending')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await db
        .updateTable('payments')
        .set((eb) => ({
          refunded_kobo: eb('refunded_kobo', '+', input.amountKobo),
          updated_at: input.now,
        }))
        .where('id', '=', input.paymentId)
        .execute();
      return true;
    },

    /** The buyer's first name, for a mail's greeting. */
    async buyerFirstName(orderId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.buyer_id')
        .select('u.first_name')
        .where('o.id', '=', orderId)
        .executeTakeFirst();
      return row?.first_name;
    },
  };
}

type Queries = ReturnType<typeof queries>;

/** The SQL of shops' orders: shipments, their lines and history, stock given back, refunds. */
export function fulfilmentRepo(db: Kysely<Database>) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (repo: Queries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}

export type FulfilmentRepo = ReturnType<typeof fulfilmentRepo>;
