import { PermanentJobError } from '../../../platform/jobs/definition.ts';
import { type PaymentProvider, PaymentProviderError, type RefundInput } from './provider.ts';

/**
 * Asks the provider for a refund from inside a job: a failure that may pass (unreachable, timeout,
 * 5xx, 429) is thrown as it is, for the queue to try again; one that cannot pass fails the job at
 * once. Every refund job (a late order payment, a shop's cancelled part, a cancelled paid card)
 * goes through here.
 */
export async function refundInJob(provider: PaymentProvider, input: RefundInput): Promise<void> {
  try {
    await provider.refund(input);
  } catch (error) {
    if (error instanceof PaymentProviderError && !error.retryable) {
      throw new PermanentJobError(error.message);
    }
    throw error;
  }
}
