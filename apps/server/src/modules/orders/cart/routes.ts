import { cartEndpoints } from '@greetly/domain/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { route } from '../../../platform/http/route.ts';
import type { AuthRepo } from '../../accounts/index.ts';
import { authOf, requireAuth } from '../../accounts/index.ts';
import { cartRepo } from './repo.ts';
import {
  type CartDeps,
  getCart,
  mergeGuestCart,
  quoteGuestCart,
  removeFromCart,
  setCartQuantity,
} from './service.ts';

/**
 * A signed-in account's cart: read it, set or remove a line, merge the guest's cart at sign-in;
 * and, for anyone, a guest's cart checked against the marketplace (quote).
 */
export const cartRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
  now?: () => Date;
}> = async (app, { authRepo, db, now }) => {
  // Checked as the request arrives, before its reference or body is read: a guest learns nothing
  // from an account's cart route but that it needs a sign-in.
  const signedIn = { onRequest: requireAuth(authRepo) };
  const deps: CartDeps = { repo: cartRepo(db), now };

  route(app, cartEndpoints.get, signedIn, async (request) =>
    getCart(deps, authOf(request).user.id),
  );

  route(app, cartEndpoints.setQuantity, signedIn, async (request) =>
    setCartQuantity(deps, {
      userId: authOf(request).user.id,
      ref: request.params.ref,
      quantity: request.body.quantity,
    }),
  );

  route(app, cartEndpoints.remove, signedIn, async (request) =>
    removeFromCart(deps, { userId: authOf(request).user.id, ref: request.params.ref }),
  );

  route(app, cartEndpoints.merge, signedIn, async (request) =>
    mergeGuestCart(deps, { userId: authOf(request).user.id, items: request.body.items }),
  );

  // Public: it reads only what the marketplace shows anyone, stores nothing, and its body is
  // bounded by the schema (at most 100 lines).
  route(app, cartEndpoints.quote, {}, async (request) => quoteGuestCart(deps, request.body.items));
};
