import {
  cartChangeResponseSchema,
  cartMergeResponseSchema,
  cartMergeSchema,
  cartQuantitySchema,
  cartQuoteResponseSchema,
  cartQuoteSchema,
  cartRefParamsSchema,
  cartResponseSchema,
} from '../schemas/cart.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A signed-in account's cart, kept on the server (a guest's stays in the browser until sign-in,
 * and is checked against the marketplace with `quote`).
 */
export const cartEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cart',
    summary: 'The account’s cart: each line with its product as it is now, and the totals',
    description:
      'A line says when its product changed since it was chosen: no longer listed, sold out, fewer left than the line holds, or a new price. Totals count listed products only, at their current prices, each capped at its stock.',
    auth: 'bearer',
    responses: { 200: cartResponseSchema },
  }),
  setQuantity: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/items/:ref',
    summary: 'Set how many of a gift the cart holds (adding it when new; 0 takes it out)',
    description:
      'More than the stock is clamped to the stock and the answer says so in `clamped`; a sold-out gift is taken out. A gift that is not listed answers 404 unless the quantity is 0.',
    auth: 'bearer',
    params: cartRefParamsSchema,
    body: cartQuantitySchema,
    responses: { 200: cartChangeResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/items/:ref',
    summary: 'Take a gift out of the cart (nothing to do when it is not there)',
    auth: 'bearer',
    params: cartRefParamsSchema,
    responses: { 200: cartResponseSchema },
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/cart/merge',
    summary: 'Merge the cart a guest kept in the browser into the account’s, at sign-in',
    description:
      'Each gift ends with the larger of the two quantities, the guest’s capped at the stock; the account’s lines never shrink. Merging the same cart again changes nothing. Gifts no longer listed or sold out are left out and named in `skipped`.',
    auth: 'bearer',
    body: cartMergeSchema,
    responses: { 200: cartMergeResponseSchema },
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/cart/quote',
    summary: 'Check a guest’s cart (kept in the browser) against the marketplace, storing nothing',
    description:
      'Each gift sent comes back as it is now, with what changed since the guest chose it: sold out, fewer left than the line holds, or a new price (the price sent is the one the guest saw). Gifts not listed, or unknown, are named in `unavailable`. Totals count listed gifts only, at their current prices, each capped at its stock.',
    auth: 'none',
    body: cartQuoteSchema,
    responses: { 200: cartQuoteResponseSchema },
  }),
};
