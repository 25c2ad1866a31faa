import { shopReviewEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authOf, requireAuth } from '../accounts/index.ts';
import { toAdminShop } from './present.ts';
import { approveShop, listShopsForReview, type ReviewDeps, rejectShop } from './review-service.ts';
import { shopRepo } from './shop-repo.ts';

/** Admins list the shops vendors open, and approve or reject them. */
export const shopReviewRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
}> = async (app, { authRepo, db }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const deps: ReviewDeps = { shops: shopRepo(db) };

  route(app, shopReviewEndpoints.list, signedIn, async (request) => {
    const shops = await listShopsForReview(deps, authOf(request).user, request.query.status);
    return { success: true as const, shops: shops.map(toAdminShop) };
  });

  route(app, shopReviewEndpoints.approve, signedIn, async (request) => ({
    success: true as const,
    shop: toAdminShop(await approveShop(deps, authOf(request).user, request.params.id)),
  }));

  route(app, shopReviewEndpoints.reject, signedIn, async (request) => ({
    success: true as const,
    shop: toAdminShop(
      await rejectShop(deps, authOf(request).user, request.params.id, request.body.reason),
    ),
  }));
};
