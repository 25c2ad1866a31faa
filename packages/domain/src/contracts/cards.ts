import { z } from 'zod';
import { createCardSchema } from '../schemas/card.ts';
import {
  cardListQuerySchema,
  senderCardListSchema,
  senderCardResponseSchema,
} from '../schemas/card-api.ts';
import { createCardResponseSchema } from '../schemas/plans-api.ts';
import { defineEndpoint } from './endpoint.ts';

export const cardIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The sender's side of cards: every endpoint needs a signed-in account and sees only its cards. */
export const cardEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/cards',
    summary: 'Send a card now, or schedule it (with `schedule`)',
    description:
      'From an account whose e-mail address is not confirmed yet, the card is kept with the status `waiting` and sent only once the address is confirmed. The server prices the card (decision 0034): a ₦800 card is paid with a card credit when the account has one; otherwise it is kept `awaiting_payment` (never sent before it is paid) and `payment` says where to pay. With an `Idempotency-Key` header (1–255 visible ASCII characters), a retry with the same key within 24 hours answers what the first request answered (header `Idempotent-Replayed: true`) instead of making a second one; the same key with another request is 409 `idempotency_key_reused`, and 409 `idempotency_in_progress` while the first has not answered yet.',
    auth: 'bearer',
    body: createCardSchema,
    responses: { 201: createCardResponseSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cards',
    summary: "The account's cards, newest first, a page at a time",
    auth: 'bearer',
    query: cardListQuerySchema,
    responses: { 200: senderCardListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cards/:id',
    summary: "One of the account's cards",
    auth: 'bearer',
    params: cardIdParamsSchema,
    responses: { 200: senderCardResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/cards/:id',
    summary: 'Replace a scheduled card (409 `card_not_editable` once it is on its way)',
    auth: 'bearer',
    params: cardIdParamsSchema,
    body: createCardSchema,
    responses: { 200: senderCardResponseSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/cancel',
    summary: 'Cancel a scheduled card',
    auth: 'bearer',
    params: cardIdParamsSchema,
    responses: { 200: senderCardResponseSchema },
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/resend',
    summary: 'Send a failed card again, now',
    auth: 'bearer',
    params: cardIdParamsSchema,
    responses: { 200: senderCardResponseSchema },
  }),
};
