import type { Endpoint } from '@greetly/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The app as every feature's routes see it: schemas are zod, so requests and replies are typed. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** The Fastify schema of an endpoint: what its route validates (params, query, body) and serialises. */
export interface RouteSchemaOf<E extends Endpoint> {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
}

/** Everything a route may add to its contract: hooks such as the auth preHandler, limits, config. */
export type RouteOptionsOf<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchemaOf<E>,
    ZodTypeProvider
  >,
  'schema' | 'validatorCompiler' | 'serializerCompiler'
>;

/** A handler whose request (params, query, body) and reply (per status) are typed by the contract. */
export type RouteHandlerOf<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;

function schemaOf<E extends Endpoint>(endpoint: E): RouteSchemaOf<E> {
  // Only the parts the endpoint has: Fastify warns about a part present but undefined.
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: endpoint.responses,
  };
  // The endpoint's own parts: TypeScript cannot follow an optional key through to Part<E, K>.
  return schema as RouteSchemaOf<E>;
}

/**
 * Registers the route of `endpoint` (and of its aliases): method, URL and schema come from the
 * contract, so the route validates what the contract says it takes and serialises its answers
 * through the contract's response schemas.
 */
export function route<E extends Endpoint>(
  app: ApiApp,
  endpoint: E,
  options: RouteOptionsOf<E>,
  handler: RouteHandlerOf<E>,
): void {
  // No body to inflate: @fastify/compress's request hook (one per request) is left off.
  const takesBody = endpoint.body !== undefined || endpoint.multipartBody !== undefined;
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route<RouteGenericInterface, ContextConfigDefault, RouteSchemaOf<E>>({
      ...(takesBody ? {} : { decompress: false }),
      ...options,
      method: endpoint.method,
      url,
      schema: schemaOf(endpoint),
      handler,
    });
  }
}
