import { optOutEndpoints, optOutOneClickQuerySchema } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/connect.ts';
import { route } from '../../../platform/http/route.ts';
import { optOutsRepo } from './repo.ts';
import { optOutBlocks, stopCards, undoStopCards } from './service.ts';

/**
 * A card's recipient stops cards with the token from the mail: the page reads the state and
 * confirms with a button (POST); a mail client's one-click unsubscribe posts without any page.
 * No GET changes anything: mail scanners open every link they find.
 */
export const optOutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = optOutsRepo(db.kysely);

  route(app, optOutEndpoints.lookup, {}, async (request) => ({
    success: true as const,
    blocks: await optOutBlocks({ repo, token: request.body.token }),
  }));
  route(app, optOutEndpoints.stop, {}, async (request) => ({
    success: true as const,
    ...(await stopCards({ repo, ...request.body })),
  }));
  route(app, optOutEndpoints.undo, {}, async (request) => ({
    success: true as const,
    ...(await undoStopCards({ repo, ...request.body })),
  }));

  // RFC 8058: the client posts "List-Unsubscribe=One-Click" as a form. The URL holds everything
  // needed, so the body (in this plugin only) is read as bounded text and not looked at.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  route(app, optOutEndpoints.oneClick, {}, async (request) => ({
    success: true as const,
    ...(await stopCards({ repo, ...request.query })),
  }));
  // A person or a scanner opening the one-click URL gets the page that asks first. A link
  // target, not an API call, so it has no contract.
  app.get(
    optOutEndpoints.oneClick.path,
    { schema: { querystring: optOutOneClickQuerySchema, hide: true } },
    async (request, reply) => {
      const query = new URLSearchParams({ token: request.query.token, scope: request.query.scope });
      return reply.redirect(`/stop-cards?${query}`, 303);
    },
  );
};
