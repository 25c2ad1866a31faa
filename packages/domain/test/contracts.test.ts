import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  API_CONTRACTS,
  apiErrorSchema,
  buildPath,
  buildQuery,
  cardEndpoints,
  defineEndpoint,
  type EndpointRequest,
  ERROR_CODES,
  endpointUrl,
  listEndpoints,
  type PathParamNames,
  parseSuccessBody,
  recipientEndpoints,
  type SuccessBody,
} from '../src/index.ts';

describe('buildPath', () => {
  it('fills each parameter, URL-encoded', () => {
    expect(buildPath('/api/cards/:id', { id: 'abc' })).toBe('/api/cards/abc');
    expect(buildPath('/api/cards/:id/cancel', { id: 'a b/c?d#e' })).toBe(
      '/api/cards/a%20b%2Fc%3Fd%23e/cancel',
    );
    expect(buildPath('/api/c/:token/reply', { token: 'é&x=1' })).toBe(
      '/api/c/%C3%A9%26x%3D1/reply',
    );
    expect(buildPath('/a/:first/b/:second', { first: 1, second: '..' })).toBe('/a/1/b/..');
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildPath('/api/cards', {})).toBe('/api/cards');
  });

  it('throws when a parameter is missing or empty at run time', () => {
    const loose: Record<string, string> = {};
    expect(() => buildPath('/api/cards/:id', { id: '' })).toThrow('Missing path parameter "id"');
    expect(() => endpointUrl(cardEndpoints.get, { params: loose })).toThrow(/"id"/);
  });

  it('names the parameters a path needs, at compile time', () => {
    expectTypeOf<PathParamNames<'/api/cards/:id/cancel'>>().toEqualTypeOf<'id'>();
    expectTypeOf<PathParamNames<'/a/:first/b/:second'>>().toEqualTypeOf<'first' | 'second'>();
    expectTypeOf<PathParamNames<'/api/cards'>>().toEqualTypeOf<never>();
    expect(() =>
      // @ts-expect-error a missing parameter is a type error
      buildPath('/api/cards/:id', {}),
    ).toThrow();
    expect(() =>
      // @ts-expect-error so is a misspelled one
      buildPath('/api/cards/:id', { ID: 'x' }),
    ).toThrow();
    // @ts-expect-error and an extra one
    expect(buildPath('/api/cards', { id: 'x' })).toBe('/api/cards');
  });
});

describe('endpointUrl', () => {
  it('builds the path from the contract and appends the query, leaving out absent values', () => {
    expect(endpointUrl(recipientEndpoints.reply, { params: { token: 't/1' } })).toBe(
      '/api/c/t%2F1/reply',
    );
    expect(endpointUrl(cardEndpoints.list, { query: { cursor: 'a b&c', limit: undefined } })).toBe(
      '/api/cards?cursor=a+b%26c',
    );
    expect(endpointUrl(cardEndpoints.list, {})).toBe('/api/cards');
    expect(buildQuery({ limit: 10, cursor: null })).toBe('?limit=10');
  });

  it('types the request from the contract', () => {
    expectTypeOf<EndpointRequest<typeof cardEndpoints.get>>().toEqualTypeOf<
      { params: { id: string } } & { query?: undefined } & { body?: undefined }
    >();
    // @ts-expect-error the card's id is required
    const missing: EndpointRequest<typeof cardEndpoints.get> = {};
    expect(missing).toEqual({});
    expectTypeOf<SuccessBody<typeof cardEndpoints.list>['nextCursor']>().toEqualTypeOf<
      string | null
    >();
    expectTypeOf<SuccessBody<typeof cardEndpoints.create>['card']['effect']>().toEqualTypeOf<
      'confetti' | 'balloons' | 'fireworks' | 'petals' | 'snow'
    >();
  });
});

describe('parseSuccessBody', () => {
  const page = { success: true, cards: [], nextCursor: null };

  it("parses an answer with the schema of its status, dropping what the contract doesn't name", () => {
    expect(parseSuccessBody(cardEndpoints.list, 200, { ...page, extra: 1 })).toEqual({
      data: page,
    });
  });

  it('refuses a status the contract does not answer with, or a body that does not match', () => {
    expect(parseSuccessBody(cardEndpoints.list, 201, page)).toBeUndefined();
    expect(parseSuccessBody(cardEndpoints.list, 200, { ...page, nextCursor: 5 })).toBeUndefined();
  });
});

describe('defineEndpoint', () => {
  it('refuses params that do not match the path, at compile time', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/things/:id',
      summary: 'A thing',
      auth: 'none',
      params: z.object({ id: z.string() }),
      responses: { 200: z.object({ id: z.string() }) },
    });
    expect(endpoint.path).toBe('/things/:id');
    defineEndpoint({
      method: 'GET',
      path: '/things/:id',
      summary: 'A thing',
      auth: 'none',
      // @ts-expect-error the path's :id is not declared
      params: z.object({ key: z.string() }),
      responses: {},
    });
  });
});

describe('the contracts', () => {
  const endpoints = listEndpoints(API_CONTRACTS);

  it('declare each method and path once', () => {
    const routes = endpoints.flatMap(({ endpoint }) =>
      [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `${endpoint.method} ${path}`),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declare a params schema for exactly the path's parameters", () => {
    for (const { endpoint } of endpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, endpoint.path).toEqual(names);
    }
  });

  it('have an error body whose code is one of the closed set', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(
      apiErrorSchema.safeParse({ success: false, code: 'not_found', message: 'x' }).success,
    ).toBe(true);
    expect(
      apiErrorSchema.safeParse({ success: false, code: 'fst_err_ctp_empty_json_body', message: '' })
        .success,
    ).toBe(false);
  });
});
