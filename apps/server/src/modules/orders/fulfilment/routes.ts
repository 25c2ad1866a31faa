import { orderEndpoints, vendorOrderEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Events } from '../../../platform/events.ts';
import { route } from '../../../platform/http/route.ts';
import type { RateLimitStore } from '../../../platform/rate-limit/store.ts';
import type { AuthRepo } from '../../accounts/index.ts';
import { authOf, requireAuth } from '../../accounts/index.ts';
import { fulfilmentRepo } from './repo.ts';
import { type FulfilmentDeps, getShopOrder, listShopOrders, moveShopOrder } from './service.ts';
import { trackRepo } from './track-repo.ts';
import { trackOrder } from './track-service.ts';

/** A shop's orders (its own part of each paid order), and tracking an order without signing in. */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  events: Events;
}> = async (app, { authRepo, db, rateLimits, events }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const deps: FulfilmentDeps = { repo: fulfilmentRepo(db), events };
  const tracking = { repo: trackRepo(db), rateLimits };

  route(app, vendorOrderEndpoints.list, signedIn, async (request) => ({
    success: true as const,
    orders: await listShopOrders(deps, authOf(request).user),
  }));

  route(app, vendorOrderEndpoints.get, signedIn, async (request) => ({
    success: true as const,
    order: await getShopOrder(deps, authOf(request).user, request.params.id),
  }));

  route(app, vendorOrderEndpoints.setStatus, signedIn, async (request) => ({
    success: true as const,
    order: await moveShopOrder(deps, authOf(request).user, request.params.id, request.body),
  }));

  route(app, orderEndpoints.track, {}, async (request) => ({
    success: true as const,
    order: await trackOrder(tracking, { ...request.body, ip: request.ip }),
  }));
};
