import { randomBytes } from 'node:crypto';
import { CREDIT_PACK } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { type Actor, authorize } from '../../../platform/policies/policies.ts';
import type { PaymentProvider } from '../provider/provider.ts';
import { receiptRequest, refundCardPaymentRequest } from './job-types.ts';
import { type CardPaymentRow, plansRepo } from './repo.ts';

/** A logger as plans use it (Fastify's and the worker's both fit). */
export interface PlansLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** What card and pack payments need: the database, the process's provider (null: none). */
export interface PlansDeps {
  db: Kysely<Database>;
  provider: PaymentProvider | null;
  publicUrl: string;
  log: PlansLog;
  /** What a card's payment pays for: the cards module's side of it (billing knows no card). */
  cardTarget: CardPaymentTarget;
  now?: () => Date;
}

/** A card as its payment sees it. */
export interface PayableCard {
  id: string;
  user_id: string;
  status: string;
  price_kobo: number;
}

/** The cards module's side of a card's payment, given to billing by the composition root. */
export interface CardPaymentTarget {
  /**
   * In the transaction that marks the payment paid: lets the card go (as a free card goes when it
   * is made). False when the card no longer waits for this payment (cancelled, or paid by another
   * attempt): the payment is then refunded.
   */
  release(db: Kysely<Database>, cardId: string, now: Date): Promise<boolean>;
}

export const plansClock = (deps: Pick<PlansDeps, 'now'>) => deps.now?.() ?? new Date();

/** What createCard needs to start a new ₦800 card's payment (see cardPaymentStarter). */
export interface CardPaymentStarter {
  /** Starts the card's first payment; null when the provider could not be reached. */
  startFirst(
    card: PayableCard,
    account: { email: string },
  ): Promise<{ redirectUrl: string } | null>;
}

const PAYMENTS_DOWN = 'We could not reach the payment service. Please try again in a moment.';
const CARD_PREFIX = 'CP-';
const PACK_PREFIX = 'PK-';

/** Whether a provider reference is a card's or a pack's payment (the webhook routes them here). */
export function isPlanPaymentReference(reference: string): boolean {
  return reference.startsWith(CARD_PREFIX) || reference.startsWith(PACK_PREFIX);
}

function providerOf(deps: PlansDeps): PaymentProvider {
  if (!deps.provider) {
    throw new AppError('payment_unavailable', 'Payments are not available right now.');
  }
  return deps.provider;
}

/** Starts a payment at the provider and records the attempt ('initialized'). */
async function startAttempt(
  deps: PlansDeps,
  attempt: {
    userId: string;
    email: string;
    purpose: 'card' | 'pack';
    cardId: string | null;
    credits: number | null;
    amountKobo: number;
    callbackUrl: string;
  },
): Promise<{ redirectUrl: string }> {
  const provider = providerOf(deps);
  const prefix = attempt.purpose === 'card' ? CARD_PREFIX : PACK_PREFIX;
  const started = await provider.initialize({
    reference: `${prefix}${randomBytes(6).toString('hex')}`,
    amountKobo: attempt.amountKobo,
    email: attempt.email,
    callbackUrl: attempt.callbackUrl,
    metadata: { purpose: attempt.purpose, ...(attempt.cardId ? { cardId: attempt.cardId } : {}) },
  });
  const at = plansClock(deps).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const repo = plansRepo(trx);
    if (attempt.cardId) {
      const card = await trx
        .selectFrom('cards')
        .select('status')
        .where('id', '=', attempt.cardId)
        .executeTakeFirst();
      // Cancelled (or paid) while the provider answered: this attempt is not recorded.
      if (card?.status !== 'awaiting_payment') throw notPayable();
      await repo.abandonStartedOfCard(attempt.cardId, at);
    }
    await repo.insertPayment({
      id: newId(),
      user_id: attempt.userId,
      purpose: attempt.purpose,
      card_id: attempt.cardId,
      credits: attempt.credits,
      provider: provider.name,
      reference: started.reference,
      amount_kobo: attempt.amountKobo,
      currency: 'NGN',
      status: 'initialized',
      redirect_url: started.redirectUrl,
      paid_at: null,
      created_at: at,
      updated_at: at,
    });
  });
  return { redirectUrl: started.redirectUrl };
}

const notPayable = () =>
  new AppError('card_not_payable', 'This card is not waiting for a payment.');

/** The sender's card page, where the provider sends the browser back (`?reference=` added). */
const cardPageUrl = (deps: PlansDeps, cardId: string) => `${deps.publicUrl}/cards/${cardId}`;

/** createCard's way to start a new card's payment; a provider failure leaves the card unpaid. */
export function cardPaymentStarter(deps: PlansDeps): CardPaymentStarter {
  return {
    async startFirst(card, account) {
      try {
        return await startAttempt(deps, {
          userId: card.user_id,
          email: account.email,
          purpose: 'card',
          cardId: card.id,
          credits: null,
          amountKobo: card.price_kobo,
          callbackUrl: cardPageUrl(deps, card.id),
        });
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
  return startAttempt(deps, {
    userId: card.user_id,
    email: account.email,
    purpose: 'card',
    cardId: card.id,
    credits: null,
    amountKobo: card.price_kobo,
    callbackUrl: cardPageUrl(deps, card.id),
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    deps.log.warn({ err: error, card: card.id }, 'a card payment did not start');
    throw new AppError('payment_unavailable', PAYMENTS_DOWN);
  });
}

/** Starts paying for a pack of 5 credits ("5 card credits for the price of 4"). */
export async function buyPack(
  deps: PlansDeps,
  account: { id: string; email: string },
): Promise<{ redirectUrl: string }> {
  providerOf(deps);
  return startAttempt(deps, {
    userId: account.id,
    email: account.email,
    purpose: 'pack',
    cardId: null,
    credits: CREDIT_PACK.credits,
    amountKobo: CREDIT_PACK.priceKobo,
    callbackUrl: `${deps.publicUrl}/dashboard`,
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    deps.log.warn({ err: error, account: account.id }, 'a pack payment did not start');
    throw new AppError('payment_unavailable', PAYMENTS_DOWN);
  });
}

/** A successful charge as the provider reported it (its verify answer or its webhook). */
export interface CardCharge {
  reference: string;
  amountKobo: number;
  currency: string;
  source: 'verify' | 'webhook';
}

export type CardChargeOutcome = 'applied' | 'duplicate' | 'unknown' | 'mismatch' | 'refunding';

/**
 * Applies a card's or a pack's successful charge exactly once, however often and however
 * concurrently it arrives: in one transaction the payment moves to paid only from an unpaid
 * state, so one caller wins. The winner lets the card go as a free card goes when it is made (or
 * grants the pack's credits) and queues the receipt. A charge whose amount or currency is not the
 * payment's is never applied; one for a card that no longer waits for it (cancelled, or paid by
 * another attempt) is refunded.
 */
export async function applyCardCharge(
  deps: PlansDeps,
  charge: CardCharge,
): Promise<CardChargeOutcome> {
  const now = plansClock(deps);
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const repo = plansRepo(trx);
    const payment = await repo.findPaymentByReference(charge.reference);
    if (!payment) {
      deps.log.warn({ reference: charge.reference }, 'a charge for no card payment of ours');
      return 'unknown';
    }
    if (charge.amountKobo !== payment.amount_kobo || charge.currency !== payment.currency) {
      deps.log.warn(
        { reference: charge.reference, amountKobo: charge.amountKobo, currency: charge.currency },
        'a card charge that does not match its payment was not applied',
      );
      return 'mismatch';
    }
    const isWon = await repo.movePayment(
      payment.id,
      ['initialized', 'failed', 'abandoned'],
      'paid',
      at,
      { paid_at: at },
    );
    if (!isWon) return 'duplicate';
    if (payment.purpose === 'pack') {
      await repo.credits.grant({
        userId: payment.user_id,
        amount: payment.credits ?? CREDIT_PACK.credits,
        reason: 'pack',
        key: `pack:${payment.reference}`,
        note: payment.reference,
        now,
      });
      await enqueue(trx, receiptRequest(payment.id), now);
      deps.log.info({ reference: charge.reference, source: charge.source }, 'pack paid');
      return 'applied';
    }
    if (payment.card_id && (await deps.cardTarget.release(trx, payment.card_id, now))) {
      await enqueue(trx, receiptRequest(payment.id), now);
      deps.log.info({ reference: charge.reference, source: charge.source }, 'card paid');
      return 'applied';
    }
    deps.log.warn({ reference: charge.reference }, 'a card payment arrived too late: refunding');
    await enqueue(trx, refundCardPaymentRequest(payment.id), now);
    return 'refunding';
  });
}

/** The provider says this attempt failed: it is marked failed (the card keeps waiting). */
async function markFailed(deps: PlansDeps, payment: CardPaymentRow): Promise<void> {
  await plansRepo(deps.db).movePayment(
    payment.id,
    ['initialized'],
    'failed',
    plansClock(deps).toISOString(),
  );
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
  const found = await plansRepo(deps.db).findPaymentByReference(reference);
  const payment =
    found && (cardId ? found.card_id === cardId : found.purpose === 'pack') ? found : undefined;
  authorize(payer, 'verify', 'cardPayment', payment, {
    notFound: 'There is no payment with that reference.',
  });
  if (payment.status === 'paid' || payment.status === 'refunded') return;
  const verified = await providerOf(deps)
    .verify(reference)
    .catch((error: unknown) => {
      deps.log.warn({ err: error, reference }, 'a card payment could not be verified');
      throw new AppError('payment_unavailable', PAYMENTS_DOWN);
    });
  if (verified.status === 'paid') {
    await applyCardCharge(deps, {
      reference,
      amountKobo: verified.amountKobo,
      currency: verified.currency,
      source: 'verify',
    });
  } else if (verified.status === 'failed') {
    await markFailed(deps, payment);
  }
}
