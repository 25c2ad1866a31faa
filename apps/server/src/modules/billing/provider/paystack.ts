import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { PAYSTACK_DEFAULT_BASE_URL } from '../../../platform/config.ts';
import {
  assertValidAmount,
  assertValidInitializeInput,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentWebhookEvent,
  type VerifiedPayment,
} from './provider.ts';

const DEFAULT_TIMEOUT_MS = 10_000;

export interface PaystackOptions {
  /** sk_test_… or sk_live_…: authenticates our calls and signs Paystack's webhooks. */
  secretKey: string;
  baseUrl?: string;
  /** How long one call may take, answer included, before it fails as retryable. */
  timeoutMs?: number;
}

export interface PaystackPaymentProvider extends PaymentProvider {
  readonly name: 'paystack';
}

const answerSchema = z.object({ status: z.boolean(), message: z.string().optional() });
const initializeDataSchema = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  reference: z.string().min(1),
});
const verifyDataSchema = z.object({
  status: z.string(),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  paid_at: z.string().nullish(),
});
const refundDataSchema = z.object({ status: z.string() });

/** Paystack's transaction states, as the order sees them: only 'success' is money received. */
function paymentStatusOf(paystackStatus: string): VerifiedPayment['status'] {
  if (paystackStatus === 'success') return 'paid';
  if (paystackStatus === 'failed' || paystackStatus === 'reversed') return 'failed';
  return 'pending';
}

/** A provider's reason, cut to one printable line so it cannot flood or forge a log line. */
function reasonOf(body: unknown): string {
  const parsed = answerSchema.safeParse(body);
  const message = parsed.success ? (parsed.data.message ?? '') : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const clean = message.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean ? `: ${clean.slice(0, 200)}` : '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The real adapter: Paystack's REST API over HTTPS with our secret key. */
export function createPaystackProvider({
  secretKey,
  baseUrl = PAYSTACK_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: PaystackOptions): PaystackPaymentProvider {
  const base = baseUrl.replace(/\/+$/, '');

  /** One call; answers with `data` read by `schema`, or throws a PaymentProviderError. */
  async function call<T>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect would carry our key to wherever it points.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new PaymentProviderError(
          'timeout',
          `Paystack did not answer ${what} within ${timeoutMs} ms`,
          undefined,
          { cause: error },
        );
      }
      throw new PaymentProviderError(
        'network',
        `Paystack could not be reached (${what})`,
        undefined,
        {
          cause: error,
        },
      );
    }
    const json = parseJson(text);
    const status = response.status;
    if (status === 401 || status === 403) {
      throw new PaymentProviderError(
        'unauthorized',
        `Paystack refused our secret key (${what}, HTTP ${status})${reasonOf(json)}`,
        status,
      );
    }
    if (status === 429 || status >= 500) {
      throw new PaymentProviderError(
        'unavailable',
        `Paystack is unavailable (${what}, HTTP ${status})`,
        status,
      );
    }
    const answer = answerSchema.safeParse(json);
    if (!response.ok || (answer.success && !answer.data.status)) {
      throw new PaymentProviderError(
        'rejected',
        `Paystack refused ${what} (HTTP ${status})${reasonOf(json)}`,
        status,
      );
    }
    const data = z.object({ data: schema }).safeParse(json);
    if (!answer.success || !data.success) {
      throw new PaymentProviderError(
        'bad_response',
        `Paystack's answer to ${what} could not be read (HTTP ${status})`,
        status,
      );
    }
    return data.data.data;
  }

  return {
    name: 'paystack',

    async initialize(input) {
      assertValidInitializeInput(input);
      const data = await call(
        'initialize',
        'POST',
        '/transaction/initialize',
        initializeDataSchema,
        {
          email: input.email,
          amount: input.amountKobo,
          reference: input.reference,
          callback_url: input.callbackUrl,
          currency: 'NGN',
          metadata: input.metadata ?? {},
        },
      );
      return { redirectUrl: data.authorization_url, reference: data.reference };
    },

    async verify(reference) {
      const data = await call(
        'verify',
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
        verifyDataSchema,
      );
      const paidAt = data.paid_at ? new Date(data.paid_at) : null;
      return {
        status: paymentStatusOf(data.status),
        amountKobo: data.amount,
        currency: data.currency,
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
        reference: data.reference,
      };
    },

    async refund({ reference, amountKobo }) {
      if (amountKobo !== undefined) assertValidAmount(amountKobo);
      const data = await call('refund', 'POST', '/refund', refundDataSchema, {
        transaction: reference,
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
      });
      if (data.status === 'failed') {
        throw new PaymentProviderError('rejected', 'Paystack could not process the refund');
      }
      return { status: data.status === 'processed' ? 'processed' : 'pending' };
    },

    parseWebhook(rawBody, headers) {
      return readPaystackWebhook(rawBody, headers, secretKey);
    },
  };
}

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body under the secret key. */
export function signPaystackBody(rawBody: Buffer, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;
const eventSchema = z.object({
  event: z.string().min(1),
  data: z.object({ reference: z.string().min(1).optional() }).loose(),
});
const chargeSuccessDataSchema = z.object({
  reference: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().min(1),
});

/**
 * Reads a Paystack-format webhook signed with `secret`: the signature is compared in constant
 * time over equal-length bytes; anything unsigned, mis-signed or unreadable is null, never thrown.
 */
export function readPaystackWebhook(
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  secret: string,
): PaymentWebhookEvent | null {
  const signature = headers['x-paystack-signature'];
  // A parsed body here (not the bytes received) is a wiring mistake, and cannot be verified.
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || !HEX_SHA512.test(signature)) {
    return null;
  }
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const envelope = eventSchema.safeParse(parseJson(rawBody.toString('utf8')));
  if (!envelope.success) return null;
  const { event, data } = envelope.data;
  if (event !== 'charge.success') {
    return { event: 'other', name: event, reference: data.reference ?? null };
  }
  const charge = chargeSuccessDataSchema.safeParse(data);
  if (!charge.success) return null;
  return {
    event: 'charge.success',
    reference: charge.data.reference,
    amountKobo: charge.data.amount,
    currency: charge.data.currency,
  };
}
