import { authEndpoints } from './auth.ts';
import { cardEndpoints } from './cards.ts';
import { cartEndpoints } from './cart.ts';
import { checkoutEndpoints, couponAdminEndpoints } from './checkout.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { marketplaceEndpoints, shopReviewEndpoints } from './marketplace.ts';
import { mediaEndpoints } from './media.ts';
import { newsletterEndpoints } from './newsletter.ts';
import { optOutEndpoints } from './optouts.ts';
import { orderEndpoints, vendorOrderEndpoints } from './orders.ts';
import { planEndpoints } from './plans.ts';
import { adminEndpoints, recipientEndpoints } from './recipient.ts';
import { referralEndpoints } from './referrals.ts';
import { vendorEndpoints } from './vendor.ts';

export * from './auth.ts';
export * from './cards.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './marketplace.ts';
export * from './media.ts';
export * from './newsletter.ts';
export * from './optouts.ts';
export * from './orders.ts';
export * from './plans.ts';
export * from './recipient.ts';
export * from './referrals.ts';
export * from './vendor.ts';

/** Every endpoint of the API, by feature: the server must register exactly these. */
export const API_CONTRACTS = {
  auth: authEndpoints,
  cards: cardEndpoints,
  recipient: recipientEndpoints,
  media: mediaEndpoints,
  newsletter: newsletterEndpoints,
  optouts: optOutEndpoints,
  vendor: vendorEndpoints,
  marketplace: marketplaceEndpoints,
  shopReview: shopReviewEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  coupons: couponAdminEndpoints,
  orders: orderEndpoints,
  vendorOrders: vendorOrderEndpoints,
  plans: planEndpoints,
  admin: adminEndpoints,
  referrals: referralEndpoints,
  health: healthEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export interface NamedEndpoint {
  /** The feature, e.g. 'cards'. */
  feature: string;
  /** The endpoint's name within its feature, e.g. 'create'. */
  name: string;
  endpoint: Endpoint;
}

/** Every endpoint as a flat list, each with its feature and name. */
export function listEndpoints(
  contracts: Record<string, Record<string, Endpoint>> = API_CONTRACTS,
): NamedEndpoint[] {
  return Object.entries(contracts).flatMap(([feature, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ feature, name, endpoint })),
  );
}
