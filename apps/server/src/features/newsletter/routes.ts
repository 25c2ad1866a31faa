import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect.ts';
import { newsletterRepo } from './repo.ts';
import { subscribeToNewsletter } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = newsletterRepo(db.kysely);
  app.post(
    '/api/newsletter',
    {
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (request) => {
      const { message } = await subscribeToNewsletter({ email: request.body.email, repo });
      return { success: true as const, message };
    },
  );
};
