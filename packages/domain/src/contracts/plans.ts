import { senderCardResponseSchema } from '../schemas/card-api.ts';
import {
  cardPriceRequestSchema,
  cardPriceResponseSchema,
  creditsResponseSchema,
  paymentListResponseSchema,
  startPaymentResponseSchema,
  verifyCardPaymentRequestSchema,
} from '../schemas/plans-api.ts';
import { cardIdParamsSchema } from './cards.ts';
import { defineEndpoint } from './endpoint.ts';

/** Plans (decision 0034): what a card costs, paying for it, card credits and their packs. */
export const planEndpoints = {
  price: defineEndpoint({
    method: 'POST',
    path: '/api/cards/price',
    summary: 'What a card with these features would cost the account now, and why',
    description:
      'The same decision the server makes when the card is made: free on the first day, one free card a week with free features only, else ₦800 (paid with a card credit when the account has one).',
    auth: 'bearer',
    body: cardPriceRequestSchema,
    responses: { 200: cardPriceResponseSchema },
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/pay',
    summary: 'Start a new payment of a card waiting for payment (older attempts are abandoned)',
    description: 'A card that is not the account’s answers 404; one not awaiting payment 409.',
    auth: 'bearer',
    params: cardIdParamsSchema,
    responses: { 200: startPaymentResponseSchema },
  }),
  verifyPayment: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/verify-payment',
    summary: 'Ask the provider about the payment the sender came back from, and apply it once',
    auth: 'bearer',
    params: cardIdParamsSchema,
    body: verifyCardPaymentRequestSchema,
    responses: { 200: senderCardResponseSchema },
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/payments',
    summary: 'The account’s card and credit-pack payments, newest first',
    auth: 'bearer',
    responses: { 200: paymentListResponseSchema },
  }),
  credits: defineEndpoint({
    method: 'GET',
    path: '/api/credits',
    summary: 'The account’s card credits: balance, history and the pack on offer',
    auth: 'bearer',
    responses: { 200: creditsResponseSchema },
  }),
  buyPack: defineEndpoint({
    method: 'POST',
    path: '/api/credits/packs',
    summary: 'Start paying for a pack of 5 card credits (₦3,200); credited once it is paid',
    auth: 'bearer',
    responses: { 200: startPaymentResponseSchema },
  }),
  verifyPack: defineEndpoint({
    method: 'POST',
    path: '/api/credits/packs/verify',
    summary: 'Ask the provider about a pack payment the buyer came back from, and apply it once',
    auth: 'bearer',
    body: verifyCardPaymentRequestSchema,
    responses: { 200: creditsResponseSchema },
  }),
};
