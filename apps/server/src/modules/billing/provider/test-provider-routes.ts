import type { AddressInfo } from 'node:net';
import { formatNaira } from '@greetly/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../../platform/mail/html.ts';
import {
  type SignedWebhook,
  TEST_CHECKOUT_PATH,
  type TestPayment,
  type TestPaymentProvider,
  testPaymentReturnUrl,
} from './test-provider.ts';

const TITLE = 'Test payment — no money moves';

/** A whole page: no script (the content security policy allows none inline), plain forms. */
function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><meta name="robots" content="noindex">
<title>${escapeHtml(TITLE)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#fff8f0;color:#2b1838;margin:0;padding:24px}
main{max-width:480px;margin:auto;background:#fff;border:3px dashed #a3243a;border-radius:12px;padding:24px}
.badge{display:inline-block;background:#a3243a;color:#fff;font-weight:700;letter-spacing:.08em;padding:4px 10px;border-radius:4px}
.amount{font-size:2rem;font-weight:700;margin:8px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:12px;margin-top:24px}
button{font:inherit;padding:10px 20px;border-radius:8px;border:2px solid #2b1838;cursor:pointer}
.pay{background:#1f7a3a;border-color:#1f7a3a;color:#fff}.decline{background:#fff;color:#2b1838}
</style></head>
<body><main><p class="badge">TEST MODE</p><h1>${escapeHtml(TITLE)}</h1>${body}</main></body></html>`;
}

function checkoutPage(payment: TestPayment): string {
  const amount = escapeHtml(formatNaira(payment.amountKobo));
  const action = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`;
  const details = `<p>This is the app's built-in test checkout for development: no card is charged
and no money moves. Set <code>PAYSTACK_SECRET_KEY</code> to take real payments through Paystack.</p>
<p class="amount">${amount}</p>
<dl><dt>Paying as</dt><dd>${escapeHtml(payment.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>`;
  if (payment.status === 'paid') {
    return `${details}<p><strong>This test payment is paid.</strong></p>
<p><a href="${escapeHtml(testPaymentReturnUrl(payment))}">Back to your order</a></p>`;
  }
  const declined =
    payment.status === 'failed'
      ? '<p><strong>You declined this payment.</strong> You can still pay.</p>'
      : '';
  return `${details}${declined}<div class="actions">
<form method="post" action="${escapeHtml(`${action}/pay`)}"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="${escapeHtml(`${action}/decline`)}"><button class="decline" type="submit">Decline</button></form>
</div>`;
}

/** This server's own address from inside it, or null when it is not listening (app.inject). */
function ownOrigin(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Posts the webhook to our own webhook route the way a provider does, over HTTP; an app that is
 * not listening (driven by app.inject) gets it through inject. A failure is logged, not thrown:
 * the buyer's return and the verify call settle the payment without it.
 */
async function deliverWebhook(
  app: FastifyInstance,
  path: string,
  webhook: SignedWebhook,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const origin = ownOrigin(app.server.address());
    let statusCode: number;
    if (origin) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      statusCode = response.status;
    } else {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: webhook.headers,
        payload: webhook.body,
      });
      statusCode = response.statusCode;
    }
    if (statusCode >= 300) log.warn({ path, statusCode }, 'test payment webhook was not accepted');
  } catch (error) {
    log.warn({ path, err: error }, 'test payment webhook could not be delivered');
  }
}

/**
 * Development only (the provider refuses production): the test provider's checkout page, where
 * Pay records the payment, posts its signed `charge.success` and sends the buyer back, as
 * Paystack's page would.
 */
export const testPaymentRoutes: FastifyPluginAsync<{ provider: TestPaymentProvider }> = async (
  app,
  { provider },
) => {
  // The forms post no fields: the body (in this plugin only) is read as bounded text, unused.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  const notFound = page('<p>No test payment has this reference.</p>');

  app.get<{ Params: { reference: string } }>(
    `${TEST_CHECKOUT_PATH}/:reference`,
    async (request, reply) => {
      const payment = await provider.checkout(request.params.reference);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.status(404).send(notFound);
      return reply.send(page(checkoutPage(payment)));
    },
  );

  for (const choice of ['pay', 'decline'] as const) {
    app.post<{ Params: { reference: string } }>(
      `${TEST_CHECKOUT_PATH}/:reference/${choice}`,
      async (request, reply) => {
        const outcome = await provider.complete(request.params.reference, choice);
        if (!outcome) {
          return reply.status(404).type('text/html; charset=utf-8').send(notFound);
        }
        if (outcome.webhook) {
          await deliverWebhook(app, provider.webhookPath, outcome.webhook, request.log);
        }
        return reply.redirect(outcome.returnUrl, 303);
      },
    );
  }
};
