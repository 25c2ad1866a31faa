import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../src/rate-limit/db-store.ts';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError } from '../src/rate-limit/limiter.ts';
import { redisRateLimitStore } from '../src/rate-limit/redis-store.ts';
import type { RateLimitStore } from '../src/rate-limit/store.ts';
import { login } from './support/accounts.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

// The limits per account and place are in auth-abuse.test.ts.
describe.each(TEST_DATABASES)('sign-in rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('allows 25 failed sign-ins per 5 minutes from one IP, then 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 25; i++) {
      const response = await login(t.app, `stranger${i}@example.com`, 'Wrong-Password-1', ip);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(t.app, 'stranger@example.com', 'Wrong-Password-1', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login(t.app, 'stranger@example.com', 'Wrong-Password-1', '198.51.100.8')).statusCode,
    ).toBe(401);
  });
});

function storeContract(
  name: string,
  makeStore: () => Promise<{ store: RateLimitStore; done: () => Promise<void> }>,
) {
  describe(`${name} rate-limit store`, () => {
    let store: RateLimitStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await makeStore());
    });
    afterAll(() => done());

    it('counts hits per key and window, and a new window starts at zero', async () => {
      const key = `test-${Math.random()}`;
      const now = new Date('2026-11-22T10:00:30Z');
      expect((await store.hit(key, 60_000, now)).count).toBe(1);
      expect((await store.hit(key, 60_000, now)).count).toBe(2);
      const other = await store.hit(`${key}-other`, 60_000, now);
      expect(other.count).toBe(1);
      const next = await store.hit(key, 60_000, new Date('2026-11-22T10:01:00Z'));
      expect(next.count).toBe(1);
      expect(next.resetAt.toISOString()).toBe('2026-11-22T10:02:00.000Z');
    });

    it('peeks at a window without counting, and clears it', async () => {
      const key = `peek-${Math.random()}`;
      const now = new Date('2026-11-22T10:00:30Z');
      expect((await store.peek(key, 60_000, now)).count).toBe(0);
      await store.hit(key, 60_000, now);
      await store.hit(key, 60_000, now);
      expect((await store.peek(key, 60_000, now)).count).toBe(2);
      expect((await store.peek(key, 60_000, now)).count).toBe(2);
      await store.clear(key, 60_000, now);
      expect((await store.peek(key, 60_000, now)).count).toBe(0);
      expect((await store.hit(key, 60_000, now)).count).toBe(1);
    });

    it('enforces a rule with a 429 that says when to try again', async () => {
      const subject = `someone-${Math.random()}@example.com`;
      const now = new Date('2026-11-22T10:10:00Z');
      const check = [{ rule: RATE_LIMITS.resetMailPerAddress, subject }];
      for (let i = 0; i < 5; i++) await enforceRateLimits(store, check, now);
      const refused = enforceRateLimits(store, check, now);
      await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
      await expect(enforceRateLimits(store, check, now)).rejects.toThrow(
        'Too many password reset emails requested. Try again in 50 minutes.',
      );
    });
  });
}

for (const kind of TEST_DATABASES) {
  storeContract(`database (${kind})`, async () => {
    const t = await createTestApp(kind);
    return { store: databaseRateLimitStore(t.db.kysely), done: () => t.close() };
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  storeContract('Redis', async () => {
    const store = redisRateLimitStore(redisUrl);
    return { store, done: () => store.close() };
  });
}
