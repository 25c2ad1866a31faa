import { FREE_CARD_WINDOW_MS } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { lockAccount } from '../../accounts/index.ts';
import { creditRepo } from '../credits-repo.ts';
import { ledgerRepo } from '../ledger/repo.ts';
import { requestRefund } from '../ledger/service.ts';

/** Plans' SQL (decision 0034); pass a transaction to make a call part of one. */
export function plansRepo(db: Kysely<Database>) {
  const ledger = ledgerRepo(db);
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

    /** Asks for the refund of the card's latest paid payment (it was cancelled), if any. */
    async refundPaymentOfCard(cardId: string, now: Date): Promise<void> {
      const payment = (await ledger.paidOf('card', cardId)).at(-1);
      if (!payment) return;
      await requestRefund(db, { paymentId: payment.id, reason: 'the card was cancelled' }, now);
    },

    /** Marks a card's started attempts abandoned (a new attempt, or the card cancelled). */
    abandonStartedOfCard(cardId: string, now: string): Promise<void> {
      return ledger.abandonStarted('card', cardId, now);
    },
  };
}

export type PlansRepo = ReturnType<typeof plansRepo>;
