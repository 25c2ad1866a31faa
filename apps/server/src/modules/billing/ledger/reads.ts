import type { Kysely } from 'kysely';
import type { Database, PaymentPurpose } from '../../../platform/db/schema.ts';
import { ledgerRepo, type PaymentRow } from './repo.ts';

// What other modules may know of the ledger: its rows, read; and one write of their own doing.

/** The payment with this provider reference, of any purpose. */
export function paymentByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<PaymentRow | undefined> {
  return ledgerRepo(db).findByReference(reference);
}

/** A target's payments, newest first. */
export function paymentsOfTarget(
  db: Kysely<Database>,
  purpose: PaymentPurpose,
  targetId: string,
): Promise<PaymentRow[]> {
  return ledgerRepo(db).ofTarget(purpose, targetId);
}

/** A target's payments that are paid (not refunded in full), first paid first. */
export function paidPaymentsOf(
  db: Kysely<Database>,
  purpose: PaymentPurpose,
  targetId: string,
): Promise<PaymentRow[]> {
  return ledgerRepo(db).paidOf(purpose, targetId);
}

/**
 * How much of a target is covered: what its paid payments brought in, less what was refunded of
 * them. Several payers may pay toward one target; it is paid once this reaches its price.
 */
export async function coveredKobo(
  db: Kysely<Database>,
  purpose: PaymentPurpose,
  targetId: string,
): Promise<number> {
  const paid = await ledgerRepo(db).paidOf(purpose, targetId);
  return paid.reduce((sum, payment) => sum + payment.amount_kobo - payment.refunded_kobo, 0);
}

/**
 * Records part of a payment refunded through the provider by its target's module (a shop's
 * cancelled part of an order), in the caller's transaction.
 */
export async function recordPartRefunded(
  db: Kysely<Database>,
  input: { paymentId: string; amountKobo: number; now: string },
): Promise<void> {
  await ledgerRepo(db).addRefunded(input.paymentId, input.amountKobo, input.now);
}
