import { API_CONTRACTS, apiErrorSchema, type Endpoint, listEndpoints } from '@greetly/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_REFERENCE } from '../src/platform/http/api-reference.ts';
import { openApiPath } from '../src/platform/http/openapi.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const endpoints = listEndpoints(API_CONTRACTS);

/** `METHOD /path` of every route a contract declares (its path and aliases). */
const declared = new Set(
  endpoints.flatMap(({ endpoint }) =>
    [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `${endpoint.method} ${path}`),
  ),
);

/**
 * Routes under /api that are deliberately not API calls, each with why. Keep this short: anything
 * a client calls for JSON belongs in a contract.
 */
const NOT_API_CALLS = new Map([
  // features/optouts: where a person or a mail scanner lands from the List-Unsubscribe link; it
  // changes nothing and redirects (303) to the /stop-cards page.
  ['GET /api/optouts/one-click', 'a link target that redirects to a page'],
  // features/orders/webhook.ts: the payment provider's signed events (Paystack's dashboard is given
  // this address); its body is the exact bytes the signature covers, not a client's JSON call.
  ['POST /api/payments/webhook', 'the payment provider posts its signed events here'],
]);

/** The API reference itself (document and Swagger UI), which describes the API, not part of it. */
const isReferenceRoute = (path: string) =>
  path === API_REFERENCE.document || path.startsWith(API_REFERENCE.page);

/**
 * Every `METHOD /path` the app serves, read from Fastify's route tree (printRoutes draws one node
 * a line, indented four characters a level, its methods in parentheses).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = line.match(/^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (depth > 0 ? (pathAt[depth - 1] ?? '') : '') + (node[2] ?? '');
    pathAt[depth] = path;
    pathAt.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A value for each path parameter: enough to reach the route. */
function samplePath(endpoint: Endpoint): string {
  return endpoint.path.replace(/:(\w+)/g, 'sample');
}

/** The OpenAPI 3.1 document's structure, as far as this API uses it (the spec's required fields). */
const reference = z.object({ $ref: z.string().startsWith('#/') });
const jsonSchema = z.record(z.string(), z.unknown()).refine((schema) => !('$schema' in schema), {
  error: 'a schema object inside the document carries no $schema of its own',
});
const mediaTypes = z.record(
  z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
  z.object({ schema: jsonSchema.optional() }),
);
const response = z.union([
  reference,
  z.object({ description: z.string().min(1), content: mediaTypes.optional() }),
]);
const operation = z.strictObject({
  operationId: z.string().min(1),
  tags: z.array(z.string()).min(1),
  summary: z.string().min(1),
  description: z.string().optional(),
  parameters: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        required: z.boolean(),
        description: z.string().optional(),
        schema: jsonSchema,
      }),
    )
    .optional(),
  requestBody: z.object({ required: z.boolean(), content: mediaTypes }).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  responses: z.record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), response),
});
const openApiDocument = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(
    z.string().startsWith('/'),
    z.partialRecord(
      z.enum(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']),
      operation,
    ),
  ),
  components: z.object({
    schemas: z.record(z.string(), jsonSchema),
    responses: z.record(z.string(), response),
    securitySchemes: z.record(
      z.string(),
      z.object({ type: z.enum(['http', 'apiKey', 'oauth2', 'openIdConnect', 'mutualTLS']) }),
    ),
  }),
});

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [item] : refsIn(item),
  );
}

/** The value a local `$ref` ('#/components/...') points at, or undefined. */
function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? new Map(Object.entries(node)).get(key) : undefined,
      document,
    );
}

describe.each(TEST_DATABASES)('endpoint contracts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t.close());

  describe('routes', () => {
    it('registers every route a contract declares', () => {
      const registered = new Set(registeredRoutes(t.app));
      expect([...declared].filter((route) => !registered.has(route))).toEqual([]);
      for (const route of declared) {
        const [method = '', url = ''] = route.split(' ');
        expect(t.app.hasRoute({ method, url }), route).toBe(true);
      }
    });

    it('serves no API route that no contract declares', () => {
      const undeclared = registeredRoutes(t.app).filter((route) => {
        const [method = '', path = ''] = route.split(' ');
        if (method === 'HEAD' || !path.startsWith('/api')) return false;
        return !declared.has(route) && !isReferenceRoute(path) && !NOT_API_CALLS.has(route);
      });
      expect(undeclared).toEqual([]);
    });

    it('answers 401 `unauthorized` without a token wherever the contract says bearer', async () => {
      const signedIn = endpoints.filter(({ endpoint }) => endpoint.auth === 'bearer');
      expect(signedIn.length).toBeGreaterThan(5);
      for (const { endpoint } of signedIn) {
        // A body is validated before the session is checked: send one the route cannot refuse first.
        const response = await t.app.inject({
          method: endpoint.method,
          url: samplePath(endpoint),
          ...(endpoint.body ? { payload: {} } : {}),
        });
        const expected = endpoint.body ? [400, 401] : [401];
        expect(expected, `${endpoint.method} ${endpoint.path}`).toContain(response.statusCode);
        if (response.statusCode === 401) expect(response.json().code).toBe('unauthorized');
      }
    });
  });

  describe('the OpenAPI document', () => {
    let document: z.infer<typeof openApiDocument>;
    beforeAll(async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      document = openApiDocument.parse(response.json());
    });

    it('is public and may be cached, not kept private like the rest of /api', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { authorization: 'Bearer whatever' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    });

    it('lists every contract path with its method, once', () => {
      const listed = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const expected = [...declared].map((route) => {
        const [method = '', path = ''] = route.split(' ');
        return `${method} ${openApiPath(path as Endpoint['path'])}`;
      });
      expect(listed.sort()).toEqual(expected.sort());
      const ids = Object.values(document.paths).flatMap((item) =>
        Object.values(item).map((entry) => entry.operationId),
      );
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('names each path parameter of a path, required, and nothing else', () => {
      for (const [path, item] of Object.entries(document.paths)) {
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        for (const entry of Object.values(item)) {
          const inPath = (entry.parameters ?? []).filter((parameter) => parameter.in === 'path');
          expect(inPath.map((parameter) => parameter.name).sort(), path).toEqual(names.sort());
          expect(inPath.every((parameter) => parameter.required)).toBe(true);
        }
      }
    });

    it('describes bodies, success answers and the error body', () => {
      const create = document.paths['/api/cards']?.post;
      expect(create?.requestBody?.content['application/json']?.schema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['templateId', 'recipientName', 'message']),
      });
      expect(create?.responses['201']).toMatchObject({ content: { 'application/json': {} } });
      expect(create?.responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
      expect(document.paths['/api/media']?.post?.requestBody?.content).toHaveProperty(
        'multipart/form-data',
      );
      const card = document.paths['/api/cards/{id}']?.get?.responses['200'];
      expect(JSON.stringify(card)).toContain('"enum":["confetti","balloons"');
      expect(document.components.schemas.ApiError).toMatchObject({
        properties: { code: { enum: expect.arrayContaining(['validation_failed', 'not_found']) } },
      });
      for (const [path, item] of Object.entries(document.paths)) {
        for (const entry of Object.values(item)) {
          const success = Object.keys(entry.responses).filter((status) => /^2/.test(status));
          expect(success.length, path).toBeGreaterThan(0);
        }
      }
    });

    it('resolves every $ref and every security scheme it names', () => {
      for (const ref of refsIn(document)) expect(resolve(document, ref), ref).toBeDefined();
      const schemes = Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((entry) => (entry.security ?? []).flatMap(Object.keys)),
      );
      for (const scheme of schemes)
        expect(document.components.securitySchemes).toHaveProperty(scheme);
      const tags = new Set(document.tags.map((tag) => tag.name));
      for (const item of Object.values(document.paths)) {
        for (const entry of Object.values(item)) expect(tags.has(entry.tags[0] ?? '')).toBe(true);
      }
    });
  });

  describe('the reference page', () => {
    it('answers HTML whose scripts and styles load from this server, publicly cacheable', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toMatch(/^public/);
      expect(page.body).not.toMatch(/https?:\/\//);
      // No inline script: the app's CSP (script-src 'self') applies to this page too.
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(assets.length).toBeGreaterThanOrEqual(4);
      for (const asset of assets) {
        expect(asset.startsWith(`${API_REFERENCE.page}/`), asset).toBe(true);
        const response = await t.app.inject({ method: 'GET', url: asset });
        expect(response.statusCode, asset).toBe(200);
        expect(response.headers['content-type'], asset).toMatch(/javascript|css|image\/png/);
        expect(response.headers['cache-control'], asset).toMatch(/^public/);
      }
    });

    it('reads the same document, and sends it nowhere else', async () => {
      const initializer = await t.app.inject({
        method: 'GET',
        url: `${API_REFERENCE.page}/static/swagger-initializer.js`,
      });
      expect(initializer.statusCode).toBe(200);
      expect(initializer.body).toContain('validatorUrl: null');
      const code = initializer.body
        .split('\n')
        .filter((line) => !line.trim().startsWith('//'))
        .join('\n');
      expect(code).not.toMatch(/https?:\/\//);
      const viaPage = await t.app.inject({ method: 'GET', url: `${API_REFERENCE.page}/json` });
      const document = await t.app.inject({ method: 'GET', url: API_REFERENCE.document });
      expect(viaPage.json()).toEqual(document.json());
    });
  });

  describe('error bodies', () => {
    it.each([
      {
        name: 'malformed JSON',
        status: 400,
        code: 'bad_request',
        request: {
          method: 'POST',
          url: '/api/newsletter',
          headers: { 'content-type': 'application/json' },
          payload: '{not json',
        },
      },
      {
        name: 'an empty JSON body',
        status: 400,
        code: 'bad_request',
        request: {
          method: 'POST',
          url: '/api/newsletter',
          headers: { 'content-type': 'application/json' },
          payload: '',
        },
      },
      {
        name: 'a content type no route reads',
        status: 415,
        code: 'unsupported_media_type',
        request: {
          method: 'POST',
          url: '/api/newsletter',
          headers: { 'content-type': 'application/xml' },
          payload: '<email>ada@example.com</email>',
        },
      },
      {
        name: 'a body over the limit',
        status: 413,
        code: 'payload_too_large',
        request: {
          method: 'POST',
          url: '/api/newsletter',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
        },
      },
      {
        name: 'an unknown route',
        status: 404,
        code: 'not_found',
        request: { method: 'GET', url: '/api/no-such-thing' },
      },
      {
        name: 'a body that fails validation',
        status: 400,
        code: 'validation_failed',
        request: { method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } },
      },
      {
        name: 'a path parameter that fails validation',
        status: 400,
        code: 'validation_failed',
        request: { method: 'GET', url: '/media/not..valid!' },
      },
      {
        name: 'a signed-in route without a session',
        status: 401,
        code: 'unauthorized',
        request: { method: 'GET', url: '/api/me' },
      },
    ] as const)(
      'answers $name with $status `$code` from the closed set',
      async ({ request, status, code }) => {
        const response = await t.app.inject({ ...request, headers: { ...request.headers } });
        expect(response.statusCode).toBe(status);
        const body = apiErrorSchema.parse(response.json());
        expect(body.code).toBe(code);
        expect(body.message).not.toBe('');
      },
    );
  });
});
