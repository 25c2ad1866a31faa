import { FREE_CARD_WINDOW_MS } from '@greetly/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CardPaymentStatus, CardPaymentTable, Database } from '../../../platform/db/schema.ts';
import { lockAccount } from '../../accounts/index.ts';
import { creditRepo } from '../credits-repo.ts';

export type CardPaymentRow = Selectable<CardPaymentTable>;

/** A payment in the account's list, with the card's recipient when it paid for a card. */
export type CardPaymentListRow = CardPaymentRow & { recipient_name: string | null };

/** Plans' SQL (decision 0034); pass a transaction to make a call part of one. */
export function plansRepo(db: Kysely<Database>) {
  return {
    credits: creditRepo(db),

    /**
     * Locks the account's row until the transaction ends (a write that changes nothing; SQLite has
     * one writer anyway), so two cards priced at once cannot both take the week's free card.
     */
    async lockAccount(userId: string): Promise<void> {
      await lockAccount(db, userId);
    },

    /**
     * When the account's cards that count as a week's free card were made: priced 'weekly', not
     * cancelled, made within the rolling 7 days before `now` (one card left out: an edited one).
     */
    async weeklyFreeCardsAt(userId: string, now: Date, exceptCardId?: string): Promise<Date[]> {
      let query = db
        .selectFrom('cards')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('price_kind', '=', 'weekly')
        .where('status', '<>', 'cancelled')
        .where('created_at', '>', new Date(now.getTime() - FREE_CARD_WINDOW_MS).toISOString());
      if (exceptCardId) query = query.where('id', '<>', exceptCardId);
      const rows = await query.execute();
      return rows.map((row) => new Date(row.created_at));
    },

    async insertPayment(row: Insertable<CardPaymentTable>): Promise<void> {
      await db.insertInto('card_payments').values(row).execute();
    },

    findPaymentByReference(reference: string): Promise<CardPaymentRow | undefined> {
      return db
        .selectFrom('card_payments')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    findPayment(id: string): Promise<CardPaymentRow | undefined> {
      return db.selectFrom('card_payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The card's paid payment (the one to refund when it is cancelled), if any. */
    paidPaymentOfCard(cardId: string): Promise<CardPaymentRow | undefined> {
      return db
        .selectFrom('card_payments')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('status', '=', 'paid')
        .orderBy('paid_at', 'desc')
        .executeTakeFirst();
    },

    /**
     * Moves a payment to `to` only while it is in one of `from`: of several callers applying the
     * same charge, exactly one sees true.
     */
    async movePayment(
      id: string,
      from: readonly CardPaymentStatus[],
      to: CardPaymentStatus,
      now: string,
      extra: Partial<Pick<CardPaymentRow, 'paid_at' | 'refunded_kobo'>> = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('card_payments')
        .set({ status: to, updated_at: now, ...extra })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks a card's started attempts abandoned (a new attempt, or the card cancelled). */
    async abandonStartedOfCard(cardId: string, now: string): Promise<void> {
      await db
        .updateTable('card_payments')
        .set({ status: 'abandoned', updated_at: now })
        .where('card_id', '=', cardId)
        .where('status', '=', 'initialized')
        .execute();
    },

    /** The account's card and pack payments, newest first. */
    paymentsOf(userId: string, limit = 100): Promise<CardPaymentListRow[]> {
      return db
        .selectFrom('card_payments')
        .leftJoin('cards', 'cards.id', 'card_payments.card_id')
        .selectAll('card_payments')
        .select('cards.recipient_name')
        .where('card_payments.user_id', '=', userId)
        .orderBy('card_payments.created_at', 'desc')
        .orderBy('card_payments.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type PlansRepo = ReturnType<typeof plansRepo>;
