import {
  API_CONTRACTS,
  apiErrorSchema,
  type Endpoint,
  type EndpointPath,
  listEndpoints,
  type NamedEndpoint,
} from '@greetly/domain';
import { z } from 'zod';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as zod writes it. */
type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

type Operation = Record<string, unknown>;

const ERROR_RESPONSES = {
  ValidationFailed:
    'The request does not match its schema (`validation_failed`, every field issue listed), or cannot be read (`bad_request`).',
  Unauthorized: 'No valid session (`unauthorized`): send `Authorization: Bearer <token>`.',
  ClientError: 'Refused: the `code` says why (see the ApiError schema for the closed set).',
  ServerError:
    'The server or its database failed (`internal_error`, `database_unavailable`, `uploads_busy`, `auth_busy`).',
} as const;

/** Zod to JSON Schema: `input` for what clients send (defaults optional), `output` for answers. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    override: ({ jsonSchema }) => {
      // zod adds its own long regex to `format: date-time`; the format says it all.
      if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
    },
  });
  return rest;
}

/** Fastify's `/api/cards/:id` is OpenAPI's `/api/cards/{id}`. */
export function openApiPath(path: EndpointPath): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = z.record(z.string(), z.record(z.string(), z.unknown())).parse(json.properties);
  const required = new Set(z.array(z.string()).optional().parse(json.required));
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
}

const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({
  $ref: `#/components/responses/${name}`,
});

function responsesOf(endpoint: Endpoint): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    responses[status] = {
      description: status === '201' ? 'Created' : 'OK',
      content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } },
    };
  }
  const binary = endpoint.binaryResponse;
  if (binary) {
    responses[String(binary.status)] = {
      description: binary.description,
      content: Object.fromEntries(binary.contentTypes.map((type) => [type, {}])),
    };
  }
  const takesInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
  if (takesInput || endpoint.multipartBody) responses['400'] = errorRef('ValidationFailed');
  if (endpoint.auth === 'bearer') responses['401'] = errorRef('Unauthorized');
  responses['4XX'] = errorRef('ClientError');
  responses['5XX'] = errorRef('ServerError');
  return responses;
}

function requestBodyOf(endpoint: Endpoint): Record<string, unknown> | undefined {
  if (endpoint.body) {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
    };
  }
  if (endpoint.multipartBody) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: jsonSchemaOf(endpoint.multipartBody, 'input') } },
    };
  }
  return undefined;
}

const SECURITY = {
  none: undefined,
  bearer: [{ bearerAuth: [] }],
  // Either anonymous or with a session: an empty requirement means "none needed".
  optional: [{}, { bearerAuth: [] }],
} as const;

function operationOf(
  { feature, name, endpoint }: NamedEndpoint,
  alias?: { path: EndpointPath; index: number },
): Operation {
  const parameters = [
    ...parametersOf(endpoint.params, 'path'),
    ...parametersOf(endpoint.query, 'query'),
  ];
  const requestBody = requestBodyOf(endpoint);
  const security = SECURITY[endpoint.auth];
  const description = alias
    ? `The same as \`${endpoint.method} ${endpoint.path}\`, at the path the spec's original client calls.`
    : endpoint.description;
  return {
    operationId: alias ? `${feature}.${name}.alias${alias.index + 1}` : `${feature}.${name}`,
    tags: [feature],
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(security ? { security } : {}),
    responses: responsesOf(endpoint),
  };
}

const INFO_DESCRIPTION = `The JSON API of Greetly, generated from the endpoint contracts in \`packages/domain/src/contracts/\`.

- Send and receive JSON, camelCase, except the spec's own payloads (register, login and the account objects in them), which keep their snake_case fields.
- Signed-in endpoints need \`Authorization: Bearer <token>\`, the token from \`POST /api/login\`.
- Every error answers \`{ success: false, code, message, issues? }\`; \`code\` is one of a closed set (the ApiError schema lists it) and is what a client should branch on.`;

/** The OpenAPI 3.1 document of every endpoint contract. */
export function buildOpenApiDocument(
  contracts: Record<string, Record<string, Endpoint>> = API_CONTRACTS,
): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const named of listEndpoints(contracts)) {
    const { endpoint } = named;
    const at = [
      { path: endpoint.path, alias: undefined },
      ...(endpoint.aliases ?? []).map((path, index) => ({ path, alias: { path, index } })),
    ];
    for (const { path, alias } of at) {
      const item = paths[openApiPath(path)] ?? {};
      item[endpoint.method.toLowerCase()] = operationOf(named, alias);
      paths[openApiPath(path)] = item;
    }
  }
  const errorContent = {
    'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Greetly API', version: '1', description: INFO_DESCRIPTION },
    tags: Object.keys(contracts).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: errorContent },
        ]),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from `POST /api/login`.',
        },
      },
    },
  };
}
