import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201;

/** 'bearer': only with `Authorization: Bearer <token>` (401 otherwise); 'optional': read when sent. */
export type EndpointAuth = 'none' | 'bearer' | 'optional';

/** A path in Fastify's style, its parameters written `:name`. */
export type EndpointPath = `/${string}`;

/** A response that is bytes, not JSON (a stored image or voice note). */
export interface BinaryResponse {
  status: SuccessStatus;
  contentTypes: readonly string[];
  description: string;
}

/**
 * One endpoint of the API, declared once: the server registers its route from it, the web calls it
 * through the typed client, and the OpenAPI document is generated from it.
 */
export interface Endpoint {
  method: HttpMethod;
  path: EndpointPath;
  /** Other paths that answer exactly the same (the spec's `.php` spellings). */
  aliases?: readonly EndpointPath[];
  summary: string;
  description?: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: the route reads it itself, so it is described, not validated. */
  multipartBody?: z.ZodType;
  /** The JSON answer per success status; errors always have the ApiError shape. */
  responses: { [S in SuccessStatus]?: z.ZodType };
  binaryResponse?: BinaryResponse;
}

/** The names of a path's `:name` parameters, e.g. 'id' for '/api/cards/:id/cancel'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's parameters need: every one of them, and no others. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [Name in PathParamNames<P>]: string | number };

type ParamsSchemaInput<E extends Endpoint> = E extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : Record<never, never>;

/** Refuses (at compile time) a params schema whose keys are not exactly the path's parameters. */
type ParamsMatchPath<E extends Endpoint> = [keyof ParamsSchemaInput<E>] extends [
  PathParamNames<E['path']>,
]
  ? [PathParamNames<E['path']>] extends [keyof ParamsSchemaInput<E>]
    ? unknown
    : { params: `must declare every parameter of ${E['path']}` }
  : { params: `must declare only the parameters of ${E['path']}` };

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the server and client. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsMatchPath<E>): E {
  return endpoint;
}

/** A JSON endpoint: it answers at least one success status with a JSON body. */
export type JsonEndpoint = Endpoint & { responses: { 200: z.ZodType } | { 201: z.ZodType } };

/** The statuses `E` answers with JSON. */
type StatusOf<E extends Endpoint> = Extract<keyof E['responses'], SuccessStatus>;

/** The schema of any success answer of `E` (the union of its statuses' schemas). */
export type SuccessSchema<E extends Endpoint> = Extract<E['responses'][StatusOf<E>], z.ZodType>;

/** The parsed body of any success answer of `E`. */
export type SuccessBody<E extends Endpoint> = z.output<SuccessSchema<E>>;

function isSchema<T>(value: T): value is Extract<T, z.ZodType> {
  return value instanceof z.ZodType;
}

function isStatusOf<E extends Endpoint>(endpoint: E, status: number): status is StatusOf<E> {
  return Object.hasOwn(endpoint.responses, status);
}

/**
 * The body of a success answer of `endpoint`, parsed with the contract's schema for its status
 * (so typed, with the values the server validated); undefined when the status has no JSON
 * answer in the contract or the body does not match it.
 */
export function parseSuccessBody<E extends Endpoint>(
  endpoint: E,
  status: number,
  body: unknown,
): { data: SuccessBody<E> } | undefined {
  if (!isStatusOf(endpoint, status)) return undefined;
  const schema: E['responses'][StatusOf<E>] = endpoint.responses[status];
  if (!isSchema(schema)) return undefined;
  const parsed = z.safeParse(schema, body);
  return parsed.success ? { data: parsed.data } : undefined;
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a caller passes to call `E`: its path parameters, query and body, typed by its schemas. */
export type EndpointRequest<E extends Endpoint> = (Part<E, 'params'> extends z.ZodType
  ? { params: z.input<Part<E, 'params'>> }
  : { params?: undefined }) &
  (Part<E, 'query'> extends z.ZodType
    ? Record<never, never> extends z.input<Part<E, 'query'>>
      ? { query?: z.input<Part<E, 'query'>> }
      : { query: z.input<Part<E, 'query'>> }
    : { query?: undefined }) &
  (Part<E, 'body'> extends z.ZodType ? { body: z.input<Part<E, 'body'>> } : { body?: undefined });

const entriesOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.entries(value) : [];

function fillPath(path: string, params: unknown): string {
  const values = new Map(entriesOf(params));
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Fills a Fastify-style path with its parameters, each URL-encoded:
 * `buildPath('/api/cards/:id', { id: 'a/b' })` is '/api/cards/a%2Fb'. A missing parameter is a
 * compile-time error (and throws, for callers that got around the types).
 */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  return fillPath(path, params);
}

/** The query string of `query` ('' when empty); absent values are left out. */
export function buildQuery(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of entriesOf(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL (path and query) of one call of `endpoint`. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  request: { params?: unknown; query?: unknown },
): string {
  return fillPath(endpoint.path, request.params ?? {}) + buildQuery(request.query);
}
