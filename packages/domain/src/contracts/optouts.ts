import {
  optOutChangeSchema,
  optOutLookupSchema,
  optOutOneClickQuerySchema,
  optOutResponseSchema,
} from '../schemas/optouts.ts';
import { defineEndpoint } from './endpoint.ts';

/** A card's recipient stopping cards, with the token from the card mail's footer or headers. */
export const optOutEndpoints = {
  lookup: defineEndpoint({
    method: 'POST',
    path: '/api/optouts/lookup',
    summary: "Which stops hold for the address of the link's card",
    description: 'Changes nothing (a POST only to keep the token out of URLs and logs).',
    auth: 'none',
    body: optOutLookupSchema,
    responses: { 200: optOutResponseSchema },
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/optouts/stop',
    summary: "Stop cards to the link's address: from its card's sender, or all cards",
    auth: 'none',
    body: optOutChangeSchema,
    responses: { 200: optOutResponseSchema },
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/api/optouts/undo',
    summary: 'Undo a stop: cards of that scope may reach the address again',
    auth: 'none',
    body: optOutChangeSchema,
    responses: { 200: optOutResponseSchema },
  }),
  oneClick: defineEndpoint({
    method: 'POST',
    path: '/api/optouts/one-click',
    summary: 'RFC 8058 one-click unsubscribe, posted by the mail client (List-Unsubscribe-Post)',
    description:
      'The body is the form "List-Unsubscribe=One-Click" (urlencoded or multipart) and is not read: the URL carries the token and scope. GET on the same URL changes nothing; it redirects to the /stop-cards page.',
    auth: 'none',
    query: optOutOneClickQuerySchema,
    responses: { 200: optOutResponseSchema },
  }),
};
