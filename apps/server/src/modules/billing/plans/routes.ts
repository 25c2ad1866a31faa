import {
  type CardPaymentView,
  CREDIT_PACK,
  type CreditsResponse,
  planEndpoints,
} from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.ts';
import type { AuthRepo } from '../../accounts/index.ts';
import { authOf, requireAuth } from '../../accounts/index.ts';
import { ledgerRepo, type PaymentListRow } from '../ledger/repo.ts';
import { ledgerClock } from '../ledger/service.ts';
import { buyPack, type PlansDeps, verifyPlanPayment } from './card-payments.ts';
import { paymentPurposeText } from './mails.ts';
import { priceForAccount } from './pricing.ts';
import { plansRepo } from './repo.ts';

function toPaymentView(row: PaymentListRow): CardPaymentView {
  const forWhat = paymentPurposeText(row, row.recipient_name);
  return {
    reference: row.reference,
    purpose: row.purpose === 'pack' ? 'pack' : 'card',
    description: forWhat.charAt(0).toUpperCase() + forWhat.slice(1),
    amountKobo: row.amount_kobo,
    currency: row.currency,
    status: row.status,
    refundedKobo: row.refunded_kobo,
    cardId: row.purpose === 'card' ? row.target_id : null,
    credits: row.credits,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

/**
 * Plans (decision 0034): a draft's price, the payments list, credits and packs. Paying for a card
 * is the cards module's route (cards/payment-routes.ts), through this module's entry.
 */
export const planRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  deps: PlansDeps;
}> = async (app, { authRepo, deps }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const repo = plansRepo(deps.db);

  async function creditsOf(userId: string): Promise<CreditsResponse> {
    const history = await repo.credits.historyOf(userId);
    return {
      success: true,
      balance: await repo.credits.balanceOf(userId),
      history: history.map((row) => ({
        reason: row.reason,
        delta: row.delta,
        cardId: row.card_id,
        note: row.note,
        createdAt: row.created_at,
      })),
      pack: { ...CREDIT_PACK },
    };
  }

  route(app, planEndpoints.price, signedIn, async (request) => ({
    success: true as const,
    price: await priceForAccount(repo, authOf(request).user, request.body, ledgerClock(deps)),
  }));

  route(app, planEndpoints.payments, signedIn, async (request) => ({
    success: true as const,
    payments: (await ledgerRepo(deps.db).ofPayer(authOf(request).user.id, ['card', 'pack'])).map(
      toPaymentView,
    ),
  }));

  route(app, planEndpoints.credits, signedIn, async (request) =>
    creditsOf(authOf(request).user.id),
  );

  route(app, planEndpoints.buyPack, signedIn, async (request) => ({
    success: true as const,
    payment: await buyPack(deps, authOf(request).user),
  }));

  route(app, planEndpoints.verifyPack, signedIn, async (request) => {
    const { user } = authOf(request);
    await verifyPlanPayment(deps, user, null, request.body.reference);
    return creditsOf(user.id);
  });
};
