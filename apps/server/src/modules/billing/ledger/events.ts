import { z } from 'zod';
import { defineEvent } from '../../../platform/events.ts';

const id = z.string().min(1).max(64);
const purpose = z.enum(['order', 'card', 'pack']);

/** What the ledger's events say about a payment: which, what for, toward which target. */
const aboutPayment = z.object({
  paymentId: id,
  purpose,
  /** The order's or the card's id; null for a pack. */
  targetId: id.nullable(),
  reference: z.string().min(1).max(100),
  amountKobo: z.number().int().positive(),
});

/**
 * A payment toward a target succeeded and was applied, once. Emitted in the transaction that
 * marks it paid: the target's module moves its target on (an order to paid, a card on its way),
 * or, when the target can no longer take the money, asks for a refund (requestRefund).
 */
export const paymentSucceeded = defineEvent('payment.succeeded', aboutPayment);

/** The provider reported a charge whose amount or currency is not the payment's: not applied. */
export const paymentRefused = defineEvent(
  'payment.refused',
  aboutPayment.extend({ reportedKobo: z.number().int(), reportedCurrency: z.string().max(8) }),
);

/** The provider says an attempt failed (the target waits for another). */
export const paymentFailed = defineEvent('payment.failed', aboutPayment);

/** A whole payment went back to its payer through the provider. */
export const paymentRefunded = defineEvent('payment.refunded', aboutPayment);

export type PaymentEvent = z.infer<typeof aboutPayment>;
