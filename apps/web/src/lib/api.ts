import {
  type Endpoint,
  type EndpointRequest,
  endpointUrl,
  type JsonEndpoint,
  parseSuccessBody,
  type SuccessBody,
} from '@greetly/domain/contracts/endpoint';
import { apiErrorSchema } from '@greetly/domain/contracts/errors';
import { ApiRequestError, NetworkError, UnexpectedResponseError } from './api-errors';

export { ApiRequestError, NetworkError, UnexpectedResponseError };

/** The signed-in user's token as our API expects it (the token lives in localStorage 'token'). */
export function authHeaders(): Record<string, string> {
  const token = localStorage.getItem('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The error of a failed answer: its body is kept only when it has the API's error shape. */
export function apiRequestErrorOf(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  return new ApiRequestError(status, parsed.success ? parsed.data : null);
}

/**
 * The body of a success answer, parsed with the contract's schema for its status: typed, with
 * the same values the server validated. Anything else is an UnexpectedResponseError.
 */
export function parseSuccess<E extends Endpoint>(
  endpoint: E,
  status: number,
  body: unknown,
): SuccessBody<E> {
  const parsed = parseSuccessBody(endpoint, status, body);
  if (!parsed) throw new UnexpectedResponseError(status, body);
  return parsed.data;
}

type CallOptions<E extends Endpoint> = EndpointRequest<E> & {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (creates only: lib/idempotency.ts). */
  idempotencyKey?: string;
};

/** Calls with nothing to pass may leave the options out. */
type CallArguments<E extends Endpoint> =
  Record<never, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls one endpoint of the API: the URL comes from its contract (path parameters encoded, query
 * appended), the body goes as JSON, and the answer comes back parsed and typed by the contract.
 * Throws ApiRequestError for an error answer, NetworkError when there is no answer,
 * UnexpectedResponseError when a success answer breaks the contract.
 */
export async function api<E extends JsonEndpoint>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<SuccessBody<E>> {
  const { body, signal, idempotencyKey } = options ?? {};
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, options ?? {}), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('Network error. Please check your connection.');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiRequestErrorOf(response.status, answer);
  return parseSuccess(endpoint, response.status, answer);
}
