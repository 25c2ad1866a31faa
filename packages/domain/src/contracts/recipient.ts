import { z } from 'zod';
import { messageResponseSchema } from '../schemas/api.ts';
import { cardReplySchema, recipientCardResponseSchema } from '../schemas/card-api.ts';
import { cardReportListSchema, cardReportSchema } from '../schemas/reports.ts';
import { defineEndpoint } from './endpoint.ts';

/** The token from the recipient's link (/c/<token>): it is the key, no account needed. */
export const cardTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** The recipient's side of a card. */
export const recipientEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/c/:token',
    summary: 'The card a link opens, as its recipient sees it',
    description: 'No sender e-mail, and no sender name when the card is anonymous.',
    auth: 'none',
    params: cardTokenParamsSchema,
    responses: { 200: recipientCardResponseSchema },
  }),
  recordOpening: defineEndpoint({
    method: 'POST',
    path: '/api/c/:token/open',
    summary: 'Record that the recipient opened the card',
    auth: 'none',
    params: cardTokenParamsSchema,
    responses: { 200: messageResponseSchema },
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/c/:token/reply',
    summary: 'Send the sender one reply of thanks',
    auth: 'none',
    params: cardTokenParamsSchema,
    body: cardReplySchema,
    responses: { 200: recipientCardResponseSchema },
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/c/:token/report',
    summary: 'Report the card to Greetly (spam, abuse, not meant for them)',
    description: 'At most 5 reports per client per hour. The sender is not told.',
    auth: 'none',
    params: cardTokenParamsSchema,
    body: cardReportSchema,
    responses: { 201: messageResponseSchema },
  }),
};

/** What admins review. */
export const adminEndpoints = {
  cardReports: defineEndpoint({
    method: 'GET',
    path: '/api/admin/card-reports',
    summary: 'The latest card reports, newest first (admins only)',
    auth: 'bearer',
    responses: { 200: cardReportListSchema },
  }),
};
