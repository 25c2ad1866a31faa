import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Events } from '../../../platform/events.ts';
import { handleJob, type JobHandler } from '../../../platform/jobs/definition.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import { refundMailRequest } from '../plans/job-types.ts';
import type { PaymentProvider } from '../provider/provider.ts';
import { refundInJob } from '../provider/refund-in-job.ts';
import { paymentRefunded } from './events.ts';
import { refundPaymentJob } from './job-types.ts';
import { ledgerRepo, type PaymentRow } from './repo.ts';
import { aboutPayment } from './service.ts';

export interface LedgerJobDeps {
  db: Kysely<Database>;
  events: Events;
  /** Null or absent: no provider configured (a refund then fails, to be seen and done by hand). */
  paymentProvider?: PaymentProvider | null;
  now?: () => Date;
}

/**
 * Refunds a whole payment. Only a 'paid' payment is refunded, and marking it 'refunded' is
 * conditional, so a repeat run refunds nothing twice. A passing provider failure is thrown for
 * the job to try again; one that cannot pass fails the job at once. The payer of a card or a
 * pack is told by mail; an order's history notes it (`payment.refunded`).
 */
async function refundWholePayment(deps: LedgerJobDeps, payment: PaymentRow): Promise<string> {
  if (payment.status !== 'paid') return `payment is ${payment.status}`;
  if (!deps.paymentProvider) throw new Error('no payment provider is configured to refund with');
  await refundInJob(deps.paymentProvider, { reference: payment.reference });
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction().execute(async (trx) => {
    const isRefunded = await ledgerRepo(trx).move(
      payment.id,
      ['paid'],
      'refunded',
      now.toISOString(),
      { refunded_kobo: payment.amount_kobo },
    );
    if (!isRefunded) return;
    await deps.events.emit(
      trx,
      { event: paymentRefunded, payload: aboutPayment(payment), key: payment.id },
      now,
    );
    if (payment.purpose !== 'order') await enqueue(trx, refundMailRequest(payment.id), now);
  });
  return 'refunded';
}

/** The ledger's jobs: whole refunds. */
export function ledgerJobHandlers(deps: LedgerJobDeps): JobHandler[] {
  return [
    handleJob({
      definition: refundPaymentJob,
      async run({ payload }) {
        const payment = await ledgerRepo(deps.db).findById(payload.paymentId);
        if (!payment) return { status: 'skipped' as const, reason: 'no such payment' };
        return { status: 'done' as const, result: await refundWholePayment(deps, payment) };
      },
    }),
  ] as JobHandler[];
}
