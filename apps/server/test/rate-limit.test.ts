import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../src/platform/rate-limit/db-store.ts';
import {
  assertUnderLimits,
  enforceRateLimits,
  msUntilRoom,
  RATE_LIMITS,
  RateLimitedError,
  recordFailures,
  slidingCount,
} from '../src/platform/rate-limit/limiter.ts';
import { memoryRateLimitStore } from '../src/platform/rate-limit/memory-store.ts';
import { redisRateLimitStore } from '../src/platform/rate-limit/redis-store.ts';
import type { RateLimitStore } from '../src/platform/rate-limit/store.ts';
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

describe('the sliding-window estimate', () => {
  const windowStart = Date.parse('2026-11-22T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('counts the previous window in proportion to what the sliding window still covers, rounded up', () => {
    const counts = { current: 2, previous: 10, windowStart };
    expect(slidingCount(counts, 60_000, at('2026-11-22T10:00:00Z'))).toBe(12);
    expect(slidingCount(counts, 60_000, at('2026-11-22T10:00:30Z'))).toBe(7);
    expect(slidingCount(counts, 60_000, at('2026-11-22T10:00:59Z'))).toBe(3);
  });
  it('says how long until one more hit fits', () => {
    // Limit 10: room for one more once 2 + share(10) ≤ 9, i.e. at 30% of the window.
    const counts = { current: 2, previous: 10, windowStart };
    expect(msUntilRoom(counts, 10, 60_000, at('2026-11-22T10:00:00Z'))).toBe(18_000);
    expect(msUntilRoom(counts, 10, 60_000, at('2026-11-22T10:00:30Z'))).toBe(0);
    // Over the limit in the current window alone: wait for the next one and its fading.
    const full = { current: 12, previous: 0, windowStart };
    expect(msUntilRoom(full, 10, 60_000, at('2026-11-22T10:00:45Z'))).toBe(15_000 + 15_000);
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

    it('counts hits per key in the current window and reads the window before', async () => {
      const key = `test-${Math.random()}`;
      const now = new Date('2026-11-22T10:00:30Z');
      const windowStart = Date.parse('2026-11-22T10:00:00Z');
      expect(await store.hit(key, 60_000, now)).toEqual({ current: 1, previous: 0, windowStart });
      expect((await store.hit(key, 60_000, now)).current).toBe(2);
      expect((await store.hit(`${key}-other`, 60_000, now)).current).toBe(1);
      const next = await store.hit(key, 60_000, new Date('2026-11-22T10:01:00Z'));
      expect(next).toEqual({ current: 1, previous: 2, windowStart: windowStart + 60_000 });
      // Two windows on, the first is no longer the previous one.
      const later = await store.hit(key, 60_000, new Date('2026-11-22T10:02:10Z'));
      expect(later).toEqual({ current: 1, previous: 1, windowStart: windowStart + 120_000 });
    });

    it('peeks at both windows without counting, and clears both', async () => {
      const key = `peek-${Math.random()}`;
      const before = new Date('2026-11-22T10:00:30Z');
      const now = new Date('2026-11-22T10:01:30Z');
      expect(await store.peek(key, 60_000, now)).toMatchObject({ current: 0, previous: 0 });
      await store.hit(key, 60_000, before);
      await store.hit(key, 60_000, now);
      await store.hit(key, 60_000, now);
      expect(await store.peek(key, 60_000, now)).toMatchObject({ current: 2, previous: 1 });
      expect(await store.peek(key, 60_000, now)).toMatchObject({ current: 2, previous: 1 });
      await store.clear(key, 60_000, now);
      expect(await store.peek(key, 60_000, now)).toMatchObject({ current: 0, previous: 0 });
      expect((await store.hit(key, 60_000, now)).current).toBe(1);
    });

    it('enforces a rule with a 429 that says when to try again', async () => {
      const subject = `someone-${Math.random()}@example.com`;
      const now = new Date('2026-11-22T10:10:00Z');
      const check = [{ rule: RATE_LIMITS.resetMailPerAddress, subject }];
      for (let i = 0; i < 5; i++) await enforceRateLimits(store, check, now);
      // Six hits this hour: room for a sixth only once the next hour has let two of them fade,
      // 50 minutes to the hour and a third of the next.
      const refused = enforceRateLimits(store, check, now);
      await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
      await expect(refused).rejects.toThrow(
        'Too many password reset emails requested. Try again in 70 minutes.',
      );
    });

    it('a burst cannot double at a window boundary', async () => {
      const subject = `burst-${Math.random()}@example.com`;
      const check = [{ rule: RATE_LIMITS.resetMailPerAddress, subject }];
      const endOfHour = new Date('2026-11-22T10:59:59.900Z');
      for (let i = 0; i < 5; i++) await enforceRateLimits(store, check, endOfHour);
      const nextHour = new Date('2026-11-22T11:00:00.100Z');
      await expect(enforceRateLimits(store, check, nextHour)).rejects.toBeInstanceOf(
        RateLimitedError,
      );
    });

    it('past failures fade over the next window, and a limit on failures holds across it', async () => {
      const subject = `fade-${Math.random()}@example.com`;
      const check = [{ rule: RATE_LIMITS.signinFailuresPerAccountAndIp, subject }];
      // Ten failures just before a 15-minute boundary: room again once one has faded, a tenth of
      // the next window (90 s) later.
      const before = new Date('2026-11-22T10:14:59.900Z');
      for (let i = 0; i < 10; i++) await recordFailures(store, check, before);
      await expect(assertUnderLimits(store, check, before)).rejects.toThrow(
        'Too many sign-in attempts. Try again in 2 minutes.',
      );
      const justAfter = new Date('2026-11-22T10:15:00.100Z');
      await expect(assertUnderLimits(store, check, justAfter)).rejects.toBeInstanceOf(
        RateLimitedError,
      );
      // At 10:16:30 one of the ten has faded; one more failure fills the room for 90 s.
      const later = new Date('2026-11-22T10:16:30.000Z');
      await expect(assertUnderLimits(store, check, later)).resolves.toBeUndefined();
      await recordFailures(store, check, later);
      await expect(assertUnderLimits(store, check, later)).rejects.toThrow(
        'Too many sign-in attempts. Try again in 2 minutes.',
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

storeContract('memory (one server on SQLite)', async () => {
  const store = memoryRateLimitStore();
  return { store, done: () => store.close() };
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  storeContract('Redis', async () => {
    const store = redisRateLimitStore(redisUrl);
    return { store, done: () => store.close() };
  });
}
