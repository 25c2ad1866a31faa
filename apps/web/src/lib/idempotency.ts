import { ApiRequestError } from './api-errors';

/** A random key (not crypto.randomUUID: that needs a secure context, and a LAN address is not one). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether an answer ends the submit: success, or a refusal that a retry would only repeat. */
function isFinal(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status >= 500) return false;
  return error.body?.code !== 'idempotency_in_progress';
}

/**
 * One `Idempotency-Key` per submit of a create (a card, an order). A submit of the same request
 * after one that got no answer, a 5xx or "still in progress" reuses the key, so the server
 * answers what it did the first time instead of making a second card or order; once a submit has
 * its answer (success, or a refusal such as a validation error), the next submit gets a new key,
 * as does a changed request.
 */
export function submitOnce<Body, Answer>(
  call: (body: Body, idempotencyKey: string) => Promise<Answer>,
): (body: Body) => Promise<Answer> {
  let pending: { request: string; key: string } | undefined;
  return async (body) => {
    const request = JSON.stringify(body);
    if (pending?.request !== request) pending = { request, key: newKey() };
    const { key } = pending;
    try {
      const answer = await call(body, key);
      pending = undefined;
      return answer;
    } catch (error) {
      if (isFinal(error) && pending?.key === key) pending = undefined;
      throw error;
    }
  };
}
