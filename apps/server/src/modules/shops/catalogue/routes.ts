import { type MarketplaceResults, marketplaceEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { QUERY_CLEANS_CONTROL_CHARACTERS } from '../../../platform/http/control-characters.ts';
import { route } from '../../../platform/http/route.ts';
import { createAnswerCache } from './answer-cache.ts';
import { marketplaceRepo } from './repo.ts';
import { productPage, searchMarketplace, shopPage } from './service.ts';

/** Search answers kept per process (a page is about 10 kB: a few MB at most). */
const SEARCH_ANSWERS_KEPT = 300;

/** The public marketplace: search, a product's page and a shop's page. No sign-in. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const repo = marketplaceRepo(db);
  const cache = createAnswerCache<MarketplaceResults>(SEARCH_ANSWERS_KEPT);

  // Search text is cleaned by the query's schema (normalizeSearchText): any text answers.
  route(app, marketplaceEndpoints.search, QUERY_CLEANS_CONTROL_CHARACTERS, async (request) =>
    searchMarketplace({ repo, query: request.query, cache }),
  );

  route(app, marketplaceEndpoints.product, {}, async (request) => ({
    success: true as const,
    ...(await productPage({ repo, ref: request.params.ref })),
  }));

  route(app, marketplaceEndpoints.shop, {}, async (request) => ({
    success: true as const,
    ...(await shopPage({ repo, slug: request.params.slug, page: request.query.page })),
  }));
};
