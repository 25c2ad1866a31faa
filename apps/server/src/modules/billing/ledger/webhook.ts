import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import { PAYMENT_WEBHOOK_PATH } from '../provider/provider.ts';
import { ledgerRepo } from './repo.ts';
import { applyCharge, type LedgerDeps, ledgerClock } from './service.ts';

/** Provider events are small; Paystack's largest are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/webhook: the provider's signed events, for every payment in the ledger
 * (orders, cards, packs). Not in the API contracts: no client calls it, and its body is read as
 * the exact bytes received (the signature covers them), which a JSON schema cannot describe. A
 * bad signature answers 401; every authentic event answers 200, even one for a reference we do
 * not know or a charge we refused to apply, so the provider stops retrying it. Every event is
 * recorded once by its kind and reference: a repeat changes nothing; a charge is applied once.
 */
export const webhookRoutes: FastifyPluginAsync<{ deps: LedgerDeps }> = async (app, { deps }) => {
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
    if (event.event === 'charge.success') {
      const outcome = await applyCharge(deps, {
        reference: event.reference,
        amountKobo: event.amountKobo,
        currency: event.currency,
        source: 'webhook',
        eventKey: `charge.success:${event.reference}`,
      });
      request.log.info({ reference: event.reference, outcome }, 'payment webhook');
    } else if (event.reference) {
      const kind = event.name.slice(0, 64);
      await ledgerRepo(deps.db).recordEvent(
        `${kind}:${event.reference}`,
        event.reference,
        kind,
        ledgerClock(deps).toISOString(),
      );
    }
    return reply.status(200).send({ received: true });
  });
};
