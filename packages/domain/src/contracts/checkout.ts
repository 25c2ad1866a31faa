import { couponInputSchema } from '../schemas/checkout.ts';
import {
  adminCouponListSchema,
  adminCouponResponseSchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteResponseSchema,
  couponIdParamsSchema,
} from '../schemas/checkout-api.ts';
import { defineEndpoint } from './endpoint.ts';

/** The checkout's quote, priced by the server from its own rows. */
export const checkoutEndpoints = {
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    summary: 'The server’s quote of the account’s cart, with delivery, gift bag, discounts and tax',
    description:
      'Only the choices are sent (delivery option, gift bag, coupon code, and the address when known): the server reads the cart and prices it itself, so a client-sent price or total is never used. Listed gifts only, each capped at its stock, at current prices. A refused code answers 200 with its message in `coupon` and no discount. With `address` (country, city, state), a gift its shop does not deliver there answers 400 on `address.city`, naming the shop’s area. An empty cart answers 409.',
    auth: 'bearer',
    body: checkoutQuoteRequestSchema,
    responses: { 200: checkoutQuoteResponseSchema },
  }),
};

/** Coupons, created and deactivated by admins. */
export const couponAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    summary: 'Every coupon, newest first, with its uses (admins only)',
    auth: 'bearer',
    responses: { 200: adminCouponListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Create a coupon: a percentage or a fixed amount off the items (admins only)',
    description:
      'The code is stored trimmed and upper-case. A code already in use answers 409 with a message on `code`.',
    auth: 'bearer',
    body: couponInputSchema,
    responses: { 201: adminCouponResponseSchema },
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/coupons/:id/deactivate',
    summary: 'Deactivate a coupon: buyers are told it is not valid (admins only)',
    auth: 'bearer',
    params: couponIdParamsSchema,
    responses: { 200: adminCouponResponseSchema },
  }),
};
