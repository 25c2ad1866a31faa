import { type CheckoutFees, checkoutEndpoints, couponAdminEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { route } from '../../../platform/http/route.ts';
import type { AuthRepo } from '../../accounts/index.ts';
import { authOf, requireAuth } from '../../accounts/index.ts';
import { cartRepo } from '../cart/repo.ts';
import { previousOrdersOf } from '../loyalty.ts';
import { ordersRepo } from '../repo.ts';
import { couponRepo } from './coupon-repo.ts';
import { type CouponDeps, createCoupon, deactivateCoupon, listCoupons } from './coupon-service.ts';
import { toAdminCoupon } from './present.ts';
import { type QuoteDeps, quoteCheckout } from './quote-service.ts';

/** The checkout's quote for a signed-in buyer, and the coupons admins create and deactivate. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
  /** The operator's fees (config); the spec's figures when left out. */
  fees?: CheckoutFees;
  now?: () => Date;
}> = async (app, { authRepo, db, fees, now }) => {
  // Checked as the request arrives, before its body is read: a guest learns only that a sign-in
  // is needed.
  const signedIn = { onRequest: requireAuth(authRepo) };
  const coupons = couponRepo(db);
  const couponDeps: CouponDeps = { coupons, now };
  const orders = ordersRepo(db);
  const quoteDeps: QuoteDeps = {
    cart: cartRepo(db),
    coupons,
    previousOrders: (userId) => previousOrdersOf(orders, userId),
    ...(fees ? { fees } : {}),
    now,
  };

  route(app, checkoutEndpoints.quote, signedIn, async (request) =>
    quoteCheckout(quoteDeps, authOf(request).user.id, request.body),
  );

  route(app, couponAdminEndpoints.list, signedIn, async (request) => {
    const rows = await listCoupons(couponDeps, authOf(request).user);
    return { success: true as const, coupons: rows.map(toAdminCoupon) };
  });

  route(app, couponAdminEndpoints.create, signedIn, async (request, reply) => {
    const row = await createCoupon(couponDeps, authOf(request).user, request.body);
    return reply.status(201).send({ success: true as const, coupon: toAdminCoupon(row) });
  });

  route(app, couponAdminEndpoints.deactivate, signedIn, async (request) => ({
    success: true as const,
    coupon: toAdminCoupon(
      await deactivateCoupon(couponDeps, authOf(request).user, request.params.id),
    ),
  }));
};
