import { formatNaira } from '@greetly/domain';
import { refundInJob } from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';

/**
 * Refunds a whole payment the order could not take (applyCharge queued it). A payment already
 * refunded is left alone, so a repeat run refunds nothing twice. A passing provider failure is
 * thrown for the job to try again; one that cannot pass fails the job at once.
 */
export async function refundPayment(deps: OrderDeps, paymentId: string): Promise<string> {
  const payment = await deps.store.payments.findById(paymentId);
  if (!payment) return 'no such payment';
  if (payment.status !== 'paid') return `payment is ${payment.status}`;
  if (!deps.provider) throw new Error('no payment provider is configured to refund with');
  await refundInJob(deps.provider, { reference: payment.reference });
  const at = clockOf(deps).toISOString();
  await deps.store.transaction(async (store) => {
    if (
      !(await store.payments.move(payment.id, ['paid'], 'refunded', at, {
        refunded_kobo: payment.amount_kobo,
      }))
    ) {
      return;
    }
    const order = await store.orders.findById(payment.order_id);
    await store.orders.addHistory(
      {
        orderId: payment.order_id,
        from: order?.status ?? null,
        to: order?.status ?? 'cancelled',
        actor: 'system',
        note: `${formatNaira(payment.amount_kobo)} refunded (payment ${payment.reference}).`,
      },
      at,
    );
  });
  return 'refunded';
}
