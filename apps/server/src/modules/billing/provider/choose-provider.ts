import { resolve } from 'node:path';
import type { Config } from '../../../platform/config.ts';
import { createPaystackProvider, type PaystackPaymentProvider } from './paystack.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider.ts';

export type ConfiguredPaymentProvider = PaystackPaymentProvider | TestPaymentProvider;

/**
 * The payment provider this configuration asks for: Paystack when PAYSTACK_SECRET_KEY is set,
 * otherwise the test provider outside production, otherwise none (checkout then says payments
 * are not configured). Make one per process and share it: the test provider signs its webhooks
 * with a secret of its own.
 */
export function choosePaymentProvider(
  config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'dataDir' | 'paystack'>,
): ConfiguredPaymentProvider | null {
  if (config.paystack.secretKey) {
    return createPaystackProvider({
      secretKey: config.paystack.secretKey,
      baseUrl: config.paystack.baseUrl,
    });
  }
  if (config.nodeEnv === 'production') return null;
  return createTestPaymentProvider({
    nodeEnv: config.nodeEnv,
    publicUrl: config.publicUrl,
    dir: resolve(config.dataDir, 'test-payments'),
  });
}
