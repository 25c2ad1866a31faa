import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { CardTable, Database, OrderTable, ShipmentTable } from '../../platform/db/schema.ts';
import { type IdempotencyClaim, recordIdempotencyKey } from '../../platform/http/idempotency.ts';
import {
  cancelPendingJob,
  enqueue,
  type JobRequest,
  requeueFinishedJob,
  reschedulePendingJob,
  retryFailedJob,
} from '../../platform/jobs/queue.ts';
import { plansRepo } from '../billing/index.ts';
import { cardJobKey } from './job-types.ts';
import { type CardMove, transitionCard } from './transitions.ts';

export type CardRow = Selectable<CardTable>;

/** The columns a recipient's link needs: the card as they see it, its id and status. */
const RECIPIENT_COLUMNS = [
  'id',
  'status',
  'template_id',
  'recipient_name',
  'sender_name',
  'is_anonymous',
  'font_family',
  'font_size',
  'text_color',
  'effect',
  'message',
  'music_url',
  'quote',
  'image_id',
  'voice_note_id',
  'stickers',
  'reply_text',
] as const satisfies readonly (keyof CardTable)[];
export type RecipientCardRow = Pick<CardRow, (typeof RECIPIENT_COLUMNS)[number]> & {
  /** A paid order's gift travels with this card (1/true), not cancelled by its shop. */
  gift_on_its_way: number | boolean | null;
};

/** An order whose gift travels with a card, and its shops' parts. */
export interface CardGiftRow {
  cardId: string;
  number: number;
  status: Selectable<OrderTable>['status'];
  shipments: Pick<Selectable<ShipmentTable>, 'shop_name' | 'status'>[];
}

function queries(db: Kysely<Database>) {
  // The gift is read in the card's own query (orders_card index): no second round trip.
  const byTokenHash = compiledOnce(db, (tokenHash) =>
    db
      .selectFrom('cards')
      .select(RECIPIENT_COLUMNS)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('orders as o')
              .innerJoin('shipments as s', 's.order_id', 'o.id')
              .select(eb.lit(1).as('one'))
              .whereRef('o.card_id', '=', 'cards.id')
              .where('o.status', '=', 'paid')
              .where('s.status', '<>', 'cancelled'),
          )
          .as('gift_on_its_way'),
      )
      .where('link_token_hash', '=', tokenHash),
  );
  return {
    /** Prices, credits and card payments (decision 0034), on the same connection or transaction. */
    plans: plansRepo(db),
    async insertCard(card: Insertable<CardTable>): Promise<void> {
      await db.insertInto('cards').values(card).execute();
    },
    /** Records a create request's idempotency key beside the card (in the repo's transaction). */
    recordIdempotencyKey: (claim: IdempotencyClaim, cardId: string) =>
      recordIdempotencyKey(db, claim, cardId),
    /** Queues a job of this card (in the repo's transaction, when it is one). */
    enqueueJob<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },
    /** The user's cards, newest first, after the cursor's card when given. */
    listCards(
      userId: string,
      page: { limit: number; after?: { createdAt: string; id: string } | undefined },
    ): Promise<CardRow[]> {
      let query = db.selectFrom('cards').selectAll().where('user_id', '=', userId);
      const { after } = page;
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
    },
    /**
     * The orders whose gifts travel with these cards (an abandoned, cancelled one left out),
     * newest first, with their shops' parts: the sender's view of card and gift together.
     */
    async giftOrdersOf(cardIds: readonly string[]): Promise<CardGiftRow[]> {
      if (cardIds.length === 0) return [];
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'card_id', 'number', 'status', 'created_at'])
        .where('card_id', 'in', cardIds)
        .where('status', '<>', 'cancelled')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (orders.length === 0) return [];
      const shipments = await db
        .selectFrom('shipments')
        .select(['order_id', 'shop_name', 'status'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute();
      return orders.flatMap((order) =>
        order.card_id === null
          ? []
          : [
              {
                cardId: order.card_id,
                number: order.number,
                status: order.status,
                shipments: shipments.filter((shipment) => shipment.order_id === order.id),
              },
            ],
      );
    },
    findCard(id: string): Promise<CardRow | undefined> {
      return db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * The card whose recipient link token has this SHA-256 (tokens are never stored once sent),
     * with the columns its recipient's requests need only (SQLite's read took a third longer with
     * all of them), compiled once: every opened card reads it (bench/api).
     */
    findCardByTokenHash(tokenHash: string): Promise<RecipientCardRow | undefined> {
      return byTokenHash.first(tokenHash);
    },
    /**
     * Updates a card's other columns only while it has one of `statuses`; false when it had
     * moved on. Its status moves through `transition`.
     */
    async updateCardWhile(
      id: string,
      statuses: CardRow['status'][],
      changes: Omit<Updateable<CardTable>, 'status'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', statuses)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Moves the card's status along CARD_TRANSITIONS with its history row (transitions.ts). */
    transition: (move: CardMove) => transitionCard(db, move),
    /** Moves the card's delivery to a new moment; false when the worker already has it. */
    rescheduleDelivery(cardId: string, sendAt: Date, now: Date): Promise<boolean> {
      return reschedulePendingJob(db, cardJobKey(cardId, 'deliver'), sendAt, now);
    },
    /** Queues the card's delivery again when one already ran (it found the card not ready). */
    requeueDelivery(cardId: string, dueAt: Date, now: Date): Promise<boolean> {
      return requeueFinishedJob(db, cardJobKey(cardId, 'deliver'), dueAt, now);
    },
    /** Cancels the card's delivery; false when the worker already has it. */
    cancelDelivery(cardId: string, now: Date): Promise<boolean> {
      return cancelPendingJob(db, cardJobKey(cardId, 'deliver'), now);
    },
    /** Puts a failed delivery back in the queue, due now, with fresh attempts. */
    retryFailedDelivery(cardId: string, now: Date): Promise<boolean> {
      return retryFailedJob(db, cardJobKey(cardId, 'deliver'), now);
    },
    /** Stores the recipient's one reply; false when there is one already. */
    async saveReply(id: string, text: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set({ reply_text: text, replied_at: now, updated_at: now })
        .where('id', '=', id)
        .where('reply_text', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export interface CardsRepo extends ReturnType<typeof queries> {
  transaction<T>(work: (repo: CardsRepo) => Promise<T>): Promise<T>;
}

export function cardsRepo(db: Kysely<Database>): CardsRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction().execute((trx) => work(cardsRepo(trx))),
  };
}
