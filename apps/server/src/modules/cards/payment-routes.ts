import { planEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/http/route.ts';
import { type AuthRepo, authOf, requireAuth } from '../accounts/index.ts';
import { type PlansDeps, payCard, verifyPlanPayment } from '../billing/index.ts';
import { toSenderCard } from './present.ts';
import { type CardsDeps, getOwnCard, giftsOf } from './service.ts';

/** Paying for one's own ₦800 card (decision 0034): a new attempt, and the return from paying. */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  deps: CardsDeps;
  plans: PlansDeps;
}> = async (app, { authRepo, deps, plans }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };

  route(app, planEndpoints.pay, signedIn, async (request) => {
    const { user } = authOf(request);
    const card = await getOwnCard(deps, user, request.params.id);
    return { success: true as const, payment: await payCard(plans, card, user) };
  });

  route(app, planEndpoints.verifyPayment, signedIn, async (request) => {
    const { user } = authOf(request);
    const card = await getOwnCard(deps, user, request.params.id);
    await verifyPlanPayment(plans, user, card.id, request.body.reference);
    const current = await getOwnCard(deps, user, card.id);
    return {
      success: true as const,
      card: toSenderCard(
        current,
        plans.publicUrl,
        (await giftsOf(deps, [current])).get(current.id) ?? null,
      ),
    };
  });
};
