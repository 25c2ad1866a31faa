import { randomBytes } from 'node:crypto';
import { CREDIT_PACK } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database, PaymentPurpose } from '../../../platform/db/schema.ts';
import type { Events } from '../../../platform/events.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { creditRepo } from '../credits-repo.ts';
import { receiptRequest } from '../plans/job-types.ts';
import type { PaymentProvider } from '../provider/provider.ts';
import { type PaymentEvent, paymentFailed, paymentRefused, paymentSucceeded } from './events.ts';
import { refundPaymentRequest } from './job-types.ts';
import { ledgerRepo, type PaymentRow } from './repo.ts';

/** A logger as the ledger uses it (Fastify's and the worker's both fit). */
export interface LedgerLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** What the ledger needs: the database, the process's provider (null: none), the event bus. */
export interface LedgerDeps {
  db: Kysely<Database>;
  provider: PaymentProvider | null;
  events: Events;
  log: LedgerLog;
  now?: () => Date;
}

export const ledgerClock = (deps: Pick<LedgerDeps, 'now'>) => deps.now?.() ?? new Date();

const PAYMENTS_DOWN = 'We could not reach the payment service. Please try again in a moment.';

export function providerOf(deps: Pick<LedgerDeps, 'provider'>): PaymentProvider {
  if (!deps.provider) {
    throw new AppError('payment_unavailable', 'Payments are not available right now.');
  }
  return deps.provider;
}

/** One attempt at paying toward a target. */
export interface PaymentAttempt {
  purpose: PaymentPurpose;
  /** The order or the card paid toward; null for a pack. */
  targetId: string | null;
  payerId: string;
  email: string;
  amountKobo: number;
  currency: string;
  /** The credits a pack gives. */
  credits?: number | null;
  /** The reference's readable start (`GR-000123-`, `CP-`, `PK-`); random hex follows. */
  referencePrefix: string;
  /** Where the provider sends the browser back (`?reference=` added). */
  callbackUrl: string;
  metadata: Record<string, string>;
}

/**
 * Starts an attempt at the provider (its failure is thrown as it is), then records it: in one
 * transaction, the target's own check and change (`within`: it may throw, and then nothing is
 * recorded), the payer's earlier started attempts toward the target marked abandoned (other
 * payers' go on), and the new attempt.
 */
export async function startPayment(
  deps: LedgerDeps,
  attempt: PaymentAttempt,
  within?: (db: Kysely<Database>, at: string) => Promise<void>,
): Promise<{ reference: string; redirectUrl: string }> {
  const provider = providerOf(deps);
  const started = await provider.initialize({
    reference: `${attempt.referencePrefix}${randomBytes(6).toString('hex')}`,
    amountKobo: attempt.amountKobo,
    email: attempt.email,
    callbackUrl: attempt.callbackUrl,
    metadata: attempt.metadata,
  });
  const at = ledgerClock(deps).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await within?.(trx, at);
    const ledger = ledgerRepo(trx);
    if (attempt.targetId) {
      await ledger.abandonStarted(attempt.purpose, attempt.targetId, at, attempt.payerId);
    }
    await ledger.insert({
      id: newId(),
      purpose: attempt.purpose,
      target_id: attempt.targetId,
      payer_id: attempt.payerId,
      credits: attempt.credits ?? null,
      provider: provider.name,
      reference: started.reference,
      amount_kobo: attempt.amountKobo,
      currency: attempt.currency,
      status: 'initialized',
      redirect_url: started.redirectUrl,
      paid_at: null,
      refund_reason: null,
      created_at: at,
      updated_at: at,
    });
  });
  return { reference: started.reference, redirectUrl: started.redirectUrl };
}

/** A successful charge as the provider reported it (its verify answer or its webhook). */
export interface Charge {
  reference: string;
  amountKobo: number;
  currency: string;
  source: 'verify' | 'webhook' | 'release';
  /** The provider event's key: a repeat of the same event changes nothing. */
  eventKey?: string;
}

export type ChargeOutcome = 'applied' | 'duplicate' | 'unknown' | 'mismatch' | 'refunding';

export const aboutPayment = (payment: PaymentRow): PaymentEvent => ({
  paymentId: payment.id,
  purpose: payment.purpose,
  targetId: payment.target_id,
  reference: payment.reference,
  amountKobo: payment.amount_kobo,
});

/**
 * Applies a successful charge exactly once, however often and however concurrently it arrives:
 * in one transaction the payment moves to paid only from an unpaid state, so one caller wins and
 * says so (`payment.succeeded`): the target's module moves its target on in the same
 * transaction, or asks for the money back when the target can no longer take it. A charge whose
 * amount or currency is not the payment's is never applied (`payment.refused`).
 */
export async function applyCharge(deps: LedgerDeps, charge: Charge): Promise<ChargeOutcome> {
  const now = ledgerClock(deps);
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const ledger = ledgerRepo(trx);
    const payment = await ledger.findByReference(charge.reference);
    if (!payment) {
      deps.log.warn({ reference: charge.reference }, 'a charge for no payment of ours');
      return 'unknown';
    }
    if (charge.amountKobo !== payment.amount_kobo || charge.currency !== payment.currency) {
      deps.log.warn(
        { reference: charge.reference, amountKobo: charge.amountKobo, currency: charge.currency },
        'a charge that does not match its payment was not applied',
      );
      const payload = {
        ...aboutPayment(payment),
        reportedKobo: charge.amountKobo,
        reportedCurrency: charge.currency.slice(0, 8),
      };
      await deps.events.emit(
        trx,
        { event: paymentRefused, payload, key: `${payment.id}:${at}` },
        now,
      );
      // Its event is not recorded: the right charge for this reference may still come.
      return 'mismatch';
    }
    // The event is recorded only for a charge applied or a true repeat (the same key again).
    const isFreshEvent =
      !charge.eventKey ||
      (await ledger.recordEvent(charge.eventKey, charge.reference, 'charge.success', at));
    const unpaid = ['initialized', 'failed', 'abandoned'] as const;
    if (!isFreshEvent || !(await ledger.move(payment.id, unpaid, 'paid', at, { paid_at: at }))) {
      return 'duplicate';
    }
    if (payment.purpose === 'pack') {
      await creditRepo(trx).grant({
        userId: payment.payer_id,
        amount: payment.credits ?? CREDIT_PACK.credits,
        reason: 'pack',
        key: `pack:${payment.reference}`,
        note: payment.reference,
        now,
      });
    }
    await deps.events.emit(
      trx,
      { event: paymentSucceeded, payload: aboutPayment(payment), key: payment.id },
      now,
    );
    const after = await ledger.findById(payment.id);
    if (after?.refund_reason) {
      deps.log.warn({ reference: charge.reference, reason: after.refund_reason }, 'refunding');
      return 'refunding';
    }
    // An order's buyer gets the order's confirmation instead (the orders module's mail).
    if (payment.purpose !== 'order') await enqueue(trx, receiptRequest(payment.id), now);
    deps.log.info({ reference: charge.reference, source: charge.source }, 'payment applied');
    return 'applied';
  });
}

/**
 * Asks for a whole payment's refund through the provider (a job, once per payment), in the
 * caller's transaction: its target can no longer take the money, or was cancelled.
 */
export async function requestRefund(
  db: Kysely<Database>,
  input: { paymentId: string; reason: string },
  now: Date,
): Promise<void> {
  await ledgerRepo(db).markRefundAsked(input.paymentId, input.reason, now.toISOString());
  await enqueue(db, refundPaymentRequest(input.paymentId), now);
}

/** The provider says an attempt failed: it is marked failed, once, and the target is told. */
export async function markPaymentFailed(deps: LedgerDeps, reference: string): Promise<void> {
  const now = ledgerClock(deps);
  await deps.db.transaction().execute(async (trx) => {
    const ledger = ledgerRepo(trx);
    const payment = await ledger.findByReference(reference);
    if (!payment || !(await ledger.move(payment.id, ['initialized'], 'failed', now.toISOString())))
      return;
    await deps.events.emit(
      trx,
      { event: paymentFailed, payload: aboutPayment(payment), key: payment.id },
      now,
    );
  });
}

/**
 * Asks the provider about one attempt and applies what it says: a success once (applyCharge), a
 * failure when `onFailed` is 'record'. A paid or refunded payment is not asked about again. The
 * provider's failure is thrown as it is.
 */
export async function verifyPayment(
  deps: LedgerDeps,
  payment: PaymentRow,
  source: Charge['source'],
  onFailed: 'record' | 'ignore' = 'record',
): Promise<ChargeOutcome | 'pending' | 'failed' | 'settled'> {
  if (payment.status === 'paid' || payment.status === 'refunded') return 'settled';
  const verified = await providerOf(deps).verify(payment.reference);
  if (verified.status === 'paid') {
    return applyCharge(deps, {
      reference: payment.reference,
      amountKobo: verified.amountKobo,
      currency: verified.currency,
      source,
    });
  }
  if (verified.status === 'failed' && onFailed === 'record') {
    await markPaymentFailed(deps, payment.reference);
  }
  return verified.status;
}

/**
 * What a person sees when the provider cannot be reached: an AppError passes as it is; any other
 * failure is logged (with `context`) and answers 503 payment_unavailable.
 */
export function providerFailure(log: LedgerLog, context: object, message: string) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    log.warn({ err: error, ...context }, message);
    throw new AppError('payment_unavailable', PAYMENTS_DOWN);
  };
}

/** verifyPayment for the buyer's browser back from paying: a provider failure is a 503. */
export async function verifyOnReturn(deps: LedgerDeps, payment: PaymentRow): Promise<void> {
  await verifyPayment(deps, payment, 'verify').catch(
    providerFailure(deps.log, { reference: payment.reference }, 'a payment could not be verified'),
  );
}
