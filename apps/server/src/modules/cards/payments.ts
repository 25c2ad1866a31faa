import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CardPaymentTarget } from '../billing/index.ts';
import { releasePaidCard } from './create.ts';
import { cardsRepo } from './repo.ts';

/**
 * The cards module's side of a card's payment (billing calls it in the transaction that marks
 * the payment paid): the card goes on its way, or waits for its sender's address, as a free card
 * does when it is made.
 */
export const cardPaymentTarget: CardPaymentTarget = {
  async release(db: Kysely<Database>, cardId: string, now: Date): Promise<boolean> {
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
  },
};
