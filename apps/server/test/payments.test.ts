import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { choosePaymentProvider } from '../src/modules/billing/provider/choose-provider.ts';
import { createPaystackProvider } from '../src/modules/billing/provider/paystack.ts';
import {
  PAYMENT_WEBHOOK_PATH,
  PaymentProviderError,
  type PaymentWebhookEvent,
} from '../src/modules/billing/provider/provider.ts';
import {
  createTestPaymentProvider,
  TEST_CHECKOUT_PATH,
  type TestPaymentProvider,
} from '../src/modules/billing/provider/test-provider.ts';
import { testPaymentRoutes } from '../src/modules/billing/provider/test-provider-routes.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';

const newReference = () => `ord-${randomBytes(8).toString('hex')}`;
const CALLBACK = 'https://shop.example/orders/42?from=checkout';
const PUBLIC_URL = 'http://localhost:3000';

/** The provider's rejection, for asserting on its fields. */
async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

interface WebhookReceiver {
  app: FastifyInstance;
  origin: string;
  received: Array<PaymentWebhookEvent | null>;
}

/**
 * An app whose webhook route reads the raw bytes (as the real route must) and asks `parse`
 * about them; it answers 401 to what `parse` refuses. `extra` registers more routes first.
 */
async function webhookReceiver(
  parse: (rawBody: Buffer, headers: IncomingHttpHeaders) => PaymentWebhookEvent | null,
  options: { listen?: boolean; extra?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<WebhookReceiver> {
  const app = Fastify();
  const received: Array<PaymentWebhookEvent | null> = [];
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const event = parse(request.body as Buffer, request.headers);
      received.push(event);
      return reply.status(event ? 200 : 401).send({ accepted: event !== null });
    });
  });
  await options.extra?.(app);
  if (options.listen === false) {
    await app.ready();
    return { app, origin: '', received };
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}`, received };
}

describe('the Paystack adapter, against a Paystack-compatible server', () => {
  let stub: PaystackStub;
  let paystack: ReturnType<typeof createPaystackProvider>;

  beforeAll(async () => {
    stub = await startPaystackStub();
    paystack = createPaystackProvider({ secretKey: stub.secretKey, baseUrl: stub.baseUrl });
  });
  afterAll(() => stub.close());
  afterEach(() => {
    stub.stall = false;
    stub.refundStatus = 'pending';
  });

  it('initializes with the amount in kobo, our reference, the callback URL, NGN and the key', async () => {
    const reference = newReference();
    const started = await paystack.initialize({
      reference,
      amountKobo: 850_050,
      email: 'buyer@example.com',
      callbackUrl: CALLBACK,
      metadata: { orderId: 'o_1' },
    });
    const request = stub.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/transaction/initialize');
    expect(request?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      email: 'buyer@example.com',
      amount: 850_050,
      reference,
      callback_url: CALLBACK,
      currency: 'NGN',
      metadata: { orderId: 'o_1' },
    });
    expect(started.reference).toBe(reference);
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    expect(stub.transactions.get(reference)?.amount).toBe(850_050);
  });

  it("refuses a reused reference with Paystack's reason, as not worth retrying", async () => {
    const input = {
      reference: newReference(),
      amountKobo: 100_00,
      email: 'buyer@example.com',
      callbackUrl: CALLBACK,
    };
    await paystack.initialize(input);
    const error = await failureOf(paystack.initialize(input));
    expect(error.kind).toBe('rejected');
    expect(error.retryable).toBe(false);
    expect(error.httpStatus).toBe(400);
    expect(error.message).toContain('Duplicate Transaction Reference');
  });

  it.each([0, -100, 12.5, Number.NaN])('sends nothing for an amount of %s kobo', async (amount) => {
    const before = stub.requests.length;
    await expect(
      paystack.initialize({
        reference: newReference(),
        amountKobo: amount,
        email: 'buyer@example.com',
        callbackUrl: CALLBACK,
      }),
    ).rejects.toThrow(RangeError);
    expect(stub.requests.length).toBe(before);
  });

  /** A transaction the stub knows, initialized through the adapter. */
  async function started(amountKobo = 850_000): Promise<string> {
    const reference = newReference();
    await paystack.initialize({
      reference,
      amountKobo,
      email: 'b@example.com',
      callbackUrl: CALLBACK,
    });
    return reference;
  }

  it("verifies a successful charge as paid, with Paystack's amount, currency and time", async () => {
    const reference = await started(850_000);
    stub.settle(reference, { status: 'success' });
    const verified = await paystack.verify(reference);
    expect(verified).toEqual({
      status: 'paid',
      amountKobo: 850_000,
      currency: 'NGN',
      paidAt: new Date(stub.transactions.get(reference)?.paid_at ?? ''),
      reference,
    });
    expect(verified.paidAt).toBeInstanceOf(Date);
    const request = stub.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(`/transaction/verify/${reference}`);
    expect(request?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
  });

  it.each([
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['abandoned', 'pending'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
  ] as const)(
    'verifies a %s transaction as %s, with no payment time',
    async (paystackStatus, status) => {
      const reference = await started();
      stub.settle(reference, { status: paystackStatus });
      const verified = await paystack.verify(reference);
      expect(verified.status).toBe(status);
      expect(verified.paidAt).toBeNull();
    },
  );

  it('verifies a fresh, unpaid transaction as pending', async () => {
    const reference = await started(12_300);
    expect(await paystack.verify(reference)).toMatchObject({
      status: 'pending',
      amountKobo: 12_300,
    });
  });

  it('reports the amount and currency Paystack took, so the order can refuse a mismatch', async () => {
    const reference = await started(850_000);
    stub.settle(reference, { status: 'success', amount: 100, currency: 'GHS' });
    expect(await paystack.verify(reference)).toMatchObject({
      status: 'paid',
      amountKobo: 100,
      currency: 'GHS',
    });
  });

  it('refuses to verify a reference Paystack does not know', async () => {
    const error = await failureOf(paystack.verify(newReference()));
    expect(error.kind).toBe('rejected');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Transaction reference not found');
  });

  it('refunds the whole payment by reference, then refuses more than what is left', async () => {
    const reference = await started(500_000);
    stub.settle(reference, { status: 'success' });
    expect(await paystack.refund({ reference })).toEqual({ status: 'pending' });
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: reference },
      headers: { authorization: `Bearer ${stub.secretKey}` },
    });
    expect(stub.requests.at(-1)?.body).not.toHaveProperty('amount');
    expect(stub.transactions.get(reference)?.refunded).toBe(500_000);
    const error = await failureOf(paystack.refund({ reference, amountKobo: 1 }));
    expect(error.kind).toBe('rejected');
  });

  it('refunds part of a payment in kobo and reports a processed refund', async () => {
    const reference = await started(500_000);
    stub.settle(reference, { status: 'success' });
    stub.refundStatus = 'processed';
    expect(await paystack.refund({ reference, amountKobo: 120_000 })).toEqual({
      status: 'processed',
    });
    expect(stub.requests.at(-1)?.body).toEqual({ transaction: reference, amount: 120_000 });
    expect(stub.transactions.get(reference)?.refunded).toBe(120_000);
  });

  it('refuses to refund a payment that was never made', async () => {
    const reference = await started();
    const error = await failureOf(paystack.refund({ reference }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('Cannot refund an unsuccessful transaction');
  });

  it('treats a refund Paystack reports as failed as a failure', async () => {
    const reference = await started();
    stub.settle(reference, { status: 'success' });
    stub.refundStatus = 'failed';
    expect((await failureOf(paystack.refund({ reference }))).kind).toBe('rejected');
  });

  it('fails with an unauthorized, non-retryable error when the key is wrong, without the key', async () => {
    const wrongKey = 'sk_test_this_is_not_the_key';
    const wrong = createPaystackProvider({ secretKey: wrongKey, baseUrl: stub.baseUrl });
    const error = await failureOf(
      wrong.initialize({
        reference: newReference(),
        amountKobo: 100,
        email: 'b@example.com',
        callbackUrl: CALLBACK,
      }),
    );
    expect(error.kind).toBe('unauthorized');
    expect(error.retryable).toBe(false);
    expect(error.httpStatus).toBe(401);
    expect(error.message).not.toContain(wrongKey);
    expect(stub.requests.at(-1)?.headers.authorization).toBe(`Bearer ${wrongKey}`);
    expect((await failureOf(wrong.verify(newReference()))).kind).toBe('unauthorized');
  });

  it('fails with a retryable network error when Paystack cannot be reached', async () => {
    const gone = await startPaystackStub();
    await gone.close();
    const unreachable = createPaystackProvider({
      secretKey: gone.secretKey,
      baseUrl: gone.baseUrl,
    });
    const error = await failureOf(unreachable.verify(newReference()));
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
  });

  it('fails with a retryable timeout when Paystack does not answer in time', async () => {
    stub.stall = true;
    const impatient = createPaystackProvider({
      secretKey: stub.secretKey,
      baseUrl: stub.baseUrl,
      timeoutMs: 150,
    });
    const error = await failureOf(impatient.verify(newReference()));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it.each([500, 502, 503, 429])('treats HTTP %s as retryable', async (status) => {
    stub.failNext(status, '<html>Bad gateway</html>');
    const error = await failureOf(paystack.verify(newReference()));
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(error.httpStatus).toBe(status);
  });

  it('refuses an answer it cannot read, without retrying it', async () => {
    stub.failNext(200, 'this is not JSON');
    const error = await failureOf(paystack.verify(newReference()));
    expect(error.kind).toBe('bad_response');
    expect(error.retryable).toBe(false);
    stub.failNext(200, JSON.stringify({ status: true, data: { authorization_url: 'nope' } }));
    const initialize = paystack.initialize({
      reference: newReference(),
      amountKobo: 100,
      email: 'b@example.com',
      callbackUrl: CALLBACK,
    });
    expect((await failureOf(initialize)).kind).toBe('bad_response');
  });

  describe('webhooks', () => {
    let receiver: WebhookReceiver;
    const url = () => `${receiver.origin}${PAYMENT_WEBHOOK_PATH}`;
    const charge = (reference: string) => ({
      event: 'charge.success',
      data: {
        id: 302961,
        status: 'success',
        reference,
        amount: 850_000,
        currency: 'NGN',
        paid_at: '2026-02-14T09:30:00.000Z',
        channel: 'bank_transfer',
      },
    });

    beforeAll(async () => {
      receiver = await webhookReceiver((raw, headers) => paystack.parseWebhook(raw, headers));
    });
    afterAll(() => receiver.app.close());

    it('accepts a charge.success signed with the secret key, read from the raw body', async () => {
      const reference = newReference();
      const answer = await stub.sendWebhook(url(), charge(reference));
      expect(answer.status).toBe(200);
      expect(receiver.received.at(-1)).toEqual({
        event: 'charge.success',
        reference,
        amountKobo: 850_000,
        currency: 'NGN',
      });
    });

    it('accepts the bytes that were signed, whatever their formatting', async () => {
      const reference = newReference();
      expect((await stub.sendWebhook(url(), charge(reference), { space: 2 })).status).toBe(200);
      expect(receiver.received.at(-1)).toMatchObject({ event: 'charge.success', reference });
    });

    it('reads any other event as other, with its name and reference', async () => {
      const reference = newReference();
      const event = { event: 'refund.processed', data: { reference, amount: 100 } };
      expect((await stub.sendWebhook(url(), event)).status).toBe(200);
      expect(receiver.received.at(-1)).toEqual({
        event: 'other',
        name: 'refund.processed',
        reference,
      });
    });

    it('refuses a body changed after it was signed', async () => {
      const answer = await stub.sendWebhook(url(), charge(newReference()), { tamper: true });
      expect(answer.status).toBe(401);
      expect(receiver.received.at(-1)).toBeNull();
    });

    it.each([
      ['signed with another key', { secret: 'sk_test_someone_else' }],
      ['too short', { signature: 'ab'.repeat(32) }],
      ['too long', { signature: 'ab'.repeat(65) }],
      ['not hex', { signature: 'zz'.repeat(64) }],
      ['empty', { signature: '' }],
    ])('refuses a signature %s, without throwing', async (_case, options) => {
      const answer = await stub.sendWebhook(url(), charge(newReference()), options);
      expect(answer.status).toBe(401);
      expect(receiver.received.at(-1)).toBeNull();
    });

    /** Paystack's signature of `body`, worked out here rather than by the adapter under test. */
    const signatureOf = (body: Buffer) =>
      createHmac('sha512', stub.secretKey).update(body).digest('hex');

    it('refuses a missing signature, a repeated header and a parsed body in place of the bytes', () => {
      const body = Buffer.from(JSON.stringify(charge(newReference())));
      const signature = signatureOf(body);
      expect(paystack.parseWebhook(body, { 'x-paystack-signature': signature })).not.toBeNull();
      expect(paystack.parseWebhook(body, {})).toBeNull();
      expect(
        paystack.parseWebhook(body, { 'x-paystack-signature': [signature, signature] }),
      ).toBeNull();
      // What a route that let Fastify parse the JSON would pass: it cannot be checked.
      const parsed = JSON.parse(body.toString('utf8')) as Buffer;
      expect(paystack.parseWebhook(parsed, { 'x-paystack-signature': signature })).toBeNull();
    });

    it('refuses a signed charge.success without its amount, and a signed body that is not JSON', async () => {
      const event = { event: 'charge.success', data: { reference: newReference() } };
      expect((await stub.sendWebhook(url(), event)).status).toBe(401);
      expect(receiver.received.at(-1)).toBeNull();
      const notJson = Buffer.from('event=charge.success');
      expect(
        paystack.parseWebhook(notJson, { 'x-paystack-signature': signatureOf(notJson) }),
      ).toBeNull();
    });
  });
});

describe('the test payment provider', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'greetly-test-payments-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to run in production, whether the config or the process says so', () => {
    const options = { publicUrl: 'http://localhost:3000', dir: tempDir() };
    expect(() => createTestPaymentProvider({ ...options, nodeEnv: 'production' })).toThrow(
      /never runs in production/,
    );
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => createTestPaymentProvider({ ...options, nodeEnv: 'development' })).toThrow(
        /never runs in production/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(createTestPaymentProvider({ ...options, nodeEnv: 'development' }).name).toBe('test');
  });

  it('is chosen without a Paystack key outside production; Paystack with a key; none in production', () => {
    const dataDir = tempDir();
    expect(choosePaymentProvider(loadConfig({ DATA_DIR: dataDir }))?.name).toBe('test');
    expect(choosePaymentProvider(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }))?.name).toBe(
      'test',
    );
    expect(
      choosePaymentProvider(loadConfig({ DATA_DIR: dataDir, PAYSTACK_SECRET_KEY: 'sk_test_abc' }))
        ?.name,
    ).toBe('paystack');
    expect(
      choosePaymentProvider(
        loadConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PAYSTACK_SECRET_KEY: 'sk_live_abc',
        }),
      )?.name,
    ).toBe('paystack');
    expect(
      choosePaymentProvider(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })),
    ).toBeNull();
  });

  it('the chosen Paystack adapter talks to PAYSTACK_BASE_URL with PAYSTACK_SECRET_KEY', async () => {
    const stub = await startPaystackStub();
    try {
      const provider = choosePaymentProvider(
        loadConfig({ PAYSTACK_SECRET_KEY: stub.secretKey, PAYSTACK_BASE_URL: `${stub.baseUrl}/` }),
      );
      const reference = newReference();
      await provider?.initialize({
        reference,
        amountKobo: 100,
        email: 'b@example.com',
        callbackUrl: CALLBACK,
      });
      expect(stub.transactions.has(reference)).toBe(true);
    } finally {
      await stub.close();
    }
  });

  describe('checkout, served over HTTP', () => {
    let provider: TestPaymentProvider;
    let receiver: WebhookReceiver;
    const pageUrl = (reference: string) => `${receiver.origin}${TEST_CHECKOUT_PATH}/${reference}`;
    /** Presses a button of the page the way a browser submits its form. */
    const press = (reference: string, choice: 'pay' | 'decline') =>
      fetch(`${pageUrl(reference)}/${choice}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
    const eventsFor = (reference: string) =>
      receiver.received.filter((event) => event?.reference === reference);

    let dir: string;

    beforeAll(async () => {
      dir = tempDir();
      provider = createTestPaymentProvider({ nodeEnv: 'development', publicUrl: PUBLIC_URL, dir });
      receiver = await webhookReceiver((raw, headers) => provider.parseWebhook(raw, headers), {
        extra: async (app) => app.register(testPaymentRoutes, { provider }),
      });
    });
    afterAll(() => receiver.app.close());

    async function checkout(amountKobo = 850_050, email = 'buyer@example.com'): Promise<string> {
      const reference = newReference();
      const started = await provider.initialize({
        reference,
        amountKobo,
        email,
        callbackUrl: CALLBACK,
      });
      // The browser is sent to PUBLIC_URL; this test reaches the same page where the app listens.
      expect(started).toEqual({
        reference,
        redirectUrl: `${PUBLIC_URL}${TEST_CHECKOUT_PATH}/${reference}`,
      });
      return reference;
    }

    it('shows a clearly labelled page with the amount and Pay and Decline, escaping what it shows', async () => {
      const reference = await checkout(850_050, `a<b>"'&x@example.com`);
      const response = await fetch(pageUrl(reference));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<title>Test payment — no money moves</title>');
      expect(html).toContain('<h1>Test payment — no money moves</h1>');
      expect(html).toContain('TEST MODE');
      expect(html).toContain('₦8,500.50');
      expect(html).toContain('a&lt;b&gt;&quot;&#39;&amp;x@example.com');
      expect(html).not.toContain('<b>');
      expect(html).not.toMatch(/<script|\son\w+=/i);
      expect(html).toContain(
        `<form method="post" action="${TEST_CHECKOUT_PATH}/${reference}/pay"><button class="pay" type="submit">Pay ₦8,500.50</button></form>`,
      );
      expect(html).toContain(
        `<form method="post" action="${TEST_CHECKOUT_PATH}/${reference}/decline">`,
      );
    });

    it('Pay records the payment, posts a charge.success its parseWebhook accepts, and returns the buyer', async () => {
      const reference = await checkout(850_050);
      const response = await press(reference, 'pay');
      expect(response.status).toBe(303);
      const back = new URL(response.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/orders/42');
      expect(Object.fromEntries(back.searchParams)).toEqual({
        from: 'checkout',
        trxref: reference,
        reference,
      });
      expect(eventsFor(reference)).toEqual([
        { event: 'charge.success', reference, amountKobo: 850_050, currency: 'NGN' },
      ]);
      const verified = await provider.verify(reference);
      expect(verified).toMatchObject({ status: 'paid', amountKobo: 850_050, currency: 'NGN' });
      expect(verified.paidAt).toBeInstanceOf(Date);
      const page = await (await fetch(pageUrl(reference))).text();
      expect(page).toContain('This test payment is paid.');
      expect(page).not.toContain('<form');
    });

    it('signs with a secret of its own: another instance, or Paystack, refuses its webhook', async () => {
      const other = createTestPaymentProvider({
        nodeEnv: 'development',
        publicUrl: PUBLIC_URL,
        dir: tempDir(),
      });
      const paystack = createPaystackProvider({ secretKey: 'sk_test_other' });
      const delivered: Array<{ body: Buffer; headers: IncomingHttpHeaders }> = [];
      const spy = await webhookReceiver(
        (body, headers) => {
          delivered.push({ body, headers });
          return provider.parseWebhook(body, headers);
        },
        { extra: async (app) => app.register(testPaymentRoutes, { provider }) },
      );
      try {
        const reference = await checkout();
        const response = await fetch(`${spy.origin}${TEST_CHECKOUT_PATH}/${reference}/pay`, {
          method: 'POST',
          redirect: 'manual',
        });
        expect(response.status).toBe(303);
        expect(spy.received).toEqual([expect.objectContaining({ reference })]);
        const [{ body, headers } = { body: Buffer.alloc(0), headers: {} }] = delivered;
        expect(headers['x-paystack-signature']).toMatch(/^[0-9a-f]{128}$/);
        expect(JSON.parse(body.toString('utf8'))).toMatchObject({
          event: 'charge.success',
          data: { reference, status: 'success', amount: 850_050, currency: 'NGN' },
        });
        expect(other.parseWebhook(body, headers)).toBeNull();
        expect(paystack.parseWebhook(body, headers)).toBeNull();
      } finally {
        await spy.app.close();
      }
    });

    it('Decline records a failure and posts nothing; the buyer may still pay', async () => {
      const reference = await checkout();
      const declined = await press(reference, 'decline');
      expect(declined.status).toBe(303);
      expect(new URL(declined.headers.get('location') ?? '').searchParams.get('reference')).toBe(
        reference,
      );
      expect(eventsFor(reference)).toEqual([]);
      expect(await provider.verify(reference)).toMatchObject({ status: 'failed', paidAt: null });
      expect(await (await fetch(pageUrl(reference))).text()).toContain(
        'You declined this payment.',
      );
      expect((await press(reference, 'pay')).status).toBe(303);
      expect(await provider.verify(reference)).toMatchObject({ status: 'paid' });
      expect(eventsFor(reference)).toHaveLength(1);
    });

    it('Pay pressed again delivers the event again but leaves the payment as it was', async () => {
      const reference = await checkout();
      await press(reference, 'pay');
      const first = await provider.verify(reference);
      await press(reference, 'pay');
      await press(reference, 'decline');
      expect(await provider.verify(reference)).toEqual(first);
      expect(eventsFor(reference)).toHaveLength(2);
    });

    it('answers 404 for a reference it never started, or one that is not a reference', async () => {
      for (const reference of [newReference(), '..%2F..%2Fetc%2Fpasswd', '.hidden']) {
        expect((await fetch(pageUrl(reference))).status).toBe(404);
        expect((await press(reference, 'pay')).status).toBe(404);
      }
      expect(receiver.received.filter((event) => event === null)).toEqual([]);
    });

    it('refuses a reused reference and an unknown one, as Paystack does', async () => {
      const reference = await checkout();
      const reused = await failureOf(
        provider.initialize({
          reference,
          amountKobo: 1,
          email: 'b@example.com',
          callbackUrl: CALLBACK,
        }),
      );
      expect(reused.message).toBe('Duplicate Transaction Reference');
      expect((await failureOf(provider.verify(newReference()))).kind).toBe('rejected');
    });

    it('refunds only what was paid', async () => {
      const reference = await checkout(500_000);
      expect((await failureOf(provider.refund({ reference }))).kind).toBe('rejected');
      await press(reference, 'pay');
      expect(await provider.refund({ reference, amountKobo: 200_000 })).toEqual({
        status: 'processed',
      });
      expect((await failureOf(provider.refund({ reference, amountKobo: 300_001 }))).kind).toBe(
        'rejected',
      );
      expect(await provider.refund({ reference })).toEqual({ status: 'processed' });
      expect((await failureOf(provider.refund({ reference }))).kind).toBe('rejected');
    });

    it('keeps its payments across a restart of the process', async () => {
      const reference = await checkout(7_700);
      await press(reference, 'pay');
      const restarted = createTestPaymentProvider({
        nodeEnv: 'development',
        publicUrl: PUBLIC_URL,
        dir,
      });
      expect(await restarted.verify(reference)).toMatchObject({
        status: 'paid',
        amountKobo: 7_700,
      });
    });
  });

  it('delivers its webhook through inject when the app is not listening', async () => {
    let provider: TestPaymentProvider | undefined;
    const receiver = await webhookReceiver(
      (raw, headers) => provider?.parseWebhook(raw, headers) ?? null,
      {
        listen: false,
        extra: async (app) => {
          provider = createTestPaymentProvider({
            nodeEnv: 'test',
            publicUrl: 'http://localhost:3000',
            dir: tempDir(),
          });
          await app.register(testPaymentRoutes, { provider });
        },
      },
    );
    try {
      const reference = newReference();
      await provider?.initialize({
        reference,
        amountKobo: 2_500,
        email: 'b@example.com',
        callbackUrl: CALLBACK,
      });
      const response = await receiver.app.inject({
        method: 'POST',
        url: `${TEST_CHECKOUT_PATH}/${reference}/pay`,
      });
      expect(response.statusCode).toBe(303);
      expect(receiver.received).toEqual([
        { event: 'charge.success', reference, amountKobo: 2_500, currency: 'NGN' },
      ]);
    } finally {
      await receiver.app.close();
    }
  });
});
