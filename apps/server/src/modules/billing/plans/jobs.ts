import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../../platform/jobs/definition.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { cardPaymentReceiptJob, cardRefundMailJob } from './job-types.ts';
import { receiptMail, refundMail } from './mails.ts';

export interface PlanJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** The payment with its account's address and its card's recipient. */
async function paymentWithOwner(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.payer_id')
    .leftJoin('cards', (join) =>
      join.onRef('cards.id', '=', 'payments.target_id').on('payments.purpose', '=', 'card'),
    )
    .selectAll('payments')
    .select(['users.email as owner_email', 'cards.recipient_name'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}

/** Plans' jobs: the receipts of card and pack payments, and their refunds' mails. */
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
