import { assertMoves, FULFILMENT_TRANSITIONS, type FulfilmentStatus } from '@greetly/domain';
import type { Kysely, Selectable } from 'kysely';
import { lockedForMove } from '../../../platform/db/locked-move.ts';
import type {
  Database,
  OrderActor,
  OrderHistoryTable,
  OrderLineTable,
  ShipmentTable,
} from '../../../platform/db/schema.ts';
import type { Emission, Events } from '../../../platform/events.ts';
import { enqueue, type JobRequest } from '../../../platform/jobs/queue.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { paidPaymentsOf, recordPartRefunded } from '../../billing/index.ts';
import { restoreStock } from '../../shops/index.ts';

export type ShipmentRow = Selectable<ShipmentTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type HistoryRow = Selectable<OrderHistoryTable>;

/** A move of a shop's part along FULFILMENT_TRANSITIONS, with its row in the order's history. */
export interface ShipmentMove {
  shipmentId: string;
  /** It moves only while it has one of these statuses; each `from` → `to` must be in the table. */
  from: readonly FulfilmentStatus[];
  to: FulfilmentStatus;
  at: string;
  actor: OrderActor;
  actorId?: string | null;
  note?: string | null;
  /** The columns that go with the move. */
  set?: Partial<
    Pick<ShipmentRow, 'dispatch_note' | 'tracking_url' | 'cancel_reason' | 'refund_status'>
  >;
}

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
        .innerJoin('shops as v', 'v.id', 's.shop_id')
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
        .innerJoin('shops as v', 'v.id', 's.shop_id')
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

    /**
     * The one way a shipment's status changes: from one of `from` to `to` (each move must be in
     * FULFILMENT_TRANSITIONS, or it throws), only while it is still in one of them, with the
     * move's row in its order's history. Returns the status it moved from, or null when someone
     * moved it first (nothing is written then).
     */
    async transition(move: ShipmentMove): Promise<FulfilmentStatus | null> {
      assertMoves('shipment', FULFILMENT_TRANSITIONS, move.from, move.to);
      return lockedForMove(db, async (trx, forUpdate) => {
        const source = trx
          .selectFrom('shipments')
          .select((eb) => [
            eb.val(newId()).as('id'),
            'order_id',
            'id as shipment_id',
            'status as from_status',
            eb.val(move.to).as('to_status'),
            eb.val(move.actor).as('actor'),
            eb.val(move.actorId ?? null).as('actor_id'),
            eb.val(move.note ?? null).as('note'),
            eb.val(move.at).as('at'),
          ])
          .where('id', '=', move.shipmentId)
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
          .updateTable('shipments')
          .set({ ...move.set, status: move.to, updated_at: move.at })
          .where('id', '=', move.shipmentId)
          .where('status', '=', from)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) {
          throw new Error(`shipment ${move.shipmentId} moved while locked`);
        }
        return from;
      });
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

    /** Says what happened, in this repo's transaction (when it is one). */
    emit<P>(events: Events, emission: Emission<P>, now: Date): Promise<void> {
      return events.emit(db, emission, now);
    },

    enqueueJob<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },

    /** The payment that paid the order (its reference is what a refund names). */
    async paidPaymentOf(orderId: string) {
      const [first] = await paidPaymentsOf(db, 'order', orderId);
      return first;
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
      await recordPartRefunded(db, input);
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
