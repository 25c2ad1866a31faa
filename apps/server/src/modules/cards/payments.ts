import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { subscribe } from '../../platform/events.ts';
import { paymentSucceeded, requestRefund } from '../billing/index.ts';
import { releasePaidCard } from './create.ts';
import { cardsRepo } from './repo.ts';

/**
 * The card goes on its way, or waits for its sender's address, as a free card does when it is
 * made. False when the card no longer waits for a payment (cancelled, or paid by another attempt).
 */
async function releaseCard(db: Kysely<Database>, cardId: string, now: Date): Promise<boolean> {
  const cards = cardsRepo(db);
  const card = await cards.findCard(cardId);
  if (!card) return false;
  const sender = await db
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', card.user_id)
    .executeTakeFirst();
  if (!sender) return false;
  return releasePaidCard(cards, card, sender.email_verified_at !== null, now);
}

/** What the cards module does when the payments ledger says a card's payment succeeded. */
export const cardPaymentSubscriptions = [
  // In the ledger's transaction: the card is released, or the money goes back.
  subscribe({
    event: paymentSucceeded,
    subscriber: 'cards.release-paid',
    mode: 'transaction',
    async handle({ db, now }, payment) {
      if (payment.purpose !== 'card') return;
      if (payment.targetId && (await releaseCard(db, payment.targetId, now))) return;
      const reason = 'the card no longer waited for this payment';
      await requestRefund(db, { paymentId: payment.paymentId, reason }, now);
    },
  }),
];
