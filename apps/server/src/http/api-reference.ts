import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

/** Where the API describes itself: the OpenAPI document and a reference page that reads it. */
export const API_REFERENCE = {
  document: '/api/openapi.json',
  page: '/api/docs',
} as const;

/** Public and the same for everyone: shared caches may keep it a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * The API reference: the OpenAPI 3.1 document generated from the contracts, and Swagger UI over
 * it. Swagger UI's files come from its package (no CDN), and its page loads only scripts and
 * styles from this origin, so the app's Content-Security-Policy needs no exception.
 */
export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();

  // Not a user's data (the rest of /api/ is `no-store`): let browsers and proxies keep it.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode < 400) reply.header('Cache-Control', PUBLIC_CACHE);
  });

  app.get(API_REFERENCE.document, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );

  // @fastify/swagger types a static document as OpenAPI 2.0 or 3.0 only; it serves 3.1 as it is.
  const specification = { document } as unknown as StaticDocumentSpec;
  await app.register(swagger, { mode: 'static', specification });
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE.page,
    // Swagger's online validator would send the document to a third party.
    validatorUrl: false,
    theme: { title: 'Greetly API reference' },
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
};
