import {
  cardListQuerySchema,
  cardReplySchema,
  createCardSchema,
  messageResponseSchema,
  recipientCardResponseSchema,
  senderCardListSchema,
  senderCardResponseSchema,
} from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/guard.ts';
import type { AuthRepo } from '../auth/repo.ts';
import { toRecipientCard, toSenderCard } from './present.ts';
import {
  type CardsDeps,
  cancelScheduledCard,
  cardForRecipient,
  createCard,
  getOwnCard,
  listOwnCards,
  recordOpening,
  replyToCard,
  resendFailedCard,
  updateScheduledCard,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

export const cardRoutes: FastifyPluginAsyncZod<{
  deps: CardsDeps;
  authRepo: AuthRepo;
  publicUrl: string;
}> = async (app, { deps, authRepo, publicUrl }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const present = (card: Parameters<typeof toSenderCard>[0]) => ({
    success: true as const,
    card: toSenderCard(card, publicUrl),
  });

  app.post(
    '/api/cards',
    {
      ...signedIn,
      schema: { body: createCardSchema, response: { 201: senderCardResponseSchema } },
    },
    async (request, reply) => {
      const card = await createCard(deps, authOf(request).user, request.body);
      return reply.status(201).send(present(card));
    },
  );

  app.get(
    '/api/cards',
    {
      ...signedIn,
      schema: { querystring: cardListQuerySchema, response: { 200: senderCardListSchema } },
    },
    async (request) => {
      const page = await listOwnCards(deps, authOf(request).user, request.query);
      return {
        success: true as const,
        cards: page.cards.map((card) => toSenderCard(card, publicUrl)),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/api/cards/:id',
    { ...signedIn, schema: { params: idParams, response: { 200: senderCardResponseSchema } } },
    async (request) => present(await getOwnCard(deps, authOf(request).user, request.params.id)),
  );

  app.patch(
    '/api/cards/:id',
    {
      ...signedIn,
      schema: {
        params: idParams,
        body: createCardSchema,
        response: { 200: senderCardResponseSchema },
      },
    },
    async (request) =>
      present(
        await updateScheduledCard(deps, authOf(request).user, request.params.id, request.body),
      ),
  );

  app.post(
    '/api/cards/:id/cancel',
    { ...signedIn, schema: { params: idParams, response: { 200: senderCardResponseSchema } } },
    async (request) =>
      present(await cancelScheduledCard(deps, authOf(request).user, request.params.id)),
  );

  app.post(
    '/api/cards/:id/resend',
    { ...signedIn, schema: { params: idParams, response: { 200: senderCardResponseSchema } } },
    async (request) =>
      present(await resendFailedCard(deps, authOf(request).user, request.params.id)),
  );

  // The recipient's side: no account, the link's token is the key.
  app.get(
    '/api/c/:token',
    { schema: { params: tokenParams, response: { 200: recipientCardResponseSchema } } },
    async (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      return {
        success: true as const,
        card: toRecipientCard(await cardForRecipient(deps, request.params.token)),
      };
    },
  );

  app.post(
    '/api/c/:token/open',
    { schema: { params: tokenParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await recordOpening(deps, request.params.token);
      return { success: true as const, message: 'Enjoy your card!' };
    },
  );

  app.post(
    '/api/c/:token/reply',
    {
      schema: {
        params: tokenParams,
        body: cardReplySchema,
        response: { 200: recipientCardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      card: toRecipientCard(await replyToCard(deps, request.params.token, request.body.message)),
    }),
  );
};
