import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../../platform/jobs/definition.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../provider/provider.ts';
import { refundInJob } from '../provider/refund-in-job.ts';
import {
  cardPaymentReceiptJob,
  cardRefundMailJob,
  refundCardPaymentJob,
  refundMailRequest,
} from './job-types.ts';
import { receiptMail, refundMail } from './mails.ts';
import { type CardPaymentRow, plansRepo } from './repo.ts';

export interface PlanJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Null or absent: no provider configured (a refund then fails, to be seen and done by hand). */
  paymentProvider?: PaymentProvider | null;
  now?: () => Date;
}

/** The payment with its account's address and its card's recipient. */
async function paymentWithOwner(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('card_payments')
    .innerJoin('users', 'users.id', 'card_payments.user_id')
    .leftJoin('cards', 'cards.id', 'card_payments.card_id')
    .selectAll('card_payments')
    .select(['users.email as owner_email', 'cards.recipient_name'])
    .where('card_payments.id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Refunds a whole card payment (its card cancelled, or paid too late). Only a 'paid' payment is
 * refunded, and marking it 'refunded' is conditional, so a repeat run refunds nothing twice. A
 * passing provider failure is thrown for the job to try again; one that cannot pass fails it.
 */
async function refundCardPayment(deps: PlanJobDeps, payment: CardPaymentRow): Promise<string> {
  if (payment.status !== 'paid') return `payment is ${payment.status}`;
  if (!deps.paymentProvider) throw new Error('no payment provider is configured to refund with');
  await refundInJob(deps.paymentProvider, { reference: payment.reference });
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction().execute(async (trx) => {
    const isRefunded = await plansRepo(trx).movePayment(
      payment.id,
      ['paid'],
      'refunded',
      now.toISOString(),
      { refunded_kobo: payment.amount_kobo },
    );
    if (isRefunded) await enqueue(trx, refundMailRequest(payment.id), now);
  });
  return 'refunded';
}

/** Plans' jobs: receipts, refunds of cancelled paid cards and their mails. */
export function planJobHandlers(deps: PlanJobDeps): JobHandler[] {
  const done = (result: string) => ({ status: 'done' as const, result });
  const skipped = (reason: string) => ({ status: 'skipped' as const, reason });
  return [
    handleJob({
      definition: cardPaymentReceiptJob,
      async run({ payload }) {
        const payment = await paymentWithOwner(deps.db, payload.paymentId);
        if (!payment || payment.paid_at === null) return skipped('the payment is not paid');
        const mail = await receiptMail(
          payment,
          payment.owner_email,
          payment.recipient_name,
          deps.publicUrl,
        );
        return done((await deps.mailer.send(mail)).messageId);
      },
    }),
    handleJob({
      definition: refundCardPaymentJob,
      async run({ payload }) {
        const payment = await plansRepo(deps.db).findPayment(payload.paymentId);
        if (!payment) return skipped('no such payment');
        return done(await refundCardPayment(deps, payment));
      },
    }),
    handleJob({
      definition: cardRefundMailJob,
      async run({ payload }) {
        const payment = await paymentWithOwner(deps.db, payload.paymentId);
        if (payment?.status !== 'refunded') return skipped('the payment is not refunded');
        const mail = await refundMail(
          payment,
          payment.owner_email,
          payment.recipient_name,
          deps.publicUrl,
        );
        return done((await deps.mailer.send(mail)).messageId);
      },
    }),
  ] as JobHandler[];
}
