import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/definition.ts';
import type { JobRequest } from '../../../platform/jobs/queue.ts';

const paymentPayload = z.object({ paymentId: z.string().min(1).max(64) });
type PaymentPayload = z.infer<typeof paymentPayload>;

/** The receipt of a confirmed card or pack payment, to the account (once per payment). */
export const cardPaymentReceiptJob = defineJob('plans.receipt-mail', paymentPayload);

/** "Your ₦800 was refunded", once the provider took the refund. */
export const cardRefundMailJob = defineJob('plans.refund-mail', paymentPayload);

/** One job per purpose and payment: enqueueing the same key again adds nothing. */
export const planJobKeys = {
  receipt: (paymentId: string) => `card-payment:${paymentId}:receipt`,
  refundMail: (paymentId: string) => `card-payment:${paymentId}:refund-mail`,
};

export const receiptRequest = (paymentId: string): JobRequest<PaymentPayload> => ({
  definition: cardPaymentReceiptJob,
  payload: { paymentId },
  key: planJobKeys.receipt(paymentId),
});

export const refundMailRequest = (paymentId: string): JobRequest<PaymentPayload> => ({
  definition: cardRefundMailJob,
  payload: { paymentId },
  key: planJobKeys.refundMail(paymentId),
});
