import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kobo } from '@greetly/domain';
import type { Config } from '../../../platform/config.ts';
import { readPaystackWebhook, signPaystackBody } from './paystack.ts';
import {
  assertValidAmount,
  assertValidInitializeInput,
  isValidPaymentReference,
  PAYMENT_WEBHOOK_PATH,
  type PaymentProvider,
  PaymentProviderError,
} from './provider.ts';

/** Where the test checkout page lives; under /dev/ so `npm run dev`'s Vite proxies it too. */
export const TEST_CHECKOUT_PATH = '/dev/payments/test';

/** One test payment as the test provider keeps it (a JSON file per reference). */
export interface TestPayment {
  reference: string;
  amountKobo: Kobo;
  email: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  status: 'pending' | 'paid' | 'failed';
  /** ISO instant. */
  paidAt: string | null;
  refundedKobo: Kobo;
  /** The transaction id its webhook carries, as Paystack's `data.id`. */
  id: number;
}

/** A webhook ready to post: the exact bytes and the headers Paystack would send with them. */
export interface SignedWebhook {
  body: Buffer;
  headers: Record<string, string>;
}

export interface TestCheckoutOutcome {
  /** Where the buyer's browser goes next: the callback URL with `trxref` and `reference`. */
  returnUrl: string;
  /** A signed `charge.success` to post to `webhookPath`, when the payment is paid. */
  webhook: SignedWebhook | null;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Our own path the webhook is posted to. */
  readonly webhookPath: string;
  /** The payment the checkout page shows, or null for a reference it never initialized. */
  checkout(reference: string): Promise<TestPayment | null>;
  /**
   * Records the buyer's choice. Pay is final (pressed again, it yields the webhook again, as a
   * provider may deliver an event twice); Decline leaves the buyer free to pay after all, as on
   * Paystack's page, and does nothing to a paid payment. Null for an unknown reference.
   */
  complete(reference: string, choice: 'pay' | 'decline'): Promise<TestCheckoutOutcome | null>;
}

export interface TestPaymentProviderOptions {
  nodeEnv: Config['nodeEnv'];
  /** The app's address as the buyer's browser reaches it (PUBLIC_URL). */
  publicUrl: string;
  /** Where payments are kept, so a restart (`npm run dev` restarts on save) or a worker sees them. */
  dir: string;
  webhookPath?: string;
  now?: () => Date;
}

/** Where the buyer goes back to: the callback URL with `trxref` and `reference`, as from Paystack. */
export function testPaymentReturnUrl(payment: TestPayment): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('trxref', payment.reference);
  url.searchParams.set('reference', payment.reference);
  return url.toString();
}

/**
 * Development's payment provider, behind the same interface as Paystack: checkout is a page of
 * our own that says no money moves, and Pay posts a `charge.success` in Paystack's format signed
 * with a secret this process makes up. It refuses to exist in production.
 */
export function createTestPaymentProvider({
  nodeEnv,
  publicUrl,
  dir,
  webhookPath = PAYMENT_WEBHOOK_PATH,
  now = () => new Date(),
}: TestPaymentProviderOptions): TestPaymentProvider {
  if (nodeEnv === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error(
      'The test payment provider takes no money and never runs in production: set PAYSTACK_SECRET_KEY.',
    );
  }
  const webhookSecret = randomBytes(32).toString('hex');
  const origin = publicUrl.replace(/\/+$/, '');
  const fileOf = (reference: string) => join(dir, `${reference}.json`);

  async function load(reference: string): Promise<TestPayment | null> {
    if (!isValidPaymentReference(reference)) return null;
    try {
      return JSON.parse(await readFile(fileOf(reference), 'utf8')) as TestPayment;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Replaces the file whole (write, then rename), so a reader never sees half of it. */
  async function save(payment: TestPayment): Promise<void> {
    const temporary = `${fileOf(payment.reference)}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(payment));
    await rename(temporary, fileOf(payment.reference));
  }

  async function loadOrRefuse(reference: string): Promise<TestPayment> {
    const payment = await load(reference);
    if (!payment)
      throw new PaymentProviderError('rejected', 'Transaction reference not found', 400);
    return payment;
  }

  function chargeSuccess(payment: TestPayment): SignedWebhook {
    const body = Buffer.from(
      JSON.stringify({
        event: 'charge.success',
        data: {
          id: payment.id,
          domain: 'test',
          status: 'success',
          reference: payment.reference,
          amount: payment.amountKobo,
          currency: 'NGN',
          channel: 'card',
          paid_at: payment.paidAt,
          customer: { email: payment.email },
          metadata: payment.metadata,
        },
      }),
    );
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystackBody(body, webhookSecret),
      },
    };
  }

  return {
    name: 'test',
    webhookPath,

    async initialize(input) {
      assertValidInitializeInput(input);
      if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) {
        throw new PaymentProviderError('rejected', 'Invalid Email Address Passed', 400);
      }
      if (!URL.canParse(input.callbackUrl))
        throw new RangeError('callbackUrl must be an absolute URL.');
      const payment: TestPayment = {
        reference: input.reference,
        amountKobo: input.amountKobo,
        email: input.email,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata ?? {},
        status: 'pending',
        paidAt: null,
        refundedKobo: 0,
        id: randomInt(1, 2 ** 47),
      };
      await mkdir(dir, { recursive: true });
      try {
        // 'wx' creates the file only if it is new: a reused reference is refused, as Paystack does.
        await writeFile(fileOf(payment.reference), JSON.stringify(payment), { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        throw new PaymentProviderError('rejected', 'Duplicate Transaction Reference', 400);
      }
      return {
        redirectUrl: `${origin}${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`,
        reference: payment.reference,
      };
    },

    async verify(reference) {
      const payment = await loadOrRefuse(reference);
      return {
        status: payment.status,
        amountKobo: payment.amountKobo,
        currency: 'NGN',
        paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
        reference: payment.reference,
      };
    },

    async refund({ reference, amountKobo }) {
      const payment = await loadOrRefuse(reference);
      if (payment.status !== 'paid') {
        throw new PaymentProviderError('rejected', 'Transaction has not been paid', 400);
      }
      if (amountKobo !== undefined) assertValidAmount(amountKobo);
      const remaining = payment.amountKobo - payment.refundedKobo;
      if (remaining === 0) {
        throw new PaymentProviderError('rejected', 'Transaction has been fully reversed', 400);
      }
      const amount = amountKobo ?? remaining;
      if (amount > remaining) {
        throw new PaymentProviderError(
          'rejected',
          'Refund amount cannot be more than the unrefunded transaction amount',
          400,
        );
      }
      await save({ ...payment, refundedKobo: payment.refundedKobo + amount });
      return { status: 'processed' };
    },

    parseWebhook(rawBody, headers) {
      return readPaystackWebhook(rawBody, headers, webhookSecret);
    },

    checkout: load,

    async complete(reference, choice) {
      const payment = await load(reference);
      if (!payment) return null;
      if (choice === 'decline') {
        if (payment.status === 'pending') await save({ ...payment, status: 'failed' });
        return { returnUrl: testPaymentReturnUrl(payment), webhook: null };
      }
      const paid: TestPayment =
        payment.status === 'paid'
          ? payment
          : { ...payment, status: 'paid', paidAt: now().toISOString() };
      if (paid !== payment) await save(paid);
      return { returnUrl: testPaymentReturnUrl(paid), webhook: chargeSuccess(paid) };
    },
  };
}
