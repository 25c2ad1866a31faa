import {
  addressListResponseSchema,
  giftCardOptionsResponseSchema,
  loyaltyResponseSchema,
  orderListResponseSchema,
  orderNumberParamsSchema,
  orderResponseSchema,
  payOrderResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  shipmentIdParamsSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
  vendorOrderListResponseSchema,
  vendorOrderResponseSchema,
  vendorOrderStatusRequestSchema,
  verifyPaymentRequestSchema,
} from '../schemas/orders-api.ts';
import { defineEndpoint } from './endpoint.ts';

/** A buyer's orders: placed from the cart, paid through the provider, followed to delivery. */
export const orderEndpoints = {
  place: defineEndpoint({
    method: 'POST',
    path: '/api/orders',
    summary: 'Place an order from the account’s cart and start its payment',
    description:
      'The server prices the cart itself (a client-sent price is never read), refuses a gift not delivered to the address (400 on `address.city`, naming the shop’s area), refuses what one buyer would hoard (409 unpaid_orders_limit: a gift already in one of the buyer’s unpaid orders, a fourth unpaid order, more than 10 of a gift), reserves the stock (409 out_of_stock when a gift ran out), records the coupon, saves the address to the address book, and answers where to pay. Stock is released if the order is not paid in 30 minutes. With an `Idempotency-Key` header (1–255 visible ASCII characters), a retry with the same key within 24 hours answers what the first request answered (header `Idempotent-Replayed: true`) instead of making a second one; the same key with another request is 409 `idempotency_key_reused`, and 409 `idempotency_in_progress` while the first has not answered yet.',
    auth: 'bearer',
    body: placeOrderRequestSchema,
    responses: { 201: placeOrderResponseSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    summary: 'The account’s orders, newest first',
    auth: 'bearer',
    responses: { 200: orderListResponseSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:number',
    summary: 'One of the account’s orders with its shops’ parts and its timeline',
    description: 'Another account’s order answers 404, like one that does not exist.',
    auth: 'bearer',
    params: orderNumberParamsSchema,
    responses: { 200: orderResponseSchema },
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:number/pay',
    summary: 'Start a new payment of an unpaid order (its stock still held)',
    auth: 'bearer',
    params: orderNumberParamsSchema,
    responses: { 200: payOrderResponseSchema },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:number/verify',
    summary: 'Ask the provider about a payment the buyer came back from, and apply it once',
    auth: 'bearer',
    params: orderNumberParamsSchema,
    body: verifyPaymentRequestSchema,
    responses: { 200: orderResponseSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:number/cancel',
    summary: 'Cancel an order before it is paid; its stock is released',
    auth: 'bearer',
    params: orderNumberParamsSchema,
    responses: { 200: orderResponseSchema },
  }),
  track: defineEndpoint({
    method: 'POST',
    path: '/api/orders/track',
    summary: 'Follow an order by its number and the e-mail it was placed with (no sign-in)',
    description:
      'A wrong number or e-mail answers 404 with the same words, so nothing tells which was wrong. No address, phone or payment detail is shown.',
    auth: 'none',
    body: trackOrderRequestSchema,
    responses: { 200: trackOrderResponseSchema },
  }),
  addresses: defineEndpoint({
    method: 'GET',
    path: '/api/addresses',
    summary: 'The account’s saved shipping addresses, most recently used first',
    auth: 'bearer',
    responses: { 200: addressListResponseSchema },
  }),
  giftCards: defineEndpoint({
    method: 'GET',
    path: '/api/checkout/gift-cards',
    summary: 'The account’s scheduled cards a gift could travel with, checked against the cart',
    auth: 'bearer',
    responses: { 200: giftCardOptionsResponseSchema },
  }),
  loyalty: defineEndpoint({
    method: 'GET',
    path: '/api/loyalty',
    summary: 'The account’s loyalty card: delivered purchases stamped towards a free one',
    auth: 'bearer',
    responses: { 200: loyaltyResponseSchema },
  }),
};

/** A shop's orders: only its own part of each paid order. */
export const vendorOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/orders',
    summary: 'The paid orders of the vendor’s shop, newest first (its own part of each)',
    auth: 'bearer',
    responses: { 200: vendorOrderListResponseSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/orders/:id',
    summary: 'One part of an order as its shop sees it: its lines, the address, its timeline',
    description: 'Another shop’s part answers 404, like one that does not exist.',
    auth: 'bearer',
    params: shipmentIdParamsSchema,
    responses: { 200: vendorOrderResponseSchema },
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/orders/:id/status',
    summary: 'Accept, dispatch, deliver or cancel the shop’s part; the buyer is e-mailed',
    description:
      'Moves follow the shipment states; a wrong move answers 409 order_state_conflict. Cancelling before dispatch needs a reason and refunds this part through the provider.',
    auth: 'bearer',
    params: shipmentIdParamsSchema,
    body: vendorOrderStatusRequestSchema,
    responses: { 200: vendorOrderResponseSchema },
  }),
};
