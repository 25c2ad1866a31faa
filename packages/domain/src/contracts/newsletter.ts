import {
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from '../schemas/newsletter.ts';
import { defineEndpoint } from './endpoint.ts';

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter',
    summary: 'Subscribe an address to the newsletter',
    auth: 'none',
    body: newsletterSubscribeSchema,
    responses: { 200: newsletterSubscribeResponseSchema },
  }),
};
