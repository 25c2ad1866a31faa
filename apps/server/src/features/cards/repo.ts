import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CardTable, Database, DeliveryKind, DeliveryTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type CardRow = Selectable<CardTable>;
export type DeliveryRow = Selectable<DeliveryTable>;

function queries(db: Kysely<Database>) {
  return {
    async insertCard(card: Insertable<CardTable>): Promise<void> {
      await db.insertInto('cards').values(card).execute();
    },
    /** Queues one e-mail of a card, due at `dueAt`. */
    async enqueueDelivery(
      cardId: string,
      kind: DeliveryKind,
      dueAt: string,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('deliveries')
        .values({
          id: newId(),
          card_id: cardId,
          kind,
          status: 'pending',
          due_at: dueAt,
          attempts: 0,
          lease_until: null,
          locked_by: null,
          last_error: null,
          message_id: null,
          sent_at: null,
          created_at: now,
        })
        .execute();
    },
    listCards(userId: string): Promise<CardRow[]> {
      return db
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
    findCard(id: string): Promise<CardRow | undefined> {
      return db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findCardByToken(token: string): Promise<CardRow | undefined> {
      return db.selectFrom('cards').selectAll().where('view_token', '=', token).executeTakeFirst();
    },
    /** Updates a card only while it has one of `statuses`; false when it had moved on. */
    async updateCardWhile(
      id: string,
      statuses: CardRow['status'][],
      changes: Updateable<CardTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', statuses)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Changes the card's pending delivery; false when the worker already claimed it. */
    async updatePendingCardDelivery(
      cardId: string,
      changes: Updateable<DeliveryTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('deliveries')
        .set(changes)
        .where('card_id', '=', cardId)
        .where('kind', '=', 'card')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) >= 1;
    },
    /** Puts a failed card delivery back in the queue, due now, with fresh attempts. */
    async requeueFailedCardDelivery(cardId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('deliveries')
        .set({
          status: 'pending',
          due_at: now,
          attempts: 0,
          last_error: null,
          lease_until: null,
          locked_by: null,
        })
        .where('card_id', '=', cardId)
        .where('kind', '=', 'card')
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) >= 1;
    },
    /** Records the first opening; false when it was already opened. */
    async markOpened(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set({ status: 'opened', opened_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'sent')
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
