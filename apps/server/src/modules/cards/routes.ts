import { cardEndpoints, recipientEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { idempotently } from '../../platform/http/idempotency.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authOf, requireAuth } from '../accounts/index.ts';
import { cancelScheduledCard, resendFailedCard, updateScheduledCard } from './changes.ts';
import { createCard } from './create.ts';
import { toRecipientCard, toSenderCard, toSenderCardSummary } from './present.ts';
import { cardForRecipient, recordOpening, replyToCard } from './recipient.ts';
import { type CardsDeps, getOwnCard, giftsOf, listOwnCards } from './service.ts';

export const cardRoutes: FastifyPluginAsyncZod<{
  deps: CardsDeps;
  authRepo: AuthRepo;
  publicUrl: string;
  /** For the idempotency keys of created cards. */
  db: Kysely<Database>;
}> = async (app, { deps, authRepo, publicUrl, db }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const present = async (card: Parameters<typeof toSenderCard>[0]) => ({
    success: true as const,
    card: toSenderCard(card, publicUrl, (await giftsOf(deps, [card])).get(card.id) ?? null),
  });

  route(app, cardEndpoints.create, signedIn, async (request, reply) => {
    const sender = authOf(request).user;
    return idempotently(
      { db, request, reply, accountId: sender.id, now: new Date() },
      async (claim) => {
        const created = await createCard(deps, sender, request.body, claim);
        return {
          statusCode: 201,
          body: {
            ...(await present(created.card)),
            price: created.price,
            payment: created.payment,
          },
        };
      },
    );
  });

  route(app, cardEndpoints.list, signedIn, async (request) => {
    const page = await listOwnCards(deps, authOf(request).user, request.query);
    const gifts = await giftsOf(deps, page.cards);
    return {
      success: true as const,
      cards: page.cards.map((card) =>
        toSenderCardSummary(card, publicUrl, gifts.get(card.id) ?? null),
      ),
      nextCursor: page.nextCursor,
    };
  });

  route(app, cardEndpoints.get, signedIn, async (request) =>
    present(await getOwnCard(deps, authOf(request).user, request.params.id)),
  );

  route(app, cardEndpoints.update, signedIn, async (request) =>
    present(await updateScheduledCard(deps, authOf(request).user, request.params.id, request.body)),
  );

  route(app, cardEndpoints.cancel, signedIn, async (request) =>
    present(await cancelScheduledCard(deps, authOf(request).user, request.params.id)),
  );

  route(app, cardEndpoints.resend, signedIn, async (request) =>
    present(await resendFailedCard(deps, authOf(request).user, request.params.id)),
  );

  // The recipient's side: no account, the link's token is the key.
  route(app, recipientEndpoints.view, {}, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return {
      success: true as const,
      card: toRecipientCard(
        await cardForRecipient(deps, request.params.token),
        request.params.token,
      ),
    };
  });

  route(app, recipientEndpoints.recordOpening, {}, async (request) => {
    await recordOpening(deps, request.params.token);
    return { success: true as const, message: 'Enjoy your card!' };
  });

  route(app, recipientEndpoints.reply, {}, async (request) => ({
    success: true as const,
    card: toRecipientCard(
      await replyToCard(deps, request.params.token, request.body.message),
      request.params.token,
    ),
  }));
};
