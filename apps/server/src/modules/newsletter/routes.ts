import { newsletterEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/connect.ts';
import { route } from '../../platform/http/route.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { newsletterRepo } from './repo.ts';
import { subscribeToNewsletter } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimits: RateLimitStore;
}> = async (app, { db, rateLimits }) => {
  const repo = newsletterRepo(db.kysely);
  route(app, newsletterEndpoints.subscribe, {}, async (request) => {
    const { message } = await subscribeToNewsletter({
      email: request.body.email,
      ip: request.ip,
      repo,
      rateLimits,
    });
    return { success: true as const, message };
  });
};
