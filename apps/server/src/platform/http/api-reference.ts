import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { onDemand } from '../lib/on-demand.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** Where the API describes itself: the OpenAPI document and a reference page that reads it. */
export const API_REFERENCE = {
  document: '/api/openapi.json',
  page: '/api/docs',
} as const;

/** Public and the same for everyone: shared caches may keep it a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * What Swagger UI reads the document from: the `swagger` decorator that @fastify/swagger would
 * add, here over our own document (it only served it as given), built at its first request
 * rather than at every start. As YAML it is the same JSON (JSON is YAML).
 */
const openApiDocumentSource = fp(
  async (app, { document }: { document: () => object }) => {
    const swagger = (options?: { yaml?: boolean }) =>
      options?.yaml ? JSON.stringify(document()) : document();
    // Typed by @fastify/swagger's declarations as OpenAPI 2.0 or 3.0; ours is 3.1, served as it is.
    app.decorate('swagger', swagger as unknown as FastifyInstance['swagger']);
  },
  { name: '@fastify/swagger', fastify: '5.x' },
);

/** What the reference page's answers keep from Swagger UI's (the rest is this app's own). */
const FORWARDED_HEADERS = ['content-type', 'etag', 'last-modified', 'location'];

/**
 * Swagger UI in a Fastify app of its own, made at the first visit of the reference page: loading
 * it was an eighth of every server start, for a page few people open.
 */
function swaggerUiApp(document: () => object): () => Promise<FastifyInstance> {
  return onDemand(async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify({ logger: false });
    await inner.register(openApiDocumentSource, { document });
    await inner.register(swaggerUi, {
      routePrefix: API_REFERENCE.page,
      // Swagger's online validator would send the document to a third party.
      validatorUrl: false,
      theme: { title: 'Greetly API reference' },
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    });
    await inner.ready();
    return inner;
  });
}

/**
 * The API reference: the OpenAPI 3.1 document generated from the contracts, and Swagger UI over
 * it. Swagger UI's files come from its package (no CDN), and its page loads only scripts and
 * styles from this origin, so the app's Content-Security-Policy needs no exception.
 */
export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  let built: object | undefined;
  const document = () => {
    built ??= buildOpenApiDocument();
    return built;
  };

  // Not a user's data (the rest of /api/ is `no-store`): let browsers and proxies keep it.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode < 400) reply.header('Cache-Control', PUBLIC_CACHE);
  });

  app.get(API_REFERENCE.document, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document()),
  );

  const swaggerUi = swaggerUiApp(document);
  const reference = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await swaggerUi()).inject({
      method: 'GET',
      url: request.url,
      // Revalidation still works: Swagger UI's files carry ETags.
      headers: Object.fromEntries(
        ['if-none-match', 'if-modified-since'].flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
    });
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(API_REFERENCE.page, reference);
  app.get(`${API_REFERENCE.page}/*`, reference);
};
