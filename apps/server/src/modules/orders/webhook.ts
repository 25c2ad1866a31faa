import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import {
  applyCardCharge,
  isPlanPaymentReference,
  PAYMENT_WEBHOOK_PATH,
  type PlansDeps,
} from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';
import { applyCharge } from './payment-service.ts';

/** Provider events are small; Paystack's largest are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/webhook: the provider's signed events. Not in the API contracts: no client
 * calls it, and its body is read as the exact bytes received (the signature covers them), which
 * a JSON schema cannot describe. A bad signature answers 401; every authentic event answers 200,
 * even one for a reference we do not know or a charge we refused to apply, so the provider stops
 * retrying it. A charge is applied once (applyCharge); other events are only recorded.
 */
export const webhookRoutes: FastifyPluginAsync<{ deps: OrderDeps; plans?: PlansDeps }> = async (
  app,
  { deps, plans },
) => {
  // In this plugin only: every body as raw bytes, whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = deps.provider?.parseWebhook(raw, request.headers) ?? null;
    if (!event) {
      throw new AppError('unauthorized', 'This event is not signed by our payment provider.');
    }
    if (event.event === 'charge.success' && plans && isPlanPaymentReference(event.reference)) {
      // A card's or a pack's payment (decision 0034), applied once by its own rule.
      const outcome = await applyCardCharge(plans, {
        reference: event.reference,
        amountKobo: event.amountKobo,
        currency: event.currency,
        source: 'webhook',
      });
      request.log.info({ reference: event.reference, outcome }, 'card payment webhook');
    } else if (event.event === 'charge.success') {
      const outcome = await applyCharge(deps, {
        reference: event.reference,
        amountKobo: event.amountKobo,
        currency: event.currency,
        source: 'webhook',
        eventKey: `charge.success:${event.reference}`,
      });
      request.log.info({ reference: event.reference, outcome }, 'payment webhook');
    } else if (event.reference) {
      await deps.store.payments.recordEvent(
        `${event.name.slice(0, 64)}:${event.reference}`,
        event.reference,
        event.name.slice(0, 64),
        clockOf(deps).toISOString(),
      );
    }
    return reply.status(200).send({ received: true });
  });
};
