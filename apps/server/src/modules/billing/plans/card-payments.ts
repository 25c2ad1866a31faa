import { CREDIT_PACK } from '@greetly/domain';
import { AppError } from '../../../platform/http/errors.ts';
import { type Actor, authorize } from '../../../platform/policies/policies.ts';
import { ledgerRepo } from '../ledger/repo.ts';
import {
  type LedgerDeps,
  providerFailure,
  providerOf,
  startPayment,
  verifyOnReturn,
} from '../ledger/service.ts';

/** What card and pack payments need: the ledger's needs and where the browser comes back. */
export interface PlansDeps extends LedgerDeps {
  publicUrl: string;
}

/** A card as its payment sees it. */
export interface PayableCard {
  id: string;
  user_id: string;
  status: string;
  price_kobo: number;
}

/** What createCard needs to start a new ₦800 card's payment (see cardPaymentStarter). */
export interface CardPaymentStarter {
  /** Starts the card's first payment; null when the provider could not be reached. */
  startFirst(
    card: PayableCard,
    account: { email: string },
  ): Promise<{ redirectUrl: string } | null>;
}

const notPayable = () =>
  new AppError('card_not_payable', 'This card is not waiting for a payment.');

/** A card's payment attempt: recorded only while the card still waits for one. */
async function startCardAttempt(deps: PlansDeps, card: PayableCard, account: { email: string }) {
  return startPayment(
    deps,
    {
      purpose: 'card',
      targetId: card.id,
      payerId: card.user_id,
      email: account.email,
      amountKobo: card.price_kobo,
      currency: 'NGN',
      referencePrefix: 'CP-',
      // The sender's card page, where the provider sends the browser back.
      callbackUrl: `${deps.publicUrl}/cards/${card.id}`,
      metadata: { purpose: 'card', cardId: card.id },
    },
    async (db) => {
      const current = await db
        .selectFrom('cards')
        .select('status')
        .where('id', '=', card.id)
        .executeTakeFirst();
      // Cancelled (or paid) while the provider answered: this attempt is not recorded.
      if (current?.status !== 'awaiting_payment') throw notPayable();
    },
  );
}

/** createCard's way to start a new card's payment; a provider failure leaves the card unpaid. */
export function cardPaymentStarter(deps: PlansDeps): CardPaymentStarter {
  return {
    async startFirst(card, account) {
      try {
        return await startCardAttempt(deps, card, account);
      } catch (error) {
        deps.log.warn({ err: error, card: card.id }, 'a card payment did not start');
        return null;
      }
    },
  };
}

/** A new attempt at paying one's own card waiting for payment; older attempts are abandoned. */
export async function payCard(
  deps: PlansDeps,
  card: PayableCard,
  account: { email: string },
): Promise<{ redirectUrl: string }> {
  if (card.status !== 'awaiting_payment') throw notPayable();
  providerOf(deps);
  const started = await startCardAttempt(deps, card, account).catch(
    providerFailure(deps.log, { card: card.id }, 'a payment did not start'),
  );
  return { redirectUrl: started.redirectUrl };
}

/** Starts paying for a pack of 5 credits ("5 card credits for the price of 4"). */
export async function buyPack(
  deps: PlansDeps,
  account: { id: string; email: string },
): Promise<{ redirectUrl: string }> {
  providerOf(deps);
  const started = await startPayment(deps, {
    purpose: 'pack',
    targetId: null,
    payerId: account.id,
    email: account.email,
    amountKobo: CREDIT_PACK.priceKobo,
    currency: 'NGN',
    credits: CREDIT_PACK.credits,
    referencePrefix: 'PK-',
    callbackUrl: `${deps.publicUrl}/dashboard`,
    metadata: { purpose: 'pack' },
  }).catch(providerFailure(deps.log, { account: account.id }, 'a payment did not start'));
  return { redirectUrl: started.redirectUrl };
}

/**
 * The browser came back from paying: asks the provider about the attempt (the account's own,
 * for this card or a pack, else 404) and applies what it says, once.
 */
export async function verifyPlanPayment(
  deps: PlansDeps,
  payer: Actor,
  /** The card the payment must be for; null: a pack. */
  cardId: string | null,
  reference: string,
): Promise<void> {
  const found = await ledgerRepo(deps.db).findByReference(reference);
  const isOfIt = cardId
    ? found?.purpose === 'card' && found.target_id === cardId
    : found?.purpose === 'pack';
  const payment = isOfIt ? found : undefined;
  authorize(payer, 'verify', 'payment', payment, {
    notFound: 'There is no payment with that reference.',
  });
  await verifyOnReturn(deps, payment);
}
