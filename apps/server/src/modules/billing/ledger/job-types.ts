import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/definition.ts';
import type { JobRequest } from '../../../platform/jobs/queue.ts';

const paymentPayload = z.object({ paymentId: z.string().min(1).max(64) });
type PaymentPayload = z.infer<typeof paymentPayload>;

/**
 * Refunds a whole payment through the provider: its target can no longer take the money (an
 * order cancelled or paid already, a card cancelled or paid already), or a paid card was
 * cancelled. Retried on the provider's passing failures.
 */
export const refundPaymentJob = defineJob('payment.refund', paymentPayload);

/** One refund job per payment: enqueueing the same key again (a repeat, a race) adds nothing. */
export const refundPaymentRequest = (paymentId: string): JobRequest<PaymentPayload> => ({
  definition: refundPaymentJob,
  payload: { paymentId },
  key: `payment:${paymentId}:refund`,
});
