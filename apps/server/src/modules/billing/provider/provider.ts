import type { IncomingHttpHeaders } from 'node:http';
import type { Kobo } from '@greetly/domain';

/**
 * Where a payment provider posts its events (Paystack's dashboard is given
 * `<PUBLIC_URL>/api/payments/webhook`; the test provider posts here too).
 */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export interface InitializePaymentInput {
  /** Our unique reference for this attempt (letters, digits, '-', '.', '='; at most 100). */
  reference: string;
  amountKobo: Kobo;
  email: string;
  /** Where the buyer's browser comes back to; `?trxref=<ref>&reference=<ref>` is added. */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedPayment {
  /** Send the buyer's browser here to pay. */
  redirectUrl: string;
  reference: string;
}

export interface VerifiedPayment {
  /** 'pending' covers every state that may still become paid (abandoned, ongoing, queued). */
  status: 'paid' | 'failed' | 'pending';
  amountKobo: Kobo;
  currency: string;
  paidAt: Date | null;
  reference: string;
}

export interface RefundInput {
  reference: string;
  /** Omitted: the whole amount. */
  amountKobo?: Kobo;
}

export interface RefundResult {
  status: 'pending' | 'processed';
}

/** An authentic provider event; only `charge.success` moves an order. */
export type PaymentWebhookEvent =
  | { event: 'charge.success'; reference: string; amountKobo: Kobo; currency: string }
  | { event: 'other'; name: string; reference: string | null };

/** The one interface checkout talks to: Paystack in earnest, the test provider in development. */
export interface PaymentProvider {
  readonly name: string;
  initialize(input: InitializePaymentInput): Promise<InitializedPayment>;
  verify(reference: string): Promise<VerifiedPayment>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Checks the signature over the exact bytes received and reads the event. Null when the
   * signature is missing or wrong, or the signed body is not an event we can read; never throws.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentWebhookEvent | null;
}

/**
 * What went wrong talking to the provider: 'network' (unreachable), 'timeout', 'unavailable'
 * (it answered 5xx or 429) may pass if tried again later; 'unauthorized' (our key was refused),
 * 'rejected' (it refused this request) and 'bad_response' (an answer we cannot read) will not.
 */
export type PaymentProviderErrorKind =
  | 'network'
  | 'timeout'
  | 'unavailable'
  | 'unauthorized'
  | 'rejected'
  | 'bad_response';

const RETRYABLE_KINDS: ReadonlySet<PaymentProviderErrorKind> = new Set([
  'network',
  'timeout',
  'unavailable',
]);

/**
 * A provider call that failed. Its message is safe to log: it never holds the secret key or a
 * response body, only our words and, at most, the provider's one-line reason.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly retryable: boolean;

  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.retryable = RETRYABLE_KINDS.has(kind);
  }
}

/** Paystack's own rule for references, which keeps them safe in URLs and file names too. */
const REFERENCE_PATTERN = /^[A-Za-z0-9=-][A-Za-z0-9.=-]{0,99}$/;

export function isValidPaymentReference(reference: string): boolean {
  return REFERENCE_PATTERN.test(reference);
}

/** Refuses an input that is our own bug (not the provider's), before anything is sent. */
export function assertValidInitializeInput(input: InitializePaymentInput): void {
  if (!isValidPaymentReference(input.reference)) {
    throw new RangeError('A payment reference is 1-100 letters, digits, "-", "." or "=".');
  }
  assertValidAmount(input.amountKobo);
}

export function assertValidAmount(amountKobo: Kobo): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new RangeError('A payment amount is a whole, positive number of kobo.');
  }
}
