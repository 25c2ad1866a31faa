import { type CheckoutFees, orderEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Events } from '../../platform/events.ts';
import { idempotently } from '../../platform/http/idempotency.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authOf, requireAuth } from '../accounts/index.ts';
import type { PaymentProvider } from '../billing/index.ts';
import { clockOf, type OrderDeps } from './deps.ts';
import { giftCardOptions } from './gift-card.ts';
import { loyaltyCard, previousOrdersOf } from './loyalty.ts';
import { payOrder, verifyPayment } from './payment-service.ts';
import { placeOrder } from './place-service.ts';
import { toSavedAddress } from './present.ts';
import { cancelByBuyer } from './release.ts';
import { orderStore } from './store.ts';
import { orderFor, ordersOfBuyer, orderViewOf } from './view.ts';

/**
 * A buyer's orders (every endpoint of `orderEndpoints` but tracking, which is fulfilment's), the
 * address book, the loyalty card and the cards a gift can travel with.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
  paymentProvider: PaymentProvider | null;
  publicUrl: string;
  events: Events;
  /** The operator's checkout fees (config); the spec's figures when left out. */
  fees?: CheckoutFees;
  now?: () => Date;
}> = async (app, { authRepo, db, paymentProvider, publicUrl, events, fees, now }) => {
  const signedIn = { onRequest: requireAuth(authRepo) };
  const store = orderStore(db);
  const deps: OrderDeps = {
    store,
    provider: paymentProvider,
    events,
    publicUrl,
    log: app.log,
    ...(fees ? { fees } : {}),
    ...(now ? { now } : {}),
  };
  const answer = async (order: Parameters<typeof orderViewOf>[1]) => ({
    success: true as const,
    order: await orderViewOf(store, order, clockOf(deps)),
  });

  route(app, orderEndpoints.place, signedIn, async (request, reply) => {
    const buyer = authOf(request).user;
    return idempotently(
      { db, request, reply, accountId: buyer.id, now: new Date() },
      async (claim) => ({
        statusCode: 201,
        body: await placeOrder(deps, buyer, request.body, claim),
      }),
    );
  });

  route(app, orderEndpoints.list, signedIn, async (request) => ({
    success: true as const,
    orders: await ordersOfBuyer(store, authOf(request).user.id),
  }));

  route(app, orderEndpoints.get, signedIn, async (request) =>
    answer(await orderFor(store, authOf(request).user, request.params.number)),
  );

  route(app, orderEndpoints.pay, signedIn, async (request) => ({
    success: true as const,
    payment: await payOrder(deps, authOf(request).user, request.params.number),
  }));

  route(app, orderEndpoints.verify, signedIn, async (request) =>
    answer(
      await verifyPayment(
        deps,
        authOf(request).user,
        request.params.number,
        request.body.reference,
      ),
    ),
  );

  route(app, orderEndpoints.cancel, signedIn, async (request) =>
    answer(await cancelByBuyer(deps, authOf(request).user, request.params.number)),
  );

  route(app, orderEndpoints.addresses, signedIn, async (request) => ({
    success: true as const,
    addresses: (await store.addresses.listOf(authOf(request).user.id)).map(toSavedAddress),
  }));

  route(app, orderEndpoints.giftCards, signedIn, async (request) => ({
    success: true as const,
    cards: await giftCardOptions(store.links, authOf(request).user.id, clockOf(deps)),
  }));

  route(app, orderEndpoints.loyalty, signedIn, async (request) =>
    loyaltyCard(await previousOrdersOf(store.orders, authOf(request).user.id)),
  );
};
