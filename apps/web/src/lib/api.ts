import type { ApiError } from '@greetly/domain';

/** An answer from our API that was not a success; carries the server's code, message and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** No answer at all (offline, DNS, server down). */
export class NetworkError extends Error {}

/** The signed-in user's token as our API expects it (the token lives in localStorage 'token'). */
export function authHeaders(): Record<string, string> {
  const token = localStorage.getItem('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('Network error. Please check your connection.');
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, body as ApiError | null);
  return body as T;
}
