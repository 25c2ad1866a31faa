import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from './api-errors';
import { submitOnce } from './idempotency';

/** A create whose answers are scripted; it records the key of every call. */
function scripted(answers: (() => unknown)[]) {
  const keys: string[] = [];
  const submit = submitOnce(async (_body: { n: number }, key: string) => {
    keys.push(key);
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    return next();
  });
  return { submit, keys };
}

const fails = (error: Error) => () => {
  throw error;
};
const refusal = (status: number, code: 'validation_failed' | 'idempotency_in_progress') =>
  new ApiRequestError(status, { success: false, code, message: 'no' });

describe('submitOnce', () => {
  it('retries the same request after no answer, a 5xx or "in progress" with the same key', async () => {
    const { submit, keys } = scripted([
      fails(new NetworkError('offline')),
      fails(new ApiRequestError(502, null)),
      fails(refusal(409, 'idempotency_in_progress')),
      () => 'created',
    ]);
    for (let i = 0; i < 3; i++) await expect(submit({ n: 1 })).rejects.toThrow();
    expect(await submit({ n: 1 })).toBe('created');
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('uses a new key once a submit had its answer, or when the request changed', async () => {
    const { submit, keys } = scripted([
      () => 'first',
      () => 'second',
      fails(refusal(422, 'validation_failed')),
      () => 'after the refusal',
      fails(new NetworkError('offline')),
      () => 'changed',
    ]);
    await submit({ n: 1 });
    await submit({ n: 1 });
    await expect(submit({ n: 1 })).rejects.toThrow();
    await submit({ n: 1 });
    await expect(submit({ n: 1 })).rejects.toThrow();
    await submit({ n: 2 });
    expect(new Set(keys).size).toBe(keys.length);
  });
});
